import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { specSchemas } from '../spec/index';
import { mapZodIssues, type StructuralIssue } from './map-zod-issues';

/** Parses `value` with `schema` and maps the issues; [] when it passes. */
function map(schema: z.ZodType, value: unknown): StructuralIssue[] {
  const result = schema.safeParse(value);
  return result.success ? [] : mapZodIssues(result.error.issues, value);
}

const spec = (name: keyof typeof specSchemas) => specSchemas[name] as z.ZodType;

test('a valid value gives no findings, and no issues map to nothing', () => {
  assert.deepEqual(map(spec('Tool'), { name: 'a', inputSchema: { type: 'object' } }), []);
  assert.deepEqual(mapZodIssues([], {}), []);
});

test('missing member: schema-required on the parent, with the hint for well-known names', () => {
  assert.deepEqual(map(spec('Tool'), {}), [
    {
      rule: 'schema-required',
      path: '',
      message:
        'Missing required property "name". Every tool needs a unique programmatic name, e.g. "search_issues".',
    },
    {
      rule: 'schema-required',
      path: '',
      message:
        'Missing required property "inputSchema". Tools without parameters can use {"type": "object", "additionalProperties": false}.',
    },
  ]);
  // A name without a hint gets the bare sentence.
  assert.deepEqual(map(z.object({ a: z.object({ zeta: z.string() }) }), { a: {} }), [
    { rule: 'schema-required', path: '/a', message: 'Missing required property "zeta".' },
  ]);
});

test('missing member whose schema is a literal or enum: schema-required naming the allowed values', () => {
  assert.deepEqual(map(z.object({ mode: z.literal('x') }), {}), [
    { rule: 'schema-required', path: '', message: 'Missing required property "mode" ("x").' },
  ]);
  assert.deepEqual(map(z.object({ mode: z.enum(['x', 'y']) }), {}), [
    { rule: 'schema-required', path: '', message: 'Missing required property "mode" (one of "x", "y").' },
  ]);
  assert.deepEqual(map(spec('ListToolsResult'), { resultType: 'complete', tools: [], ttlMs: 0 }), [
    {
      rule: 'schema-required',
      path: '',
      message: 'Missing required property "cacheScope" (one of "public", "private").',
    },
  ]);
});

test('wrong type: schema-type at the value, naming what it should be and what it is', () => {
  assert.deepEqual(map(spec('Tool'), { name: 42, inputSchema: { type: 'object' } }), [
    { rule: 'schema-type', path: '/name', message: '"name" must be a string, but it is an integer.' },
  ]);
  const cases: [z.ZodType, unknown, string][] = [
    [z.object({ a: z.object({}) }), { a: [] }, '"a" must be an object, but it is an array.'],
    [z.object({ a: z.array(z.string()) }), { a: 'x' }, '"a" must be an array, but it is a string.'],
    [z.object({ a: z.boolean() }), { a: 'false' }, '"a" must be a boolean, but it is a string.'],
    [z.object({ a: z.string() }), { a: null }, '"a" must be a string, but it is null.'],
    [z.object({ a: z.string() }), { a: 1.5 }, '"a" must be a string, but it is a number.'],
    [z.object({ a: z.string() }), { a: {} }, '"a" must be a string, but it is an object.'],
  ];
  for (const [schema, value, message] of cases) {
    assert.deepEqual(map(schema, value), [{ rule: 'schema-type', path: '/a', message }]);
  }
});

test('a non-integral number where an integer is due is a range finding, not a type finding', () => {
  assert.deepEqual(map(z.object({ n: z.int() }), { n: 1.5 }), [
    { rule: 'schema-range', path: '/n', message: '"n" must be an integer; it is 1.5.' },
  ]);
  // The spec model's own integer (jsonInteger) reads the same.
  assert.deepEqual(
    map(spec('ListToolsResult'), { resultType: 'complete', tools: [], ttlMs: 1.5, cacheScope: 'public' }),
    [{ rule: 'schema-range', path: '/ttlMs', message: '"ttlMs" must be an integer; it is 1.5.' }],
  );
});

test('wrong value: schema-value quoting the allowed values and the actual one', () => {
  assert.deepEqual(map(z.object({ v: z.literal('2.0') }), { v: '1.0' }), [
    { rule: 'schema-value', path: '/v', message: '"v" must be "2.0"; it is "1.0".' },
  ]);
  assert.deepEqual(
    map(spec('ListToolsResult'), { resultType: 'complete', tools: [], ttlMs: 0, cacheScope: 'everyone' }),
    [
      {
        rule: 'schema-value',
        path: '/cacheScope',
        message: '"cacheScope" must be one of "public", "private"; it is "everyone".',
      },
    ],
  );
});

test('ranges: numbers, string lengths and array sizes, inclusive or not, and multiples', () => {
  const cases: [z.ZodType, unknown, string][] = [
    [z.number().max(1), 2, 'The document must be at most 1; it is 2.'],
    [z.number().min(0), -1, 'The document must be at least 0; it is -1.'],
    [z.number().gt(0), 0, 'The document must be more than 0; it is 0.'],
    [z.number().lt(10), 10, 'The document must be less than 10; it is 10.'],
    [z.string().min(3), 'ab', 'The document must be at least 3 characters long; it is "ab".'],
    [z.string().max(2), 'abc', 'The document must be at most 2 characters long; it is "abc".'],
    [z.array(z.number()).min(1), [], 'The document must have at least 1 item; it is [].'],
    [z.array(z.number()).max(1), [1, 2], 'The document must have at most 1 item; it is [1,2].'],
    [z.array(z.number()).min(2), [1], 'The document must have at least 2 items; it is [1].'],
    [z.number().multipleOf(5), 7, 'The document must be a multiple of 5; it is 7.'],
  ];
  for (const [schema, value, message] of cases) {
    assert.deepEqual(map(schema, value), [{ rule: 'schema-range', path: '', message }]);
  }
  assert.deepEqual(
    map(spec('CallToolResult'), {
      resultType: 'complete',
      content: [{ type: 'text', text: 'x', annotations: { priority: 2 } }],
    }),
    [
      {
        rule: 'schema-range',
        path: '/content/0/annotations/priority',
        message: '"priority" must be at most 1; it is 2.',
      },
    ],
  );
});

test('discriminated unions: a wrong tag is schema-value at the tag, a missing tag schema-required', () => {
  const content = spec('CallToolResult');
  assert.deepEqual(map(content, { resultType: 'complete', content: [{ type: 'video' }] }), [
    {
      rule: 'schema-value',
      path: '/content/0/type',
      message: '"type" must be one of "text", "image", "audio", "resource_link", "resource"; it is "video".',
    },
  ]);
  assert.deepEqual(map(content, { resultType: 'complete', content: [{ text: 'x' }] }), [
    {
      rule: 'schema-required',
      path: '/content/0',
      message:
        'Missing required property "type" (one of "text", "image", "audio", "resource_link", "resource").',
    },
  ]);
  // With the right tag, the problems of that branch are reported as usual.
  assert.deepEqual(map(content, { resultType: 'complete', content: [{ type: 'image', data: 'AA==' }] }), [
    { rule: 'schema-required', path: '/content/0', message: 'Missing required property "mimeType".' },
  ]);
});

test('plain unions: the branch that got deepest is reported; otherwise the allowed types are listed', () => {
  const shapes = z.union([z.object({ a: z.string() }), z.object({ b: z.object({ c: z.number() }) })]);
  assert.deepEqual(map(shapes, { b: { c: 'x' } }), [
    { rule: 'schema-type', path: '/b/c', message: '"c" must be a number, but it is a string.' },
  ]);
  assert.deepEqual(map(z.object({ v: z.union([z.string(), z.number()]) }), { v: true }), [
    { rule: 'schema-type', path: '/v', message: '"v" must be a string or a number, but it is a boolean.' },
  ]);
  // Request ids: a string or an integer.
  assert.deepEqual(map(spec('JSONRPCRequest'), { jsonrpc: '2.0', id: 1.5, method: 'x' }), [
    { rule: 'schema-type', path: '/id', message: '"id" must be a string or an integer, but it is a number.' },
  ]);
  // Branches that fail with no type issue at the top: a generic sentence.
  assert.deepEqual(map(z.object({ v: z.union([z.literal('a'), z.literal('b')]) }), { v: 'c' }), [
    { rule: 'schema-type', path: '/v', message: '"v" does not match any of the allowed shapes.' },
  ]);
  // A missing member whose schema is a union.
  assert.deepEqual(map(z.object({ v: z.union([z.string(), z.number()]) }), {}), [
    { rule: 'schema-required', path: '', message: 'Missing required property "v".' },
  ]);
});

test('nested paths: objects in arrays in objects, labelled by property or by array index', () => {
  const schema = z.object({ outer: z.array(z.object({ inner: z.array(z.string()) })) });
  assert.deepEqual(map(schema, { outer: [{ inner: ['a'] }, { inner: ['b', 7] }] }), [
    {
      rule: 'schema-type',
      path: '/outer/1/inner/1',
      message: '"inner"[1] must be a string, but it is an integer.',
    },
  ]);
  assert.deepEqual(map(z.array(z.string()), ['a', 1]), [
    { rule: 'schema-type', path: '/1', message: 'Item 1 must be a string, but it is an integer.' },
  ]);
  assert.deepEqual(map(spec('Tool'), { name: 'a', inputSchema: { type: 'object' }, icons: [{ src: 1 }] }), [
    { rule: 'schema-type', path: '/icons/0/src', message: '"src" must be a string, but it is an integer.' },
  ]);
});

test('pointers escape "/" and "~" in keys; labels show the key unescaped', () => {
  const schema = z.record(z.string(), z.string());
  assert.deepEqual(map(schema, { 'a/b': 1, 'c~d': 2, '~1': 3 }), [
    { rule: 'schema-type', path: '/a~1b', message: '"a/b" must be a string, but it is an integer.' },
    { rule: 'schema-type', path: '/c~0d', message: '"c~d" must be a string, but it is an integer.' },
    { rule: 'schema-type', path: '/~01', message: '"~1" must be a string, but it is an integer.' },
  ]);
  const nested = z.object({ 'x/y': z.object({ 'p~q': z.string() }) });
  assert.deepEqual(map(nested, { 'x/y': {} }), [
    { rule: 'schema-required', path: '/x~1y', message: 'Missing required property "p~q".' },
  ]);
});

test('base: issues of a part are placed under its pointer in the root document', () => {
  const root = { jsonrpc: '2.0', id: 1, result: { resultType: 'complete', content: 'nope' } };
  const result = spec('CallToolResult').safeParse(root.result);
  assert.equal(result.success, false);
  assert.deepEqual(mapZodIssues(result.error!.issues, root, ['result']), [
    {
      rule: 'schema-type',
      path: '/result/content',
      message: '"content" must be an array, but it is a string.',
    },
  ]);
});

test('long values are cut in messages', () => {
  const long = 'x'.repeat(200);
  const [issue] = map(z.object({ v: z.literal('a') }), { v: long });
  assert.equal(issue?.rule, 'schema-value');
  assert.equal(issue?.message, `"v" must be "a"; it is "${'x'.repeat(58)}….`);
});

test("other issue codes fall back to schema-value with zod's own words", () => {
  assert.deepEqual(map(z.object({ s: z.string().regex(/^a/) }), { s: 'b' }), [
    { rule: 'schema-value', path: '/s', message: '"s": Invalid string: must match pattern /^a/' },
  ]);
});
