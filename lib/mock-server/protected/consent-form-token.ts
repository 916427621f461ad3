import type { StateSealer } from '../sealed-state';
import { digestText } from '../sealed-state';

/**
 * The consent page's form token: what lets the authorization server accept the page's own form
 * post without trusting `Origin`. A browser posts the consent form of a page served with
 * `Referrer-Policy: no-referrer` with `Origin: null` (Chromium does), and `null` is also what a
 * sandboxed frame or a `data:` page on any site sends, so the header cannot tell the two apart.
 *
 * The token is sealed (HMAC, the server's secret) over a digest of the consent ticket it was
 * issued with, lives {@link FORM_TOKEN_TTL_MS}, and is only ever written into the HTML consent
 * page (never into the JSON consent that allowed cross-origin pages read). So a post that carries
 * it came from someone who read that page: the person at the browser, or a non-browser client
 * holding the page (which no browser origin check would stop either). The ticket it is bound to is
 * single-use ({@link createOnceLedger}), which makes the token single-use too.
 */
export const FORM_TOKEN_TTL_MS = 300_000;

const FORM_PURPOSE = 'oauth-consent-form';

export async function issueFormToken(sealer: StateSealer, ticket: string): Promise<string> {
  return sealer.seal(FORM_PURPOSE, { t: await digestText(ticket) }, FORM_TOKEN_TTL_MS);
}

/** `stale`: a token this server issued for this ticket, only too old (the page was left open). */
export type FormTokenVerdict = { ok: true } | { ok: false; reason: string; stale?: true };

/** Whether `token` was issued by this server with exactly `ticket` and is still fresh. */
export async function checkFormToken(
  sealer: StateSealer,
  ticket: string,
  token: string | null,
): Promise<FormTokenVerdict> {
  if (!token) return { ok: false, reason: 'the form token is missing' };
  const opened = await sealer.open(FORM_PURPOSE, token);
  if (!opened.ok) {
    return opened.reason === 'expired'
      ? { ok: false, reason: 'the consent page is too old (its form token expired)', stale: true }
      : { ok: false, reason: 'the form token was not issued by this server' };
  }
  const bound = (opened.data as { t?: unknown } | null)?.t;
  if (typeof bound !== 'string' || !equalInConstantTime(bound, await digestText(ticket)))
    return { ok: false, reason: 'the form token belongs to another consent page' };
  return { ok: true };
}

/**
 * Compares two texts in time that depends on their length only, not on where they first differ
 * (the digests compared here have a fixed length, so nothing about either leaks).
 */
export function equalInConstantTime(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return difference === 0;
}

/** Remembers ids until they expire: "used once" for consent tickets, bounded in memory. */
export interface OnceLedger {
  /** Records `id` (valid until `expiresAt`); false when it was recorded before. */
  use(id: string, expiresAt: number): boolean;
}

/**
 * A ledger for one server instance (like the codes' single use: several instances behind a load
 * balancer each keep their own). Expired ids are dropped as new ones arrive; past `limit` live
 * ids the oldest go first, so a flood of consents cannot grow memory without bound.
 */
export function createOnceLedger(now: () => number, limit = 10_000): OnceLedger {
  const seen = new Map<string, number>();
  return {
    use(id, expiresAt) {
      const time = now();
      for (const [key, until] of seen) {
        if (until >= time && seen.size < limit) break;
        seen.delete(key);
      }
      const known = seen.get(id);
      if (known !== undefined && known >= time) return false;
      seen.set(id, expiresAt);
      return true;
    },
  };
}
