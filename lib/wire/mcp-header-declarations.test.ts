import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeMcpHeaders, type McpHeaderProblemKind } from './mcp-header-declarations';

/** An inputSchema whose `properties` are `properties`. */
const schema = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});

/** [kind, schemaPath] of each problem. */
const problemsOf = (inputSchema: unknown) =>
  analyzeMcpHeaders(inputSchema).problems.map((p): [McpHeaderProblemKind, string] => [p.kind, p.schemaPath]);

test('no x-mcp-header, or no schema at all: nothing declared, nothing wrong', () => {
  for (const input of [undefined, null, 'x', [], {}, schema({ a: { type: 'string' } })]) {
    assert.deepEqual(analyzeMcpHeaders(input), { declarations: [], problems: [] });
  }
});

test('a valid declaration names the header, the argument path, the schema pointer and the type', () => {
  const analysis = analyzeMcpHeaders(
    schema({
      region: { type: 'string', 'x-mcp-header': 'Region' },
      count: { type: 'integer', 'x-mcp-header': 'Count' },
      dry: { type: 'boolean', 'x-mcp-header': 'Dry-Run' },
      other: { type: 'number' },
    }),
  );
  assert.deepEqual(analysis, {
    declarations: [
      { name: 'Region', argumentPath: ['region'], schemaPath: '/properties/region', type: 'string' },
      { name: 'Count', argumentPath: ['count'], schemaPath: '/properties/count', type: 'integer' },
      { name: 'Dry-Run', argumentPath: ['dry'], schemaPath: '/properties/dry', type: 'boolean' },
    ],
    problems: [],
  });
});

test('nested properties chains are allowed, and keys are escaped in the pointer', () => {
  const analysis = analyzeMcpHeaders(
    schema({
      options: {
        type: 'object',
        properties: {
          'geo/zone': {
            type: 'object',
            properties: { region: { type: 'string', 'x-mcp-header': 'Region' } },
          },
        },
      },
    }),
  );
  assert.deepEqual(analysis.problems, []);
  assert.deepEqual(analysis.declarations, [
    {
      name: 'Region',
      argumentPath: ['options', 'geo/zone', 'region'],
      schemaPath: '/properties/options/properties/geo~1zone/properties/region',
      type: 'string',
    },
  ]);
});

test('"Method" is a fine name (it makes Mcp-Param-Method); every tchar is allowed', () => {
  const analysis = analyzeMcpHeaders(
    schema({
      a: { type: 'string', 'x-mcp-header': 'Method' },
      b: { type: 'string', 'x-mcp-header': "!#$%&'*+-.^_`|~09AZaz" },
    }),
  );
  assert.deepEqual(analysis.problems, []);
  assert.deepEqual(
    analysis.declarations.map((d) => d.name),
    ['Method', "!#$%&'*+-.^_`|~09AZaz"],
  );
});

test('the value must be a non-empty string', () => {
  const cases: [unknown, string][] = [
    ['', 'The x-mcp-header value is empty; it must name the header, e.g. "Region" for Mcp-Param-Region.'],
    [5, 'The x-mcp-header value must be a string; it is number.'],
    [null, 'The x-mcp-header value must be a string; it is null.'],
    [true, 'The x-mcp-header value must be a string; it is boolean.'],
  ];
  for (const [value, message] of cases) {
    const analysis = analyzeMcpHeaders(schema({ a: { type: 'string', 'x-mcp-header': value } }));
    assert.deepEqual(analysis.declarations, []);
    assert.deepEqual(analysis.problems, [{ kind: 'name', schemaPath: '/properties/a', message }]);
  }
});

test('the value must be an RFC 9110 token: no space, colon, delimiter, non-ASCII or control character', () => {
  for (const value of [
    'My Region',
    'Region:',
    'a(b)',
    'a,b',
    'a/b',
    'a"b',
    'a@b',
    'a=b',
    'Zürich',
    '東京',
    'a{b}',
  ]) {
    const analysis = analyzeMcpHeaders(schema({ a: { type: 'string', 'x-mcp-header': value } }));
    assert.deepEqual(analysis.declarations, [], value);
    assert.equal(analysis.problems.length, 1, value);
    assert.equal(analysis.problems[0]?.kind, 'name');
    assert.match(analysis.problems[0]!.message, /is not a valid HTTP header name token/);
  }
  const [space] = analyzeMcpHeaders(schema({ a: { type: 'string', 'x-mcp-header': 'My Region:' } })).problems;
  assert.equal(
    space?.message,
    `The x-mcp-header value "My Region:" is not a valid HTTP header name token: it contains a space, ":". Use letters, digits and !#$%&'*+-.^_\`|~ only.`,
  );
  for (const value of ['Region\r\nX-Evil: 1', 'a\u0000b', 'tab\there', 'del\u007f']) {
    const [problem] = analyzeMcpHeaders(schema({ a: { type: 'string', 'x-mcp-header': value } })).problems;
    assert.deepEqual(problem, {
      kind: 'name',
      schemaPath: '/properties/a',
      message: `The x-mcp-header value ${JSON.stringify(value)} contains control characters.`,
    });
  }
});

test('names must be unique ignoring case: the later one clashes', () => {
  const analysis = analyzeMcpHeaders(
    schema({
      region: { type: 'string', 'x-mcp-header': 'Region' },
      nested: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'REGION' } } },
      other: { type: 'string', 'x-mcp-header': 'region' },
    }),
  );
  assert.deepEqual(
    analysis.declarations.map((d) => d.name),
    ['Region'],
  );
  assert.deepEqual(analysis.problems, [
    {
      kind: 'unique',
      schemaPath: '/properties/nested/properties/r',
      message:
        'x-mcp-header "REGION" clashes with "Region" on region: header names are case-insensitive, so each must be unique ignoring case.',
    },
    {
      kind: 'unique',
      schemaPath: '/properties/other',
      message:
        'x-mcp-header "region" clashes with "Region" on region: header names are case-insensitive, so each must be unique ignoring case.',
    },
  ]);
});

test('only string, integer and boolean properties: number, object, array, null, none or a type list are refused', () => {
  for (const type of ['number', 'object', 'array', 'null', undefined, ['string', 'null'], ['integer']]) {
    const property = type === undefined ? { 'x-mcp-header': 'X' } : { type, 'x-mcp-header': 'X' };
    const analysis = analyzeMcpHeaders(schema({ a: property }));
    assert.deepEqual(analysis.declarations, [], JSON.stringify(type));
    assert.deepEqual(problemsOf(schema({ a: property })), [['type', '/properties/a']], JSON.stringify(type));
  }
  const [number] = analyzeMcpHeaders(schema({ price: { type: 'number', 'x-mcp-header': 'Price' } })).problems;
  assert.equal(
    number?.message,
    'x-mcp-header "Price" is on a property of type "number"; only "string", "integer" and "boolean" properties can be mirrored into a header (not "number").',
  );
  const [nullable] = analyzeMcpHeaders(
    schema({ r: { type: ['string', 'null'], 'x-mcp-header': 'Region' } }),
  ).problems;
  assert.match(nullable!.message, /of type \["string","null"\]/);
  const [untyped] = analyzeMcpHeaders(schema({ r: { 'x-mcp-header': 'Region' } })).problems;
  assert.match(untyped!.message, /of type "unspecified"/);
});

test('the root schema cannot carry x-mcp-header', () => {
  const analysis = analyzeMcpHeaders({ type: 'object', 'x-mcp-header': 'Root' });
  assert.deepEqual(analysis, {
    declarations: [],
    problems: [
      {
        kind: 'location',
        schemaPath: '',
        message: 'x-mcp-header cannot sit on the root schema: put it on one of its properties.',
      },
    ],
  });
});

const unreachable = 'x-mcp-header may only sit on a property reached from the root through "properties"';
const header = { type: 'string', 'x-mcp-header': 'X' };

test('anywhere off a properties chain is a location problem: items, composition, conditionals, $defs, $ref targets', () => {
  const cases: [Record<string, unknown>, string][] = [
    [schema({ list: { type: 'array', items: header } }), '/properties/list/items'],
    [schema({ list: { type: 'array', items: [header] } }), '/properties/list/items/0'],
    [schema({ list: { type: 'array', prefixItems: [header] } }), '/properties/list/prefixItems/0'],
    [schema({ list: { type: 'array', contains: header } }), '/properties/list/contains'],
    [
      schema({ list: { type: 'array', items: { type: 'object', properties: { a: header } } } }),
      '/properties/list/items/properties/a',
    ],
    [schema({}, { allOf: [{ properties: { a: header } }] }), '/allOf/0/properties/a'],
    [schema({}, { anyOf: [{ properties: { a: header } }] }), '/anyOf/0/properties/a'],
    [schema({}, { oneOf: [{ properties: { a: header } }] }), '/oneOf/0/properties/a'],
    [schema({}, { not: { properties: { a: header } } }), '/not/properties/a'],
    [schema({}, { if: { properties: { a: header } } }), '/if/properties/a'],
    // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword here.
    [schema({}, { then: { properties: { a: header } } }), '/then/properties/a'],
    [schema({}, { else: { properties: { a: header } } }), '/else/properties/a'],
    [schema({ a: { $ref: '#/$defs/region' } }, { $defs: { region: header } }), '/$defs/region'],
    [schema({}, { definitions: { region: header } }), '/definitions/region'],
    [schema({}, { additionalProperties: header }), '/additionalProperties'],
    [schema({}, { unevaluatedProperties: header }), '/unevaluatedProperties'],
    [schema({}, { patternProperties: { '^x-': header } }), '/patternProperties/^x-'],
    [schema({}, { propertyNames: header }), '/propertyNames'],
    [
      schema({}, { dependentSchemas: { a: { properties: { b: header } } } }),
      '/dependentSchemas/a/properties/b',
    ],
    [
      schema({ a: { type: 'object', allOf: [{ properties: { b: header } }] } }),
      '/properties/a/allOf/0/properties/b',
    ],
  ];
  for (const [input, schemaPath] of cases) {
    const analysis = analyzeMcpHeaders(input);
    assert.deepEqual(analysis.declarations, [], schemaPath);
    assert.deepEqual(problemsOf(input), [['location', schemaPath]], schemaPath);
    assert.ok(analysis.problems[0]!.message.startsWith(unreachable));
  }
});

test('a location problem is reported whatever the name or type there', () => {
  assert.deepEqual(problemsOf(schema({}, { allOf: [{ type: 'number', 'x-mcp-header': 'bad name' }] })), [
    ['location', '/allOf/0'],
  ]);
});

test('"x-mcp-header" as a property NAME is just a property', () => {
  const input = schema({
    'x-mcp-header': { type: 'string' },
    nested: { type: 'object', properties: { 'x-mcp-header': { type: 'number' } } },
  });
  assert.deepEqual(analyzeMcpHeaders(input), { declarations: [], problems: [] });
  // …and it can even carry a real declaration.
  const named = analyzeMcpHeaders(schema({ 'x-mcp-header': { type: 'string', 'x-mcp-header': 'Odd' } }));
  assert.deepEqual(named.problems, []);
  assert.deepEqual(named.declarations, [
    { name: 'Odd', argumentPath: ['x-mcp-header'], schemaPath: '/properties/x-mcp-header', type: 'string' },
  ]);
  // Names in other name maps, and in "required", do not count either.
  assert.deepEqual(
    analyzeMcpHeaders(
      schema(
        {},
        {
          required: ['x-mcp-header'],
          $defs: { 'x-mcp-header': { type: 'string' } },
          patternProperties: { 'x-mcp-header': { type: 'string' } },
          dependentRequired: { 'x-mcp-header': ['a'] },
        },
      ),
    ),
    { declarations: [], problems: [] },
  );
});

test('"x-mcp-header" inside default, examples, enum or const data does not count', () => {
  const data = { 'x-mcp-header': 'Region', nested: [{ 'x-mcp-header': 5 }] };
  const input = schema(
    {
      options: {
        type: 'object',
        default: data,
        examples: [data],
        enum: [data],
        const: data,
      },
    },
    { default: data, examples: [data] },
  );
  assert.deepEqual(analyzeMcpHeaders(input), { declarations: [], problems: [] });
});

test('a mix: valid declarations are kept, problems are listed, all in one pass', () => {
  const analysis = analyzeMcpHeaders(
    schema({
      region: { type: 'string', 'x-mcp-header': 'Region' },
      price: { type: 'number', 'x-mcp-header': 'Price' },
      bad: { type: 'string', 'x-mcp-header': 'a b' },
      dup: { type: 'integer', 'x-mcp-header': 'region' },
      list: { type: 'array', items: { type: 'string', 'x-mcp-header': 'Item' } },
    }),
  );
  assert.deepEqual(
    analysis.declarations.map((d) => d.name),
    ['Region'],
  );
  assert.deepEqual(
    analysis.problems.map((p) => [p.kind, p.schemaPath]),
    [
      ['type', '/properties/price'],
      ['name', '/properties/bad'],
      ['location', '/properties/list/items'],
      ['unique', '/properties/dup'],
    ],
  );
});
