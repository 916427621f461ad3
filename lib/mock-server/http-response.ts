/**
 * Reply builders. Every answer the mock sends goes through these, so headers stay uniform: the
 * caller passes the CORS headers of the exchange (empty for same-origin and non-browser callers).
 *
 * An answer is a plain `HttpReply` until a host needs it otherwise: `handle(Request)` turns it into
 * a Response (`toResponse`) for the hosts that speak Request/Response (node:http, the Next route,
 * `mcp-tool-lab serve`); the Worker posts it as it is, so a JSON answer never becomes a Response
 * whose body stream would only be read back into the same text.
 */

export type HeaderRecord = Record<string, string>;

/** One HTTP answer: what `new Response(body, { status, headers })` would carry. */
export interface HttpReply {
  status: number;
  /** Names as written here (a Response lower-cases them); the exchange's CORS headers included. */
  headers: HeaderRecord;
  /** Complete text (JSON, or an SSE body written at once), a stream (SSE as produced), or none. */
  body: string | ReadableStream<Uint8Array> | null;
}

const JSON_HEADERS: HeaderRecord = { 'Content-Type': 'application/json' };

/**
 * Headers of an SSE response. `Cache-Control: no-cache` and `X-Accel-Buffering: no` keep proxies
 * (nginx in particular) from buffering the stream, which would hold notifications back.
 */
export const SSE_HEADERS: HeaderRecord = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/** A JSON body (one line: SSE-style readers split on newlines). */
export function jsonReply(status: number, body: unknown, headers: HeaderRecord = {}): HttpReply {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** No body (202 for an accepted notification, 204 for a preflight). */
export function emptyReply(status: number, headers: HeaderRecord = {}): HttpReply {
  return { status, headers, body: null };
}

/** An SSE answer over `body`. */
export function sseReply(body: ReadableStream<Uint8Array> | string, headers: HeaderRecord = {}): HttpReply {
  return { status: 200, headers: { ...SSE_HEADERS, ...headers }, body };
}

/** The Response a Request-based host sends for `reply`. */
export function toResponse(reply: HttpReply): Response {
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}
