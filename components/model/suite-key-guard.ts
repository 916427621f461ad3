import { createSecretScrubber } from '@/lib/model/secret-scrubber';

/**
 * Why a suite cannot be kept or exported: it holds the API key of this tab (typed into a prompt or
 * pasted with it). The key never leaves memory, so such a suite is neither written to this
 * browser's storage nor to a file; the person takes the key out. The scrubber's forms count too
 * (URL-encoded, JSON-escaped, the key's random tail), as anyone reading the file could use them.
 */
export function suiteKeyProblem(
  text: string,
  apiKey: string,
  action: 'saved in this browser' | 'exported',
): string | undefined {
  const scrubber = createSecretScrubber([apiKey.trim()]);
  if (scrubber.empty || scrubber.text(text) === text) return undefined;
  return `The suite holds your API key, so it is not ${action}: take the key out.`;
}
