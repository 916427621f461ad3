import { isObject } from '../json/is-object';
import { ERROR_CODES } from '../spec/error-codes';
import type { ClientContext } from './client-context';
import type { ClientError } from './client-error';
import type { RpcResult } from './rpc';

/** What a failed probe says about the server (B11 in open-questions.md). */
export type ProbeVerdict =
  | { next: 'retry-same'; reason: string }
  | { next: 'version-rejected'; supported: string[] }
  | { next: 'legacy'; reason: string }
  | { next: 'fail'; error: ClientError };

/**
 * Reads a failed `server/discover` probe. Only a -32022 with a usable `supported` list is modern
 * evidence; 401/403 (authorization), 5xx and network failures are errors, not era evidence; a
 * -32020/-32021 earns one corrected retry; any other 4xx or JSON-RPC error means legacy.
 */
export function judgeProbeFailure(
  result: Extract<RpcResult, { ok: false }>,
  attempt: number,
  ctx: ClientContext,
): ProbeVerdict {
  const { error } = result;
  const status = result.status;
  // The OAuth flow already said why it stopped, with its fix.
  if (error.kind === 'auth') return { next: 'fail', error };
  if (status === 401 || status === 403) {
    return {
      next: 'fail',
      error: {
        ...error,
        message: `the server requires authorization (HTTP ${status}); this is not era evidence. ${error.message}`,
      } as ClientError,
    };
  }
  if (status !== undefined && status >= 500) return { next: 'fail', error };
  if (error.kind === 'network') {
    return ctx.options.networkErrorMeansLegacy && attempt === 1
      ? {
          next: 'legacy',
          reason: `the probe failed at the network level (${error.message}); in a browser this is usually a legacy server whose CORS rules predate the 2026 headers`,
        }
      : { next: 'fail', error };
  }
  if (error.kind === 'protocol') {
    const code = error.error.code;
    const data = isObject(error.error.data) ? error.error.data : {};
    const supported = Array.isArray(data.supported)
      ? data.supported.filter((v): v is string => typeof v === 'string')
      : [];
    if (code === ERROR_CODES.unsupportedProtocolVersion && supported.length > 0)
      return { next: 'version-rejected', supported };
    if (
      (code === ERROR_CODES.headerMismatch || code === ERROR_CODES.missingRequiredClientCapability) &&
      attempt === 1
    ) {
      return {
        next: 'retry-same',
        reason: `the server answered the probe with ${code} (${error.error.message}); trying once more before falling back`,
      };
    }
    return {
      next: 'legacy',
      reason: `server/discover was answered with JSON-RPC error ${code} ("${error.error.message}"), which is no modern evidence`,
    };
  }
  if (error.kind === 'http' && status !== undefined && status >= 400 && status < 500) {
    return { next: 'legacy', reason: `HTTP ${status} without a recognised 2026-07-28 error body` };
  }
  return { next: 'fail', error };
}
