import { isObject } from '../json/is-object';
/** A JSON-RPC id: string or integer (never null on a request). */
export type JsonRpcId = string | number;

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

/** What one received JSON value is, as far as JSON-RPC 2.0 goes. */
export type ClassifiedMessage =
  | { kind: 'request'; id: JsonRpcId; method: string; params?: unknown; message: Record<string, unknown> }
  | { kind: 'notification'; method: string; params?: unknown; message: Record<string, unknown> }
  | { kind: 'result'; id: JsonRpcId; result: unknown; message: Record<string, unknown> }
  /** `id` is null when the peer could not read the request's id (e.g. a parse error). */
  | { kind: 'error'; id: JsonRpcId | null; error: JsonRpcErrorObject; message: Record<string, unknown> }
  | { kind: 'invalid'; reason: string; message: unknown };

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value));
}

/**
 * Tells a request, a notification, a result and an error apart, and says why anything else is not
 * a JSON-RPC 2.0 message (batches included: MCP has had no batching since 2025-06-18).
 */
export function classifyMessage(value: unknown): ClassifiedMessage {
  if (Array.isArray(value)) {
    return {
      kind: 'invalid',
      reason: 'a JSON array (batch); MCP sends one message per body or event',
      message: value,
    };
  }
  if (!isObject(value))
    return { kind: 'invalid', reason: `not a JSON object (${describeValue(value)})`, message: value };
  if (value.jsonrpc !== '2.0') {
    return { kind: 'invalid', reason: '"jsonrpc" is not "2.0"', message: value };
  }
  if ('method' in value) {
    if (typeof value.method !== 'string') {
      return { kind: 'invalid', reason: '"method" is not a string', message: value };
    }
    const params = value.params;
    if ('id' in value && value.id !== undefined) {
      if (!isId(value.id))
        return { kind: 'invalid', reason: 'the request "id" is not a string or integer', message: value };
      return { kind: 'request', id: value.id, method: value.method, params, message: value };
    }
    return { kind: 'notification', method: value.method, params, message: value };
  }
  const hasResult = 'result' in value;
  const hasError = 'error' in value;
  if (hasResult && hasError)
    return { kind: 'invalid', reason: 'has both "result" and "error"', message: value };
  if (hasResult) {
    if (!isId(value.id))
      return { kind: 'invalid', reason: 'the response "id" is not a string or integer', message: value };
    return { kind: 'result', id: value.id, result: value.result, message: value };
  }
  if (hasError) {
    const error = value.error;
    if (!isObject(error) || typeof error.code !== 'number' || !Number.isInteger(error.code)) {
      return { kind: 'invalid', reason: '"error" has no integer "code"', message: value };
    }
    if (typeof error.message !== 'string') {
      return { kind: 'invalid', reason: '"error" has no string "message"', message: value };
    }
    const id = value.id === null || value.id === undefined ? null : value.id;
    if (id !== null && !isId(id)) {
      return {
        kind: 'invalid',
        reason: 'the response "id" is not a string, integer or null',
        message: value,
      };
    }
    const errorObject: JsonRpcErrorObject = { code: error.code, message: error.message };
    if ('data' in error) errorObject.data = error.data;
    return { kind: 'error', id, error: errorObject, message: value };
  }
  return { kind: 'invalid', reason: 'neither a request, a notification nor a response', message: value };
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `a string${value.length <= 40 ? ` ${JSON.stringify(value)}` : ''}`;
  return typeof value;
}
