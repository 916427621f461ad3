import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveSlot } from './resolve-slot';
import { createSchemaDocument } from './schema-document';

function resolveAt(root: unknown, schema: unknown) {
  const doc = createSchemaDocument(root);
  return resolveSlot(doc, { ...doc.rootSlot, schema });
}

test('follows a chain of references and lays sibling annotations over the target', () => {
  const root = { $defs: { a: { $ref: '#/$defs/b' }, b: { type: 'string', description: 'B' } } };
  const result = resolveAt(root, { $ref: '#/$defs/a', description: 'Mine' });
  assert.equal(result.ok, true);
  assert.deepEqual(result.ok && result.schema, { type: 'string', description: 'Mine' });
  assert.deepEqual(result.slot.trail, ['#', '#/$defs/a', '#/$defs/b']);
  assert.equal(result.recursive, false);
});

test('merges constraint siblings of $ref in 2020-12, ignores them in draft-07', () => {
  const defs = { $defs: { s: { type: 'string' } }, definitions: { s: { type: 'string' } } };
  const modern = resolveAt(defs, { $ref: '#/$defs/s', maxLength: 3 });
  assert.deepEqual(modern.ok && modern.schema, { type: 'string', maxLength: 3 });
  const old = resolveAt(
    { ...defs, $schema: 'http://json-schema.org/draft-07/schema#' },
    { $ref: '#/definitions/s', maxLength: 3 },
  );
  assert.deepEqual(old.ok && old.schema, { type: 'string' });
});

test('marks a reference back to an enclosing schema as recursive instead of looping', () => {
  const root = { type: 'object', properties: { next: { $ref: '#' } } };
  const result = resolveAt(root, { $ref: '#' });
  assert.equal(result.ok, true);
  assert.equal(result.recursive, true);
});

test('fails on a reference cycle with no schema in between, and on missing or external targets', () => {
  const cycle = resolveAt(
    { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } } },
    { $ref: '#/$defs/a' },
  );
  assert.equal(cycle.ok, false);
  assert.match(!cycle.ok ? cycle.reason : '', /only leads back to itself/);
  const missing = resolveAt({}, { $ref: '#/$defs/nope' });
  assert.match(!missing.ok ? missing.reason : '', /points to nothing/);
  const external = resolveAt({}, { $ref: 'other.json#/x' });
  assert.match(!external.ok ? external.reason : '', /never fetches/);
  assert.equal(resolveAt({}, { $ref: 7 }).ok, false);
  assert.equal(resolveAt({}, 'text').ok, false);
});

test('merges allOf members, resolving references inside them', () => {
  const root = {
    $defs: { named: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
  };
  const result = resolveAt(root, {
    title: 'Person',
    allOf: [{ $ref: '#/$defs/named' }, { properties: { age: { type: 'integer' } } }],
  });
  assert.deepEqual(result.ok && result.schema, {
    title: 'Person',
    type: 'object',
    properties: { name: { type: 'string' }, age: { type: 'integer' } },
    required: ['name'],
  });
});

test('an allOf that references its own holder stops, marked recursive', () => {
  const root = { allOf: [{ $ref: '#' }] };
  const result = resolveAt(root, root);
  assert.equal(result.ok, false);
  assert.match(!result.ok ? result.reason : '', /only leads back|nest too deeply/);
});
