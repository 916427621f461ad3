import { Redis } from 'ioredis';

/** Prefix of every key and channel this project uses, so one Redis can serve other things too. */
export const REDIS_PREFIX = 'mcp-tool-lab:';

/**
 * A connection to `REDIS_URL` (`redis://[user:password@]host:port[/db]`, or `rediss://` for TLS).
 * Commands fail fast while Redis is unreachable (a request errors instead of hanging) and the
 * client keeps reconnecting in the background.
 */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: 5_000,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener an unreachable Redis would crash the process with an unhandled 'error'.
  redis.on('error', () => undefined);
  return redis;
}

/**
 * The HMAC secret every instance must share (MRTR requestState, basket handles), kept in Redis
 * when the operator did not set MCP_TOOL_LAB_STATE_SECRET: the first instance to start writes a
 * random one (SET NX), every other reads it. Whoever can read this Redis can forge tokens; that
 * same party can already change any demo state, and the tokens guard nothing but demo data.
 */
export async function sharedStateSecret(redis: Redis): Promise<Uint8Array> {
  const key = `${REDIS_PREFIX}state-secret`;
  const candidate = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
  await redis.set(key, candidate, 'NX');
  const stored = await redis.get(key);
  if (!stored) throw new Error('Redis did not keep the shared state secret');
  return new Uint8Array(Buffer.from(stored, 'base64'));
}
