import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LruCache } from './lru-cache';

test('evicts the least recently used entry; get refreshes an entry', () => {
  const cache = new LruCache<string, number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  assert.equal(cache.get('a'), 1); // a is now the most recent
  cache.set('c', 3); // evicts b
  assert.equal(cache.has('b'), false);
  assert.equal(cache.get('a'), 1);
  assert.equal(cache.get('c'), 3);
  assert.equal(cache.size, 2);
  cache.set('c', 30); // overwriting does not grow the cache
  assert.equal(cache.size, 2);
  assert.equal(cache.get('c'), 30);
  cache.clear();
  assert.equal(cache.size, 0);
  assert.throws(() => new LruCache(0), RangeError);
});

test('keeps exactly the entries a reference LRU keeps, over a long run of mixed operations', () => {
  // The reference: a Map refreshed by delete and re-insert, so its insertion order is recency.
  const reference = new Map<number, number>();
  const capacity = 5;
  const cache = new LruCache<number, number>(capacity);
  let seed = 12345;
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed;
  };
  for (let step = 0; step < 5000; step++) {
    const key = next() % 12;
    const op = next() % 3;
    if (op === 0) {
      const expected = reference.get(key);
      if (expected !== undefined) {
        reference.delete(key);
        reference.set(key, expected);
      }
      assert.equal(cache.get(key), expected, `get ${key} at step ${step}`);
    } else if (op === 1) {
      reference.delete(key);
      reference.set(key, step);
      if (reference.size > capacity) reference.delete(reference.keys().next().value!);
      cache.set(key, step);
    } else {
      assert.equal(cache.has(key), reference.has(key), `has ${key} at step ${step}`);
    }
    assert.equal(cache.size, reference.size);
  }
  cache.clear();
  cache.set(1, 1);
  assert.equal(cache.get(1), 1);
  assert.equal(cache.size, 1);
});
