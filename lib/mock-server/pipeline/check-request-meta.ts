import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { LOGGING_LEVELS, type LoggingLevel } from '../../spec/logging-levels';
import { META_KEYS } from '../../spec/meta-keys';
import { type ErrorReply, type JsonObject, reject } from '../json-rpc';

/** What a request's `_meta` says, once checked. */
export interface RequestMeta {
  protocolVersion: string;
  clientCapabilities: JsonObject;
  clientInfo?: JsonObject;
  progressToken?: string | number;
  logLevel?: LoggingLevel;
  /** The whole `_meta` object as sent. */
  raw: JsonObject;
}

export type MetaVerdict = { ok: true; meta: RequestMeta } | { ok: false; reply: ErrorReply };

function invalid(message: string, data?: unknown): MetaVerdict {
  return { ok: false, reply: reject(400, ERROR_CODES.invalidParams, message, data) };
}

/**
 * Step 6: the per-request `_meta` every 2026-07-28 request carries (so `params` is required even
 * for tools/list). A missing or ill-typed `protocolVersion` or `clientCapabilities` makes the
 * request malformed: -32602 with HTTP 400. `clientInfo` is optional (a SHOULD). The optional
 * `progressToken` and (deprecated) `logLevel` are checked here too, since a wrong one is just as
 * malformed.
 */
export function checkRequestMeta(params: unknown): MetaVerdict {
  if (!isObject(params)) {
    return invalid(
      `Invalid params: "params" must be an object carrying "_meta" with "${META_KEYS.protocolVersion}" and "${META_KEYS.clientCapabilities}".`,
      { missing: [META_KEYS.protocolVersion, META_KEYS.clientCapabilities] },
    );
  }
  const meta = params._meta;
  if (!isObject(meta)) {
    return invalid(
      `Invalid params: "params._meta" is ${meta === undefined ? 'missing' : 'not an object'}; every request must carry "${META_KEYS.protocolVersion}" and "${META_KEYS.clientCapabilities}" in it.`,
      { missing: [META_KEYS.protocolVersion, META_KEYS.clientCapabilities] },
    );
  }
  const missing = [META_KEYS.protocolVersion, META_KEYS.clientCapabilities].filter(
    (key) => meta[key] === undefined,
  );
  if (missing.length > 0) {
    return invalid(`Invalid params: params._meta is missing ${missing.map((k) => `"${k}"`).join(' and ')}.`, {
      missing,
    });
  }
  const protocolVersion = meta[META_KEYS.protocolVersion];
  if (typeof protocolVersion !== 'string') {
    return invalid(`Invalid params: params._meta["${META_KEYS.protocolVersion}"] must be a string.`);
  }
  const clientCapabilities = meta[META_KEYS.clientCapabilities];
  if (!isObject(clientCapabilities)) {
    return invalid(
      `Invalid params: params._meta["${META_KEYS.clientCapabilities}"] must be an object ({} declares no optional capability).`,
    );
  }
  const result: RequestMeta = { protocolVersion, clientCapabilities, raw: meta };
  const clientInfo = meta[META_KEYS.clientInfo];
  if (isObject(clientInfo)) result.clientInfo = clientInfo;
  const token = meta[META_KEYS.progressToken];
  if (token !== undefined) {
    if (typeof token !== 'string' && !(typeof token === 'number' && Number.isSafeInteger(token))) {
      return invalid('Invalid params: params._meta.progressToken must be a string or an integer.');
    }
    result.progressToken = token;
  }
  const level = meta[META_KEYS.logLevel];
  if (level !== undefined) {
    if (typeof level !== 'string' || !(LOGGING_LEVELS as readonly string[]).includes(level)) {
      return invalid(
        `Invalid params: params._meta["${META_KEYS.logLevel}"] must be one of ${LOGGING_LEVELS.join(', ')}.`,
      );
    }
    result.logLevel = level as LoggingLevel;
  }
  return { ok: true, meta: result };
}
