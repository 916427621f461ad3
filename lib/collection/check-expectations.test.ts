import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CallToolOutcome } from '../client/call-tool';
import { compileSchema } from '../schema/compile-schema';
import { validateInstance } from '../schema/validate-instance';
import {
  type CallObservation,
  checkExpectations,
  observeOutcome,
  resultText,
  type StructuredValidator,
} from './check-expectations';
import type { Expectation } from './collection-schema';

const tool = {
  name: 'get_issue',
  inputSchema: { type: 'object' },
  outputSchema: {
    type: 'object',
    properties: { state: { type: 'string', enum: ['open', 'closed'] } },
    required: ['state'],
  },
};

const observed = (
  result: Record<string, unknown> | undefined,
  extra: Partial<CallObservation> = {},
): CallObservation => ({
  kind: result ? (result.isError === true ? 'tool-error' : 'complete') : 'protocol-error',
  ...(result ? { result } : { problem: 'JSON-RPC error -32602: Unknown tool' }),
  diagnostics: [],
  tool,
  durationMs: 40,
  ...extra,
});

const ok = observed({
  content: [
    { type: 'text', text: '2 issue(s) found:' },
    { type: 'image', data: 'AAAA', mimeType: 'image/png' },
    { type: 'text', text: '#101 [open] Build crashes' },
  ],
  structuredContent: { state: 'open', items: [{ n: 1 }] },
});

const validate: StructuredValidator = async (schema, value) => {
  // A generous budget: the first compile in a process also loads the meta-schema.
  const compiled = compileSchema(schema, { timeBudgetMs: 60_000 });
  if (!compiled.ok) return { ok: false, problem: compiled.problems.map((p) => p.message).join(' ') };
  return { ok: true, errors: validateInstance(compiled.validator, value).errors.map((e) => e.message) };
};

async function verdicts(
  expectations: Expectation[],
  call: CallObservation,
  v: StructuredValidator | undefined = validate,
) {
  return (await checkExpectations(expectations, call, v)).map((r) => [r.pass, r.message]);
}

test('each expectation passes on a matching result and says why', async () => {
  const all: Expectation[] = [
    { type: 'not-error' },
    { type: 'structured-content-valid' },
    { type: 'text-contains', text: '#101' },
    { type: 'text-contains', text: 'BUILD CRASHES', ignoreCase: true },
    { type: 'text-matches', pattern: '^\\d+ issue' },
    { type: 'json-path-equals', path: '$.structuredContent.items[0]', value: { n: 1 } },
    { type: 'latency-under', ms: 41 },
  ];
  const results = await checkExpectations(all, ok, validate);
  assert.deepEqual(
    results.map((r) => r.pass),
    all.map(() => true),
    JSON.stringify(results),
  );
  assert.ok(results.every((r) => /\.$/.test(r.message)));
});

test('each expectation fails with a message that shows what was there', async () => {
  const bad = observed(
    {
      content: [{ type: 'text', text: 'No open issues match.' }],
      structuredContent: { state: 'gone' },
      isError: true,
    },
    { durationMs: 900 },
  );
  const results = await verdicts(
    [
      { type: 'not-error' },
      { type: 'structured-content-valid' },
      { type: 'text-contains', text: '#101' },
      { type: 'text-matches', pattern: '^\\d+' },
      { type: 'json-path-equals', path: '$.structuredContent.state', value: 'open' },
      { type: 'json-path-equals', path: '$.structuredContent.missing', value: 1 },
      { type: 'latency-under', ms: 900 },
    ],
    bad,
  );
  assert.deepEqual(results, [
    [false, 'the tool reported an error (isError: true): "No open issues match.".'],
    [false, 'structuredContent breaks the outputSchema: must be one of: "open", "closed".'],
    [false, 'the text does not contain "#101"; it starts "No open issues match.".'],
    [false, 'the text does not match /^\\d+/; it starts "No open issues match.".'],
    [false, '$.structuredContent.state is "gone", not "open".'],
    [false, 'nothing at $.structuredContent.missing.'],
    [false, 'took 900 ms, not under 900 ms.'],
  ]);
});

test('json-path-equals compares deeply and ignores key order, but not types', async () => {
  const call = observed({ content: [], structuredContent: { a: { x: 1, y: [1, 2] }, n: 1 } });
  const check = async (path: string, value: unknown) =>
    (await checkExpectations([{ type: 'json-path-equals', path, value: value as never }], call))[0]!.pass;
  assert.equal(await check('$.structuredContent.a', { y: [1, 2], x: 1 }), true);
  assert.equal(await check('$.structuredContent.a', { y: [2, 1], x: 1 }), false);
  assert.equal(await check('$.structuredContent.n', '1'), false);
});

test('structured-content-valid needs an outputSchema and structuredContent, and falls back to findings', async () => {
  const noSchema = observed(
    { content: [], structuredContent: {} },
    { tool: { name: 't', inputSchema: { type: 'object' } } },
  );
  assert.deepEqual(await verdicts([{ type: 'structured-content-valid' }], noSchema), [
    [false, 'the tool lists no outputSchema, so there is nothing to check structuredContent against.'],
  ]);
  assert.deepEqual(await verdicts([{ type: 'structured-content-valid' }], observed({ content: [] })), [
    [false, 'the result has no structuredContent.'],
  ]);
  const broken = observed(
    { content: [], structuredContent: {} },
    { tool: { ...tool, outputSchema: { type: 'nope' } } },
  );
  const [[pass, message]] = (await verdicts([{ type: 'structured-content-valid' }], broken)) as [
    [boolean, string],
  ];
  assert.equal(pass, false);
  assert.match(message, /^could not check: /);
  // Without a validator, the result's structured-content-schema findings decide.
  const withFinding = observed(
    { content: [], structuredContent: {} },
    {
      diagnostics: [
        {
          rule: 'structured-content-schema',
          severity: 'error',
          path: '/structuredContent',
          message: 'structuredContent must have required property "state".',
        },
      ],
    },
  );
  assert.deepEqual(await verdicts([{ type: 'structured-content-valid' }], withFinding, undefined), [
    [false, 'structuredContent breaks the outputSchema: is missing required property "state".'],
  ]);
});

test('without a result, every check but latency fails and names the problem', async () => {
  const none = observed(undefined);
  assert.deepEqual(
    await verdicts(
      [{ type: 'not-error' }, { type: 'text-contains', text: 'x' }, { type: 'latency-under', ms: 100 }],
      none,
    ),
    [
      [false, 'no result to check: JSON-RPC error -32602: Unknown tool.'],
      [false, 'no result to check: JSON-RPC error -32602: Unknown tool.'],
      [true, 'took 40 ms.'],
    ],
  );
});

test('an invalid pattern fails the check; one that cannot decide within its allowance is not a pass', async () => {
  const [[pass1, m1]] = (await verdicts([{ type: 'text-matches', pattern: '(' }], ok)) as [[boolean, string]];
  assert.equal(pass1, false);
  assert.match(m1, /not a valid ECMAScript regular expression/);
  // A lookahead runs on the bounded backtracker; this one backtracks exponentially on the text.
  const slow = observed({ content: [{ type: 'text', text: `${'a'.repeat(40)}!` }] });
  const [[pass2, m2]] = (await verdicts([{ type: 'text-matches', pattern: '^(?=(a+)+$)' }], slow)) as [
    [boolean, string],
  ];
  assert.equal(pass2, false);
  assert.match(m2, /^could not be checked: /);
  // The same engine decides quickly when the text allows it.
  const fine = observed({ content: [{ type: 'text', text: 'aaaa' }] });
  assert.deepEqual(await verdicts([{ type: 'text-matches', pattern: '^(?=(a+)+$)' }], fine), [
    [true, 'the text matches /^(?=(a+)+$)/.'],
  ]);
});

test('resultText joins text blocks only', () => {
  assert.equal(resultText(ok.result!), '2 issue(s) found:\n#101 [open] Build crashes');
  assert.equal(resultText({ content: 'nope' }), '');
});

test('observeOutcome keeps the result, or one line on why there is none', () => {
  const base = {
    operationId: 'op1',
    toolName: 't',
    arguments: {},
    rounds: 1,
    diagnostics: [],
    argumentErrors: [],
    durationMs: 3,
  };
  const outcomes: CallToolOutcome[] = [
    { ...base, kind: 'complete', result: { content: [] } },
    { ...base, kind: 'protocol-error', error: { code: -32602, message: 'Unknown tool: t' } },
    { ...base, kind: 'refused', reason: 'unknown-tool', message: 'the server does not list "t"' },
    { ...base, kind: 'failed', error: { kind: 'http', status: 502, message: 'Bad Gateway' } },
  ];
  assert.deepEqual(
    outcomes.map((o) => observeOutcome(o).problem ?? observeOutcome(o).result),
    [
      { content: [] },
      'JSON-RPC error -32602: Unknown tool: t',
      'not sent (unknown-tool): the server does not list "t"',
      'HTTP 502: Bad Gateway',
    ],
  );
});
