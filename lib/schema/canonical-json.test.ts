import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalJson } from './canonical-json';

test('equal values give the same key whatever the key order; the copy keeps order and is private', () => {
  const a = { type: 'object', properties: { x: { type: 'string' }, y: { enum: [1, 'b'] } } };
  const b = { properties: { y: { enum: [1, 'b'] }, x: { type: 'string' } }, type: 'object' };
  const ca = canonicalJson(a, 100);
  const cb = canonicalJson(b, 100);
  assert.ok(ca && cb);
  assert.equal(ca.key, cb.key);
  assert.deepEqual(Object.keys(ca.copy as object), ['type', 'properties']);
  assert.deepEqual(ca.copy, a);
  a.properties.x.type = 'number';
  assert.equal((ca.copy as typeof a).properties.x.type, 'string');
  assert.notEqual(canonicalJson({ enum: [1, 2] }, 10)?.key, canonicalJson({ enum: [2, 1] }, 10)?.key);
});

test('"__proto__" stays an ordinary key of the copy', () => {
  const parsed = JSON.parse('{"properties":{"__proto__":{"type":"string"}}}');
  const result = canonicalJson(parsed, 10);
  assert.ok(result);
  const properties = (result.copy as { properties: object }).properties;
  assert.ok(Object.hasOwn(properties, '__proto__'));
  assert.equal(Object.getPrototypeOf(properties), Object.prototype);
});

test('non-JSON, cyclic or too deep values give undefined', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const holey: unknown[] = [1];
  holey[2] = 2;
  for (const value of [undefined, Number.NaN, { a: () => 1 }, { d: new Date(0) }, cyclic, holey, 10n]) {
    assert.equal(canonicalJson(value, 10), undefined, String(value));
  }
  assert.equal(canonicalJson([[[[1]]]], 3), undefined);
  assert.ok(canonicalJson([[[[1]]]], 4));
  // a shared (non-cyclic) object is fine
  const shared = { type: 'string' };
  assert.ok(canonicalJson({ a: shared, b: shared }, 10));
});
