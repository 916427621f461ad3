import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSchemaDocument } from './schema-document';

const root = {
  $id: 'https://example.com/tool.json',
  $defs: {
    'a/b': { type: 'string' },
    'with space': { type: 'integer' },
    named: { $anchor: 'node', type: 'object' },
  },
  definitions: { old: { type: 'boolean' } },
};

test('looks up "#", pointers (escaped and percent-encoded), anchors and the root $id', () => {
  const doc = createSchemaDocument(root);
  assert.deepEqual(doc.lookup('#'), { found: true, schema: root, pointer: '', key: '#' });
  assert.deepEqual(doc.lookup('#/$defs/a~1b'), {
    found: true,
    schema: { type: 'string' },
    pointer: '/$defs/a~1b',
    key: '#/$defs/a~1b',
  });
  const spaced = doc.lookup('#/$defs/with%20space');
  assert.equal(spaced.found && spaced.pointer, '/$defs/with space');
  const anchored = doc.lookup('#node');
  assert.equal(anchored.found && anchored.pointer, '/$defs/named');
  const viaId = doc.lookup('https://example.com/tool.json#/definitions/old');
  assert.equal(viaId.found && viaId.pointer, '/definitions/old');
});

test('never follows a reference outside the document', () => {
  const doc = createSchemaDocument(root);
  const result = doc.lookup('https://example.com/other.json#/x');
  assert.equal(result.found, false);
  assert.match(!result.found ? result.reason : '', /outside this schema/);
  assert.equal(doc.lookup('#/$defs/missing').found, false);
  assert.equal(doc.lookup('#nothing').found, false);
  assert.equal(doc.lookup('#/%E0%A4%A').found, false);
});

test('reads the dialect from $schema, 2020-12 by default', () => {
  assert.equal(createSchemaDocument({}).dialect, '2020-12');
  assert.equal(
    createSchemaDocument({ $schema: 'http://json-schema.org/draft-07/schema#' }).dialect,
    'draft-07',
  );
  assert.equal(
    createSchemaDocument({ $schema: 'http://json-schema.org/draft-04/schema#' }).dialect,
    '2020-12',
  );
  assert.deepEqual(createSchemaDocument(true).rootSlot, {
    schema: true,
    pointer: '',
    trail: ['#'],
    depth: 0,
  });
});
