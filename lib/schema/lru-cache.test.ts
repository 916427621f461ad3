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

test('with a weight, the entries kept weigh at most maxWeight; an entry heavier than that is not kept', () => {
  const cache = new LruCache<string, number>(100, { maxWeight: 10, weightOf: (key) => key.length });
  cache.set('aaaa', 1);
  cache.set('bbbb', 2);
  assert.equal(cache.weightInUse, 8);
  assert.equal(cache.get('aaaa'), 1); // bbbb is now the least recently used
  cache.set('cccc', 3); // 12 > 10: bbbb goes
  assert.deepEqual([cache.has('aaaa'), cache.has('bbbb'), cache.has('cccc')], [true, false, true]);
  assert.equal(cache.weightInUse, 8);
  cache.set('x'.repeat(11), 4); // heavier than the whole budget: not kept, and nothing else dropped
  assert.equal(cache.has('x'.repeat(11)), false);
  assert.equal(cache.size, 2);
  cache.set('aaaa', 10); // replacing counts the entry once
  assert.equal(cache.weightInUse, 8);
  assert.equal(cache.get('aaaa'), 10);
  cache.clear();
  assert.equal(cache.weightInUse, 0);
  assert.throws(() => new LruCache(1, { maxWeight: 0, weightOf: () => 1 }), RangeError);
});

test('with a weight, keeps exactly what a reference weighted LRU keeps, over a long run', () => {
  const maxWeight = 40;
  const weightOf = (key: number) => (key % 7) + 1;
  const reference = new Map<number, number>();
  const cache = new LruCache<number, number>(6, { maxWeight, weightOf });
  let seed = 987;
  const next = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed;
  };
  const weightOfReference = () => [...reference.keys()].reduce((sum, key) => sum + weightOf(key), 0);
  for (let step = 0; step < 5000; step++) {
    const key = next() % 20;
    if (next() % 2 === 0) {
      const expected = reference.get(key);
      if (expected !== undefined) {
        reference.delete(key);
        reference.set(key, expected);
      }
      assert.equal(cache.get(key), expected, `get ${key} at step ${step}`);
    } else {
      reference.delete(key);
      reference.set(key, step);
      while (reference.size > 6 || weightOfReference() > maxWeight)
        reference.delete(reference.keys().next().value!);
      cache.set(key, step);
    }
    assert.equal(cache.size, reference.size, `size at step ${step}`);
    assert.equal(cache.weightInUse, weightOfReference(), `weight at step ${step}`);
  }
});
