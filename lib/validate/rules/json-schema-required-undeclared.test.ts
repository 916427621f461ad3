import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateValue } from '../validate-document';
import { jsonSchemaRequiredUndeclared } from './json-schema-required-undeclared';

/** The findings of this rule alone on a tool with `inputSchema`: [path, severity] pairs. */
function findings(inputSchema: unknown) {
  return validateValue(
    { name: 'a', inputSchema },
    { kind: 'tool', rules: [jsonSchemaRequiredUndeclared] },
  ).diagnostics.map((d) => [d.path, d.severity, d.message] as const);
}

const pathsAndGrades = (inputSchema: unknown) => findings(inputSchema).map(([p, s]) => [p, s]);

test('open object: a warning on the entry; closed by additionalProperties: an error', () => {
  const open = findings({ type: 'object', properties: { a: {} }, required: ['a', 'b'] });
  assert.deepEqual(
    open.map(([p, s]) => [p, s]),
    [['/inputSchema/required/1', 'warning']],
  );
  assert.match(open[0]![2], /"b" is required but not declared in "properties"/);
  const closed = findings({
    type: 'object',
    properties: { a: {} },
    required: ['b'],
    additionalProperties: false,
  });
  assert.deepEqual(
    closed.map(([p, s]) => [p, s]),
    [['/inputSchema/required/0', 'error']],
  );
  assert.match(
    closed[0]![2],
    /"additionalProperties": false at \/additionalProperties forbids it, so no value can satisfy/,
  );
});

test('declared only in an allOf branch: fine when open or with unevaluatedProperties, an error under additionalProperties: false', () => {
  const branch = { allOf: [{ properties: { b: { type: 'string' } } }], required: ['b'] };
  assert.deepEqual(pathsAndGrades({ type: 'object', ...branch }), []);
  assert.deepEqual(pathsAndGrades({ type: 'object', ...branch, unevaluatedProperties: false }), []);
  const closed = findings({ type: 'object', ...branch, additionalProperties: false });
  assert.equal(closed[0]![1], 'error');
  assert.match(
    closed[0]![2],
    /declared at \/allOf\/0\/properties\/b, but "additionalProperties" only counts/,
  );
});

test('conditions: required in a oneOf branch the closed root forbids is a dead branch (warning); if/not ask nothing', () => {
  assert.deepEqual(
    pathsAndGrades({
      type: 'object',
      properties: { a: {} },
      additionalProperties: false,
      oneOf: [{ required: ['a'] }, { required: ['z'] }],
    }),
    [['/inputSchema/oneOf/1/required/0', 'warning']],
  );
  assert.deepEqual(
    pathsAndGrades({
      type: 'object',
      properties: { a: {} },
      if: { required: ['ghost'] },
      not: { required: ['ghost'] },
    }),
    [],
  );
});

test('nested objects, array items and local $refs are followed; what cannot be read is left alone', () => {
  assert.deepEqual(
    pathsAndGrades({
      type: 'object',
      properties: { list: { type: 'array', items: { $ref: '#/$defs/item' } } },
      $defs: { item: { type: 'object', properties: { id: {} }, required: ['idd'] } },
    }),
    [['/inputSchema/$defs/item/required/0', 'warning']],
  );
  // A name a pattern may match, or a schema outside this one: no verdict rather than a wrong one.
  assert.deepEqual(
    pathsAndGrades({ type: 'object', patternProperties: { '^x-': {} }, required: ['x-a'] }),
    [],
  );
  assert.deepEqual(
    pathsAndGrades({ type: 'object', allOf: [{ $ref: 'https://example.com/s.json' }], required: ['q'] }),
    [],
  );
});

test('a hostile schema stays bounded: deep nesting and $ref cycles end', () => {
  let deep: Record<string, unknown> = { type: 'object', required: ['x'] };
  for (let i = 0; i < 500; i++) deep = { type: 'object', properties: { p: deep } };
  assert.ok(findings(deep).length <= 1);
  const cycle = {
    type: 'object',
    $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } },
    allOf: [{ $ref: '#/$defs/a' }],
    required: ['q'],
  };
  assert.deepEqual(pathsAndGrades(cycle), [['/inputSchema/required/0', 'warning']]);
});
