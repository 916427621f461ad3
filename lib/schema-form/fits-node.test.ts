import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeField } from './describe-field';
import { fitsNode, misfitReason } from './fits-node';
import { createSchemaDocument } from './schema-document';

test('fitsNode: one level only, an absent value always fits', () => {
  const doc = createSchemaDocument({});
  const node = (s: unknown) => describeField(doc, { ...doc.rootSlot, schema: s });
  assert.equal(fitsNode(node({ type: 'integer' }), 1.5), true);
  assert.equal(fitsNode(node({ type: 'string' }), undefined), true);
  assert.equal(fitsNode(node({ enum: [1, 2] }), 3), false);
  assert.equal(fitsNode(node({ const: { a: 1 } }), { a: 1 }), true);
  assert.equal(fitsNode(node(false), null), false);
  assert.equal(fitsNode(node({ type: 'object' }), []), false);
  assert.equal(
    misfitReason(node({ type: 'object' }), []),
    'it holds an array, but the schema expects an object',
  );
  assert.equal(misfitReason(node({ const: 'a' }), 'b'), 'it holds "b", but the schema only allows "a"');
});
