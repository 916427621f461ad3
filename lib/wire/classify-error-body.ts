import { ERROR_CODES } from '../spec/error-codes';
import { classifyMessage, type JsonRpcErrorObject } from './classify-message';

/**
 * What an error answer says about the server, read from its body. "Modern" bodies are the
 * JSON-RPC errors only a 2026-07-28 server sends (-32020, -32021, -32022); everything else — an
 * empty body, HTML, a legacy SDK's -32000 "Server not initialized", -32601 — is not modern
 * evidence. The era decision itself is the client's (`-32022` with a usable list is the only
 * code it trusts as proof; see open question B11).
 */
export type ErrorBodyClass =
  | { kind: 'unsupported-version'; error: JsonRpcErrorObject; supported: string[]; requested?: string }
  | { kind: 'header-mismatch'; error: JsonRpcErrorObject }
  | { kind: 'missing-capability'; error: JsonRpcErrorObject; requiredCapabilities?: unknown }
  | { kind: 'method-not-found'; error: JsonRpcErrorObject }
  | { kind: 'other-error'; error: JsonRpcErrorObject }
  /** No JSON-RPC error at all: empty, not JSON, or some other JSON. */
  | { kind: 'no-error-body'; reason: string };

export type ErrorBodyEra = 'modern' | 'legacy';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Classifies a parsed body (`undefined` = empty or not JSON). */
export function classifyErrorBody(body: unknown): ErrorBodyClass {
  if (body === undefined) return { kind: 'no-error-body', reason: 'the body is empty or not JSON' };
  const message = classifyMessage(body);
  if (message.kind !== 'error') {
    return {
      kind: 'no-error-body',
      reason:
        message.kind === 'invalid'
          ? `not a JSON-RPC message: ${message.reason}`
          : `a JSON-RPC ${message.kind}`,
    };
  }
  const { error } = message;
  const data = isObject(error.data) ? error.data : undefined;
  switch (error.code) {
    case ERROR_CODES.unsupportedProtocolVersion: {
      const supported = Array.isArray(data?.supported)
        ? data.supported.filter((v): v is string => typeof v === 'string')
        : [];
      const requested = typeof data?.requested === 'string' ? data.requested : undefined;
      return {
        kind: 'unsupported-version',
        error,
        supported,
        ...(requested !== undefined ? { requested } : {}),
      };
    }
    case ERROR_CODES.headerMismatch:
      return { kind: 'header-mismatch', error };
    case ERROR_CODES.missingRequiredClientCapability:
      return { kind: 'missing-capability', error, requiredCapabilities: data?.requiredCapabilities };
    case ERROR_CODES.methodNotFound:
      return { kind: 'method-not-found', error };
    default:
      return { kind: 'other-error', error };
  }
}

/**
 * Modern or legacy, by the body alone: the three codes 2026-07-28 introduced are modern, anything
 * else is legacy (the spec's "a 4xx without a recognized modern error body").
 */
export function errorBodyEra(body: ErrorBodyClass): ErrorBodyEra {
  return body.kind === 'unsupported-version' ||
    body.kind === 'header-mismatch' ||
    body.kind === 'missing-capability'
    ? 'modern'
    : 'legacy';
}
