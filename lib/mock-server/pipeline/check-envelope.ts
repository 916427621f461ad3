import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, type JsonObject, type JsonRpcId, reject } from '../json-rpc';

export type Envelope =
  | { kind: 'request'; id: JsonRpcId; method: string; params: unknown }
  | { kind: 'notification'; method: string; params: unknown };

export type EnvelopeVerdict =
  | { ok: true; envelope: Envelope }
  | { ok: false; reply: ErrorReply; id?: JsonRpcId };

function isRequestId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));
}

function invalid(message: string, id?: JsonRpcId): EnvelopeVerdict {
  return { ok: false, reply: reject(400, ERROR_CODES.invalidRequest, message), id };
}

/**
 * Step 4: the JSON-RPC 2.0 shape (-32600, HTTP 400). One object per POST (batches were removed);
 * `"jsonrpc": "2.0"`; a string `method`; an id that is a string or an integer, or no id at all for a
 * notification. A client never POSTs a response in 2026-07-28 (MRTR replaced server requests).
 * The id is echoed in the error whenever it is readable.
 */
export function checkEnvelope(value: unknown): EnvelopeVerdict {
  if (Array.isArray(value)) {
    return invalid('Batches are not part of MCP: POST exactly one JSON-RPC message per request.');
  }
  if (!isObject(value)) return invalid('The body must be a JSON-RPC message object.');
  const message = value as JsonObject;
  const hasId = Object.hasOwn(message, 'id');
  const id = hasId && isRequestId(message.id) ? message.id : undefined;
  if (message.jsonrpc !== '2.0') return invalid('"jsonrpc" must be the string "2.0".', id);
  if (hasId && id === undefined) {
    return invalid('"id" must be a string or an integer (null and fractions are not request ids).');
  }
  if (typeof message.method !== 'string') {
    if (Object.hasOwn(message, 'result') || Object.hasOwn(message, 'error')) {
      return invalid(
        'Clients do not send JSON-RPC responses in 2026-07-28: servers never send requests (input is gathered with input_required results instead).',
        id,
      );
    }
    return invalid('"method" must be a string.', id);
  }
  // Params that are not an object (JSON-RPC also allows arrays) are left to the _meta step: -32602.
  return id === undefined
    ? { ok: true, envelope: { kind: 'notification', method: message.method, params: message.params } }
    : { ok: true, envelope: { kind: 'request', id, method: message.method, params: message.params } };
}
