import type { FetchLike } from './client-options';

/** Same-origin redirects followed for one exchange, at most. */
export const MAX_REDIRECTS = 5;

export type RedirectedFetch =
  | { ok: true; response: Response; url: string; hops: string[] }
  | { ok: false; status: number; message: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * fetch with `redirect: "manual"`, following only what cannot leak: a 307 or 308 (which keep the
 * method and body) to the same origin, at most MAX_REDIRECTS times, never in a loop. A redirect
 * to another origin is refused, because following it would send the caller's credential headers
 * — every header the caller set, not only the `Authorization` that fetch itself strips — and the
 * JSON-RPC body (the tool's arguments) to a server the user never chose. A 301/302/303 is refused
 * too: fetch would turn the POST into a GET. A browser hides where a manual redirect points (an
 * "opaqueredirect" response), so there every redirect is refused. `fetch` errors propagate.
 */
export async function fetchFollowingSameOrigin(
  fetch: FetchLike,
  url: string,
  init: RequestInit,
): Promise<RedirectedFetch> {
  const origin = new URL(url).origin;
  const hops: string[] = [];
  const seen = new Set([url]);
  let current = url;
  for (;;) {
    const response = await fetch(current, { ...init, redirect: 'manual' });
    if (response.type === 'opaqueredirect') {
      return {
        ok: false,
        status: response.status,
        message: `${current} answered with a redirect, which is not followed: the browser hides where it points, so it could send your headers and the request to another server. Connect to the URL it redirects to instead.`,
      };
    }
    if (!REDIRECTS.has(response.status)) return { ok: true, response, url: current, hops };
    const location = response.headers.get('location');
    await response.body?.cancel().catch(() => {});
    let target: URL;
    try {
      target = new URL(location ?? '', current);
    } catch {
      target = new URL(current);
    }
    const refuse = (why: string): RedirectedFetch => ({
      ok: false,
      status: response.status,
      message: `${current} redirected (HTTP ${response.status}) to ${location === null ? 'nowhere (no Location header)' : target.href}, which is not followed: ${why}`,
    });
    if (location === null) return refuse('a redirect needs a Location header.');
    if (target.origin !== origin) {
      return refuse(
        `it is another origin (${target.origin}), and following it would send your headers and the request body there. Connect to that URL directly if you trust it.`,
      );
    }
    if (response.status !== 307 && response.status !== 308) {
      return refuse(
        `a ${response.status} would turn the POST into a GET; an MCP endpoint answers the POST itself (or redirects with 307/308).`,
      );
    }
    if (seen.has(target.href))
      return refuse(`it loops back to a URL already visited (${[...seen].join(' → ')}).`);
    if (hops.length >= MAX_REDIRECTS) return refuse(`that would be more than ${MAX_REDIRECTS} redirects.`);
    hops.push(target.href);
    seen.add(target.href);
    current = target.href;
  }
}
