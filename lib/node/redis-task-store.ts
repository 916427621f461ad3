import type { Redis } from 'ioredis';
import type { TaskRecord } from '../mock-server/tasks/task-record';
import { keepFor, MAX_TASK_TTL_MS, type TaskStore } from '../mock-server/tasks/task-store';
import { REDIS_PREFIX } from './redis-connection';

const CHANNEL = `${REDIS_PREFIX}task-changes`;
const key = (taskId: string) => `${REDIS_PREFIX}task:${taskId}`;

/**
 * Writes `next` only if the stored text is still `expected` (so two instances changing one task
 * cannot lose either change), keeps the key's time to live, and announces the new record.
 */
const COMPARE_AND_SET = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
redis.call('PUBLISH', ARGV[3], ARGV[2])
return 1
`;

/** Attempts of one change against concurrent writers before it gives up (and says so). */
const MAX_ATTEMPTS = 20;

function parse(text: string | null): TaskRecord | undefined {
  if (text === null) return undefined;
  try {
    const record = JSON.parse(text) as TaskRecord;
    return typeof record?.taskId === 'string' && typeof record.status === 'string' ? record : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tasks in Redis, for instances behind a load balancer: each task is one JSON value that expires
 * with its `ttlMs`, changed by an optimistic compare-and-set (the change is computed here, by the
 * same transition functions as in memory, and written only if nobody wrote in between), and
 * every change is published on one channel all instances hear (a second connection: a subscribed
 * one can do nothing else). So a task runs on the instance that created it while `tasks/get`,
 * `tasks/update` and `tasks/cancel` may reach any instance, and listen streams anywhere hear it.
 */
export function createRedisTaskStore(redis: Redis, maxTtlMs = MAX_TASK_TTL_MS): TaskStore {
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  const listeners = new Set<(record: TaskRecord) => void>();
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    const record = parse(text);
    if (!record) return;
    for (const listener of [...listeners]) {
      try {
        listener(record);
      } catch {
        // One listener's failure must not keep the change from the others.
      }
    }
  });
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
    shared: true,
    async create(record) {
      const text = JSON.stringify(record);
      // Acknowledged by Redis before the handle goes out: any instance's tasks/get finds it.
      await redis.set(key(record.taskId), text, 'PX', Math.max(1, keepFor(record, maxTtlMs)));
      await redis.publish(CHANNEL, text);
    },
    async get(taskId) {
      return parse(await redis.get(key(taskId)));
    },
    async update(taskId, change) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const text = await redis.get(key(taskId));
        const current = parse(text);
        if (!current || text === null) return undefined;
        const next = change(current);
        if (next === current) return current;
        const nextText = JSON.stringify(next);
        const written = await redis.eval(COMPARE_AND_SET, 1, key(taskId), text, nextText, CHANNEL);
        if (written === 1) return next;
      }
      throw new Error(`task ${taskId}: ${MAX_ATTEMPTS} concurrent writes in a row, the change was not made`);
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
