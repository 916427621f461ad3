import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { stringifyDeep } from './stringify-deep';

test('same text as JSON.stringify for any JSON value', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => assert.equal(stringifyDeep(value), JSON.stringify(value))),
  );
});

test('a value nested 100,000 levels deep is written without a RangeError', () => {
  let deep: unknown = { leaf: [1, 'x', null] };
  for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
  assert.throws(() => JSON.stringify(deep), RangeError);
  const text = stringifyDeep(deep);
  // 50,000 × `{"a":` and 50,000 × `[`, the leaf, and the closers.
  assert.equal(text.length, 50_000 * 5 + 50_000 + '{"leaf":[1,"x",null]}'.length + 100_000);
  assert.ok(text.startsWith('[{"a":[{"a":'));
  assert.ok(text.endsWith(`{"leaf":[1,"x",null]}${'}]'.repeat(50_000)}`));
  const preview = stringifyDeep(deep, 100);
  assert.match(preview, /… \(cut: more than 100 characters\)$/);
});
