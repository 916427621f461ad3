import assert from 'node:assert/strict';
import { test } from 'node:test';
import { insertItem, moveItem, removeItem, renameProperty, replaceItem, setProperty } from './value-edits';

test('setProperty keeps key order, removes on undefined, never touches the input', () => {
  const input = { a: 1, b: 2 };
  assert.deepEqual(Object.entries(setProperty(input, 'a', 9)), [
    ['a', 9],
    ['b', 2],
  ]);
  assert.deepEqual(setProperty(input, 'a', undefined), { b: 2 });
  assert.deepEqual(setProperty(input, 'c', 3), { a: 1, b: 2, c: 3 });
  assert.deepEqual(setProperty(undefined, 'c', 3), { c: 3 });
  const order = ['a', 'b', 'c'];
  assert.deepEqual(Object.keys(setProperty({ c: 1, x: 2 }, 'a', 0, order)), ['a', 'c', 'x']);
  assert.deepEqual(Object.keys(setProperty({ a: 1, c: 1, x: 2 }, 'b', 0, order)), ['a', 'b', 'c', 'x']);
  assert.deepEqual(
    Object.keys(setProperty({ c: 1, a: 1 }, 'b', 0, order)),
    ['b', 'c', 'a'],
    'existing keys keep their place',
  );
  assert.deepEqual(Object.keys(setProperty({ a: 1 }, 'y', 0, order)), ['a', 'y']);
  assert.deepEqual(input, { a: 1, b: 2 });
  const proto = setProperty({}, '__proto__', { polluted: true });
  assert.deepEqual(Object.keys(proto), ['__proto__']);
  assert.equal(({} as Record<string, unknown>).polluted, undefined);
});

test('renameProperty keeps the position and refuses a taken name', () => {
  assert.deepEqual(Object.keys(renameProperty({ a: 1, b: 2 }, 'a', 'z')), ['z', 'b']);
  assert.deepEqual(renameProperty({ a: 1, b: 2 }, 'a', 'b'), { a: 1, b: 2 });
});

test('list edits', () => {
  assert.deepEqual(replaceItem([1, 2, 3], 1, 9), [1, 9, 3]);
  assert.deepEqual(insertItem([1, 2], 2, 3), [1, 2, 3]);
  assert.deepEqual(insertItem([1, 2], 0, 0), [0, 1, 2]);
  assert.deepEqual(removeItem([1, 2, 3], 0), [2, 3]);
  assert.deepEqual(moveItem([1, 2, 3], 2, 0), [3, 1, 2]);
  assert.deepEqual(moveItem([1, 2, 3], 0, 1), [2, 1, 3]);
  assert.deepEqual(moveItem([1, 2, 3], 5, 0), [1, 2, 3]);
});
