import type { JsonRpcErrorObject } from '../wire/classify-message';
import type { AuthStep } from './timeline-event';

/**
 * Everything that can go wrong between the client and a server, as data (the client never throws
 * at its boundary). `kind` says whose fault it is:
 * - `network`: fetch itself failed (DNS, refused, TLS, a browser CORS refusal);
 * - `timeout` / `aborted`: the client gave up, or the caller cancelled;
 * - `http`: a non-2xx status without a JSON-RPC body (e.g. 401, 502, an HTML error page);
 * - `protocol`: the server answered with a JSON-RPC error;
 * - `malformed`: the server's answer breaks the transport rules (bad JSON, wrong content type,
 *   wrong id, a stream that ends before the response, an unknown `resultType`…);
 * - `too-large`: the answer passed a size limit;
 * - `unsupported`: no protocol version in common, or a feature the server's era lacks;
 * - `local`: the request was not sent (e.g. an input handler failed, or the MRTR round limit);
 * - `auth`: the OAuth flow stopped at `step` (a refusal of a hostile or broken authorization
 *   server, a cancelled consent, a retry limit); `fix` says what to change.
 */
export type ClientError =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; message: string; timeoutMs: number }
  | { kind: 'aborted'; message: string }
  | { kind: 'http'; message: string; status: number; bodyText?: string }
  | { kind: 'protocol'; message: string; status?: number; error: JsonRpcErrorObject }
  | { kind: 'malformed'; message: string; status?: number }
  | { kind: 'too-large'; message: string; limitBytes: number }
  | { kind: 'unsupported'; message: string }
  | { kind: 'local'; message: string }
  | { kind: 'auth'; message: string; step: AuthStep; fix?: string; status?: number };

export type ClientErrorKind = ClientError['kind'];

/** The client's result type: a value, or a ClientError. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ClientError };

/** One line for a terminal or a toast, e.g. "HTTP 401: …" or "JSON-RPC error -32602: Unknown tool". */
export function describeClientError(error: ClientError): string {
  switch (error.kind) {
    case 'http':
      // Status 0: a browser's opaque redirect, whose status it hides.
      return error.status === 0 ? error.message : `HTTP ${error.status}: ${error.message}`;
    case 'protocol':
      return `JSON-RPC error ${error.error.code}: ${error.error.message}`;
    case 'timeout':
      return `timed out after ${error.timeoutMs} ms: ${error.message}`;
    case 'auth':
      return error.fix ? `${error.message} Fix: ${error.fix}` : error.message;
    default:
      return error.message;
  }
}
