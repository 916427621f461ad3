import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stableJson } from './stable-json';

test('equal values give equal text whatever their key order; arrays keep their order', () => {
  assert.equal(stableJson({ b: 1, a: { d: [2, 1], c: null } }), '{"a":{"c":null,"d":[2,1]},"b":1}');
  assert.equal(
    stableJson({ a: { c: null, d: [2, 1] }, b: 1 }),
    stableJson({ b: 1, a: { d: [2, 1], c: null } }),
  );
  assert.notEqual(stableJson([1, 2]), stableJson([2, 1]));
  assert.equal(stableJson('x'), '"x"');
  assert.equal(stableJson(undefined), 'null');
});

test('a cycle is written once instead of looping; shared (acyclic) objects are written in full', () => {
  const node: Record<string, unknown> = { a: 1 };
  node.self = node;
  assert.equal(stableJson(node), '{"a":1,"self":"[cycle]"}');
  const shared = { x: 1 };
  assert.equal(stableJson([shared, shared]), '[{"x":1},{"x":1}]');
});
