import { isObject } from '../../json/is-object';
import { META_KEYS } from '../../spec/meta-keys';
import { type HttpReply, jsonReply, sseReply } from '../http-response';
import { type ErrorReply, errorMessage, type JsonObject, resultMessage } from '../json-rpc';
import type { MethodCall, ServerRuntime } from '../server-runtime';
import { sseEvent } from '../sse';

/** `result._meta` with the server's identity (a SHOULD on every result), keeping other keys. */
export function withServerInfo(result: JsonObject, runtime: ServerRuntime): JsonObject {
  const meta = isObject(result._meta) ? result._meta : {};
  return { ...result, _meta: { ...meta, [META_KEYS.serverInfo]: runtime.options.serverInfo } };
}

/** The cache hints every complete result of a cacheable method carries. Nothing here is per user. */
export function cacheHints(runtime: ServerRuntime): { ttlMs: number; cacheScope: 'public' } {
  return { ttlMs: runtime.options.listTtlMs, cacheScope: 'public' };
}

function respond(call: MethodCall, status: number, message: unknown): HttpReply {
  const form = call.accept.json ? 'json' : 'sse';
  call.runtime.emit({ kind: 'answered', method: call.method, id: call.id, status, form });
  return form === 'json'
    ? jsonReply(status, message, call.headers)
    : sseReply(sseEvent(message), call.headers);
}

/** A final result, as JSON (or a one-event SSE stream for a client that accepts only SSE). */
export function replyResult(call: MethodCall, result: JsonObject): HttpReply {
  return respond(call, 200, resultMessage(call.id, withServerInfo(result, call.runtime)));
}

/**
 * A JSON-RPC error answer with its HTTP status, always as JSON: several statuses are MUSTs (400
 * for -32020/-32021/-32022), and an SSE stream would have to answer 200.
 */
export function replyError(call: MethodCall, reply: ErrorReply): HttpReply {
  call.runtime.emit({
    kind: 'answered',
    method: call.method,
    id: call.id,
    status: reply.status,
    form: 'json',
  });
  return jsonReply(reply.status, errorMessage(call.id, reply), { ...call.headers, ...reply.headers });
}
