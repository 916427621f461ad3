import assert from 'node:assert/strict';
import { test } from 'node:test';
import { schemaNodes } from './schema-nodes';

test('visits every object subschema with its path, object depth and whether it is a shape', () => {
  const nodes = schemaNodes({
    type: 'object',
    properties: {
      a: { type: 'object', properties: { b: { type: 'string' } } },
      list: { type: 'array', items: { type: 'object' } },
    },
    $defs: { id: { type: 'string' } },
    if: { properties: { a: { const: 1 } } },
    anyOf: [true, { required: ['a'] }],
  });
  assert.deepEqual(
    nodes.map((n) => [n.path, n.objectDepth, n.shape, n.propertyName ?? null]),
    [
      ['', 1, true, null],
      ['/if', 2, false, null],
      ['/if/properties/a', 2, false, 'a'],
      ['/properties/a', 2, true, 'a'],
      ['/properties/a/properties/b', 2, true, 'b'],
      ['/properties/list', 1, true, 'list'],
      ['/properties/list/items', 2, true, null],
      ['/anyOf/1', 1, true, null],
      ['/$defs/id', 1, true, null],
    ],
  );
});

test('stops at the node limit and below a hundred levels', () => {
  let deep: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 5000; i++) deep = { type: 'object', properties: { x: deep } };
  assert.equal(schemaNodes(deep).length, 101);
  assert.equal(schemaNodes(deep, 10).length, 10);
});
