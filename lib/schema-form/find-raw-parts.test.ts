import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findRawParts, isFullyRepresentable } from './find-raw-parts';
import { createSchemaDocument } from './schema-document';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
    rows: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } } },
    rule: JSON.parse('{"if":{"const":1},"then":{"properties":{"z":{}}}}'),
    when: {
      oneOf: [
        { type: 'object', properties: { k: { const: 'x' } }, required: ['k'] },
        { type: 'object', properties: { k: { const: 'y' } }, required: ['k'] },
      ],
    },
    maybe: { type: ['number', 'null'] },
  },
  additionalProperties: false,
};

test('a value that fits maps onto fields entirely', () => {
  const doc = createSchemaDocument(schema);
  assert.equal(
    isFullyRepresentable(doc, { name: 'n', tags: ['b'], rows: [{ n: 1 }], when: { k: 'y' }, maybe: null }),
    true,
  );
  assert.equal(isFullyRepresentable(doc, undefined), true);
});

test('parts that do not fit, undeclared keys and raw schema parts are listed with pointers', () => {
  const doc = createSchemaDocument(schema);
  const parts = findRawParts(doc, {
    name: 5,
    tags: ['a', 'a'],
    rows: [{ n: 'one' }],
    rule: 1,
    when: { k: 'z' },
    maybe: 'x',
    extra: true,
  });
  assert.deepEqual(
    parts.map((p) => p.pointer),
    ['/name', '/tags', '/rows/0/n', '/rule', '/when', '/maybe', '/extra'],
  );
  assert.match(parts[0]!.reason, /holds a number, but the schema expects a string/);
  assert.match(parts[4]!.reason, /none of the variants/);
  assert.match(parts[6]!.reason, /does not declare/);
});
