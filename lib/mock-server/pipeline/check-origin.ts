import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, reject } from '../json-rpc';
import { hostnameOf, isOriginAllowed, LOOPBACK_HOSTNAMES, type OriginPolicy } from '../origin-policy';

export type OriginVerdict = { ok: true; corsOrigin?: string } | { ok: false; reply: ErrorReply };

/**
 * Step 1 (continued): who is calling. A present `Origin` must be on the policy (the spec's MUST,
 * against DNS rebinding), else 403; an allowed cross-origin caller gets CORS headers echoing it.
 * No `Origin` means a non-browser client, which CORS does not concern.
 *
 * The `Host` header is checked first: against `allowedHosts` when the operator listed them, and,
 * for a request that arrived on a loopback address (`loopback`), against the loopback names too. A
 * page that rebinds its own DNS name to 127.0.0.1 reaches a locally run server under that name,
 * with an `Origin` that matches it, so only `Host` gives it away.
 */
export function checkOrigin(
  origin: string | null,
  host: string | null,
  policy: OriginPolicy,
  allowedHosts?: readonly string[],
  loopback = false,
): OriginVerdict {
  const hosts = loopback ? [...LOOPBACK_HOSTNAMES, ...(allowedHosts ?? [])] : allowedHosts;
  if (hosts && (host === null || !hosts.includes(hostnameOf(host)))) {
    return {
      ok: false,
      reply: reject(
        403,
        ERROR_CODES.invalidRequest,
        `Host "${host ?? ''}" is not served here: this server only answers requests addressed to ${hosts.join(', ')} (DNS rebinding protection). Its operator can add hostnames with MCP_TOOL_LAB_ALLOWED_HOSTS.`,
      ),
    };
  }
  if (origin === null) return { ok: true };
  if (!isOriginAllowed(origin, host, policy)) {
    return {
      ok: false,
      reply: reject(
        403,
        ERROR_CODES.invalidRequest,
        `Origin "${origin}" is not allowed to call this server. Servers must reject unknown origins (DNS rebinding protection); add it to the server's allowed origins to call from that page.`,
      ),
    };
  }
  return { ok: true, corsOrigin: origin };
}
