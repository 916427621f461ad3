import { META_KEYS } from './meta-keys';
import { CACHEABLE_METHODS, INPUT_REQUIRED_METHODS } from './methods';
import { RESULT_TYPES } from './result-types';

/**
 * Rules of the spec prose that the official JSON Schema does not encode. They are kept out of the
 * zod model on purpose, so the model keeps agreeing with the schema; the validator applies them.
 */

const inputRequiredMethods = new Set<string>(INPUT_REQUIRED_METHODS);
const cacheableMethods = new Set<string>(CACHEABLE_METHODS);

function has(value: object, key: string): boolean {
  return Object.hasOwn(value, key) && (value as Record<string, unknown>)[key] !== undefined;
}

/** An `input_required` result must carry `inputRequests`, `requestState`, or both. */
export function hasInputRequestsOrRequestState(result: object): boolean {
  return has(result, 'inputRequests') || has(result, 'requestState');
}

/** Only `tools/call`, `prompts/get` and `resources/read` may answer with `input_required`. */
export function mayReturnInputRequired(method: string): boolean {
  return inputRequiredMethods.has(method);
}

/**
 * Complete results of these methods must carry `ttlMs` and `cacheScope`; `input_required` results
 * never do. (The schema already requires the hints on the result definitions themselves.)
 */
export function requiresCacheHints(method: string): boolean {
  return cacheableMethods.has(method);
}

/**
 * A notification on a `subscriptions/listen` stream must name its subscription in
 * `params._meta["io.modelcontextprotocol/subscriptionId"]`; the schema makes the key optional.
 */
export function hasSubscriptionId(notification: object): boolean {
  const params = (notification as { params?: unknown }).params;
  if (typeof params !== 'object' || params === null) return false;
  const meta = (params as { _meta?: unknown })._meta;
  if (typeof meta !== 'object' || meta === null) return false;
  const id = (meta as Record<string, unknown>)[META_KEYS.subscriptionId];
  return typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id));
}

/**
 * The `resultType` to act on. A result from a legacy (2025-11-25 or older) server has none and
 * counts as `complete`; on a modern connection a missing value is a server bug and yields
 * `undefined`, so the caller can report it before deciding.
 */
export function effectiveResultType(result: object, legacy: boolean): string | undefined {
  const value = (result as { resultType?: unknown }).resultType;
  if (typeof value === 'string') return value;
  return legacy && value === undefined ? RESULT_TYPES.complete : undefined;
}
