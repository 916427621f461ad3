import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimit } from '../mock-server/pipeline/check-rate';
import { REDIS_PREFIX } from './redis-connection';

export interface RateLimitOptions {
  /** Requests one client may send per window. */
  points: number;
  /** The window, in seconds. */
  durationSeconds: number;
  /** Count in Redis, so that every instance counts a client's requests together. Default: memory. */
  redis?: Redis;
}

/**
 * A per-client rate limit (rate-limiter-flexible: fixed windows, counted in memory or in Redis).
 * When Redis is unreachable the count goes on in memory on each instance (the library's
 * insurance limiter) rather than refusing everyone or letting everyone through.
 */
export function createRateLimit(options: RateLimitOptions): RateLimit {
  const base = { points: options.points, duration: options.durationSeconds };
  const memory = new RateLimiterMemory({ ...base, keyPrefix: 'mcp' });
  const limiter = options.redis
    ? new RateLimiterRedis({
        ...base,
        storeClient: options.redis,
        keyPrefix: `${REDIS_PREFIX}rate`,
        insuranceLimiter: memory,
      })
    : memory;
  return async (client) => {
    try {
      await limiter.consume(client || 'unknown');
      return { ok: true };
    } catch (rejection) {
      const res = rejection as RateLimiterRes | Error;
      if (res instanceof Error) return { ok: true };
      return { ok: false, retryAfterMs: res.msBeforeNext };
    }
  };
}
