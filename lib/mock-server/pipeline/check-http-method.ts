import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, reject } from '../json-rpc';

export type HttpMethodVerdict =
  | { kind: 'post' }
  | { kind: 'preflight' }
  | { kind: 'reject'; reply: ErrorReply };

const ALLOW = { Allow: 'POST, OPTIONS' };

/**
 * Step 1 of the pipeline: the HTTP method. POST carries messages; OPTIONS is a CORS preflight
 * (it must not fall into the 405 below, or browsers on other origins could never call). GET and
 * DELETE belonged to the 2025 transport (the standalone SSE stream, ending a session); a
 * 2026-07-28 server answers them 405, and says why in the body.
 */
export function checkHttpMethod(method: string): HttpMethodVerdict {
  const upper = method.toUpperCase();
  if (upper === 'POST') return { kind: 'post' };
  if (upper === 'OPTIONS') return { kind: 'preflight' };
  const message =
    upper === 'GET'
      ? 'GET is not part of the 2026-07-28 transport: there is no standalone SSE stream. POST each JSON-RPC request; use subscriptions/listen for change notifications.'
      : upper === 'DELETE'
        ? 'DELETE ended a session in 2025-11-25; 2026-07-28 has no sessions, so there is nothing to end.'
        : `${upper} is not accepted: POST one JSON-RPC message per request.`;
  return { kind: 'reject', reply: { ...reject(405, ERROR_CODES.invalidRequest, message), headers: ALLOW } };
}
