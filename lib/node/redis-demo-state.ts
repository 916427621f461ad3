import type { Redis } from 'ioredis';
import { DEMO_STATE_TTL_MS, type DemoStateChange, type DemoStateStore } from '../mock-server/demo-state';
import { REDIS_PREFIX } from './redis-connection';

const CHANNEL = `${REDIS_PREFIX}demo-state-changes`;
const key = (scope: string) => `${REDIS_PREFIX}switches:${scope}`;

/**
 * Demo state in Redis, for instances behind a load balancer: each scope's switched-on tools are a
 * Redis set that expires an hour after its last change, and every change is published on one
 * channel that every instance subscribes to (a second connection: a subscribed Redis connection
 * can do nothing else). A switch flipped through one instance is therefore listed by all of them,
 * and announced on listen streams wherever they are open.
 */
export function createRedisDemoState(redis: Redis, ttlMs = DEMO_STATE_TTL_MS): DemoStateStore {
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  const listeners = new Set<(change: DemoStateChange) => void>();
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    let change: DemoStateChange;
    try {
      change = JSON.parse(text) as DemoStateChange;
    } catch {
      return;
    }
    if (typeof change.scope !== 'string' || change.kind !== 'tools') return;
    for (const listener of [...listeners]) listener(change);
  });
  // ioredis re-subscribes by itself after a reconnect; a first SUBSCRIBE that failed (Redis slow
  // or away at start) is sent again by the next ready().
  let subscribed: Promise<void> | undefined;
  const ready = (): Promise<void> => {
    subscribed ??= subscriber.subscribe(CHANNEL).then(() => undefined);
    subscribed.catch(() => {
      subscribed = undefined;
    });
    return subscribed;
  };
  void ready().catch(() => undefined);
  return {
    async switchedOn(scope) {
      return new Set(await redis.smembers(key(scope)));
    },
    async setSwitch(scope, name, on) {
      const changed = on ? await redis.sadd(key(scope), name) : await redis.srem(key(scope), name);
      if (changed === 0) return false;
      await redis.pexpire(key(scope), ttlMs);
      const change: DemoStateChange = { scope, kind: 'tools' };
      await redis.publish(CHANNEL, JSON.stringify(change));
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    async close() {
      listeners.clear();
      subscriber.disconnect();
    },
  };
}
