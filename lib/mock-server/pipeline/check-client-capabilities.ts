import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { META_KEYS } from '../../spec/meta-keys';
import { type ErrorReply, type JsonObject, reject } from '../json-rpc';

/**
 * The part of `required` that `declared` lacks, or undefined when everything is declared. A
 * capability is an object; requiring `{ elicitation: {} }` is met by any `elicitation` object,
 * requiring `{ elicitation: { url: {} } }` needs that nested key too (same for `extensions`).
 */
export function missingCapabilities(required: JsonObject, declared: JsonObject): JsonObject | undefined {
  const missing: JsonObject = {};
  for (const [key, need] of Object.entries(required)) {
    const have = declared[key];
    if (!isObject(have)) {
      missing[key] = need;
      continue;
    }
    if (isObject(need) && Object.keys(need).length > 0) {
      const nested = missingCapabilities(need, have);
      if (nested) missing[key] = nested;
    }
  }
  return Object.keys(missing).length > 0 ? missing : undefined;
}

/** The missing capabilities in words: top-level names, extensions with their ids. */
function describeMissing(missing: JsonObject): string {
  return Object.entries(missing)
    .map(([key, value]) =>
      key === 'extensions' && isObject(value) && Object.keys(value).length > 0
        ? `extensions (${Object.keys(value).join(', ')})`
        : key,
    )
    .join(', ');
}

/** The -32021 reply (HTTP 400) naming what is missing in `data.requiredCapabilities`. */
export function missingCapabilityReply(missing: JsonObject, what: string): ErrorReply {
  return reject(
    400,
    ERROR_CODES.missingRequiredClientCapability,
    `${what} needs the client capabilities ${describeMissing(missing)}, which this request's params._meta["${META_KEYS.clientCapabilities}"] does not declare.`,
    { requiredCapabilities: missing },
  );
}

/**
 * Step 9: the client capabilities the call needs up front (a tool may declare them). The server
 * may not reuse capabilities from earlier requests: only this request's `_meta` counts.
 */
export function checkClientCapabilities(
  required: JsonObject | undefined,
  declared: JsonObject,
  what: string,
): ErrorReply | undefined {
  if (!required) return undefined;
  const missing = missingCapabilities(required, declared);
  return missing ? missingCapabilityReply(missing, what) : undefined;
}
