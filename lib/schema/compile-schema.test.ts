import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { propertyRuns } from '../spec/testing/agreement';
import { checkSchema } from './check-schema';
import { clearSchemaCache, compileSchema, SCHEMA_CACHE_SIZE } from './compile-schema';
import type { CompiledSchema } from './compiled-schema';
import { garbageSchema } from './testing/garbage-schema';
import { validateInstance } from './validate-instance';

const REF_HEAVY_RUNS = propertyRuns(2000);

function compiled(schema: unknown): CompiledSchema {
  const result = compileSchema(schema);
  assert.ok(result.ok, JSON.stringify(result));
  return result.validator;
}

test('compiles per dialect and validates', () => {
  const v2020 = compiled({ type: 'object', properties: { a: { type: 'number' } }, required: ['a'] });
  assert.equal(v2020.dialect, '2020-12');
  assert.equal(validateInstance(v2020, { a: 1 }).valid, true);
  assert.equal(validateInstance(v2020, { a: '1' }).valid, false);
  const v07 = compiled({
    $schema: 'http://json-schema.org/draft-07/schema#',
    items: [{ type: 'string' }],
    additionalItems: false,
  });
  assert.equal(v07.dialect, 'draft-07');
  assert.equal(validateInstance(v07, ['a']).valid, true);
  assert.equal(validateInstance(v07, ['a', 'b']).valid, false);
  const v2019 = compiled({
    $schema: 'https://json-schema.org/draft/2019-09/schema',
    $recursiveAnchor: true,
    type: 'object',
    properties: { kids: { type: 'array', items: { $recursiveRef: '#' } } },
    unevaluatedProperties: false,
  });
  assert.equal(v2019.dialect, '2019-09');
  assert.equal(validateInstance(v2019, { kids: [{ kids: [] }] }).valid, true);
  assert.equal(validateInstance(v2019, { kids: [{ other: 1 }] }).valid, false);
  assert.equal(validateInstance(compiled(true), 'anything').valid, true);
  assert.equal(validateInstance(compiled(false), 'anything').valid, false);
});

test('refuses exactly what checkSchema refuses, with the same problems', () => {
  for (const schema of [
    { $ref: 'https://example.com/x.json' },
    { properties: { a: { $ref: '#/$defs/nope' } } },
    { type: 'strin' },
    { $schema: 'http://json-schema.org/draft-04/schema#' },
    { pattern: '[' },
    42,
  ]) {
    const result = compileSchema(schema);
    assert.equal(result.ok, false, JSON.stringify(schema));
    assert.deepEqual(result.ok ? [] : result.problems, checkSchema(schema).problems);
  }
});

test('unknown keywords are accepted; formats are annotations only; ajv-only keywords are ignored', () => {
  const v = compiled({
    type: 'object',
    properties: { region: { type: 'string', 'x-mcp-header': 'Region', format: 'email' } },
  });
  assert.equal(validateInstance(v, { region: 'not an email' }).valid, true);
  // OpenAPI's nullable is not JSON Schema: null stays invalid for type "string"
  const nullable = compiled({ type: 'string', nullable: true });
  assert.equal(validateInstance(nullable, null).valid, false);
  // draft-04's "id" is an unknown keyword, not an error
  assert.equal(validateInstance(compiled({ id: 'urn:x', type: 'string' }), 'a').valid, true);
  // 2020-12 still applies the deprecated "dependencies"
  const deps = compiled({ dependencies: { a: ['b'] } });
  assert.equal(validateInstance(deps, { a: 1 }).valid, false);
  assert.equal(validateInstance(deps, { a: 1, b: 2 }).valid, true);
});

test('cache: the same object and an equal copy give the same CompiledSchema; changes after compiling do not leak in', () => {
  clearSchemaCache();
  const schema = { type: 'object', properties: { a: { type: 'string' }, b: { enum: ['x', 'y'] } } };
  const first = compiled(schema);
  assert.equal(compiled(schema), first);
  assert.equal(compiled(JSON.parse(JSON.stringify(schema))), first);
  assert.equal(
    compiled({ properties: { b: { enum: ['x', 'y'] }, a: { type: 'string' } }, type: 'object' }),
    first,
  );
  schema.properties.b.enum.push('z');
  assert.equal(validateInstance(first, { b: 'z' }).valid, false);
  const changed = compiled(schema);
  assert.notEqual(changed, first);
  assert.equal(validateInstance(changed, { b: 'z' }).valid, true);
  // other limits are another cache entry (they decide acceptance)
  const limited = compileSchema(schema, { maxSubschemas: 2 });
  assert.equal(limited.ok, false);
});

test(`the cache keeps the ${SCHEMA_CACHE_SIZE} most recently used schemas`, () => {
  clearSchemaCache();
  const kept = compiled({ const: 'kept' });
  const dropped = compiled({ const: 'dropped' });
  for (let i = 0; i < SCHEMA_CACHE_SIZE - 1; i++) {
    compiled({ const: i });
    if (i % 100 === 0) assert.equal(compiled({ const: 'kept' }), kept); // touching keeps it recent
  }
  assert.equal(compiled({ const: 'kept' }), kept);
  const again = compiled({ const: 'dropped' });
  assert.notEqual(again, dropped);
  assert.equal(validateInstance(again, 'dropped').valid, true);
});

test('schemas sharing an $id compile independently', () => {
  const a = compiled({
    $id: 'https://example.com/shared.json',
    $defs: { v: { $id: 'value.json', type: 'string' } },
    $ref: 'value.json',
  });
  const b = compiled({
    $id: 'https://example.com/shared.json',
    $defs: { v: { $id: 'value.json', type: 'number' } },
    $ref: 'value.json',
  });
  assert.equal(validateInstance(a, 'text').valid, true);
  assert.equal(validateInstance(a, 1).valid, false);
  assert.equal(validateInstance(b, 1).valid, true);
  assert.equal(validateInstance(b, 'text').valid, false);
});

test('catastrophic pattern (a+)+$ on 50,000 characters finishes fast and reports the mismatch', () => {
  const v = compiled({ type: 'string', pattern: '(a+)+$' });
  // Safe here (linear-time engine), but flagged for clients with a backtracking engine.
  assert.deepEqual(
    v.warnings.map((w) => w.kind),
    ['regex-backtracking'],
  );
  const input = `${'a'.repeat(50_000)}!`;
  const started = performance.now();
  const result = validateInstance(v, input);
  const elapsed = performance.now() - started;
  console.log(`validateInstance with (a+)+$ on 50,001 chars: ${elapsed.toFixed(1)} ms`);
  assert.equal(result.valid, false);
  assert.equal(result.errors[0]?.keyword, 'pattern');
  assert.equal(validateInstance(v, 'aaaa').valid, true);
});

test('lookahead patterns run on the step-limited backtracker with ECMAScript semantics', () => {
  const v = compiled({ type: 'string', pattern: '^(?=.*\\d)(?=.*[a-z]).{8,}$' });
  assert.deepEqual(v.warnings, []);
  assert.equal(validateInstance(v, 'abcdefg1').valid, true);
  assert.equal(validateInstance(v, 'abcdefgh').valid, false);
  assert.equal(validateInstance(v, 'a1').valid, false);
});

test('patterns that backtrack without end compile with a warning; values they cannot decide are "could not be checked", never invalid', () => {
  const result = compileSchema({
    type: 'object',
    properties: { code: { type: 'string', pattern: '^(?=a)(a+)+$' } },
    patternProperties: { '^(\\w+)\\1+$': { type: 'number' } },
  });
  assert.ok(result.ok);
  assert.deepEqual(
    result.validator.warnings.map((w) => [w.kind, w.path]),
    [
      ['regex-unsafe', '/properties/code/pattern'],
      ['regex-unsafe', '/patternProperties/^(\\w+)\\1+$'],
    ],
  );
  // Decided when the answer comes early…
  assert.equal(validateInstance(result.validator, { code: 'aaaa' }).valid, true);
  const wrong = validateInstance(result.validator, { code: 'b' });
  assert.equal(wrong.errors[0]?.keyword, 'pattern');
  // …undecided when it would take exponential time: no error, no pass.
  const value = validateInstance(result.validator, { code: `${'a'.repeat(40)}b` });
  assert.equal(value.valid, false);
  assert.deepEqual(value.errors, []);
  assert.equal(value.unchecked?.instancePath, '/code');
  assert.match(
    value.unchecked?.message ?? '',
    /^could not be checked: the pattern "\^\(\?=a\)\(a\+\)\+\$" could not decide this 41-character value within [\d,]+ backtracking steps/,
  );
  // a back-reference in patternProperties runs too
  const key = validateInstance(result.validator, { abab: 'x' });
  assert.deepEqual(
    key.errors.map((e) => [e.instancePath, e.keyword]),
    [['/abab', 'type']],
  );
  assert.equal(validateInstance(result.validator, {}).valid, true);
  assert.deepEqual(
    validateInstance(result.validator, 5).errors.map((e) => e.keyword),
    ['type'],
  );
});

// Schemas dense in references, anchors, ids and keywords whose shape matters, to find any schema
// checkSchema accepts but ajv would refuse to compile.
const REF_HEAVY_KEYS = [
  'type',
  'properties',
  'items',
  'prefixItems',
  '$ref',
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$dynamicRef',
  '$recursiveRef',
  '$recursiveAnchor',
  '$defs',
  'definitions',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'pattern',
  'patternProperties',
  'required',
  'enum',
  'const',
  'dependencies',
  'dependentSchemas',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'x-a',
  'default',
  'minimum',
  'additionalItems',
  'contentSchema',
  'nullable',
  'id',
  'constructor',
];
const REF_HEAVY_STRINGS = fc.constantFrom(
  '#',
  '#a',
  '#b',
  '#/$defs/a',
  '#/properties/a',
  '#/x-a',
  'a',
  'b',
  'https://x.test/a',
  'https://x.test/a#b',
  'a.json',
  '',
  'string',
  'object',
  '^a',
  'a:b',
  '#/prefixItems/0',
  '#/definitions/a',
);
const refHeavySchema = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    fc.boolean(),
    fc.dictionary(
      fc.constantFrom(...REF_HEAVY_KEYS),
      fc.oneof(
        REF_HEAVY_STRINGS,
        tie('schema'),
        fc.array(tie('schema'), { maxLength: 2 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'enum', 'constructor'), tie('schema'), { maxKeys: 2 }),
        fc.constant(true),
        fc.constant(1),
      ),
      { maxKeys: 5 },
    ),
  ),
})).schema;
const anyDialect = fc.constantFrom(
  undefined,
  'https://json-schema.org/draft/2019-09/schema',
  'http://json-schema.org/draft-07/schema#',
);

test('whatever checkSchema accepts compiles (checkSchema never compiles, so this keeps the two in step)', () => {
  let accepted = 0;
  fc.assert(
    fc.property(refHeavySchema, anyDialect, (generated, dialect) => {
      const schema =
        dialect !== undefined && typeof generated === 'object'
          ? { ...generated, $schema: dialect }
          : generated;
      if (checkSchema(schema).problems.some((p) => p.severity === 'error')) return true;
      accepted++;
      const result = compileSchema(schema);
      assert.ok(result.ok, `${JSON.stringify(schema)} → ${JSON.stringify(result)}`);
      return true;
    }),
    // A quarter of 2000 in npm test, all with MCP_TOOL_LAB_DEEP=1 (propertyRuns).
    { numRuns: REF_HEAVY_RUNS },
  );
  assert.ok(accepted > REF_HEAVY_RUNS / 4, `only ${accepted} generated schemas were accepted`);
});

test('never throws on generated garbage, and validating with what compiles never throws either', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.jsonValue(), fc.anything(), garbageSchema),
      fc.jsonValue(),
      (schema, instance) => {
        const result = compileSchema(schema);
        if (!result.ok) return result.problems.length > 0;
        const validation = validateInstance(result.validator, instance);
        return (
          typeof validation.valid === 'boolean' &&
          validation.errors.every((e) => typeof e.message === 'string')
        );
      },
    ),
    { numRuns: 300 },
  );
});

test('an empty enum is a warning (2020-12 says SHOULD), and compiles to what it means: no value matches', () => {
  const schema = { type: 'object', properties: { mode: { type: 'string', enum: [] } } };
  const check = checkSchema(schema);
  assert.deepEqual(
    check.problems.map((p) => [p.kind, p.severity, p.path]),
    [['empty-enum', 'warning', '/properties/mode/enum']],
  );
  const compiled = compileSchema(schema);
  assert.ok(compiled.ok);
  assert.equal(validateInstance(compiled.validator, {}).valid, true);
  assert.equal(validateInstance(compiled.validator, { mode: 'heat' }).valid, false);
  assert.equal(validateInstance(compiled.validator, { mode: '' }).valid, false);
  // The caller's schema is left as it was.
  assert.deepEqual(schema.properties.mode.enum, []);
});
