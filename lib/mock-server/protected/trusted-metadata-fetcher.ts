import { readBodyText } from '../../wire/read-body-text';

const MAX_DOCUMENT_BYTES = 64 * 1024;

/**
 * A Client ID Metadata Document fetcher that fetches only the listed URLs (no cookies, no
 * redirects, 64 KiB at most): the protected mock must not become a way to make its host fetch
 * arbitrary URLs (CIMD's SSRF hazard).
 */
export function trustedMetadataFetcher(
  trusted: readonly string[],
  fetch: (url: string, init: RequestInit) => Promise<Response> = (url, init) => globalThis.fetch(url, init),
): (url: string) => Promise<unknown> {
  const allowed = new Set(trusted);
  return async (url) => {
    if (!allowed.has(url)) throw new Error('this client metadata URL is not trusted here');
    const response = await fetch(url, {
      credentials: 'omit',
      redirect: 'error',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await readBodyText(response.body, { maxBytes: MAX_DOCUMENT_BYTES });
    if (!text.ok) throw new Error(text.message);
    return JSON.parse(text.text) as unknown;
  };
}
