import type { HeaderSource } from '../wire/check-request-headers';
import { headerBytes } from './pipeline/check-header-size';
import { type BodyVerdict, checkHeldBody, type HeldBodyVerdict, readBody } from './pipeline/read-body';

/**
 * What the pipeline reads of one request, whichever way the host holds it: a web-standard Request
 * (node:http, the Next route, `serve`) or a message whose every part is already in memory (the
 * Worker, which would otherwise build a Request only for the pipeline to read it back).
 */
export interface IncomingRequest {
  /** Upper-case for the standard methods, as a Request has it. */
  readonly method: string;
  readonly url: string;
  /** Header lookups, case-insensitive; null when absent. */
  readonly headers: HeaderSource;
  /** Bytes the headers take on the wire: each `name: value` line with its CRLF. */
  headerBytes(): number;
  /** The body up to `limit` bytes (within `timeoutMs` where it is still arriving), or a reply. */
  body(limit: number, timeoutMs: number): HeldBodyVerdict | Promise<HeldBodyVerdict>;
  /** Aborts when the client goes away. */
  readonly signal: AbortSignal;
}

/**
 * A request held whole in memory: what the page posts to the mock server Worker. Its headers are
 * what a Request made of them would hold, flat (`[name, value, name, value…]`), names lower-case
 * and each once, as `Headers` iterates them.
 */
export interface RequestMessage {
  method: string;
  url: string;
  headers: readonly string[];
  body: string | Uint8Array | null;
}

const asHeld = (verdict: BodyVerdict): HeldBodyVerdict =>
  verdict.ok ? { ok: true, body: verdict.bytes } : verdict;

/** A Request as the pipeline reads it; `signal` (the host's) stands in for the Request's own. */
export function incomingOfRequest(request: Request, signal?: AbortSignal): IncomingRequest {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    headerBytes: () => headerBytes(request.headers),
    body: async (limit, timeoutMs) => asHeld(await readBody(request, limit, timeoutMs)),
    signal: signal ?? request.signal,
  };
}

/** Looks names up in a flat, lower-case header list (a handful of entries: a scan is fastest). */
function flatHeaders(flat: readonly string[]): HeaderSource {
  return {
    get(name) {
      const key = name.toLowerCase();
      for (let i = 0; i < flat.length; i += 2) if (flat[i] === key) return flat[i + 1] ?? null;
      return null;
    },
  };
}

/** A message as the pipeline reads it: no Request, no body stream. */
export function incomingOfMessage(message: RequestMessage, signal: AbortSignal): IncomingRequest {
  const headers = flatHeaders(message.headers);
  return {
    method: message.method,
    url: message.url,
    headers,
    headerBytes() {
      // Each pair is `name: value\r\n`: both lengths plus four.
      let size = 0;
      for (const part of message.headers) size += part.length + 2;
      return size;
    },
    body: (limit) => checkHeldBody(message.body, headers.get('content-length'), limit),
    signal,
  };
}
