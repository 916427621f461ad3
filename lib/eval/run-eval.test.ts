// The eval runner against the provider stand-in (its deterministic policy) with tools running on
// the mock MCP server in process: the sample suites pass, runs are counted and bounded, the
// report has the issue's JSON shape, and an edited description (the A/B) changes the outcome.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { createClient } from '../client/index';
import { fetchFromHandler } from '../client/testing/handler-fetch';
import { createMockServer } from '../mock-server/create-mock-server';
import type { AgentTool, ModelHandle, RunnableToolCall, ToolExecution } from '../model/index';
import { createLanguageModel } from '../model/index';
import { STAND_IN_KEY } from '../model/testing/stand-in/provider-stand-in';
import { type RunningStandIn, startProviderStandIn } from '../node/testing/start-provider-stand-in';
import type { Tool } from '../spec/tool';
import { applyVariant } from './apply-variant';
import { evalToJunit } from './eval-to-junit';
import { formatEvalReport } from './format-eval-report';
import { parseEvalSuite } from './parse-eval-suite';
import { type EvalTarget, runEval } from './run-eval';

let standIn: RunningStandIn;
before(async () => {
  standIn = await startProviderStandIn();
});
after(() => standIn.stop());

const mock = createMockServer({});
const serverTools: Tool[] = mock.listTools().filter((t) => t.name !== 'forecast_issue_trend');
const client = createClient({ url: 'http://mock.test/mcp', fetch: fetchFromHandler((r) => mock.handle(r)) });
const asIs = (tools: readonly Tool[]): AgentTool[] =>
  tools.map((t) => ({
    mcpName: t.name,
    modelName: t.name,
    ...(t.description !== undefined ? { description: t.description } : {}),
    inputSchema: t.inputSchema as Record<string, unknown>,
  }));
const target = (label: string, tools: readonly Tool[]): EvalTarget => ({
  label,
  tools: asIs(tools),
  mcpTools: tools,
});

async function executeTool(call: RunnableToolCall): Promise<ToolExecution> {
  const outcome = await client.callTool(call.mcpName, call.arguments);
  if (outcome.kind === 'complete' || outcome.kind === 'tool-error')
    return { ok: true, result: outcome.result };
  return { ok: false, error: outcome.kind };
}

async function model(provider: 'anthropic' | 'openai'): Promise<ModelHandle> {
  const made = await createLanguageModel({
    provider,
    model: 'stand-in',
    apiKey: STAND_IN_KEY,
    baseUrl: standIn.baseUrls.openai,
  });
  assert.ok(made.ok);
  return made.value;
}

function suiteFile(name: string) {
  const parsed = parseEvalSuite(
    readFileSync(new URL(`../../content/evals/${name}`, import.meta.url), 'utf8'),
  );
  assert.ok(parsed.ok);
  return parsed.suite;
}

test("the sample suites pass against the stand-in's policy; the JSON report has the documented shape", async () => {
  for (const [file, provider, stream] of [
    ['mock-tools.json', 'anthropic', true],
    ['mock-actions.json', 'openai', false],
  ] as const) {
    const suite = suiteFile(file);
    const report = await runEval({
      suite,
      model: await model(provider),
      target: target('server tools', serverTools),
      executeTool,
      approve: async () => ({ decision: 'approve' }),
      stream,
    });
    const failing = report.cases
      .filter((c) => !c.passed)
      .map((c) => `${c.id}: ${c.runs.map((r) => r.reasons.join('; ')).join(' | ')}`);
    assert.deepEqual(failing, [], file);
    assert.equal(report.total, suite.cases.length);
    assert.equal(report.passed, suite.cases.length);
    for (const c of report.cases) {
      assert.equal(typeof c.id, 'string');
      assert.equal(c.passed, true);
      for (const r of c.runs) assert.ok(r.tool === null || typeof r.tool === 'string');
      for (const r of c.runs) assert.ok(r.arguments === null || typeof r.arguments === 'object');
    }
    assert.deepEqual(JSON.parse(JSON.stringify(report)), report);
    assert.equal(report.accuracy.rate, 1);
    assert.ok((report.usage.inputTokens ?? 0) > 0);
  }
});

test('N runs per case with a concurrency limit; the interval is reported for N > 1', async () => {
  const suite = {
    ...suiteFile('mock-tools.json'),
    cases: suiteFile('mock-tools.json').cases.slice(0, 3),
  };
  let active = 0;
  let most = 0;
  const progress: number[] = [];
  const report = await runEval({
    suite,
    model: await model('anthropic'),
    target: target('server tools', serverTools),
    executeTool,
    runs: 4,
    concurrency: 2,
    onRunEvent: (_, event) => {
      if (event.type === 'run-start') most = Math.max(most, ++active);
      if (event.type === 'run-end') active--;
    },
    onProgress: (p) => progress.push(p.done),
  });
  assert.equal(most, 2);
  assert.deepEqual(
    progress,
    Array.from({ length: 12 }, (_, i) => i + 1),
  );
  assert.equal(report.runs.total, 12);
  for (const c of report.cases) {
    assert.deepEqual(
      c.runs.map((r) => r.run),
      [1, 2, 3, 4],
    );
    assert.equal(c.interval?.method, 'wilson-score-95');
    assert.ok((c.interval?.low ?? 1) < 1 && c.interval?.high === 1);
  }
  assert.match(
    formatEvalReport(report).join('\n'),
    /Accuracy: 12\/12 runs \(100%, 95% Wilson interval 75\.8%–100%\)/,
  );
});

test('the A/B: an edited description changes the outcome, and the report shows the difference per case', async () => {
  const suite = {
    format: 'mcp-tool-lab/eval' as const,
    version: 1 as const,
    name: 'Tickets',
    cases: [
      { id: 'ticket', prompt: 'Look up ticket 7', expect: { tool: 'get_issue', arguments: { number: 7 } } },
      { id: 'convert', prompt: 'Convert 10 EUR to USD', expect: { tool: 'convert_currency' } },
    ],
  };
  const edited = applyVariant(serverTools, [
    {
      name: 'get_issue',
      description: `${serverTools.find((t) => t.name === 'get_issue')!.description} Issues are also called tickets: look up a ticket by its number here.`,
    },
  ]);
  assert.ok(edited.ok);
  assert.deepEqual(edited.changed, ['get_issue']);
  const report = await runEval({
    suite,
    model: await model('anthropic'),
    target: target('server tools', serverTools),
    variant: target('edited get_issue', edited.tools),
    executeTool,
  });
  assert.equal(report.cases[0]?.passed, false);
  assert.equal(report.cases[0]?.runs[0]?.tool, 'search_issues');
  assert.equal(report.variant?.cases[0]?.passed, true);
  assert.deepEqual(report.variant?.cases[0]?.runs[0]?.arguments, { number: 7 });
  assert.deepEqual(
    report.comparison?.map((d) => [d.id, d.change, d.delta]),
    [
      ['ticket', 'better', 1],
      ['convert', 'same', 0],
    ],
  );
  assert.deepEqual(report.confusion, [{ expected: 'get_issue', picked: 'search_issues', count: 1 }]);
  assert.deepEqual(report.variant?.confusion, []);
  const text = formatEvalReport(report, 'http://mock.test/mcp').join('\n');
  assert.match(
    text,
    /^ {2}\+ ticket: 0% → 100% \(\+100 points\); expected get_issue, picked search_issues ×1 → get_issue ×1$/m,
  );
  assert.match(text, /^ {2}= convert: 100% → 100%;/m);
  const junit = evalToJunit(report);
  assert.equal(junit.match(/<testsuite /g)?.length, 2);
  assert.match(junit, /<testsuites name="mcp-tool-lab eval" tests="4" failures="1"/);
  assert.match(
    junit,
    /<failure message="0\/1 runs passed; called search_issues; expected get_issue" type="tool-choice">/,
  );
});

test('a variant entry for an unknown tool must be whole; aborting stops the runs and says so', async () => {
  assert.deepEqual(applyVariant(serverTools, [{ name: 'brand_new', description: 'x' }]), {
    ok: false,
    error:
      'tools[0]: the server lists no tool "brand_new", so the variant must give its whole definition (inputSchema is missing)',
  });
  const controller = new AbortController();
  const report = await runEval({
    suite: suiteFile('mock-tools.json'),
    model: await model('anthropic'),
    target: target('server tools', serverTools),
    executeTool,
    concurrency: 1,
    signal: controller.signal,
    onProgress: (p) => {
      if (p.done === 2) controller.abort();
    },
  });
  assert.equal(report.stopped, true);
  assert.equal(report.runs.total, 2);
  assert.match(formatEvalReport(report).join('\n'), /Stopped before the end/);
});

test('the report and its text, JSON and JUnit forms carry no key, even when a prompt and the arguments hold it', async () => {
  const parsed = parseEvalSuite(
    JSON.stringify({
      format: 'mcp-tool-lab/eval',
      version: 1,
      name: 'leaky',
      cases: [
        {
          id: 'leak',
          prompt: `Search issues query=${STAND_IN_KEY}`,
          expect: { tool: 'search_issues', arguments: { query: 'something else' } },
        },
      ],
    }),
  );
  assert.ok(parsed.ok);
  const report = await runEval({
    suite: parsed.suite,
    model: await model('openai'),
    target: target('server tools', serverTools),
    executeTool,
  });
  const json = JSON.stringify(report);
  // The model did send the key back as the argument: the report says so, redacted.
  assert.match(json, /"query":"<redacted>"/);
  for (const [form, text] of [
    ['report', json],
    ['text', formatEvalReport(report).join('\n')],
    ['JUnit', evalToJunit(report)],
  ] as const) {
    assert.ok(!text.includes(STAND_IN_KEY), `the key in the ${form}`);
    assert.ok(!text.includes(STAND_IN_KEY.slice(-12)), `its random tail in the ${form}`);
  }
});
