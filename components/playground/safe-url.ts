/**
 * URL checks for strings that came from a server (every one of them is hostile until shown
 * otherwise). Only absolute http(s) URLs ever become links; everything else is shown as text.
 */

/** The URL when `value` is an absolute `http:` or `https:` URL, else undefined. */
export function safeHttpUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string' || value.length > 8192) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // A user:password@ part makes a link look like it goes somewhere it does not.
  if (url.username !== '' || url.password !== '') return undefined;
  return url;
}

/** A link target for sanitized markdown: absolute http(s) and mailto only, anything else dropped. */
export function markdownUrl(value: string): string {
  if (/^mailto:[^\s<>"]+$/i.test(value)) return value;
  return safeHttpUrl(value)?.href ?? '';
}

/** Loopback hosts, which browsers treat as secure contexts even over http (one copy, in lib/wire). */
export { isLoopbackHost } from '@/lib/wire/loopback-host';
