import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergeAllOf } from './merge-all-of';

test('merges properties, required lists, types and bounds', () => {
  const merged = mergeAllOf([
    { title: 'Outer', type: ['object', 'null'], properties: { a: { type: 'string' } }, required: ['a'] },
    { type: 'object', properties: { b: { type: 'integer' } }, required: ['b'], title: 'Inner' },
    { properties: { a: { maxLength: 5 } }, minProperties: 1 },
  ]);
  assert.deepEqual(merged, {
    ok: true,
    schema: {
      title: 'Outer',
      type: 'object',
      properties: { a: { allOf: [{ type: 'string' }, { maxLength: 5 }] }, b: { type: 'integer' } },
      required: ['a', 'b'],
      minProperties: 1,
    },
  });
});

test('narrows numbers: the larger minimum, the smaller maximum, integer over number, common enum values', () => {
  const merged = mergeAllOf([
    { type: 'number', minimum: 1, maximum: 10, enum: [1, 2, 3] },
    { type: 'integer', minimum: 2, maximum: 20, enum: [2, 3, 4] },
  ]);
  assert.deepEqual(merged, { ok: true, schema: { type: 'integer', minimum: 2, maximum: 10, enum: [2, 3] } });
});

test('a false member makes the whole merge false; true members are skipped', () => {
  assert.deepEqual(mergeAllOf([{ type: 'string' }, false]), { ok: true, schema: false });
  assert.deepEqual(mergeAllOf([true, { type: 'string' }]), { ok: true, schema: { type: 'string' } });
});

test('fails, with a reason, on what it cannot merge', () => {
  const twoOneOfs = mergeAllOf([{ oneOf: [{ type: 'string' }] }, { oneOf: [{ type: 'number' }] }]);
  assert.equal(twoOneOfs.ok, false);
  assert.match(!twoOneOfs.ok ? twoOneOfs.reason : '', /several allOf members have their own "oneOf"/);
  const patterns = mergeAllOf([{ pattern: '^a' }, { pattern: 'b$' }]);
  assert.match(!patterns.ok ? patterns.reason : '', /"pattern" to different values/);
  assert.equal(mergeAllOf([{ const: 1 }, { const: 2 }]).ok, false);
  assert.equal(mergeAllOf([{ const: 1 }, { const: 1 }]).ok, true);
  assert.equal(mergeAllOf([42]).ok, false);
});

test('keeps a "__proto__" property as data', () => {
  const props = JSON.parse('{"__proto__": {"type": "string"}}');
  const merged = mergeAllOf([{ properties: props }, { properties: { x: { type: 'number' } } }]);
  assert.ok(merged.ok && typeof merged.schema === 'object');
  const properties = (merged.schema as { properties: Record<string, unknown> }).properties;
  assert.deepEqual(Object.keys(properties), ['__proto__', 'x']);
  assert.equal(Object.getPrototypeOf(properties), Object.prototype);
});
