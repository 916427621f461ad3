import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isObject } from '../json/is-object';
import { exampleTools } from '../node/testing/example-tools';
import type { Tool } from '../spec/tool';
import { CLAUDE_NAME_LIMITS } from '../validate/rules/claude-tool-name';
import { clientNameProblem } from '../validate/rules/client-tool-name';
import { GEMINI_NAME_LIMITS } from '../validate/rules/gemini-function-name';
import { GEMINI_SCHEMA_FIELDS } from '../validate/rules/gemini-parameters-subset';
import { ruleCatalogue } from '../validate/rules/index';
import { OPENAI_NAME_LIMITS } from '../validate/rules/openai-function-name';
import { schemaNodes } from '../validate/rules/schema-nodes';
import { validateValue } from '../validate/validate-document';
import { prepareTools, type RenderTarget } from './prepare-tools';
import { EDGE_TOOLS } from './testing/render-corpus';

const corpus = [...EDGE_TOOLS, ...exampleTools()];
const TARGETS: RenderTarget[] = ['anthropic', 'openai', 'openai-responses', 'openai-strict', 'gemini'];
const RULE_IDS = new Set(ruleCatalogue.map((r) => r.id));
const prepared = new Map<RenderTarget, ReturnType<typeof prepareTools>>();
/** The corpus prepared once per target (several tests read it). */
const prepareCorpus = (target: RenderTarget) => {
  if (!prepared.has(target)) prepared.set(target, prepareTools(corpus, target));
  return prepared.get(target)!;
};

const tool = (name: string, inputSchema: Record<string, unknown>, description?: string): Tool =>
  ({ name, ...(description ? { description } : {}), inputSchema }) as Tool;

describe('prepareTools: shapes per provider', () => {
  const weather = tool(
    'get_weather',
    { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    'Weather now.',
  );
  test('anthropic: name, description, input_schema', () => {
    const { payload } = prepareTools([weather], 'anthropic');
    assert.deepEqual(payload, [
      { name: 'get_weather', description: 'Weather now.', input_schema: weather.inputSchema },
    ]);
  });
  test('openai: Chat Completions function tools, no strict flag', () => {
    const { payload, tools } = prepareTools([weather], 'openai');
    assert.deepEqual(payload, [
      {
        type: 'function',
        function: { name: 'get_weather', description: 'Weather now.', parameters: weather.inputSchema },
      },
    ]);
    assert.equal(tools[0]!.strict, undefined);
  });
  test('openai-responses: flat function tools with strict false said out loud (the API defaults to true)', () => {
    const { payload, tools } = prepareTools([weather], 'openai-responses');
    assert.deepEqual(payload, [
      {
        type: 'function',
        name: 'get_weather',
        description: 'Weather now.',
        parameters: weather.inputSchema,
        strict: false,
      },
    ]);
    assert.equal(tools[0]!.strict, false);
  });
  test('openai-strict: Chat shape by default, Responses on request, strict true', () => {
    const chat = prepareTools([weather], 'openai-strict').payload as { function: { strict: boolean } }[];
    assert.equal(chat[0]!.function.strict, true);
    const responses = prepareTools([weather], 'openai-strict', { strictApi: 'responses' }).payload as {
      strict: boolean;
      name: string;
    }[];
    assert.equal(responses[0]!.strict, true);
    assert.equal(responses[0]!.name, 'get_weather');
  });
  test('gemini: one object with functionDeclarations; a missing description is sent as ""', () => {
    const { payload, notes } = prepareTools([{ ...weather, description: undefined } as Tool], 'gemini');
    assert.deepEqual(payload, {
      functionDeclarations: [
        {
          name: 'get_weather',
          description: '',
          parameters: { required: ['city'], type: 'object', properties: { city: { type: 'string' } } },
        },
      ],
    });
    assert.ok(notes.some((n) => n.rule === 'gemini-description-required' && n.kind === 'rewritten'));
  });
  test('an empty list gives an empty payload', () => {
    assert.deepEqual(prepareTools([], 'anthropic').payload, []);
    assert.deepEqual(prepareTools([], 'gemini').payload, { functionDeclarations: [] });
  });
});

describe('prepareTools: names', () => {
  const limits = {
    anthropic: CLAUDE_NAME_LIMITS,
    openai: OPENAI_NAME_LIMITS,
    'openai-responses': OPENAI_NAME_LIMITS,
    'openai-strict': OPENAI_NAME_LIMITS,
    gemini: GEMINI_NAME_LIMITS,
  };
  for (const target of TARGETS)
    test(`${target}: every model name passes the provider's limits, is unique, and maps back`, () => {
      const { tools, notes } = prepareCorpus(target);
      const names = tools.map((t) => t.modelName);
      assert.equal(new Set(names).size, names.length);
      for (const t of tools)
        assert.equal(clientNameProblem(t.modelName, limits[target]), undefined, t.modelName);
      for (const t of tools.filter((x) => x.modelName !== x.mcpName))
        assert.ok(
          notes.some((n) => n.kind === 'renamed' && n.tool === t.mcpName && n.message.includes(t.modelName)),
          `a note shows ${t.mcpName} → ${t.modelName}`,
        );
    });

  test('dots: refused by Claude and OpenAI, kept by Gemini; the rename avoids a name already taken', () => {
    const list = [tool('issues.search', { type: 'object' }), tool('issues_search', { type: 'object' })];
    const claude = prepareTools(list, 'anthropic').tools.map((t) => t.modelName);
    assert.equal(claude[1], 'issues_search');
    assert.match(claude[0]!, /^issues_search_[0-9a-z]{6}$/);
    assert.deepEqual(
      prepareTools(list, 'gemini').tools.map((t) => t.modelName),
      ['issues.search', 'issues_search'],
    );
    const renamed = prepareTools(list, 'openai').notes.find((n) => n.kind === 'renamed')!;
    assert.equal(renamed.rule, 'openai-function-name');
    assert.equal(renamed.path, '/name');
  });
  test('renames are deterministic and the same for the same list', () => {
    const list = [tool('a.b', { type: 'object' }), tool(`x${'y'.repeat(80)}`, { type: 'object' })];
    assert.deepEqual(prepareTools(list, 'openai').tools, prepareTools(list, 'openai').tools);
    const long = prepareTools(list, 'openai').tools[1]!.modelName;
    assert.equal(long.length, 64);
  });
  test('duplicate names: the first keeps it, the second is renamed', () => {
    const list = [tool('dup', { type: 'object' }), tool('dup', { type: 'object', properties: {} })];
    const names = prepareTools(list, 'anthropic').tools.map((t) => t.modelName);
    assert.equal(names[0], 'dup');
    assert.notEqual(names[1], 'dup');
  });
  test('names made of digits move to the front, as the AI SDK orders its tool object', () => {
    const list = [
      tool('b', { type: 'object' }),
      tool('7', { type: 'object' }),
      tool('3', { type: 'object' }),
    ];
    const result = prepareTools(list, 'anthropic');
    assert.deepEqual(
      (result.payload as { name: string }[]).map((t) => t.name),
      ['3', '7', 'b'],
    );
  });
});

describe('prepareTools: what each provider refuses', () => {
  test('a root anyOf is merged for Claude and OpenAI (both answer 400 to it)', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'string' } },
      anyOf: [{ properties: { path: { type: 'string' } }, required: ['path'] }, { required: ['id'] }],
    };
    for (const target of ['anthropic', 'openai'] as const) {
      const { tools, notes } = prepareTools([tool('pick', schema)], target);
      assert.deepEqual(tools[0]!.inputSchema, {
        type: 'object',
        properties: { id: { type: 'string' }, path: { type: 'string' } },
      });
      assert.ok(notes.some((n) => n.path === '/inputSchema/anyOf' && n.kind === 'rewritten'));
    }
  });
  test('openai: a root enum or not is dropped', () => {
    const { tools, notes } = prepareTools(
      [tool('t', { type: 'object', not: { required: ['x'] } })],
      'openai',
    );
    assert.deepEqual(tools[0]!.inputSchema, { type: 'object' });
    assert.equal(notes[0]!.kind, 'dropped');
  });
  test('entries without a name or an inputSchema are refused with a reason, not thrown', () => {
    const result = prepareTools([{ inputSchema: {} }, { name: 'x' }, 'junk'] as unknown as Tool[], 'openai');
    assert.equal(result.tools.length, 0);
    assert.equal(result.refused.length, 3);
    assert.ok(result.notes.every((n) => n.kind === 'refused'));
  });
  test('every note links to a rule of the catalogue when it names one', () => {
    for (const target of TARGETS)
      for (const note of prepareCorpus(target).notes)
        if (note.rule) assert.ok(RULE_IDS.has(note.rule), `${note.rule} exists`);
  });
});

/** Every (sub)schema of a strict payload, with its place. */
function* nodes(schema: unknown, path = ''): Generator<[Record<string, unknown>, string]> {
  for (const { node, path: at } of schemaNodes(schema)) yield [node, path + at];
}

describe('prepareTools: openai-strict rewrites to the documented subset', () => {
  const result = prepareCorpus('openai-strict');
  test('the validator finds no openai-strict finding in any tool sent; every schema is typed, arrays have items', () => {
    for (const prepared of result.tools) {
      const report = validateValue(
        { name: prepared.modelName, inputSchema: prepared.inputSchema },
        { kind: 'tool', profile: 'openai-strict' },
      );
      assert.deepEqual(
        report.diagnostics.filter(
          (d) =>
            d.rule.startsWith('openai-strict-') &&
            (d.severity === 'error' || d.rule === 'openai-strict-keywords'),
        ),
        [],
        prepared.mcpName,
      );
      for (const [node, at] of nodes(prepared.inputSchema)) {
        assert.ok(
          ['type', 'anyOf', '$ref', 'enum', 'const'].some((k) => k in node),
          `${prepared.mcpName}${at} typed`,
        );
        if (node.type === 'array' || (Array.isArray(node.type) && node.type.includes('array')))
          assert.ok('items' in node, `${prepared.mcpName}${at} has items`);
      }
    }
  });
  test('optional properties become required and nullable; enums keep null allowed', () => {
    const { tools, notes } = prepareTools(
      [
        tool('t', {
          type: 'object',
          properties: {
            q: { type: 'string' },
            sort: { type: 'string', enum: ['asc', 'desc'] },
            mode: { $ref: '#/$defs/Mode', description: 'How.' },
            when: { type: ['string', 'null'] },
          },
          required: ['q'],
          $defs: { Mode: { type: 'string', enum: ['a', 'b'] } },
        }),
      ],
      'openai-strict',
    );
    assert.deepEqual(tools[0]!.inputSchema, {
      type: 'object',
      $defs: { Mode: { type: 'string', enum: ['a', 'b'] } },
      properties: {
        q: { type: 'string' },
        sort: { type: ['string', 'null'], enum: ['asc', 'desc', null] },
        mode: { description: 'How.', anyOf: [{ $ref: '#/$defs/Mode' }, { type: 'null' }] },
        when: { type: ['string', 'null'] },
      },
      required: ['q', 'sort', 'mode', 'when'],
      additionalProperties: false,
    });
    const required = notes.find((n) => n.rule === 'openai-strict-all-required')!;
    assert.match(required.message, /"sort", "mode"/);
    assert.ok(!required.message.includes('"when"'), 'already nullable: not listed');
    assert.ok(notes.some((n) => n.rule === 'openai-strict-closed-objects'));
  });
  test('unsupported keywords are removed with a note; oneOf becomes anyOf; one-branch allOf is folded', () => {
    const { tools, notes } = prepareTools(
      [
        tool('t', {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 2, format: 'uri', pattern: '^a' },
            size: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
            at: { allOf: [{ type: 'string', format: 'date' }], description: 'Day.' },
          },
          required: ['name', 'size', 'at'],
          additionalProperties: false,
        }),
      ],
      'openai-strict',
    );
    const props = (tools[0]!.inputSchema as { properties: Record<string, unknown> }).properties;
    assert.deepEqual(props.name, { type: 'string', pattern: '^a' });
    assert.deepEqual(props.size, { anyOf: [{ type: 'integer' }, { type: 'string' }] });
    assert.deepEqual(props.at, { description: 'Day.', type: 'string', format: 'date' });
    const dropped = notes.filter((n) => n.kind === 'dropped').map((n) => n.path);
    assert.deepEqual(dropped.sort(), [
      '/inputSchema/properties/name/format',
      '/inputSchema/properties/name/minLength',
    ]);
  });
  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'a free-form map',
      { type: 'object', properties: { m: { type: 'object' } } },
      'openai-strict-closed-objects',
    ],
    ['a value of any type', { type: 'object', properties: { v: {} } }, 'openai-strict-keywords'],
    [
      'an array without items',
      { type: 'object', properties: { a: { type: 'array' } } },
      'openai-strict-keywords',
    ],
    [
      'an allOf of two schemas',
      { type: 'object', properties: { a: { allOf: [{ type: 'string' }, { minLength: 1 }] } } },
      'openai-strict-keywords',
    ],
    [
      'a remote $ref',
      { type: 'object', properties: { a: { $ref: 'https://example.com/s.json' } } },
      'openai-strict-keywords',
    ],
    [
      'more enum values than the limit',
      {
        type: 'object',
        properties: { c: { type: 'string', enum: Array.from({ length: 1001 }, (_, i) => `v${i}`) } },
      },
      'openai-strict-limits',
    ],
  ];
  for (const [what, schema, rule] of refusals)
    test(`refuses ${what}, with the reason and its rule`, () => {
      const result = prepareTools([tool('t', schema), tool('ok', { type: 'object' })], 'openai-strict');
      assert.deepEqual(
        result.tools.map((t) => t.mcpName),
        ['ok'],
      );
      assert.equal(result.refused[0]!.mcpName, 't');
      const note = result.notes.find((n) => n.kind === 'refused')!;
      assert.equal(note.rule, rule);
      assert.match(note.path, /^\/inputSchema/);
    });
  test('a tool without parameters becomes an empty closed object', () => {
    const { tools } = prepareTools([tool('t', { type: 'object' })], 'openai-strict');
    assert.deepEqual(tools[0]!.inputSchema, {
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: false,
    });
  });
});

describe('prepareTools: gemini follows its documented Schema object', () => {
  test("every node of every parameters schema uses only Gemini's fields, one type, string enums", () => {
    const { payload } = prepareCorpus('gemini');
    const declarations = (payload as { functionDeclarations: Record<string, unknown>[] })
      .functionDeclarations;
    let checked = 0;
    const visit = (node: unknown, at: string): void => {
      if (!isObject(node)) return;
      checked++;
      for (const key of Object.keys(node))
        if (!GEMINI_SCHEMA_FIELDS.has(key)) assert.fail(`${at}/${key} is not a Gemini Schema field`);
      assert.ok(!Array.isArray(node.type), `${at} has one type`);
      if (Array.isArray(node.enum))
        assert.ok(
          node.enum.every((v) => typeof v === 'string'),
          `${at} enum`,
        );
      if (isObject(node.properties))
        for (const [k, v] of Object.entries(node.properties)) visit(v, `${at}/${k}`);
      if (isObject(node.items)) visit(node.items, `${at}/items`);
      assert.ok(!Array.isArray(node.items), `${at} items is one schema`);
      if (Array.isArray(node.anyOf)) for (const [i, b] of node.anyOf.entries()) visit(b, `${at}/anyOf/${i}`);
    };
    for (const d of declarations) if (d.parameters) visit(d.parameters, String(d.name));
    assert.ok(checked > 300, `${checked} schemas checked`);
  });
  test('dropped keywords are noted; the ones Gemini lacks link gemini-parameters-subset', () => {
    const { notes } = prepareTools(
      [
        tool('t', {
          type: 'object',
          properties: {
            n: { type: 'integer', minimum: 1 },
            m: { type: 'object', additionalProperties: false, properties: { x: { type: 'string' } } },
          },
        }),
      ],
      'gemini',
    );
    const minimum = notes.find((n) => n.path === '/inputSchema/properties/n/minimum')!;
    assert.equal(minimum.kind, 'dropped');
    assert.equal(minimum.rule, undefined, 'Gemini has minimum; the AI SDK drops it');
    const closed = notes.find((n) => n.path === '/inputSchema/properties/m/additionalProperties')!;
    assert.equal(closed.rule, 'gemini-parameters-subset');
  });
  test('a recursive schema goes out as parametersJsonSchema; a remote $ref is refused', () => {
    const recursive = EDGE_TOOLS.find((t) => t.name === 'recursive_tree')!;
    const remote = tool('remote', { type: 'object', properties: { a: { $ref: 'https://x.test/a.json' } } });
    const result = prepareTools([recursive, remote], 'gemini');
    const [declaration] = (result.payload as { functionDeclarations: Record<string, unknown>[] })
      .functionDeclarations;
    assert.deepEqual(declaration!.parametersJsonSchema, recursive.inputSchema);
    assert.equal(declaration!.parameters, undefined);
    assert.deepEqual(
      result.refused.map((r) => r.mcpName),
      ['remote'],
    );
  });
  test('a root oneOf of objects is merged, not sent as "no parameters"', () => {
    const edge = EDGE_TOOLS.find((t) => t.name === 'root_one_of_objects')!;
    const [declaration] = (
      prepareTools([edge], 'gemini').payload as { functionDeclarations: Record<string, unknown>[] }
    ).functionDeclarations;
    assert.deepEqual(declaration!.parameters, {
      type: 'object',
      properties: { id: { type: 'integer' }, slug: { type: 'string' } },
    });
  });
});

describe('prepareTools: hostile input', () => {
  test('a schema nested 5,000 levels deep is refused or converted without a stack overflow', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 5000; i++) deep = { type: 'object', properties: { a: deep } };
    for (const target of TARGETS) {
      const result = prepareTools([tool('deep', deep)], target);
      assert.equal(result.tools.length + result.refused.length, 1, target);
    }
  });
  test('a property named __proto__ survives as a property (or is refused for Gemini)', () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}');
    const claude = prepareTools([tool('p', schema)], 'anthropic').payload;
    assert.match(JSON.stringify(claude), /"__proto__":\{"type":"string"\}/);
    const strict = prepareTools([tool('p', schema)], 'openai-strict').payload;
    assert.match(JSON.stringify(strict), /"__proto__":\{"type":\["string","null"\]\}/);
    assert.equal(prepareTools([tool('p', schema)], 'gemini').refused.length, 1);
  });
});
