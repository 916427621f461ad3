import { LRUCache } from 'lru-cache';
import type { TaskRecord } from './task-record';

/**
 * Where tasks live. A task is created by the instance that took the `tools/call`, runs there, and
 * is read, answered and cancelled through whichever instance the client's next request reaches:
 * so instances behind a load balancer share one store (Redis, `lib/node/redis-task-store.ts`),
 * and every change is announced to all of them — the running instance hears a cancel or the
 * answers it waits for, and listen streams anywhere hear status changes.
 *
 * Records are kept for their `ttlMs` after creation (a task with `ttlMs: null` until the store's
 * own bound), then forgotten: a later `tasks/get` is -32602, as for an id never issued.
 */
export interface TaskStore {
  /** True when other instances share this store (tasks then carry a lease, see TaskRecord). */
  readonly shared: boolean;
  /** Stores a new task; resolves once a `get` anywhere finds it (the extension's "durably created"). */
  create(record: TaskRecord): Promise<void>;
  get(taskId: string): Promise<TaskRecord | undefined>;
  /**
   * Applies `change` to the stored record as one atomic step (re-run on a concurrent write) and
   * announces the result when it changed. Undefined when there is no such task. `change` returns
   * its argument to leave the record as it is.
   */
  update(taskId: string, change: (record: TaskRecord) => TaskRecord): Promise<TaskRecord | undefined>;
  /** Hears every change, made on this instance or any other sharing the store. */
  subscribe(listener: (record: TaskRecord) => void): () => void;
  /** Resolves once changes made elsewhere are being heard. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface MemoryTaskStoreOptions {
  /** Tasks kept at most; the least recently used goes first. Default 10,000. */
  maxTasks?: number;
  /** How long a task with `ttlMs: null` is kept. Default 24 hours. */
  maxTtlMs?: number;
}

/** The longest any store keeps a task, whatever its `ttlMs` says. */
export const MAX_TASK_TTL_MS = 24 * 60 * 60 * 1000;

/** How long a record may stay, from its creation, in a store. */
export function keepFor(record: TaskRecord, maxTtlMs = MAX_TASK_TTL_MS): number {
  return Math.min(record.ttlMs ?? maxTtlMs, maxTtlMs);
}

/** Tasks in this process's memory: the Worker, `serve`, one instance of the site. Bounded. */
export function createMemoryTaskStore(options: MemoryTaskStoreOptions = {}): TaskStore {
  const maxTtlMs = options.maxTtlMs ?? MAX_TASK_TTL_MS;
  const tasks = new LRUCache<string, TaskRecord>({ max: options.maxTasks ?? 10_000, ttlAutopurge: false });
  const listeners = new Set<(record: TaskRecord) => void>();
  const announce = (record: TaskRecord) => {
    for (const listener of [...listeners]) {
      try {
        listener(record);
      } catch {
        // One listener's failure must not keep the change from the others.
      }
    }
  };
  return {
    shared: false,
    async create(record) {
      tasks.set(record.taskId, record, { ttl: Math.max(1, keepFor(record, maxTtlMs)) });
      announce(record);
    },
    async get(taskId) {
      return tasks.get(taskId);
    },
    async update(taskId, change) {
      const current = tasks.get(taskId);
      if (!current) return undefined;
      const next = change(current);
      if (next === current) return current;
      // The record keeps the time to live it got at creation.
      tasks.set(taskId, next, { ttl: Math.max(1, tasks.getRemainingTTL(taskId)) });
      announce(next);
      return next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: async () => undefined,
    close: async () => {
      listeners.clear();
    },
  };
}
