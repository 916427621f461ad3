import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { decodePointer } from '../json/json-pointer';
import type { Diagnostic } from './diagnostic';
import { DOCUMENT_KINDS, type DocumentKind, type KindOption, PROFILES } from './document-kind';
import { defineRule, type Rule, type TargetType } from './rule';
import { countDiagnostics, type ValidationReport, validateText, validateValue } from './validate-document';

const SEVERITIES = new Set(['error', 'warning', 'info']);
const KIND_OPTIONS: readonly KindOption[] = ['auto', ...DOCUMENT_KINDS];

/** The text a diagnostic's range covers. */
const covered = (text: string, d: Diagnostic) =>
  d.range ? text.slice(d.range.start.offset, d.range.end.offset) : undefined;

/** A test-only rule: `check` gets the pointer of each target of `target`. */
function testRule<T extends TargetType>(
  id: string,
  target: T,
  check: Rule<T>['check'],
  extra: Partial<Rule<T>> = {},
): Rule {
  return defineRule({
    id,
    severity: 'info',
    basis: 'advice',
    title: `test rule ${id}`,
    description: 'A rule defined by the validate-document tests.',
    target,
    check,
    cases: { pass: [], fail: [] },
    ...extra,
  }) as unknown as Rule;
}

/** What every report must satisfy, whatever the input. */
function assertWellFormed(report: ValidationReport, text?: string) {
  assert.ok((DOCUMENT_KINDS as readonly string[]).includes(report.kind), report.kind);
  assert.deepEqual(report.counts, countDiagnostics(report.diagnostics));
  assert.equal(typeof report.stopped, 'boolean');
  let lastOffset = -1;
  for (const d of report.diagnostics) {
    assert.ok(typeof d.rule === 'string' && d.rule.length > 0);
    assert.ok(SEVERITIES.has(d.severity), d.severity);
    assert.ok(typeof d.message === 'string' && d.message.length > 0);
    assert.notEqual(decodePointer(d.path), undefined, `valid pointer: ${d.path}`);
    assert.notEqual(d.rule, 'internal-error', d.message);
    if (d.range) {
      assert.ok(text !== undefined, 'ranges only come with text');
      const { start, end } = d.range;
      assert.ok(start.offset >= 0 && start.offset <= end.offset && end.offset <= text.length);
      assert.ok(start.line >= 1 && start.column >= 1 && end.line >= start.line);
      assert.ok(start.offset >= lastOffset, 'sorted by position');
      lastOffset = start.offset;
    }
  }
}

const toolText = `{
  "name": 42,
  "inputSchema": {"properties": {}},
  "_meta": {"example.com/-bad": 1}
}`;

test('ranges land on the value, the key or the object the finding is about', () => {
  const report = validateText(toolText);
  const at = (rule: string) => report.diagnostics.find((d) => d.rule === rule);
  // A finding on a scalar value underlines the value.
  const name = at('schema-type');
  assert.equal(name?.path, '/name');
  assert.deepEqual(name?.range, {
    start: { line: 2, column: 11, offset: 12 },
    end: { line: 2, column: 13, offset: 14 },
  });
  assert.equal(covered(toolText, name!), '42');
  // A finding on an object member underlines its property name.
  const schema = at('input-schema-type');
  assert.equal(schema?.path, '/inputSchema');
  assert.deepEqual(schema?.range?.start, { line: 3, column: 3, offset: 18 });
  assert.equal(covered(toolText, schema!), '"inputSchema"');
  // A rule asking for the key gets the key, quotes included, even when the value is a scalar.
  const key = at('meta-key-syntax');
  assert.equal(key?.path, '/_meta/example.com~1-bad');
  assert.deepEqual(key?.range, {
    start: { line: 4, column: 13, offset: 65 },
    end: { line: 4, column: 31, offset: 83 },
  });
  assert.equal(covered(toolText, key!), '"example.com/-bad"');
  // A finding on the root object underlines its opening brace.
  const root = at('tool-description-missing');
  assert.equal(root?.path, '');
  assert.deepEqual(root?.range, {
    start: { line: 1, column: 1, offset: 0 },
    end: { line: 1, column: 2, offset: 1 },
  });
});

test('findings are sorted by position, then severity, then rule id; counts add up', () => {
  const report = validateText(toolText);
  assert.deepEqual(
    report.diagnostics.map((d) => d.rule),
    ['tool-description-missing', 'schema-type', 'input-schema-type', 'meta-key-syntax'],
  );
  assert.deepEqual(report.counts, { errors: 3, warnings: 0, infos: 1 });
  assert.equal(report.stopped, false);

  const at = (id: string, severity: Rule['severity']) =>
    testRule(id, 'document', (ctx) => ctx.report({ message: `${id} here.` }), { severity });
  const rules = [
    at('c-info', 'info'),
    at('b-error', 'error'),
    at('d-warning', 'warning'),
    at('a-error', 'error'),
  ];
  const ordered = validateText('{"x": 1}', { kind: 'tool', rules });
  assert.deepEqual(
    ordered.diagnostics.map((d) => d.rule),
    ['a-error', 'b-error', 'd-warning', 'c-info'],
  );
  assert.deepEqual(ordered.counts, { errors: 2, warnings: 1, infos: 1 });
});

test('a value without text has no ranges; findings are then ordered by pointer', () => {
  const report = validateValue({ name: 42, inputSchema: null, _meta: { 'example.com/-bad': 1 } });
  assert.ok(report.diagnostics.length >= 3);
  assert.ok(report.diagnostics.every((d) => d.range === undefined));
  const paths = report.diagnostics.map((d) => d.path);
  assert.deepEqual(paths, [...paths].sort());
  assertWellFormed(report);
});

test('syntax errors stop the rule checks; duplicate keys are reported alongside', () => {
  let calls = 0;
  const spy = testRule('spy', 'document', () => {
    calls++;
  });
  const text = '{"name": 42, "name": 43,}';
  const report = validateText(text, { rules: [spy] });
  assert.equal(calls, 0);
  assert.deepEqual(
    report.diagnostics.map((d) => [d.rule, d.severity, covered(text, d)]),
    [
      ['json-duplicate-key', 'warning', '"name"'],
      ['json-syntax', 'error', ','],
    ],
  );
  assert.equal(
    report.diagnostics[1]?.message,
    'Remove this comma: JSON does not allow a comma after the last property.',
  );
  assert.deepEqual(report.counts, { errors: 1, warnings: 1, infos: 0 });
  assert.equal(report.stopped, false);
  // The real catalogue does not run either: no schema-type finding for the name 42.
  assert.deepEqual(
    validateText('{"name": 42,}').diagnostics.map((d) => d.rule),
    ['json-syntax'],
  );
});

test('duplicate keys in valid text: a warning on the repeated key, and the rules see the last value', () => {
  const text = '{"name":"a b","name":"ok","inputSchema":{"type":"object","additionalProperties":false}}';
  const report = validateText(text);
  const duplicate = report.diagnostics.filter((d) => d.rule === 'json-duplicate-key');
  assert.equal(duplicate.length, 1);
  assert.equal(duplicate[0]?.severity, 'warning');
  assert.equal(
    duplicate[0]?.message,
    'Duplicate key "name": JSON parsers disagree on which value wins (most keep the last). Remove one of them.',
  );
  assert.deepEqual(duplicate[0]?.range?.start, { line: 1, column: 15, offset: 14 });
  assert.equal(covered(text, duplicate[0]!), '"name"');
  // "a b" would break the name rules; the last value "ok" does not.
  assert.ok(!report.diagnostics.some((d) => d.rule === 'tool-name-characters'));
  // Rules still ran: the description is missing.
  assert.ok(report.diagnostics.some((d) => d.rule === 'tool-description-missing'));
});

test('auto reports what it detected; an explicit kind does not', () => {
  const auto = validateText('{"content": []}');
  assert.equal(auto.kind, 'call-result');
  assert.deepEqual(auto.detected, {
    kind: 'call-result',
    reason: 'it has "content", "structuredContent" or "isError"',
    fallback: false,
  });
  assert.deepEqual(validateText('{"content": []}', { kind: 'auto' }).detected, auto.detected);
  const explicit = validateText('{"content": []}', { kind: 'tool' });
  assert.equal(explicit.kind, 'tool');
  assert.equal(explicit.detected, undefined);
  assert.ok(explicit.diagnostics.some((d) => d.rule === 'schema-required'));
  // With a syntax error, the kind is detected from what could be recovered.
  const broken = validateText('[{"name": "a"},');
  assert.equal(broken.kind, 'tools');
  assert.equal(broken.detected?.kind, 'tools');
  assert.equal(validateValue({ tools: [] }).detected?.kind, 'tools-list-result');
});

test('the budget: when the clock jumps past it, rules stop and the report says so', () => {
  const tools = Array.from({ length: 1000 }, (_, i) => ({ name: `t${i}`, inputSchema: { type: 'object' } }));
  let clock = 0;
  let checked = 0;
  let laterRuleRan = false;
  const slow = testRule('slow', 'tool', () => {
    checked++;
    if (checked === 5) clock += 10_000;
  });
  const later = testRule('later', 'document', () => {
    laterRuleRan = true;
  });
  const options = { kind: 'tools' as const, rules: [slow, later], budgetMs: 100, now: () => clock };
  const report = validateText(JSON.stringify(tools), options);
  assert.equal(report.stopped, true);
  assert.ok(checked >= 5 && checked < 1000, `checked ${checked} of 1000 targets`);
  assert.equal(laterRuleRan, false);
  assert.deepEqual(
    report.diagnostics.map(({ range, ...d }) => d),
    [
      {
        rule: 'validation-budget',
        severity: 'warning',
        path: '',
        message:
          'Validation stopped after 100 ms, so the findings are incomplete. Check the document in smaller parts, or simplify its schemas.',
        unchecked: true,
      },
    ],
  );
  assert.deepEqual(report.diagnostics[0]?.range?.start, { line: 1, column: 1, offset: 0 });
  assert.deepEqual(report.counts, { errors: 0, warnings: 1, infos: 0 });

  // The same with validateValue.
  clock = 0;
  checked = 0;
  assert.equal(validateValue(tools, options).stopped, true);
});

test('the budget: a clock that stays within it lets every rule run on every part', () => {
  const tools = Array.from({ length: 300 }, (_, i) => ({ name: `t${i}`, inputSchema: { type: 'object' } }));
  let checked = 0;
  let clock = 0;
  const rule = testRule('count', 'tool', () => {
    checked++;
    clock += 0.1;
  });
  const report = validateValue(tools, { kind: 'tools', rules: [rule], budgetMs: 100, now: () => clock });
  assert.equal(report.stopped, false);
  assert.equal(checked, 300);
  assert.deepEqual(report.diagnostics, []);
  // The real clock and the default budget.
  assert.equal(validateText(JSON.stringify(tools)).stopped, false);
});

test('a rule that throws becomes an internal-error warning on that part; other rules still run', () => {
  const seen: string[] = [];
  const broken = testRule('broken', 'tool', (ctx) => {
    if (ctx.path === '/1') throw new Error('boom');
    if (ctx.path === '/2') throw 'plain string';
  });
  const fine = testRule('fine', 'tool', (ctx) => {
    seen.push(ctx.path);
    ctx.report({ message: 'Seen here.' });
  });
  const text = '[{"name":"a"},{"name":"b"},{"name":"c"}]';
  const report = validateText(text, { kind: 'tools', rules: [broken, fine] });
  assert.deepEqual(seen, ['/0', '/1', '/2']);
  const errors = report.diagnostics.filter((d) => d.rule === 'internal-error');
  assert.deepEqual(
    errors.map(({ range, ...d }) => d),
    [
      {
        rule: 'internal-error',
        severity: 'warning',
        path: '/1',
        message: 'The check "broken" failed on this part (boom); other checks still ran. Please report it.',
      },
      {
        rule: 'internal-error',
        severity: 'warning',
        path: '/2',
        message:
          'The check "broken" failed on this part (plain string); other checks still ran. Please report it.',
      },
    ],
  );
  assert.equal(covered(text, errors[0]!), '{');
  assert.equal(report.diagnostics.filter((d) => d.rule === 'fine').length, 3);
  assert.equal(report.stopped, false);
});

test('reports: the path defaults to the target, severity can be overridden, repeats are merged', () => {
  const rule = testRule('reporter', 'tool', (ctx) => {
    ctx.report({ message: 'On the tool.' });
    ctx.report({ message: 'On the tool.' });
    ctx.report({ path: `${ctx.path}/name`, message: 'On the name.', severity: 'error' });
  });
  const report = validateValue([{ name: 'a' }], { kind: 'tools', rules: [rule] });
  assert.deepEqual(report.diagnostics, [
    { rule: 'reporter', severity: 'info', path: '/0', message: 'On the tool.' },
    { rule: 'reporter', severity: 'error', path: '/0/name', message: 'On the name.' },
  ]);
});

test('rules run only in their profiles; rules without a check are skipped', () => {
  const claudeOnly = testRule('claude-only', 'document', (ctx) => ctx.report({ message: 'Claude.' }), {
    profiles: ['claude-api'],
  });
  const parseOnly = testRule('parse-only', 'document', undefined);
  const rules = [claudeOnly, parseOnly];
  assert.deepEqual(validateValue({}, { rules }).diagnostics, []);
  assert.deepEqual(
    validateValue({}, { rules, profile: 'claude-api' }).diagnostics.map((d) => d.rule),
    ['claude-only'],
  );
  // With the real catalogue, the Claude API's name rule (no dots) only runs in its profile.
  const tool = { name: 'admin.tools.list', inputSchema: { type: 'object', additionalProperties: false } };
  const rulesOf = (report: ValidationReport) => report.diagnostics.map((d) => d.rule);
  assert.ok(!rulesOf(validateValue(tool, { kind: 'tool' })).includes('claude-tool-name'));
  assert.ok(
    rulesOf(validateValue(tool, { kind: 'tool', profile: 'claude-api' })).includes('claude-tool-name'),
  );
});

test('a call result is checked against the tool definition given with it', () => {
  const tool = {
    name: 'get_weather',
    inputSchema: { type: 'object' },
    outputSchema: { type: 'object', properties: { celsius: { type: 'number' } }, required: ['celsius'] },
  };
  const text = JSON.stringify(
    {
      resultType: 'complete',
      content: [{ type: 'text', text: '{"celsius":"hot"}' }],
      structuredContent: { celsius: 'hot' },
    },
    null,
    2,
  );
  const report = validateText(text, { kind: 'call-result', tool });
  const mismatch = report.diagnostics.find((d) => d.rule === 'structured-content-schema');
  assert.equal(mismatch?.path, '/structuredContent/celsius');
  assert.equal(covered(text, mismatch!), '"hot"');
  assert.ok(
    !validateText(text, { kind: 'call-result' }).diagnostics.some(
      (d) => d.rule === 'structured-content-schema',
    ),
  );
});

// ---------------------------------------------------------------------------------------------
// Never throws

const kindArb = fc.constantFrom(...KIND_OPTIONS);
const profileArb = fc.constantFrom(...PROFILES);

test('property: any string, any kind, any profile: a well-formed report, no exception', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.constantFrom(...'{}[]":,\\ 0an-') }),
      ),
      kindArb,
      profileArb,
      (text, kind, profile) => {
        assertWellFormed(validateText(text, { kind, profile }), text);
      },
    ),
    { numRuns: 300 },
  );
});

test('property: any JSON value as text (compact or pretty), any kind and profile', () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.boolean(), kindArb, profileArb, (value, pretty, kind, profile) => {
      const text = JSON.stringify(value, null, pretty ? 2 : undefined);
      const report = validateText(text, { kind, profile });
      assertWellFormed(report, text);
      assert.ok(!report.diagnostics.some((d) => d.rule === 'json-syntax'), text);
      assertWellFormed(validateValue(value, { kind, profile }));
    }),
    { numRuns: 300 },
  );
});

/** Objects with the member names the validators look at, holding any JSON: reaches deep into the rules. */
const member = fc.jsonValue({ maxDepth: 3 });
const plausible = fc.oneof(
  fc.record(
    {
      name: fc.oneof(fc.string(), member),
      title: member,
      description: fc.oneof(fc.string(), member),
      inputSchema: fc.oneof(
        member,
        fc.record({ type: fc.constant('object'), properties: fc.dictionary(fc.string(), member) }),
      ),
      outputSchema: member,
      icons: fc.oneof(member, fc.array(fc.record({ src: fc.string(), mimeType: member, sizes: member }))),
      annotations: member,
      _meta: fc.oneof(member, fc.dictionary(fc.string(), member)),
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      resultType: fc.oneof(fc.constantFrom('complete', 'input_required', 'task'), member),
      content: fc.oneof(
        member,
        fc.array(
          fc.record(
            {
              type: fc.constantFrom('text', 'image', 'audio', 'resource_link', 'resource', 'x'),
              text: member,
              data: fc.oneof(fc.base64String(), member),
              mimeType: fc.oneof(fc.constantFrom('image/png', 'audio/wav'), member),
              resource: member,
              annotations: member,
            },
            { requiredKeys: ['type'] },
          ),
        ),
      ),
      structuredContent: member,
      isError: member,
      inputRequests: member,
      tools: fc.oneof(member, fc.array(member)),
      ttlMs: member,
      cacheScope: member,
    },
    { requiredKeys: [] },
  ),
  fc.record(
    {
      jsonrpc: fc.oneof(fc.constant('2.0'), member),
      id: member,
      method: fc.oneof(fc.constantFrom('tools/call', 'tools/list', 'notifications/progress', 'x'), member),
      params: member,
      result: member,
      error: fc.oneof(
        member,
        fc.record({ code: fc.constantFrom(-32020, -32021, -32602, 5), message: member }),
      ),
    },
    { requiredKeys: [] },
  ),
);

test('property: plausible documents with arbitrary members, with and without a tool definition', () => {
  fc.assert(
    fc.property(plausible, fc.option(plausible), kindArb, profileArb, (value, tool, kind, profile) => {
      const text = JSON.stringify(value, null, 1);
      assertWellFormed(validateText(text, { kind, profile, tool: tool ?? undefined }), text);
    }),
    { numRuns: 300 },
  );
});

const DEPTH = 10_000;
const deepTexts: Record<string, string> = {
  'nested arrays': `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  'nested objects': `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  'unclosed arrays': '['.repeat(DEPTH),
  'deep inputSchema': `{"name":"a","inputSchema":{"type":"object","properties":{"x":${'{"items":'.repeat(DEPTH)}{}${'}'.repeat(DEPTH)}}}}`,
  'deep structuredContent': `{"resultType":"complete","content":[],"structuredContent":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`,
  'deep params': `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${'{"_meta":'.repeat(DEPTH)}{}${'}'.repeat(DEPTH)}}`,
};

/**
 * The kind and profile pairs a deep document goes through: every kind and every profile
 * (everyKindAndEveryProfile: each kind's rules and each profile's rules reach the whole document) in
 * `npm test`; every pair with MCP_TOOL_LAB_DEEP=1 (`npm run test:deep`). Every pair costs 42 runs per
 * document instead of 12, the largest CPU cost of this file.
 */
function deepPairs(): [KindOption, (typeof PROFILES)[number]][] {
  if (process.env.MCP_TOOL_LAB_DEEP !== '1') return everyKindAndEveryProfile();
  return KIND_OPTIONS.flatMap((kind) =>
    PROFILES.map((profile): [KindOption, (typeof PROFILES)[number]] => [kind, profile]),
  );
}

test('deep nesting (10 000 levels): every kind and profile, text and value', () => {
  const deepTool = {
    name: 't',
    inputSchema: { type: 'object' },
    outputSchema: JSON.parse(deepTexts['nested objects']!),
  };
  const pairs = deepPairs();
  assert.ok(pairs.length >= KIND_OPTIONS.length + PROFILES.length - 1);
  for (const [name, text] of Object.entries(deepTexts)) {
    // Parsed once per document: JSON.parse is not what is under test.
    const value = name.startsWith('unclosed') ? undefined : JSON.parse(text);
    for (const [kind, profile] of pairs) {
      const report = validateText(text, { kind, profile, tool: deepTool });
      assertWellFormed(report, text);
      if (value !== undefined) {
        assertWellFormed(validateValue(value, { kind, profile, tool: deepTool }));
      } else {
        assert.ok(
          report.diagnostics.some((d) => d.rule === 'json-syntax'),
          name,
        );
      }
    }
  }
});

/** A tools/list response of at least `bytes` characters: many ordinary tools. */
function largeList(bytes: number): string {
  const tools: unknown[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const tool = {
      name: `tool_${i}`,
      description: `Finds thing ${i}. Use it when the user asks about thing ${i}; it returns a list.`,
      inputSchema: {
        type: 'object',
        properties: { q: { type: 'string', description: 'The query text', pattern: '^[a-z]+$' } },
      },
      icons: [{ src: 'https://example.com/i.png', mimeType: 'image/png' }],
    };
    size += JSON.stringify(tool).length + 1;
    tools.push(tool);
  }
  const text = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    result: { resultType: 'complete', tools, ttlMs: 0, cacheScope: 'public' },
  });
  assert.ok(text.length > bytes);
  return text;
}

/** Checks `text` as each of `pairs` with a generous budget: a complete, well-formed report. */
function assertCompleteReports(text: string, pairs: [KindOption, (typeof PROFILES)[number]][]) {
  for (const [kind, profile] of pairs) {
    const report = validateText(text, { kind, profile, budgetMs: 60_000 });
    assertWellFormed(report, text);
    assert.equal(report.stopped, false, `${kind} ${profile}`);
    const expected: DocumentKind = kind === 'auto' ? 'tools-list-result' : kind;
    assert.equal(report.kind, expected);
  }
}

/**
 * A large document gets a complete report from every kind and every profile: in `npm test` on 1 MB
 * (each kind's and each profile's rules over the whole of it), and the 5 MB document through `auto`
 * with openai-strict, the profile with the most findings on it (32,000); with MCP_TOOL_LAB_DEEP=1
 * every kind and profile on the 5 MB document too. Those 11 more runs of 5 MB were this file's
 * largest CPU cost (about 7 s), and what they prove beyond the 1 MB runs is the size alone.
 */
test('a large document (1 MB, and 5 MB): every kind and profile, a complete report', () => {
  assertCompleteReports(largeList(1_000_000), everyKindAndEveryProfile());
  const fiveMegabytes = largeList(5_000_000);
  assertCompleteReports(
    fiveMegabytes,
    process.env.MCP_TOOL_LAB_DEEP === '1' ? everyKindAndEveryProfile() : [['auto', 'openai-strict']],
  );
});

/** Each kind with the default profile, then each other profile with `auto`. */
function everyKindAndEveryProfile(): [KindOption, (typeof PROFILES)[number]][] {
  return [
    ...KIND_OPTIONS.map((kind): [KindOption, (typeof PROFILES)[number]] => [kind, 'default']),
    ...PROFILES.filter((p) => p !== 'default').map((profile): [KindOption, (typeof PROFILES)[number]] => [
      'auto',
      profile,
    ]),
  ];
}

test('a leading byte order mark is warned about, then the document behind it is checked at its own offsets', () => {
  const text = '\uFEFF{"name": "has spaces", "inputSchema": {"type": "object"}}';
  const report = validateText(text, { kind: 'tool' });
  const bom = report.diagnostics.find((d) => d.rule === 'json-byte-order-mark');
  assert.equal(bom?.severity, 'warning');
  assert.deepEqual([bom?.range?.start.offset, bom?.range?.end.offset], [0, 1]);
  assert.ok(!report.diagnostics.some((d) => d.rule === 'json-syntax'));
  const name = report.diagnostics.find((d) => d.rule === 'tool-name-characters');
  assert.ok(name, 'the definition behind the mark is checked');
  assert.equal(text.slice(name.range!.start.offset, name.range!.end.offset), '"has spaces"');
});

test('independent findings on a result come together: a missing resultType hides nothing', () => {
  const tool = {
    name: 'get_weather',
    inputSchema: { type: 'object' },
    outputSchema: { type: 'object', properties: { celsius: { type: 'number' } }, required: ['celsius'] },
  };
  const text = JSON.stringify({ content: [{ type: 'text', text: '21 °C' }] }, null, 2);
  const rules = validateText(text, { kind: 'call-result', tool }).diagnostics.map((d) => d.rule);
  assert.ok(rules.includes('schema-required'), 'the missing resultType');
  assert.ok(rules.includes('structured-content-missing'), 'and the missing structuredContent, at once');
});
