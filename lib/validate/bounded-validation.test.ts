// Regression cases of issue 19: whatever a document or a schema holds, a check ends, and what it
// could not afford to check is reported as "could not be checked" — a warning, never an error and
// never silence. These tests do not time anything: a regression shows up as a wrong finding or as
// a test that hangs until its timeout.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateText, validateValue } from './validate-document';

const bounded = { timeout: 120_000 };
// The wall-clock deadline is a backstop that a loaded machine can reach first; these tests are
// about the deterministic work limits, so they give it all the time in the world.
const noDeadline = { budgetMs: 3_600_000 };
const tool = (outputSchema: unknown) => ({ name: 't', inputSchema: { type: 'object' }, outputSchema });
const result = (structuredContent: unknown) => ({
  resultType: 'complete',
  content: [{ type: 'text', text: JSON.stringify(structuredContent) }],
  structuredContent,
});

test(
  'probe finding 1: the lookahead bypass (^(?=a)(?:(?:a|a){10}){10}$) is "could not be checked", not a hang or an error',
  bounded,
  () => {
    const definition = tool({
      type: 'object',
      properties: { q: { type: 'string', pattern: '^(?=a)(?:(?:a|a){10}){10}$' } },
    });
    const text = JSON.stringify(result({ q: `${'a'.repeat(60)}b` }));
    const report = validateText(text, { kind: 'call-result', tool: definition, ...noDeadline });
    const finding = report.diagnostics.find((d) => d.rule === 'structured-content-schema');
    assert.equal(finding?.severity, 'warning');
    assert.equal(finding?.unchecked, true);
    assert.equal(finding?.path, '/structuredContent/q');
    assert.match(
      finding?.message ?? '',
      /^structuredContent\/q could not be checked: the pattern .* could not decide this 61-character value within [\d,]+ backtracking steps/,
    );
    assert.equal(report.counts.errors, 0);
    assert.equal(report.stopped, false);
    // The same schema still decides what it can: a value that matches, and one that plainly fails.
    const ok = validateText(JSON.stringify(result({ q: 'a'.repeat(100) })), {
      kind: 'call-result',
      tool: definition,
    });
    assert.deepEqual(
      ok.diagnostics.filter((d) => d.rule === 'structured-content-schema'),
      [],
    );
    const bad = validateText(JSON.stringify(result({ q: 'b' })), {
      kind: 'call-result',
      tool: definition,
      ...noDeadline,
    });
    assert.equal(bad.diagnostics.find((d) => d.rule === 'structured-content-schema')?.severity, 'error');
  },
);

test('issue 19 example: ^(?=a)((a{1,10}){1,10}){1,10}$ against "aaa…ab" ends undecided', bounded, () => {
  const definition = tool({
    type: 'object',
    properties: { q: { type: 'string', pattern: '^(?=a)((a{1,10}){1,10}){1,10}$' } },
  });
  const report = validateValue(result({ q: 'aaaaaaaaaaaaaaaaaaaaaaaaab' }), {
    kind: 'call-result',
    tool: definition,
  });
  const finding = report.diagnostics.find((d) => d.rule === 'structured-content-schema');
  assert.equal(finding?.unchecked, true);
  assert.equal(report.counts.errors, 0);
});

test(
  'probe finding 6: twelve tools with a 1.4 MB \\p{L} pattern are checked quickly and honestly',
  bounded,
  () => {
    const pattern = `^${'\\p{L}'.repeat(23_000)}$`;
    const tools = Array.from({ length: 12 }, (_, i) => ({
      name: `t${i}`,
      description: 'A tool with a huge pattern.',
      inputSchema: { type: 'object', properties: { a: { type: 'string', pattern: `${pattern}${i}` } } },
    }));
    const text = JSON.stringify({ resultType: 'complete', tools, ttlMs: 0, cacheScope: 'private' });
    assert.ok(text.length > 1_300_000);
    const report = validateText(text, { kind: 'tools-list-result', ...noDeadline });
    assert.equal(report.stopped, false, 'it does not claim an early stop');
    const complexity = report.diagnostics.filter((d) => d.rule === 'json-schema-complexity');
    assert.equal(complexity.length, 12);
    for (const d of complexity)
      assert.match(d.message, /characters long, more than the 32,768 this validator compiles/);
  },
);

test(
  'the document work limit stops the rules with a "could not be checked" warning and keeps what was found',
  bounded,
  () => {
    // Every tool trips the first rule of the catalogue (annotations-conflict), so findings exist early.
    const tools = Array.from({ length: 200 }, (_, i) => ({
      name: `t${i}`,
      inputSchema: { type: 'object' },
      annotations: { readOnlyHint: true, destructiveHint: true },
    }));
    const report = validateValue(tools, { kind: 'tools', workUnits: 500, ...noDeadline });
    assert.equal(report.stopped, true);
    const stop = report.diagnostics.find((d) => d.rule === 'validation-budget');
    assert.equal(stop?.severity, 'warning');
    assert.equal(stop?.unchecked, true);
    assert.match(
      stop?.message ?? '',
      /^The rest of the document could not be checked: validation stopped after 500 work units .*mostly running the rules/,
    );
    assert.ok(
      report.diagnostics.some((d) => d.rule === 'annotations-conflict'),
      'findings before the stop are kept',
    );
    const full = validateValue(tools, { kind: 'tools', ...noDeadline });
    assert.equal(full.stopped, false);
    assert.ok(full.diagnostics.length > report.diagnostics.length);
  },
);

test('the time budget is enforced inside a long step, from the clock the caller gives', bounded, () => {
  // One outputSchema whose check takes many work units: the clock is read between them.
  const definition = tool({ type: 'array', items: { type: 'string', pattern: '^(?=x)(?:x|y)*$' } });
  const value = result(Array.from({ length: 50_000 }, () => 'x'.repeat(20)));
  let clock = 0;
  const report = validateValue(value, {
    kind: 'call-result',
    tool: definition,
    budgetMs: 5,
    now: () => (clock += 1),
  });
  assert.equal(report.stopped, true);
  const stop = report.diagnostics.find((d) => d.rule === 'validation-budget');
  assert.match(stop?.message ?? '', /could not be checked: validation stopped after 5 ms/);
  assert.equal(stop?.unchecked, true);
});

test('uniqueItems over a 750 kB array of objects is decided (no pairwise comparison)', bounded, () => {
  const definition = tool({ type: 'object', properties: { rows: { type: 'array', uniqueItems: true } } });
  const rows = Array.from({ length: 15_000 }, (_, i) => ({
    id: i,
    label: `label number ${i}`,
    on: i % 2 === 0,
  }));
  const text = JSON.stringify(result({ rows }));
  assert.ok(text.length > 750_000);
  const report = validateText(text, { kind: 'call-result', tool: definition, ...noDeadline });
  assert.deepEqual(
    report.diagnostics.filter((d) => d.rule === 'structured-content-schema'),
    [],
  );
  rows.push({ on: true, label: 'label number 4', id: 4 });
  const dup = validateValue(result({ rows }), { kind: 'call-result', tool: definition, ...noDeadline });
  assert.match(
    dup.diagnostics.find((d) => d.rule === 'structured-content-schema')?.message ?? '',
    /items 4 and 15000 are equal/,
  );
});

test(
  'a union over a deep recursion is "could not be checked" in the validator too, as a warning',
  bounded,
  () => {
    const node = {
      anyOf: [
        { type: 'object', properties: { c: { $ref: '#' } }, required: ['c'] },
        { type: 'object', properties: { c: { $ref: '#' }, x: { type: 'string' } }, required: ['c', 'x'] },
        { type: 'integer' },
      ],
    };
    let value: unknown = 1;
    for (let i = 0; i < 40; i++) value = { c: value };
    const report = validateValue(result(value), { kind: 'call-result', tool: tool(node), ...noDeadline });
    const finding = report.diagnostics.find((d) => d.rule === 'structured-content-schema');
    assert.equal(finding?.severity, 'warning');
    assert.match(
      finding?.message ?? '',
      /could not be checked: validation needed more than [\d,]+ work units .*mostly applying subschemas/,
    );
  },
);

test(
  'propertyNames and patternProperties with a backtracking pattern over thousands of keys end undecided or decided, never hung',
  bounded,
  () => {
    const keys: Record<string, number> = {};
    for (let i = 0; i < 3000; i++) keys[`${'a'.repeat(30)}${i}`] = i;
    for (const outputSchema of [
      { type: 'object', propertyNames: { pattern: '^(?=a)(?:(?:a|a){10}){10}$' } },
      {
        type: 'object',
        patternProperties: { '^(?=a)(a|aa)+$': { type: 'string' } },
        additionalProperties: false,
      },
    ]) {
      const report = validateValue(result(keys), {
        kind: 'call-result',
        tool: tool(outputSchema),
        ...noDeadline,
      });
      const findings = report.diagnostics.filter((d) => d.rule === 'structured-content-schema');
      assert.ok(findings.length > 0, JSON.stringify(outputSchema));
      for (const f of findings) assert.ok(f.unchecked || f.severity === 'error', f.message);
      assert.equal(report.stopped, false);
    }
  },
);

test('contains nested three deep over wide arrays is decided by per-item applications', bounded, () => {
  const outputSchema = {
    type: 'object',
    properties: {
      a: {
        type: 'array',
        contains: { type: 'array', contains: { type: 'array', contains: { const: 'z' } } },
      },
    },
  };
  const value = { a: Array.from({ length: 60 }, () => Array.from({ length: 60 }, () => ['y', 'y', 'y'])) };
  const report = validateValue(result(value), {
    kind: 'call-result',
    tool: tool(outputSchema),
    ...noDeadline,
  });
  const finding = report.diagnostics.find((d) => d.rule === 'structured-content-schema');
  assert.equal(finding?.severity, 'error');
  assert.match(finding?.message ?? '', /must contain at least 1 item matching "contains"/);
});

test('an example grown to thousands of tools is checked through to the end', bounded, () => {
  const tools = Array.from({ length: 3000 }, (_, i) => ({
    name: `search_issues_${i}`,
    description: 'Searches the issue tracker by text and returns matching issues with their status.',
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', description: 'Text to search for' } },
      required: ['query'],
    },
  }));
  const report = validateText(
    JSON.stringify({ resultType: 'complete', tools, ttlMs: 0, cacheScope: 'private' }),
    {
      kind: 'tools-list-result',
      ...noDeadline,
    },
  );
  assert.equal(report.stopped, false);
  assert.equal(report.counts.errors, 0);
});

test("the rules' own regular expressions stay linear on long runs a server controls", bounded, () => {
  const report = validateValue(
    {
      resultType: 'complete',
      content: [
        { type: 'image', data: `${'='.repeat(200_000)}x`, mimeType: 'image/png' },
        {
          type: 'resource_link',
          uri: 'https://example.com/a',
          name: 'a',
          icons: [{ src: 'https://example.com/i.png', sizes: [`${' '.repeat(200_000)}!`] }],
        },
      ],
    },
    { kind: 'call-result', ...noDeadline },
  );
  const rules = report.diagnostics.map((d) => d.rule);
  assert.ok(rules.includes('content-base64'), rules.join());
  assert.ok(rules.includes('icon-sizes'), rules.join());
  const sizes = report.diagnostics.find((d) => d.rule === 'icon-sizes');
  assert.ok((sizes?.message.length ?? 0) < 400, 'the message quotes a short prefix, not 200,000 spaces');
});

test(
  'fuzz seed 19 #4914: a capability nested 20,000 levels deep is "could not be checked" once, not six internal errors',
  bounded,
  () => {
    // The official schema types capability values as JSONValue, which zod follows by recursion.
    let deep = '1';
    for (let i = 0; i < 20_000; i++) deep = i % 2 ? `{"a":${deep}}` : `[${deep}]`;
    const text = `{"jsonrpc":"2.0","id":"call-42","method":"tools/call","params":{"name":"t","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{"elicitation":{"form":{"deep":${deep}}}}}}}`;
    const report = validateText(text, { kind: 'message', ...noDeadline });
    assert.deepEqual(
      report.diagnostics.filter((d) => d.rule === 'internal-error'),
      [],
    );
    const unchecked = report.diagnostics.filter((d) => d.unchecked);
    assert.equal(unchecked.length, 1, JSON.stringify(unchecked));
    assert.equal(unchecked[0]?.rule, 'schema-type');
    assert.equal(unchecked[0]?.severity, 'warning');
    assert.match(
      unchecked[0]?.message ?? '',
      /^The document could not be checked against the official CallToolRequest definition: it nests too deeply/,
    );
    assert.equal(report.counts.errors, 0);
    // The same request, shallow, is checked as usual (and passes the structural check).
    const shallow = validateText(text.replace(deep, '[{"a":1}]'), { kind: 'message', ...noDeadline });
    assert.deepEqual(
      shallow.diagnostics.filter((d) => d.unchecked || d.rule.startsWith('schema-')),
      [],
    );
  },
);
