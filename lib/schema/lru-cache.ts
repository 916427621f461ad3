interface Entry<K, V> {
  key: K;
  value: V;
  /** What this entry counts against `maxWeight`. */
  weight: number;
  /** Towards the most recently used entry. */
  newer: Entry<K, V> | undefined;
  /** Towards the least recently used entry. */
  older: Entry<K, V> | undefined;
}

/** A second bound beside the entry count: the sum of the entries' weights (e.g. their key's length). */
export interface LruWeight<K, V> {
  maxWeight: number;
  weightOf(key: K, value: V): number;
}

/**
 * An LruCache keyed by texts (a schema's JSON, a pattern's source), bounded by the characters its
 * keys hold as well as by their number.
 */
export function textKeyedCache<V>(capacity: number, maxChars: number): LruCache<string, V> {
  return new LruCache<string, V>(capacity, { maxWeight: maxChars, weightOf: (key) => key.length });
}

/**
 * A bounded map that forgets the least recently used entry when full, so long-running pages and
 * servers keep a fixed memory ceiling. Reads (`get`) count as use. Full means `capacity` entries,
 * or, with a weight, entries whose weights add up past `maxWeight`: caches keyed by a schema's or a
 * document's text need it, because a count alone lets a few thousand megabyte-long keys stay. An
 * entry heavier than `maxWeight` on its own is not kept.
 *
 * Recency is a doubly linked list beside the Map, so a read only relinks two entries. Refreshing by
 * deleting and re-inserting the key would make every hit two more hash-table writes, which for
 * long keys (a schema's JSON text) cost more than the lookup itself.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<K, V>>();
  private newest: Entry<K, V> | undefined;
  private oldest: Entry<K, V> | undefined;
  private totalWeight = 0;

  constructor(
    readonly capacity: number,
    private readonly weight?: LruWeight<K, V>,
  ) {
    if (!(capacity >= 1)) throw new RangeError('LruCache capacity must be at least 1');
    if (weight && !(weight.maxWeight > 0)) throw new RangeError('LruCache maxWeight must be positive');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The sum of the entries' weights (0 without a weight). */
  get weightInUse(): number {
    return this.totalWeight;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.touch(entry);
    return entry.value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): void {
    const weight = this.weight ? Math.max(0, this.weight.weightOf(key, value)) : 0;
    const existing = this.entries.get(key);
    if (existing !== undefined) this.drop(existing);
    if (this.weight && weight > this.weight.maxWeight) return;
    const entry: Entry<K, V> = { key, value, weight, newer: undefined, older: this.newest };
    if (this.newest) this.newest.newer = entry;
    this.newest = entry;
    this.oldest ??= entry;
    this.entries.set(key, entry);
    this.totalWeight += weight;
    const maxWeight = this.weight?.maxWeight ?? Number.POSITIVE_INFINITY;
    while ((this.entries.size > this.capacity || this.totalWeight > maxWeight) && this.oldest) {
      this.drop(this.oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
    this.oldest = undefined;
    this.totalWeight = 0;
  }

  private drop(entry: Entry<K, V>): void {
    this.unlink(entry);
    this.entries.delete(entry.key);
    this.totalWeight -= entry.weight;
  }

  /** Makes `entry` the most recently used. */
  private touch(entry: Entry<K, V>): void {
    if (entry === this.newest) return;
    this.unlink(entry);
    entry.older = this.newest;
    if (this.newest) this.newest.newer = entry;
    this.newest = entry;
    this.oldest ??= entry;
  }

  private unlink(entry: Entry<K, V>): void {
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    entry.newer = undefined;
    entry.older = undefined;
  }
}
