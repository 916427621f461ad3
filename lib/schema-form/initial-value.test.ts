import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { describeField } from './describe-field';
import { blankValue, initialFormValue, initialValue, newItemValue } from './initial-value';
import { createSchemaDocument } from './schema-document';

const start = (schema: unknown, required = true) => {
  const doc = createSchemaDocument(schema);
  return initialValue(doc, doc.rootSlot, required);
};

test('an object starts with its defaults and the required parts a user cannot leave out', () => {
  const schema = JSON.parse(
    readFileSync(new URL('../../content/examples/tool/search-issues.json', import.meta.url), 'utf8'),
  ).inputSchema;
  assert.deepEqual(start(schema), { state: 'open', limit: 20 });
  assert.deepEqual(initialFormValue(schema), { state: 'open', limit: 20 });
  assert.deepEqual(
    start({
      type: 'object',
      properties: {
        kind: { const: 'circle' },
        optionalKind: { const: 'x' },
        flag: { type: 'boolean' },
        maybe: { type: 'boolean' },
        nested: { type: 'object', properties: { n: { type: 'number', default: 3 } } },
        optionalNested: { type: 'object', properties: { n: { type: 'number', default: 3 } } },
        list: { type: 'array', items: { type: 'string' }, minItems: 2 },
        single: { enum: ['only'] },
        nothing: { type: 'null' },
      },
      required: ['kind', 'flag', 'nested', 'list', 'single', 'nothing'],
    }),
    { kind: 'circle', flag: false, nested: { n: 3 }, list: ['', ''], single: 'only', nothing: null },
  );
});

test('defaults are copied, and an optional field without one starts absent', () => {
  const schema = { type: 'object', default: { a: [1] } };
  const doc = createSchemaDocument(schema);
  const first = initialValue(doc, doc.rootSlot) as { a: number[] };
  first.a.push(2);
  assert.deepEqual(initialValue(doc, doc.rootSlot), { a: [1] });
  assert.equal(start({ type: 'string' }, false), undefined);
  assert.equal(start({ type: 'string' }), undefined);
  assert.equal(start({ type: ['string', 'null'], default: null }, false), null);
});

test('variants start as their first branch; recursive children are not created', () => {
  assert.deepEqual(
    start({
      oneOf: [{ type: 'object', properties: { k: { const: 'a' } }, required: ['k'] }, { type: 'string' }],
    }),
    { k: 'a' },
  );
  assert.deepEqual(
    start({
      type: 'object',
      properties: { name: { type: 'string', default: 'n' }, child: { $ref: '#' } },
      required: ['child'],
    }),
    { name: 'n' },
  );
});

test('new array items: the item start value, else the blank of its control', () => {
  const doc = createSchemaDocument({
    type: 'array',
    prefixItems: [{ type: 'number' }, { type: 'boolean' }],
    items: { type: 'object', properties: { e: { type: 'string', default: 'x' } } },
  });
  const node = describeField(doc, doc.rootSlot);
  assert.equal(node.kind, 'array');
  if (node.kind !== 'array') return;
  assert.equal(newItemValue(doc, node, 0), null);
  assert.equal(newItemValue(doc, node, 1), false);
  assert.deepEqual(newItemValue(doc, node, 2), { e: 'x' });
  const strings = createSchemaDocument({ items: { type: 'string' } });
  const list = describeField(strings, strings.rootSlot);
  assert.equal(list.kind === 'array' && newItemValue(strings, list, 0), '');
  assert.equal(
    blankValue(describeField(strings, { ...strings.rootSlot, schema: { type: 'integer' } })),
    null,
  );
});
