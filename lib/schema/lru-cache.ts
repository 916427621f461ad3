interface Entry<K, V> {
  key: K;
  value: V;
  /** Towards the most recently used entry. */
  newer: Entry<K, V> | undefined;
  /** Towards the least recently used entry. */
  older: Entry<K, V> | undefined;
}

/**
 * A bounded map that forgets the least recently used entry when full, so long-running pages and
 * servers keep a fixed memory ceiling. Reads (`get`) count as use.
 *
 * Recency is a doubly linked list beside the Map, so a read only relinks two entries. Refreshing by
 * deleting and re-inserting the key would make every hit two more hash-table writes, which for
 * long keys (a schema's JSON text) cost more than the lookup itself.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<K, V>>();
  private newest: Entry<K, V> | undefined;
  private oldest: Entry<K, V> | undefined;

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('LruCache capacity must be at least 1');
  }

  get size(): number {
    return this.entries.size;
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
    const existing = this.entries.get(key);
    if (existing !== undefined) {
      existing.value = value;
      this.touch(existing);
      return;
    }
    const entry: Entry<K, V> = { key, value, newer: undefined, older: this.newest };
    if (this.newest) this.newest.newer = entry;
    this.newest = entry;
    this.oldest ??= entry;
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity && this.oldest) {
      const dropped: Entry<K, V> = this.oldest;
      this.unlink(dropped);
      this.entries.delete(dropped.key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
    this.oldest = undefined;
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
