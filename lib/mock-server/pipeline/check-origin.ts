import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, reject } from '../json-rpc';
import { hostnameOf, isOriginAllowed, type OriginPolicy } from '../origin-policy';

export type OriginVerdict = { ok: true; corsOrigin?: string } | { ok: false; reply: ErrorReply };

/**
 * Step 1 (continued): who is calling. A present `Origin` must be on the policy (the spec's MUST,
 * against DNS rebinding), else 403; an allowed cross-origin caller gets CORS headers echoing it.
 * No `Origin` means a non-browser client, which CORS does not concern. When `allowedHosts` is
 * given (a server bound to loopback), the `Host` header must name one of them too: a rebinding
 * page reaches the server under its own hostname.
 */
export function checkOrigin(
  origin: string | null,
  host: string | null,
  policy: OriginPolicy,
  allowedHosts?: readonly string[],
): OriginVerdict {
  if (allowedHosts && host !== null && !allowedHosts.includes(hostnameOf(host))) {
    return {
      ok: false,
      reply: reject(
        403,
        ERROR_CODES.invalidRequest,
        `Host "${host}" is not served here: this server only answers requests addressed to ${allowedHosts.join(', ')} (DNS rebinding protection).`,
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
