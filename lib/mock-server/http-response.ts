/**
 * Response builders. Every response the mock sends goes through these, so headers stay uniform:
 * the caller passes the CORS headers of the exchange (empty for same-origin and non-browser
 * callers).
 */

export type HeaderRecord = Record<string, string>;

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

/** The JSON text each jsonResponse was built from (see unreadBodyText). */
const bodyTexts = new WeakMap<Response, string>();

/** A JSON body (one line: SSE-style readers split on newlines). */
export function jsonResponse(status: number, body: unknown, headers: HeaderRecord = {}): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, { status, headers: { ...JSON_HEADERS, ...headers } });
  bodyTexts.set(response, text);
  return response;
}

/**
 * The text a jsonResponse was built from, while nothing has read its body; otherwise undefined.
 * A host that forwards the text (the Worker posts it) is spared reading it back through the
 * body stream, which costs more than building the answer.
 */
export function unreadBodyText(response: Response): string | undefined {
  return response.bodyUsed ? undefined : bodyTexts.get(response);
}

/** No body (202 for an accepted notification, 204 for a preflight). */
export function emptyResponse(status: number, headers: HeaderRecord = {}): Response {
  return new Response(null, { status, headers });
}

/** An SSE response over `body`. */
export function sseResponse(body: ReadableStream<Uint8Array> | string, headers: HeaderRecord = {}): Response {
  return new Response(body, { status: 200, headers: { ...SSE_HEADERS, ...headers } });
}
