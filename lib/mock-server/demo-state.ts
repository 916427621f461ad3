import { LRUCache } from 'lru-cache';
import type { ListChange } from './listen-hub';

/** A change of one visitor scope's lists, as every instance sharing the store hears it. */
export interface DemoStateChange {
  scope: string;
  kind: ListChange;
}

/**
 * Where the mock keeps the little demo state it has: which switchable tools (the list_changed
 * demo) each visitor scope has switched on, and the feed of those changes. Everything else the
 * server hands out carries its state itself (sealed MRTR `requestState`, basket handles, offset
 * cursors), so this is the one thing instances behind a load balancer must share.
 *
 * Two implementations: {@link createMemoryDemoState} (one process: the Worker, `serve`, a single
 * instance of the site) and the Redis one in `lib/node/redis-demo-state.ts` (`REDIS_URL`), where
 * a switch flipped on one instance is seen, and announced, on all of them.
 */
export interface DemoStateStore {
  /** The switchable tools switched on in `scope` (empty when it has none, or has expired). */
  switchedOn(scope: string): Promise<ReadonlySet<string>>;
  /** Switches `name` on or off in `scope`; true when that changed it, and then the change is announced. */
  setSwitch(scope: string, name: string, on: boolean): Promise<boolean>;
  /** Hears every change, made on this instance or on any other sharing the store. */
  subscribe(listener: (change: DemoStateChange) => void): () => void;
  /** Resolves once changes made elsewhere are being heard (a listen stream waits for it). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface MemoryDemoStateOptions {
  /** Scopes kept at most; the least recently used goes first. Default 10,000. */
  maxScopes?: number;
  /** A scope untouched this long is forgotten (its switches go back off). Default 1 hour. */
  ttlMs?: number;
}

/** How long a visitor's switches live without being touched (both stores). */
export const DEMO_STATE_TTL_MS = 60 * 60 * 1000;

const NONE: ReadonlySet<string> = new Set();

/**
 * The in-memory store: bounded (an LRU with a time to live, so minting visitor keys cannot grow
 * memory without end) and private to this process.
 */
export function createMemoryDemoState(options: MemoryDemoStateOptions = {}): DemoStateStore {
  const scopes = new LRUCache<string, Set<string>>({
    max: options.maxScopes ?? 10_000,
    ttl: options.ttlMs ?? DEMO_STATE_TTL_MS,
    updateAgeOnGet: true,
  });
  const listeners = new Set<(change: DemoStateChange) => void>();
  return {
    async switchedOn(scope) {
      return scopes.get(scope) ?? NONE;
    },
    async setSwitch(scope, name, on) {
      const current = scopes.get(scope);
      if ((current?.has(name) ?? false) === on) return false;
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      if (next.size === 0) scopes.delete(scope);
      else scopes.set(scope, next);
      for (const listener of [...listeners]) listener({ scope, kind: 'tools' });
      return true;
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
