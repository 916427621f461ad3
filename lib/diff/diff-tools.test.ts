import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffTools } from './diff-tools';
import type { ToolDefinition } from './read-tool-list';
import { CHANGE_KIND_IDS, CHANGE_KINDS, type ChangeKind } from './tool-change';

const obj = (
  properties: Record<string, unknown> = {},
  required?: string[],
  extra: Record<string, unknown> = {},
) => ({
  type: 'object',
  properties,
  ...(required ? { required } : {}),
  ...extra,
});

const tool = (fields: Record<string, unknown> = {}): ToolDefinition => ({
  name: 'search',
  description: 'Searches issues by text.',
  inputSchema: obj({ query: { type: 'string' } }, ['query']),
  ...fields,
});

interface Case {
  change: ChangeKind;
  old: ToolDefinition[];
  new: ToolDefinition[];
  path: string;
  tool?: string;
}

const withInput = (inputSchema: unknown) => tool({ inputSchema });
const withOutput = (outputSchema: unknown) => tool({ outputSchema });
const param = (schema: Record<string, unknown>) => withInput(obj({ query: schema }, ['query']));
const out = obj({ count: { type: 'integer' }, items: { type: 'array' } }, ['count']);

/** One case per change class: old list, new list, and where the change must be reported. */
const cases: Case[] = [
  { change: 'tool-removed', old: [tool(), tool({ name: 'other' })], new: [tool()], path: '', tool: 'other' },
  {
    change: 'tool-renamed',
    old: [tool({ name: 'search_issues' })],
    new: [tool({ name: 'issues_search' })],
    path: '/name',
    tool: 'search_issues',
  },
  {
    change: 'tool-added',
    old: [tool()],
    new: [tool(), tool({ name: 'other', description: 'x' })],
    path: '',
    tool: 'other',
  },
  {
    change: 'required-parameter-added',
    old: [tool()],
    new: [withInput(obj({ query: { type: 'string' }, repo: { type: 'string' } }, ['query', 'repo']))],
    path: '/inputSchema/properties/repo',
  },
  {
    change: 'optional-parameter-added',
    old: [tool()],
    new: [withInput(obj({ query: { type: 'string' }, limit: { type: 'integer' } }, ['query']))],
    path: '/inputSchema/properties/limit',
  },
  {
    change: 'parameter-removed',
    old: [withInput(obj({ query: { type: 'string' }, limit: { type: 'integer' } }, ['query']))],
    new: [tool()],
    path: '/inputSchema/properties/limit',
  },
  {
    change: 'parameter-became-required',
    old: [withInput(obj({ query: { type: 'string' }, limit: { type: 'integer' } }, ['query']))],
    new: [withInput(obj({ query: { type: 'string' }, limit: { type: 'integer' } }, ['query', 'limit']))],
    path: '/inputSchema/required',
  },
  {
    change: 'parameter-became-optional',
    old: [tool()],
    new: [withInput(obj({ query: { type: 'string' } }))],
    path: '/inputSchema/required',
  },
  {
    change: 'type-narrowed',
    old: [param({ type: ['string', 'number'] })],
    new: [param({ type: 'string' })],
    path: '/inputSchema/properties/query/type',
  },
  {
    change: 'type-widened',
    old: [param({ type: 'integer' })],
    new: [param({ type: 'number' })],
    path: '/inputSchema/properties/query/type',
  },
  {
    change: 'enum-value-removed',
    old: [param({ type: 'string', enum: ['open', 'closed'] })],
    new: [param({ type: 'string', enum: ['open'] })],
    path: '/inputSchema/properties/query/enum',
  },
  {
    change: 'enum-value-added',
    old: [param({ type: 'string', enum: ['open'] })],
    new: [param({ type: 'string', enum: ['open', 'closed'] })],
    path: '/inputSchema/properties/query/enum',
  },
  {
    change: 'constraint-tightened',
    old: [param({ type: 'string', maxLength: 200 })],
    new: [param({ type: 'string', maxLength: 100 })],
    path: '/inputSchema/properties/query/maxLength',
  },
  {
    change: 'constraint-loosened',
    old: [param({ type: 'string', minLength: 3 })],
    new: [param({ type: 'string', minLength: 1 })],
    path: '/inputSchema/properties/query/minLength',
  },
  {
    change: 'schema-changed',
    old: [param({ anyOf: [{ type: 'string' }, { type: 'integer' }] })],
    new: [param({ anyOf: [{ type: 'string' }, { type: 'boolean' }] })],
    path: '/inputSchema/properties/query/anyOf',
  },
  {
    change: 'keyword-changed',
    old: [param({ type: 'string', default: 'a' })],
    new: [param({ type: 'string', default: 'b' })],
    path: '/inputSchema/properties/query',
  },
  {
    change: 'description-changed',
    old: [tool()],
    new: [tool({ description: 'Finds issues.' })],
    path: '/description',
  },
  { change: 'title-changed', old: [tool()], new: [tool({ title: 'Search' })], path: '/title' },
  { change: 'output-schema-added', old: [tool()], new: [withOutput(out)], path: '/outputSchema' },
  { change: 'output-schema-removed', old: [withOutput(out)], new: [tool()], path: '/outputSchema' },
  {
    change: 'output-property-added',
    old: [withOutput(out)],
    new: [
      withOutput(
        obj({ count: { type: 'integer' }, items: { type: 'array' }, next: { type: 'string' } }, ['count']),
      ),
    ],
    path: '/outputSchema/properties/next',
  },
  {
    change: 'output-property-removed',
    old: [withOutput(out)],
    new: [withOutput(obj({ count: { type: 'integer' } }, ['count']))],
    path: '/outputSchema/properties/items',
  },
  {
    change: 'output-property-became-optional',
    old: [withOutput(out)],
    new: [withOutput(obj({ count: { type: 'integer' }, items: { type: 'array' } }))],
    path: '/outputSchema/properties/count',
  },
  {
    change: 'output-type-changed',
    old: [withOutput(out)],
    new: [withOutput(obj({ count: { type: 'string' }, items: { type: 'array' } }, ['count']))],
    path: '/outputSchema/properties/count/type',
  },
  {
    change: 'output-schema-changed',
    old: [withOutput(out)],
    new: [withOutput(obj({ count: { type: 'integer', minimum: 0 }, items: { type: 'array' } }, ['count']))],
    path: '/outputSchema/properties/count',
  },
  {
    change: 'became-destructive',
    old: [tool({ annotations: { destructiveHint: false } })],
    new: [tool({ annotations: {} })],
    path: '/annotations/destructiveHint',
  },
  {
    change: 'became-open-world',
    old: [tool({ annotations: { openWorldHint: false } })],
    new: [tool({ annotations: { openWorldHint: true } })],
    path: '/annotations/openWorldHint',
  },
  {
    change: 'no-longer-read-only',
    old: [tool({ annotations: { readOnlyHint: true } })],
    new: [tool({ annotations: { readOnlyHint: false, destructiveHint: false } })],
    path: '/annotations/readOnlyHint',
  },
  {
    change: 'annotation-changed',
    old: [tool({ annotations: { idempotentHint: true } })],
    new: [tool({ annotations: { idempotentHint: false } })],
    path: '/annotations/idempotentHint',
  },
  {
    change: 'field-changed',
    old: [tool({ icons: [{ src: 'https://example.com/a.png' }] })],
    new: [tool({ icons: [{ src: 'https://example.com/b.png' }] })],
    path: '/icons',
  },
];

test('every change class has a case here', () => {
  const covered = new Set(cases.map((c) => c.change));
  assert.deepEqual(
    CHANGE_KIND_IDS.filter((k) => !covered.has(k)),
    [],
  );
});

for (const c of cases) {
  test(`${c.change}: reported at ${c.path || '(the tool)'} with its breaking and flag verdict`, () => {
    const diff = diffTools(c.old, c.new);
    const hit = diff.changes.find((x) => x.change === c.change);
    assert.ok(hit, `expected ${c.change}; got ${JSON.stringify(diff.changes, null, 1)}`);
    assert.equal(hit.path, c.path);
    assert.equal(hit.tool, c.tool ?? 'search');
    assert.equal(hit.breaking, CHANGE_KINDS[c.change].breaking);
    assert.equal(hit.flagged, 'flagged' in CHANGE_KINDS[c.change]);
    assert.match(hit.detail, /[.]$/);
    assert.equal(
      diff.summary.breaking > 0,
      diff.changes.some((x) => x.breaking),
    );
    // The reverse diff is never silent either.
    assert.ok(diffTools(c.new, c.old).changes.length > 0, `reverse of ${c.change}`);
  });
}

test('the table of the issue: breaking and non-breaking classes', () => {
  const breaking: ChangeKind[] = [
    'tool-removed',
    'tool-renamed',
    'required-parameter-added',
    'parameter-removed',
    'type-narrowed',
    'enum-value-removed',
    'constraint-tightened',
    'output-property-removed',
    'output-type-changed',
  ];
  const safe: ChangeKind[] = [
    'tool-added',
    'optional-parameter-added',
    'description-changed',
    'title-changed',
  ];
  for (const k of breaking) assert.equal(CHANGE_KINDS[k].breaking, true, k);
  for (const k of safe) assert.equal(CHANGE_KINDS[k].breaking, false, k);
});

test('identical catalogues, in any key order, give no changes', () => {
  const a = [tool({ annotations: { readOnlyHint: true }, outputSchema: out })];
  const b = [
    {
      outputSchema: {
        required: ['count'],
        properties: { items: { type: 'array' }, count: { type: 'integer' } },
        type: 'object',
      },
      annotations: { readOnlyHint: true },
      inputSchema: { required: ['query'], properties: { query: { type: 'string' } }, type: 'object' },
      description: 'Searches issues by text.',
      name: 'search',
    },
  ];
  const diff = diffTools(a, b);
  assert.deepEqual(diff.changes, []);
  assert.deepEqual(diff.summary, {
    oldTools: 1,
    newTools: 1,
    total: 0,
    breaking: 0,
    nonBreaking: 0,
    flagged: 0,
    byKind: {},
  });
});

test('type changes: number → integer narrows, a new type on an untyped parameter narrows', () => {
  const kinds = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    diffTools([param(a)], [param(b)]).changes.map((c) => c.change);
  assert.deepEqual(kinds({ type: 'number' }, { type: 'integer' }), ['type-narrowed']);
  assert.deepEqual(kinds({}, { type: 'string' }), ['type-narrowed']);
  assert.deepEqual(kinds({ type: 'string' }, {}), ['type-widened']);
  assert.deepEqual(kinds({ type: 'string' }, { type: 'integer' }), ['type-narrowed']);
});

test('bounds and assertions: which way each one moves', () => {
  const kinds = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    diffTools([param(a)], [param(b)]).changes.map((c) => `${c.change} ${c.path.split('/').pop()}`);
  assert.deepEqual(kinds({ minimum: 1 }, { minimum: 5 }), ['constraint-tightened minimum']);
  assert.deepEqual(kinds({ maximum: 5 }, { maximum: 9 }), ['constraint-loosened maximum']);
  assert.deepEqual(kinds({}, { pattern: '^a' }), ['constraint-tightened pattern']);
  assert.deepEqual(kinds({ pattern: '^a' }, {}), ['constraint-loosened pattern']);
  assert.deepEqual(kinds({ pattern: '^a' }, { pattern: '^b' }), ['constraint-tightened pattern']);
  assert.deepEqual(kinds({ multipleOf: 2 }, { multipleOf: 4 }), ['constraint-tightened multipleOf']);
  assert.deepEqual(kinds({ multipleOf: 4 }, { multipleOf: 2 }), ['constraint-loosened multipleOf']);
  assert.deepEqual(kinds({}, { uniqueItems: true }), ['constraint-tightened uniqueItems']);
  assert.deepEqual(kinds({}, { enum: ['a'] }), ['constraint-tightened enum']);
  assert.deepEqual(kinds({ const: 'a' }, { const: 'b' }), ['constraint-tightened const']);
  assert.deepEqual(kinds({}, { allOf: [{ minLength: 1 }] }), ['constraint-tightened allOf']);
  assert.deepEqual(kinds({ allOf: [{ minLength: 1 }] }, {}), ['constraint-loosened allOf']);
  assert.deepEqual(kinds({ 'x-mcp-header': 'Q' }, {}), ['keyword-changed query']);
});

test('additionalProperties: closing the object tightens, opening it loosens', () => {
  const base = obj({ query: { type: 'string' } }, ['query']);
  const closed = { ...base, additionalProperties: false };
  assert.deepEqual(
    diffTools([withInput(base)], [withInput(closed)]).changes.map((c) => c.change),
    ['constraint-tightened'],
  );
  assert.deepEqual(
    diffTools([withInput(closed)], [withInput(base)]).changes.map((c) => c.change),
    ['constraint-loosened'],
  );
  assert.deepEqual(
    diffTools([withInput({ ...base, additionalProperties: true })], [withInput(base)]).changes,
    [],
  );
});

test('nested objects and array items are followed, with property labels in the detail', () => {
  const before = withInput(obj({ filter: obj({ state: { type: 'string', enum: ['open', 'closed'] } }) }));
  const after = withInput(obj({ filter: obj({ state: { type: 'string', enum: ['open'] } }, ['state']) }));
  const changes = diffTools([before], [after]).changes;
  assert.deepEqual(
    changes.map((c) => [c.change, c.path]),
    [
      ['parameter-became-required', '/inputSchema/properties/filter/required'],
      ['enum-value-removed', '/inputSchema/properties/filter/properties/state/enum'],
    ],
  );
  assert.match(changes[1]!.detail, /"filter\.state" no longer accepts "closed"/);
  const items = diffTools(
    [withInput(obj({ tags: { type: 'array', items: { type: 'string', maxLength: 20 } } }))],
    [withInput(obj({ tags: { type: 'array', items: { type: 'string', maxLength: 10 } } }))],
  ).changes;
  assert.deepEqual(
    items.map((c) => c.path),
    ['/inputSchema/properties/tags/items/maxLength'],
  );
});

test('local $refs are compared as the schemas they name', () => {
  const viaRef = (max: number) =>
    withInput({
      type: 'object',
      properties: { id: { $ref: '#/$defs/id' } },
      $defs: { id: { type: 'string', maxLength: max } },
    });
  assert.deepEqual(diffTools([viaRef(10)], [viaRef(10)]).changes, []);
  const changes = diffTools([viaRef(10)], [viaRef(5)]).changes;
  assert.deepEqual(
    changes.map((c) => [c.change, c.path]),
    [['constraint-tightened', '/inputSchema/properties/id/maxLength']],
  );
  // Inlining a definition that says the same thing is no change.
  assert.deepEqual(
    diffTools(
      [viaRef(10)],
      [withInput({ type: 'object', properties: { id: { type: 'string', maxLength: 10 } } })],
    ).changes.map((c) => c.change),
    [],
  );
});

test('annotations: defaults apply, and a read-only tool is never counted as destructive', () => {
  const kinds = (a: unknown, b: unknown) =>
    diffTools([tool({ annotations: a })], [tool({ annotations: b })]).changes.map((c) => c.change);
  // destructiveHint true on a read-only tool means nothing; dropping read-only makes it destructive.
  assert.deepEqual(
    kinds({ readOnlyHint: true, destructiveHint: true }, { readOnlyHint: false, destructiveHint: true }),
    ['no-longer-read-only', 'became-destructive'],
  );
  assert.deepEqual(kinds({ readOnlyHint: true }, { readOnlyHint: true, destructiveHint: false }), [
    'annotation-changed',
  ]);
  assert.deepEqual(kinds(undefined, { openWorldHint: true }), ['annotation-changed']);
  assert.deepEqual(kinds({ title: 'A' }, { title: 'B' }), ['title-changed']);
  const diff = diffTools([tool({ annotations: { openWorldHint: false } })], [tool()]);
  assert.equal(diff.summary.flagged, 1);
  assert.equal(diff.summary.breaking, 0);
});

test('renames need a unique match on schema and description; otherwise removed + added', () => {
  const a = tool({ name: 'a', description: 'Same words.' });
  const b = tool({ name: 'b', description: 'Same words.' });
  const c = tool({ name: 'c', description: 'Same words.' });
  assert.deepEqual(
    diffTools([a], [b]).changes.map((x) => [x.tool, x.change]),
    [['a', 'tool-renamed']],
  );
  assert.deepEqual(
    diffTools([a], [b, c]).changes.map((x) => [x.tool, x.change]),
    [
      ['a', 'tool-removed'],
      ['b', 'tool-added'],
      ['c', 'tool-added'],
    ],
  );
  const renamedAndRetitled = diffTools([a], [{ ...b, title: 'Bee' }]).changes.map((x) => x.change);
  assert.deepEqual(renamedAndRetitled, ['tool-renamed', 'title-changed']);
});

test('duplicate names are noted and the first definition is compared', () => {
  const diff = diffTools([tool(), tool({ description: 'other' })], [tool()]);
  assert.deepEqual(diff.changes, []);
  assert.match(diff.notes[0]!, /two tools named "search"/);
});

test('the summary counts kinds, breaking, non-breaking and flagged changes', () => {
  const diff = diffTools(
    [tool(), tool({ name: 'gone', description: 'g' })],
    [
      tool({ description: 'New words.', annotations: { openWorldHint: true } }),
      tool({ name: 'new', description: 'n' }),
    ],
  );
  assert.deepEqual(diff.summary, {
    oldTools: 2,
    newTools: 2,
    total: 4,
    breaking: 1,
    nonBreaking: 3,
    flagged: 0,
    byKind: { 'description-changed': 1, 'annotation-changed': 1, 'tool-removed': 1, 'tool-added': 1 },
  });
});
