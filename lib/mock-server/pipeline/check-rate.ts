import { ERROR_CODES } from '../../spec/error-codes';
import { type ErrorReply, reject } from '../json-rpc';

/** A per-client rate limit's answer for one request. */
export type RateVerdict = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * Consumes one request of `client`'s allowance. The host supplies it (see
 * `lib/node/create-rate-limit.ts`: in memory, or in Redis so every instance counts together).
 * It must not throw; a limiter that cannot decide lets the request through.
 */
export type RateLimit = (client: string) => Promise<RateVerdict>;

/**
 * Step 1 (continued): the client's request rate. Over the limit: 429 with `Retry-After` in whole
 * seconds (at least 1), before the body is read, so a flood costs as little as possible.
 */
export async function checkRate(
  limit: RateLimit | undefined,
  client: string,
): Promise<ErrorReply | undefined> {
  if (!limit) return undefined;
  let verdict: RateVerdict;
  try {
    verdict = await limit(client);
  } catch {
    return undefined;
  }
  if (verdict.ok) return undefined;
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  return {
    ...reject(
      429,
      ERROR_CODES.invalidRequest,
      `Too many requests from your address: this server allows a limited rate per client. Wait ${seconds} s (Retry-After) and send the request again.`,
    ),
    headers: { 'Retry-After': String(seconds) },
  };
}
