/** A JSON-RPC request id as MCP allows it: a string or an integer, never null. */
export type JsonRpcId = string | number;

/** A JSON object, as the server handles params and results. */
export type JsonObject = Record<string, unknown>;

/**
 * A rejected request, before it becomes an HTTP response: the status and the JSON-RPC error.
 * Pipeline steps return these (results, not exceptions); `handle()` turns them into responses.
 */
export interface ErrorReply {
  status: number;
  code: number;
  message: string;
  data?: unknown;
  /** Extra HTTP headers (e.g. `Allow` on a 405). */
  headers?: Record<string, string>;
}

/** The error response message; `id` is left out when the request's id could not be read. */
export function errorMessage(
  id: JsonRpcId | undefined,
  reply: Pick<ErrorReply, 'code' | 'message' | 'data'>,
) {
  const error: JsonObject = { code: reply.code, message: reply.message };
  if (reply.data !== undefined) error.data = reply.data;
  return id === undefined ? { jsonrpc: '2.0', error } : { jsonrpc: '2.0', id, error };
}

/** The result response message. */
export function resultMessage(id: JsonRpcId, result: JsonObject) {
  return { jsonrpc: '2.0', id, result };
}

/** A notification message (no id: the receiver never answers). */
export function notificationMessage(method: string, params?: JsonObject) {
  return params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params };
}

/** Shorthand for an ErrorReply. */
export function reject(status: number, code: number, message: string, data?: unknown): ErrorReply {
  return data === undefined ? { status, code, message } : { status, code, message, data };
}
