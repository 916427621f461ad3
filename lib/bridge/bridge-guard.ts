import { errorMessage } from '../mock-server/json-rpc';
import { createOriginPolicy, LOOPBACK_HOSTNAMES, type OriginPolicy } from '../mock-server/origin-policy';
import { checkOrigin } from '../mock-server/pipeline/check-origin';
import { ERROR_CODES } from '../spec/error-codes';
import { CORS_EXPOSED_HEADERS, CORS_MAX_AGE_SECONDS, corsAllowHeaders } from '../wire/cors';
import { BRIDGE_PATH, BRIDGE_TOKEN_HEADER } from './bridge-endpoint';

/** The `Via` entry the bridge adds to every answer (RFC 9110 §7.6.3), exposed so pages can read it. */
export const BRIDGE_VIA = '1.1 mcp-tool-lab-bridge';

/** Browser pages the bridge always lets in besides `--site`: the lab run locally (`npm run dev`). */
export const LOCAL_SITE_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'] as const;

/** Methods a bridge passes on: POST for messages, GET and DELETE for legacy (2025-11-25) sessions. */
export const BRIDGE_METHODS = ['POST', 'GET', 'DELETE', 'OPTIONS'] as const;

export interface BridgeGuardOptions {
  /** This launch's token; every request but a CORS preflight must carry it. */
  token: string;
  /** Exact browser origins allowed (`http://host:port`); no wildcards, no same-origin rule. */
  allowedOrigins: readonly string[];
}

export interface BridgeGuard {
  check(request: {
    method: string;
    url: string;
    headers: { get(name: string): string | null };
  }): GuardVerdict;
  /** The CORS headers an answer to `origin` carries (empty without an Origin). */
  corsHeaders(origin: string | null, expose?: readonly string[]): Record<string, string>;
}

export type GuardVerdict =
  /** Go on; `origin` is the validated Origin (null for a non-browser client). */
  | { kind: 'pass'; origin: string | null }
  /** Answer now: a refusal, or the preflight's 204. */
  | { kind: 'answer'; status: number; headers: Record<string, string>; body?: string };

/** Compares a received secret with the expected one in time that depends on the lengths only. */
export function sameSecret(received: string, expected: string): boolean {
  let diff = received.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (received.charCodeAt(i) || 0);
  return diff === 0;
}

function refusal(status: number, message: string, headers: Record<string, string>): GuardVerdict {
  return {
    kind: 'answer',
    status,
    headers: { 'Content-Type': 'application/json', Via: BRIDGE_VIA, ...headers },
    body: JSON.stringify(
      errorMessage(undefined, {
        code: ERROR_CODES.invalidRequest,
        message: `mcp-tool-lab bridge: ${message}`,
      }),
    ),
  };
}

/**
 * The bridge's door, checked on every request before anything reaches the server behind it:
 *
 * 1. `Host` names a loopback address (a DNS-rebinding page reaches 127.0.0.1 under its own name);
 * 2. a present `Origin` is on the allow-list (any other page may not even read a refusal);
 * 3. the path is the MCP endpoint and the method one the transport uses;
 * 4. a CORS preflight is answered here (browsers send no custom headers on it, so no token);
 * 5. everything else carries this launch's token.
 *
 * Body and header sizes are held by the HTTP layer and the handler behind this check.
 */
export function createBridgeGuard(options: BridgeGuardOptions): BridgeGuard {
  const policy: OriginPolicy = createOriginPolicy({
    allowed: options.allowedOrigins.filter((origin) => origin.trim() !== '*' && !origin.includes('*')),
    sameOrigin: false,
  });
  const corsHeaders = (origin: string | null, expose: readonly string[] = []): Record<string, string> =>
    origin === null
      ? {}
      : {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Expose-Headers': [...new Set([...CORS_EXPOSED_HEADERS, 'Via', ...expose])].join(
            ', ',
          ),
          Vary: 'Origin',
        };
  return {
    corsHeaders,
    check(request) {
      const host = request.headers.get('host');
      const origin = request.headers.get('origin');
      if (host === null) return refusal(400, 'the request has no Host header.', {});
      const door = checkOrigin(origin, host, policy, LOOPBACK_HOSTNAMES);
      if (!door.ok) {
        const hostRefused = door.reply.message.startsWith('Host');
        return refusal(
          403,
          hostRefused
            ? `Host "${host}" is refused: the bridge only answers requests addressed to ${LOOPBACK_HOSTNAMES.join(', ')} (DNS rebinding protection).`
            : `pages from ${origin} may not call this bridge. Restart it with --allow-origin ${origin} to allow that page.`,
          {},
        );
      }
      const cors = corsHeaders(origin);
      const path = request.url.split('?')[0];
      if (path !== BRIDGE_PATH) {
        return refusal(404, `nothing is served at ${path}; the MCP endpoint is ${BRIDGE_PATH}.`, cors);
      }
      const method = request.method.toUpperCase();
      if (!(BRIDGE_METHODS as readonly string[]).includes(method)) {
        return refusal(405, `HTTP ${method} is not part of the transport.`, {
          ...cors,
          Allow: BRIDGE_METHODS.join(', '),
        });
      }
      if (method === 'OPTIONS') {
        return {
          kind: 'answer',
          status: 204,
          headers: {
            ...(origin === null
              ? {}
              : {
                  'Access-Control-Allow-Origin': origin,
                  'Access-Control-Allow-Methods': BRIDGE_METHODS.join(', '),
                  'Access-Control-Allow-Headers': corsAllowHeaders(
                    request.headers.get('access-control-request-headers'),
                  ),
                  'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
                  Vary: 'Origin, Access-Control-Request-Headers',
                }),
            Via: BRIDGE_VIA,
          },
        };
      }
      const token = request.headers.get(BRIDGE_TOKEN_HEADER);
      if (token === null) {
        return refusal(
          403,
          `the ${BRIDGE_TOKEN_HEADER} header is missing. Send the header the bridge printed when it started (it changes on every launch).`,
          cors,
        );
      }
      if (!sameSecret(token.trim(), options.token)) {
        return refusal(
          403,
          `the ${BRIDGE_TOKEN_HEADER} header does not match this launch's token. Copy it again from the bridge's output: each launch makes a new one.`,
          cors,
        );
      }
      return { kind: 'pass', origin };
    },
  };
}
