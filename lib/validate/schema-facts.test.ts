import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mcpHeadersOf, schemaCheckOf, schemaFactsOf } from './schema-facts';

const schema = (description: string) => ({
  type: 'object',
  properties: { 'city name': { type: 'string', description, enum: ['Paris', 'New York'] } },
});

test('lists the strings of a schema that reach a model, with pointers relative to the schema', () => {
  assert.deepEqual(schemaFactsOf(schema('City, e.g. "Paris".')).texts, [
    { path: '/properties/city name', value: 'city name', field: 'schema key' },
    { path: '/properties/city name/description', value: 'City, e.g. "Paris".', field: 'schema text' },
    { path: '/properties/city name/enum/1', value: 'New York', field: 'schema text' },
  ]);
  assert.deepEqual(schemaFactsOf('not a schema').texts, []);
});

test('an equal copy shares the facts; a schema that differs in one string does not', () => {
  const first = schemaFactsOf(schema('One word.'));
  assert.equal(schemaFactsOf(schema('One word.')), first);
  const other = schemaFactsOf(schema('Two words.'));
  assert.notEqual(other, first);
  assert.equal(other.texts[1]!.value, 'Two words.');
});

test('the schema check and the x-mcp-header analysis follow the content', () => {
  assert.deepEqual(schemaCheckOf({ type: 'object' }).problems, []);
  assert.equal(schemaCheckOf({ type: 'objekt' }).problems[0]?.severity, 'error');
  const declared = { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } };
  assert.equal(mcpHeadersOf(declared).declarations[0]?.name, 'Region');
  assert.deepEqual(
    mcpHeadersOf({ type: 'object', properties: { region: { type: 'string' } } }).declarations,
    [],
  );
});

test('a value that cannot be serialised is still walked, without caching', () => {
  const cyclic: Record<string, unknown> = { type: 'object', description: 'Loops back.' };
  cyclic.self = cyclic;
  assert.deepEqual(
    schemaFactsOf(cyclic).texts.map((t) => t.path),
    ['/description', ...Array.from({ length: 64 }, (_, i) => `${'/self'.repeat(i + 1)}/description`)],
  );
});

test('a source text keys the facts as well as the serialised value, whatever its layout', () => {
  const value = schema('Keyed by its source text.');
  const pretty = JSON.stringify(value, null, 2);
  const fromSource = schemaFactsOf(value, pretty);
  assert.deepEqual(fromSource.texts, schemaFactsOf(schema('Keyed by its source text.')).texts);
  // Another object with the same source text gets the same facts without a walk of its own.
  assert.equal(schemaFactsOf(JSON.parse(pretty), pretty), fromSource);
});
