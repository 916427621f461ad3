import { HEADERS, LEGACY_HEADERS } from '../spec/headers';

/**
 * CORS for a Streamable HTTP endpoint that browsers on other origins may call. The 2026-07-28 spec
 * says nothing about CORS, so these are the project's choices, kept in this one place (the docs
 * list them from here):
 *
 * - Preflight (`OPTIONS`) reflects `Access-Control-Request-Headers`. `Mcp-Param-{Name}` headers are
 *   named by each tool's `x-mcp-header`, so no fixed list could cover them; a fixed list is only
 *   the fallback when the browser names none.
 * - `Access-Control-Allow-Origin` echoes the (already validated) `Origin`, never `*`, so one code
 *   path serves credentialed and anonymous callers alike; `Vary` says the answer depends on it.
 * - Exposed headers: what a browser client must read from a response that is not CORS-safelisted.
 */

/** Methods a browser may use: POST for messages; OPTIONS is the preflight itself. */
export const CORS_ALLOWED_METHODS = ['POST', 'OPTIONS'] as const;

/**
 * Request headers a 2026-07-28 client sends, allowed when a preflight names none (reflection
 * covers `Mcp-Param-*`). `Accept` is safelisted for its usual values but listed for clarity.
 */
export const CORS_ALLOWED_HEADERS = [
  HEADERS.contentType,
  HEADERS.accept,
  HEADERS.protocolVersion,
  HEADERS.method,
  HEADERS.name,
  HEADERS.authorization,
] as const;

/**
 * Response headers a browser client needs to read: `WWW-Authenticate` carries `resource_metadata`
 * and `scope` on 401/403, and `Mcp-Session-Id` lets a client that fell back to a legacy
 * (2025-11-25) server keep its session.
 */
export const CORS_EXPOSED_HEADERS = [HEADERS.wwwAuthenticate, LEGACY_HEADERS.sessionId] as const;

/** How long (seconds) a browser may cache a preflight answer; Chromium caps it at 7200. */
export const CORS_MAX_AGE_SECONDS = 7200;

/** At most this many names are reflected from `Access-Control-Request-Headers`. */
export const CORS_MAX_REFLECTED_HEADERS = 64;

/** RFC 9110 `token`: what a header name may look like. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The header names to allow in answer to a preflight: the names the browser asked for when they
 * are all valid header names (at most {@link CORS_MAX_REFLECTED_HEADERS}), else the fixed list.
 */
export function corsAllowHeaders(requested: string | null): string {
  if (requested === null || requested.trim() === '') return CORS_ALLOWED_HEADERS.join(', ');
  const names = requested
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length > CORS_MAX_REFLECTED_HEADERS || !names.every((name) => TOKEN.test(name))) {
    return CORS_ALLOWED_HEADERS.join(', ');
  }
  return names.join(', ');
}

/** Headers of a successful preflight answer for an allowed `origin`. */
export function corsPreflightHeaders(
  origin: string,
  requestedHeaders: string | null,
): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': CORS_ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': corsAllowHeaders(requestedHeaders),
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
    Vary: 'Origin, Access-Control-Request-Headers',
  };
}

/** Headers to add to every actual response for an allowed cross-origin `origin`. */
export function corsResponseHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS.join(', '),
    Vary: 'Origin',
  };
}
