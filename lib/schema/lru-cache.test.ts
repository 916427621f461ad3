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
