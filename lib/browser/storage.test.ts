import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasStoredItem, type StorageLike } from './storage';

function mapStorage(entries: Record<string, string> = {}): StorageLike {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

test('hasStoredItem: true for any stored text (even one that is not JSON), false for a missing key', () => {
  const storage = mapStorage({ a: '{"collections":[]}', b: 'not json', c: '' });
  assert.equal(hasStoredItem(storage, 'a'), true);
  assert.equal(hasStoredItem(storage, 'b'), true);
  assert.equal(hasStoredItem(storage, 'c'), true);
  assert.equal(hasStoredItem(storage, 'd'), false);
});

test('hasStoredItem: no storage, or storage that throws on read, holds nothing', () => {
  assert.equal(hasStoredItem(undefined, 'a'), false);
  const blocked: StorageLike = {
    getItem() {
      throw new Error('SecurityError: access denied');
    },
    setItem() {},
    removeItem() {},
  };
  assert.equal(hasStoredItem(blocked, 'a'), false);
});
