import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileSchema } from './compile-schema';
import { canonicalText } from './unique-items';
import { validateInstance } from './validate-instance';

const unique = (() => {
  const compiled = compileSchema({ type: 'array', uniqueItems: true });
  assert.ok(compiled.ok);
  return compiled.validator;
})();

test('canonical text ignores key order and number spelling, and keeps types apart', () => {
  assert.equal(
    canonicalText({ b: 1, a: [1, { d: null, c: 'x' }] }),
    canonicalText({ a: [1.0, { c: 'x', d: null }], b: 1 }),
  );
  assert.notEqual(canonicalText(['1']), canonicalText([1]));
  assert.notEqual(canonicalText({ a: [] }), canonicalText({ a: {} }));
  assert.equal(canonicalText([-0]), canonicalText([0]));
  let deep: unknown = 1;
  for (let i = 0; i < 100_000; i++) deep = [deep];
  assert.equal(canonicalText(deep).length, 200_001, 'deep nesting does not overflow the stack');
});

test('uniqueItems finds equal items whatever their key order, and reports the pair', () => {
  const result = validateInstance(unique, [{ a: 1, b: [2] }, 'x', { b: [2], a: 1 }]);
  assert.equal(result.valid, false);
  assert.equal(result.errors[0]?.keyword, 'uniqueItems');
  assert.match(result.errors[0]?.message ?? '', /items 0 and 2 are equal/);
  assert.equal(validateInstance(unique, [1, '1', true, 'true', null, 'null', [1], { 1: 1 }]).valid, true);
  assert.equal(validateInstance(unique, [1, 1.0]).valid, false);
  assert.equal(validateInstance(unique, [0, -0]).valid, false);
});

test('probe finding 2: uniqueItems over 20,000 objects is one linear pass (was pairwise, past 10 s)', () => {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `row ${i}`, tags: ['a', 'b'] }));
  assert.deepEqual(validateInstance(unique, rows), { valid: true, errors: [] });
  rows.push({ tags: ['a', 'b'], name: 'row 7', id: 7 });
  const result = validateInstance(unique, rows);
  assert.match(result.errors[0]?.message ?? '', /items 7 and 20000 are equal/);
});
