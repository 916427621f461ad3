import { ERROR_CODES } from '../spec/error-codes';
import { VISITOR_PARAM } from '../wire/visitor-key';
import { type ErrorReply, reject } from './json-rpc';

/**
 * Whose demo state a request sees.
 *
 * - `instance`: one scope for the whole server. Right where the server has one user: the
 *   playground's in-page Worker (one tab) and `mcp-tool-lab serve` (one developer).
 * - `visitor`: the site's shared `/api/mcp`. Each visitor names their own scope with the URL
 *   parameter `?visitor=<key>` (the playground makes a random one per tab); a switch flipped in
 *   one scope is seen, and announced, only in that scope. A request without the parameter sees the
 *   catalogue as it ships and cannot switch anything, so no visitor changes what another sees.
 *
 * The key travels in the URL because it is the one thing every MCP client sends unchanged with
 * every request, listen streams included; 2026-07-28 has no session to hang it on, and the
 * server must not guess a visitor from the connection.
 */
export type ScopeMode = 'instance' | 'visitor';

/** The one scope of `instance` mode. */
export const INSTANCE_SCOPE = '';

const KEY = /^[A-Za-z0-9_-]{1,64}$/;

export type ScopeVerdict = { ok: true; scope: string | undefined } | { ok: false; reply: ErrorReply };

/** The scope of a request to `url`. */
export function visitorScope(url: string, mode: ScopeMode): ScopeVerdict {
  if (mode === 'instance') return { ok: true, scope: INSTANCE_SCOPE };
  let key: string | null;
  try {
    key = new URL(url).searchParams.get(VISITOR_PARAM);
  } catch {
    key = null;
  }
  if (key === null) return { ok: true, scope: undefined };
  if (!KEY.test(key)) {
    return {
      ok: false,
      reply: reject(
        400,
        ERROR_CODES.invalidRequest,
        `The URL parameter ${VISITOR_PARAM} must be 1 to 64 letters, digits, "-" or "_" (any key of your own, e.g. a random one); got ${JSON.stringify(key.slice(0, 70))}.`,
      ),
    };
  }
  return { ok: true, scope: `v:${key}` };
}

/** What a switch tool tells a caller who has no scope of their own at a shared server. */
export function noScopeAdvice(what: string): string {
  return `${what} is kept per visitor on this shared server, so that nobody changes what other visitors see. Add ?${VISITOR_PARAM}=<a key of your own> to the server URL (letters, digits, - or _; the playground adds one for you) and call it again: the change then shows, and is announced on subscriptions/listen, for that key only.`;
}
