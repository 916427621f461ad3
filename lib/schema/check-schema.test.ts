import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { officialSpec } from '../node/testing/official-spec';
import { checkSchema } from './check-schema';
import type { SchemaProblem } from './schema-problem';
import { garbageSchema } from './testing/garbage-schema';

const D2019 = 'https://json-schema.org/draft/2019-09/schema';
const D07 = 'http://json-schema.org/draft-07/schema#';

function summary(problems: readonly SchemaProblem[]): Array<[string, string]> {
  return problems.map((p) => [p.kind, p.path]);
}

/** Meta-schema problems come in ajv's order (meta-schema order), so compare those sorted. */
function sortedSummary(problems: readonly SchemaProblem[]): Array<[string, string]> {
  return summary(problems).sort((a, b) => a[1].localeCompare(b[1]));
}

function assertClean(schema: unknown, dialect?: string): void {
  const result = checkSchema(schema);
  assert.deepEqual(result.problems, [], JSON.stringify(schema));
  if (dialect !== undefined) assert.equal(result.dialect, dialect);
}

test('valid schemas in each dialect have no problems', () => {
  assertClean(
    { type: 'object', properties: { a: { type: 'string', minLength: 1 } }, required: ['a'] },
    '2020-12',
  );
  assertClean(
    {
      $schema: 'https://json-schema.org/draft/2020-12/schema#',
      prefixItems: [{ type: 'string' }],
      items: false,
    },
    '2020-12',
  );
  assertClean({ $schema: 'http://json-schema.org/draft/2020-12/schema', type: 'array' }, '2020-12');
  assertClean(
    { $schema: D2019, items: [{ type: 'string' }], additionalItems: false, $recursiveAnchor: true },
    '2019-09',
  );
  assertClean(
    { $schema: D07, type: 'object', dependencies: { a: ['b'], c: { required: ['d'] } }, definitions: {} },
    'draft-07',
  );
  assertClean(true, '2020-12');
  assertClean(false, '2020-12');
  assertClean({ type: 'object', properties: { on: true, off: false } });
});

test('unknown keywords are accepted, and refs or ids inside them are not followed', () => {
  assertClean({
    type: 'object',
    properties: { region: { type: 'string', 'x-mcp-header': 'Region' } },
    'x-vendor': {
      $ref: 'https://evil.example/x.json',
      $id: 'https://evil.example/',
      nested: { deep: [1, { a: 2 }] },
    },
    enum: [{ $ref: 'http://example.com/not-a-ref' }],
  });
});

test('meta-schema violations are reported with the pointer inside the schema', () => {
  const typo = checkSchema({ type: 'object', properties: { a: { type: 'strin' } } });
  assert.deepEqual(summary(typo.problems), [['invalid', '/properties/a/type']]);
  assert.match(typo.problems[0]!.message, /must be one of: "array".*did you mean "string"/);

  const many = checkSchema({
    properties: { c: 5, 'a/b': { minLength: -1 } },
    required: ['x', 'x'],
    items: [{}],
  });
  // ajv reports in meta-schema order, not document order.
  const byPath = new Map(many.problems.map((p) => [p.path, p]));
  assert.deepEqual([...byPath.keys()].sort(), [
    '/items',
    '/properties/a~1b/minLength',
    '/properties/c',
    '/required',
  ]);
  assert.ok(many.problems.every((p) => p.kind === 'invalid' && p.severity === 'error'));
  assert.match(
    byPath.get('/properties/c')!.message,
    /must be a schema \(an object or a boolean\), got number/,
  );
  assert.match(byPath.get('/properties/a~1b/minLength')!.message, /"minLength" must be at least 0/);
  assert.match(byPath.get('/required')!.message, /must not contain duplicates/);
  assert.match(byPath.get('/items')!.message, /must be a schema \(an object or a boolean\), got array/);

  const v2019 = checkSchema({ $schema: D2019, minItems: -1, dependentRequired: { a: 'b' } });
  assert.equal(v2019.dialect, '2019-09');
  assert.deepEqual(sortedSummary(v2019.problems), [
    ['invalid', '/dependentRequired/a'],
    ['invalid', '/minItems'],
  ]);

  const v07 = checkSchema({ $schema: D07, definitions: { x: { required: 'a' } }, items: [{ type: 5 }] });
  assert.equal(v07.dialect, 'draft-07');
  assert.deepEqual(sortedSummary(v07.problems), [
    ['invalid', '/definitions/x/required'],
    ['invalid', '/items/0/type'],
  ]);
  assert.match(
    v07.problems.find((p) => p.path === '/definitions/x/required')!.message,
    /must be an array, got string/,
  );
});

test('not a schema: wrong root types and non-JSON values inside', () => {
  for (const value of [null, 'string', 5, [], undefined]) {
    const result = checkSchema(value);
    assert.deepEqual(summary(result.problems), [['not-a-schema', '']], String(value));
    assert.equal(result.dialect, undefined);
  }
  const cyclic: Record<string, unknown> = { type: 'object' };
  cyclic.properties = { self: cyclic };
  const inside = checkSchema({
    properties: { f: { default: () => 1 }, n: { minimum: Number.NaN } },
    $defs: { d: { const: new Date(0) } },
  });
  assert.deepEqual(summary(inside.problems), [
    ['not-a-schema', '/properties/f/default'],
    ['not-a-schema', '/properties/n/minimum'],
    ['not-a-schema', '/$defs/d/const'],
  ]);
  assert.deepEqual(summary(checkSchema(cyclic).problems), [['not-a-schema', '/properties/self']]);
});

test('unsupported dialects fail gracefully with the list of supported ones', () => {
  for (const uri of [
    'http://json-schema.org/draft-04/schema#',
    'http://json-schema.org/draft-06/schema#',
    'https://spec.openapis.org/oas/3.1/dialect/base',
  ]) {
    const result = checkSchema({ $schema: uri, type: 'object' });
    assert.deepEqual(summary(result.problems), [['dialect-unsupported', '/$schema']], uri);
    assert.match(result.problems[0]!.message, /Supported dialects: 2020-12/);
  }
});

test('limits: depth, subschema count, value nesting and time budget give too-complex', () => {
  let deep: unknown = { type: 'string' };
  for (let i = 0; i < 4; i++) deep = { properties: { a: deep } };
  assert.deepEqual(checkSchema(deep, { maxDepth: 4 }).problems, []);
  const tooDeep = checkSchema(deep, { maxDepth: 3 });
  assert.deepEqual(summary(tooDeep.problems), [
    ['too-complex', '/properties/a/properties/a/properties/a/properties/a'],
  ]);

  const wide = {
    properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, { type: 'string' }])),
  };
  assert.deepEqual(checkSchema(wide, { maxSubschemas: 11 }).problems, []);
  assert.deepEqual(summary(checkSchema(wide, { maxSubschemas: 10 }).problems), [
    ['too-complex', '/properties/p9'],
  ]);

  assert.deepEqual(summary(checkSchema({ const: [[[['x']]]] }, { maxDepth: 3 }).problems), [
    ['too-complex', '/const/0/0/0'],
  ]);

  let huge: unknown = true;
  for (let i = 0; i < 100_000; i++) huge = { not: huge };
  const started = performance.now();
  const deepResult = checkSchema(huge);
  assert.deepEqual(summary(deepResult.problems), [['too-complex', `${'/not'.repeat(65)}`]]);
  assert.ok(performance.now() - started < 1000);

  const big = {
    properties: Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`p${i}`, { type: 'string' }])),
  };
  const timed = checkSchema(big, { timeBudgetMs: 1e-6 });
  assert.equal(timed.problems[0]?.kind, 'too-complex');
  assert.match(timed.problems[0]?.message ?? '', /budget/);
});

test('patterns: invalid ones are errors, unsafe ones warnings, safe lookarounds fine', () => {
  const result = checkSchema({
    properties: {
      a: { type: 'string', pattern: '^[a-z]+$' },
      b: { type: 'string', pattern: '(' },
      c: { type: 'string', pattern: '^(?=.*\\d).{8,}$' },
      d: { type: 'string', pattern: '(?=x)(a+)+$' },
    },
    patternProperties: { '^x-': {}, '[': {}, '^(\\w+)\\1+$': {} },
  });
  assert.deepEqual(
    result.problems.map((p) => [p.kind, p.severity, p.path]),
    [
      ['regex-invalid', 'error', '/properties/b/pattern'],
      ['regex-unsafe', 'warning', '/properties/d/pattern'],
      ['regex-invalid', 'error', '/patternProperties/['],
      ['regex-unsafe', 'warning', '/patternProperties/^(\\w+)\\1+$'],
    ],
  );
});

const {
  paths: [examplesDir],
  skip: withoutExamples,
} = officialSpec('examples-2026-07-28/Tool');

test('every inputSchema/outputSchema of the official Tool examples checks clean', {
  skip: withoutExamples,
}, () => {
  const files = readdirSync(examplesDir).filter((f) => f.endsWith('.json'));
  assert.ok(files.length >= 6);
  let schemas = 0;
  for (const file of files) {
    const tool = JSON.parse(readFileSync(join(examplesDir, file), 'utf8')) as Record<string, unknown>;
    for (const key of ['inputSchema', 'outputSchema']) {
      if (tool[key] === undefined) continue;
      schemas++;
      const result = checkSchema(tool[key]);
      assert.deepEqual(result.problems, [], `${file} ${key}`);
    }
  }
  assert.ok(schemas >= 8, `checked ${schemas} schemas`);
});

test('never throws on generated garbage', () => {
  fc.assert(
    fc.property(fc.oneof(fc.jsonValue(), fc.anything(), garbageSchema), (value) => {
      const result = checkSchema(value);
      return (
        Array.isArray(result.problems) &&
        result.problems.every((p) => typeof p.message === 'string' && typeof p.path === 'string')
      );
    }),
    { numRuns: 400 },
  );
});
