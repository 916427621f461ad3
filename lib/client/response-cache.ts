export type CacheScope = 'public' | 'private';

/** Where a result came from and how fresh it is, for the UI ("from cache, 12 s old, 48 s left"). */
export interface Provenance {
  source: 'network' | 'cache';
  /** When the result was received, epoch ms. */
  receivedAt: number;
  ageMs: number;
  ttlMs: number;
  /** Time left before it is stale (0 = stale now). */
  ttlLeftMs: number;
  scope: CacheScope;
}

export interface CacheEntry {
  result: unknown;
  receivedAt: number;
  ttlMs: number;
  scope: CacheScope;
}

export interface CacheLookup {
  key: string;
  /** The authorization context ({@link authorizationKey}). */
  authKey: string;
}

/**
 * Reads the cache hints of a complete cacheable result (spec "Caching"): `ttlMs` as an integer ≥ 0
 * (absent, negative or not a number → 0; fractions floored, open question A6) and `cacheScope`
 * (anything but "public" is treated as private, the safe reading).
 */
export function cacheHints(result: unknown): { ttlMs: number; scope: CacheScope } {
  const r = (typeof result === 'object' && result !== null ? result : {}) as Record<string, unknown>;
  const ttl = typeof r.ttlMs === 'number' && Number.isFinite(r.ttlMs) ? Math.max(0, Math.floor(r.ttlMs)) : 0;
  return { ttlMs: ttl, scope: r.cacheScope === 'public' ? 'public' : 'private' };
}

/** The cache key of a request: method, endpoint and the params that shape the result (the cursor). */
export function cacheKey(url: string, method: string, cursor: string | undefined): string {
  // An absent cursor (first page) and an empty-string cursor (a valid cursor) are different pages.
  return `${method}\u0000${url}\u0000${cursor === undefined ? '-' : `+${cursor}`}`;
}

/**
 * A response cache honouring `ttlMs` / `cacheScope`: public entries are shared by every
 * authorization context, private ones only by requests with the same credentials (keyed by a hash,
 * never the token). Freshness is checked on read (`now < receivedAt + ttlMs`); TTL is not a timer.
 * Entries can be dropped by method (a `list_changed` notification) or all at once.
 */
export interface ResponseCache {
  get(lookup: CacheLookup, now: number): { entry: CacheEntry; fresh: boolean } | undefined;
  set(lookup: CacheLookup, entry: CacheEntry): void;
  /** Drops every entry of `method` (all pages, all contexts); returns how many went. */
  invalidate(method: string): number;
  clear(): void;
  size(): number;
}

/** Results are cached per page; 1000 pages is far beyond any real server. */
const MAX_ENTRIES = 1000;

export function createResponseCache(): ResponseCache {
  const entries = new Map<string, CacheEntry>();
  const storeKey = (lookup: CacheLookup, scope: CacheScope) =>
    `${scope === 'public' ? 'public' : `private:${lookup.authKey}`}\u0001${lookup.key}`;
  return {
    get(lookup, now) {
      // A private entry for these credentials wins over a public one.
      const entry = entries.get(storeKey(lookup, 'private')) ?? entries.get(storeKey(lookup, 'public'));
      if (!entry) return undefined;
      return { entry, fresh: now < entry.receivedAt + entry.ttlMs };
    },
    set(lookup, entry) {
      // A result that turned private (or public) must not leave its other-scope twin behind.
      entries.delete(storeKey(lookup, 'private'));
      entries.delete(storeKey(lookup, 'public'));
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(storeKey(lookup, entry.scope), entry);
    },
    invalidate(method) {
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        if (key.split('\u0001')[1]?.startsWith(`${method}\u0000`)) {
          entries.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}

export function provenanceOf(entry: CacheEntry, source: Provenance['source'], now: number): Provenance {
  const ageMs = Math.max(0, now - entry.receivedAt);
  return {
    source,
    receivedAt: entry.receivedAt,
    ageMs,
    ttlMs: entry.ttlMs,
    ttlLeftMs: Math.max(0, entry.ttlMs - ageMs),
    scope: entry.scope,
  };
}
