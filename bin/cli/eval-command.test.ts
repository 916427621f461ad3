// `mcp-tool-lab eval` in process through the bundle's main() with a fake io, against the mock MCP
// server (as `serve` runs it) and the provider stand-in, both on 127.0.0.1: every provider path
// streaming and not, the report formats, the A/B, each hostile mode and error body, usage
// problems, and the key in no output.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createMockServer } from '../../lib/mock-server/create-mock-server';
import { STAND_IN_KEY } from '../../lib/model/testing/stand-in/provider-stand-in';
import { STAND_IN_MODELS } from '../../lib/model/testing/stand-in/stand-in-modes';
import { createNodeListener } from '../../lib/node/create-node-listener';
import { advertiseKeepAlive, hardenedServerOptions } from '../../lib/node/http-hardening';
import { type RunningStandIn, startProviderStandIn } from '../../lib/node/testing/start-provider-stand-in';
import { loadBundledCli } from '../load-cli.mjs';
import type { CliIo } from './io';
import { fakeIo } from './testing/fake-io';

const root = fileURLToPath(new URL('../../', import.meta.url));
const samples = join(root, 'content', 'evals');
let http: Server;
let url = '';
let standIn: RunningStandIn;
let dir = '';
let main: (argv: string[], io: CliIo) => Promise<number>;
/** Every request body the MCP server received, in order. */
const mcpBodies: string[] = [];

before(async () => {
  ({ main } = await loadBundledCli());
  standIn = await startProviderStandIn();
  const mock = createMockServer({});
  const listener = createNodeListener(
    async (request: Request) => {
      mcpBodies.push(await request.clone().text());
      return mock.handle(request);
    },
    {
      fallbackOrigin: 'http://127.0.0.1',
      maxBodyBytes: 1024 * 1024,
    },
  );
  // As `serve` does: clients are told a shorter keep-alive than the server keeps (see http-hardening).
  http = createServer(hardenedServerOptions(), (req, res) => {
    advertiseKeepAlive(req, res);
    void listener(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
  dir = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-eval-'));
});

after(async () => {
  await standIn.stop();
  await new Promise<void>((resolve) => http.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

const ENV = {
  ANTHROPIC_API_KEY: STAND_IN_KEY,
  OPENAI_API_KEY: STAND_IN_KEY,
  GOOGLE_GENERATIVE_AI_API_KEY: STAND_IN_KEY,
};

type Path = 'anthropic' | 'openai' | 'openai-responses' | 'google' | 'openai-compatible';

function providerArgs(path: Path): string[] {
  switch (path) {
    case 'anthropic':
      return ['--provider', 'anthropic', '--base-url', standIn.baseUrls.anthropic];
    case 'openai':
      return ['--provider', 'openai', '--base-url', standIn.baseUrls.openai];
    case 'openai-responses':
      return ['--provider', 'openai', '--openai-api', 'responses', '--base-url', standIn.baseUrls.openai];
    case 'google':
      return ['--provider', 'google', '--base-url', standIn.baseUrls.google];
    case 'openai-compatible':
      return ['--provider', 'openai-compatible', '--base-url', standIn.baseUrls.openaiCompatible];
  }
}

async function evalRun(args: string[], env: Record<string, string | undefined> = ENV) {
  const io = { ...fakeIo('', dir), env };
  const code = await main(['eval', ...args], io);
  const out = io.out();
  const err = io.err();
  // Whatever happened, the key is in no output: not whole, not its random tail.
  for (const text of [out, err]) {
    assert.ok(!text.includes(STAND_IN_KEY), `the key in output: ${text.slice(0, 300)}`);
    assert.ok(!text.includes(STAND_IN_KEY.slice(-12)), "the key's tail in output");
  }
  return { code, out, err };
}

function suiteFile(name: string, cases: unknown[], extra: Record<string, unknown> = {}): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ format: 'mcp-tool-lab/eval', version: 1, name, cases, ...extra }));
  return path;
}

const readIssue = [
  { id: 'read', prompt: 'Read issue 104 in full', expect: { tool: 'get_issue', arguments: { number: 104 } } },
];

describe('every provider path, streaming and not', () => {
  test('the sample suite passes against the stand-in: exit 0, one PASS line per case, the totals', async () => {
    const { code, out, err } = await evalRun([
      join(samples, 'mock-tools.json'),
      '--url',
      url,
      ...providerArgs('anthropic'),
      '--model',
      'stand-in',
    ]);
    assert.equal(code, 0, out + err);
    assert.equal(err, '');
    assert.match(
      out,
      /^Mock server: the right tool for the request: 9 cases, 9 runs, anthropic stand-in against http:\/\/127\.0\.0\.1:\d+\/mcp \(55 tools\)$/m,
    );
    assert.equal(out.match(/^ {2}PASS /gm)?.length, 9, out);
    assert.match(out, /^ {2}PASS read-issue: 1\/1 get_issue \{"number":104\}$/m);
    assert.match(out, /^ {2}PASS hello \(no tool for small talk\): 1\/1$/m);
    assert.match(
      out,
      /^Accuracy: 9\/9 runs \(100%, 95% Wilson interval 70\.1%–100%\); 9\/9 cases passed every run$/m,
    );
    assert.match(out, /^Tokens: [\d,]+ in, [\d,]+ out; model time per run: /m);
  });

  // A smaller suite for the matrix: a tool with arguments, one found by its arguments' shapes, none.
  const cases = [
    ...readIssue,
    {
      id: 'convert',
      prompt: 'Convert 125.5 EUR to JPY',
      expect: { tool: 'convert_currency', arguments: { amount: 125.5, from: 'EUR', to: 'JPY' } },
    },
    { id: 'hello', prompt: 'Say hello', expect: { tool: null } },
  ];
  for (const path of ['anthropic', 'openai', 'openai-responses', 'google', 'openai-compatible'] as const)
    for (const stream of [true, false])
      test(`${path}${stream ? '' : ' --no-stream'}: every case passes, exit 0`, async () => {
        const { code, out, err } = await evalRun([
          suiteFile('matrix.json', cases),
          '--url',
          url,
          ...providerArgs(path),
          '--model',
          'stand-in',
          ...(stream ? [] : ['--no-stream']),
        ]);
        assert.equal(code, 0, out + err);
        assert.equal(out.match(/^ {2}PASS /gm)?.length, 3, out);
      });
});

test('openai-compatible sends OPENAI_API_KEY when it is set, and no key when it is not', async () => {
  const suite = suiteFile('one.json', readIssue);
  const args = [suite, '--url', url, ...providerArgs('openai-compatible'), '--model', 'stand-in'];
  standIn.requests.length = 0;
  assert.equal((await evalRun(args, {})).code, 0);
  assert.equal(standIn.requests.at(-1)?.headers.authorization, undefined);
  assert.equal((await evalRun(args)).code, 0);
  assert.equal(standIn.requests.at(-1)?.headers.authorization, `Bearer ${STAND_IN_KEY}`);
});

test('--format json: total, passed and per case the runs with tool and arguments; N runs with an interval', async () => {
  const suite = suiteFile('runs.json', [
    ...readIssue,
    {
      id: 'basket',
      prompt: 'Start a basket in USD',
      expect: { tool: 'create_basket', arguments: { currency: 'USD' } },
    },
    { id: 'once', runs: 1, prompt: 'Say hello', expect: { tool: null } },
  ]);
  const { code, out } = await evalRun([
    suite,
    '--url',
    url,
    ...providerArgs('anthropic'),
    '--model',
    'stand-in',
    '--runs',
    '3',
    '--concurrency',
    '2',
    '--run-all-tools',
    '--format',
    'json',
  ]);
  assert.equal(code, 0, out);
  const report = JSON.parse(out);
  assert.equal(report.url, url);
  assert.equal(report.total, 3);
  assert.equal(report.passed, 3);
  const basket = report.cases.find((c: { id: string }) => c.id === 'basket');
  assert.deepEqual(
    basket.runs.map((r: { tool: string; arguments: unknown }) => [r.tool, r.arguments]),
    [
      ['create_basket', { currency: 'USD' }],
      ['create_basket', { currency: 'USD' }],
      ['create_basket', { currency: 'USD' }],
    ],
  );
  // With --run-all-tools the basket really was created: the model got its basket_id back.
  assert.match(basket.runs[0].text, /basket_id/);
  // A case's own "runs" wins over --runs.
  assert.equal(report.cases.find((c: { id: string }) => c.id === 'once').runs.length, 1);
  assert.equal(basket.interval.method, 'wilson-score-95');
  assert.equal(report.runs.total, 7);
});

test('the A/B: a variant file that edits one description changes the outcome; json, junit and text show it', async () => {
  const suite = suiteFile('tickets.json', [
    { id: 'ticket', prompt: 'Look up ticket 7', expect: { tool: 'get_issue', arguments: { number: 7 } } },
    ...readIssue,
  ]);
  const variant = join(dir, 'variant.json');
  writeFileSync(
    variant,
    JSON.stringify([
      {
        name: 'get_issue',
        description:
          'Read one issue of the Lumen tracker in full. Issues are also called tickets: look up a ticket by its number.',
      },
    ]),
  );
  const args = [suite, '--url', url, ...providerArgs('openai'), '--model', 'stand-in', '--variant', variant];
  const text = await evalRun(args);
  assert.equal(text.code, 1, "the server's own tools fail a case");
  assert.match(text.out, /^ {2}FAIL ticket: 0\/1 search_issues /m);
  assert.match(text.out, /^ {9}run 1: called search_issues; expected get_issue$/m);
  assert.match(text.out, /^Variant \(.*variant\.json\):$/m);
  assert.match(
    text.out,
    /^ {2}\+ ticket: 0% → 100% \(\+100 points\); expected get_issue, picked search_issues ×1 → get_issue ×1$/m,
  );
  assert.match(text.out, /^ {2}= read: 100% → 100%; /m);

  const json = JSON.parse((await evalRun([...args, '--format', 'json'])).out);
  assert.equal(json.passed, 1);
  assert.equal(json.variant.passed, 2);
  assert.deepEqual(json.variant.cases[0].runs[0].arguments, { number: 7 });
  assert.deepEqual(json.comparison[0], {
    id: 'ticket',
    base: { passRate: 0, picked: [{ tool: 'search_issues', count: 1 }] },
    variant: { passRate: 1, picked: [{ tool: 'get_issue', count: 1 }] },
    delta: 1,
    change: 'better',
  });
  const junit = (await evalRun([...args, '--format', 'junit'])).out;
  assert.match(
    junit,
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="mcp-tool-lab eval" tests="4" failures="1"/,
  );
  assert.match(
    junit,
    /<testsuite name="tickets\.json \(variant: [^"]*variant\.json\)" tests="2" failures="0"/,
  );
});

describe('hostile and broken models through the command', () => {
  const run = (model: string, extra: string[] = [], path: Path = 'anthropic', cases: unknown[] = readIssue) =>
    evalRun([
      suiteFile(`${model}.json`, cases),
      '--url',
      url,
      ...providerArgs(path),
      '--model',
      model,
      ...extra,
    ]);

  test('a call to an unknown tool, arguments that are not JSON or break the schema: a FAIL with the reason', async () => {
    const unknown = await run(STAND_IN_MODELS.unknownTool, [], 'google');
    assert.equal(unknown.code, 1);
    assert.match(unknown.out, /run 1: called no_such_tool; expected get_issue/);
    const broken = await run(STAND_IN_MODELS.invalidJson, ['--no-stream'], 'openai');
    assert.equal(broken.code, 1);
    assert.match(
      broken.out,
      /run 1: the arguments were not valid JSON; argument number is missing \(expected 104\)/,
    );
    const invalid = await run(STAND_IN_MODELS.invalidArguments, [], 'openai-responses');
    assert.equal(invalid.code, 1);
    assert.match(invalid.out, /run 1: argument number is missing \(expected 104\)/);
  });

  test('an endless tool loop stops at --step-limit; the first call still scores', async () => {
    const { code, out } = await run(
      STAND_IN_MODELS.endlessLoop,
      ['--step-limit', '3', '--format', 'json'],
      'openai-compatible',
    );
    assert.equal(code, 0);
    const r = JSON.parse(out).cases[0].runs[0];
    assert.deepEqual([r.passed, r.stopReason, r.steps, r.calls.length], [true, 'step-limit', 3, 3]);
  });

  test('a 10 MB answer is cut; a slow stream still passes', async () => {
    const huge = await run(STAND_IN_MODELS.hugeAnswer, ['--format', 'json'], 'openai', [
      { id: 'hello', prompt: 'Say hello', expect: { tool: null } },
    ]);
    assert.equal(huge.code, 0);
    assert.ok(huge.out.length < 50_000, String(huge.out.length));
    assert.match(JSON.parse(huge.out).cases[0].runs[0].text, /^All work and no play/);
    const hello = [{ id: 'hello', prompt: 'Say hello', expect: { tool: null } }];
    assert.equal((await run(STAND_IN_MODELS.slow, [], 'anthropic', hello)).code, 0);
  });

  test('a stream that stops, goes silent or is reset: the run fails with what happened (exit 1)', async () => {
    const stopped = await run(STAND_IN_MODELS.stopMidStream, [], 'google');
    assert.equal(stopped.code, 1);
    assert.match(
      stopped.out,
      /run 1: the model call failed before any tool call: The answer from Google Gemini ended before the provider said it was complete/,
    );
    assert.match(stopped.out, /1 runs failed on a model error/);
    const silent = await run(STAND_IN_MODELS.hang, ['--idle-timeout', '300'], 'openai');
    assert.equal(silent.code, 1);
    assert.match(silent.out, /OpenAI sent nothing for 0\.3 s: the answer stopped mid-way/);
    const reset = await run(STAND_IN_MODELS.reset, [], 'anthropic');
    assert.equal(reset.code, 1);
    assert.match(reset.out, /The connection to Anthropic broke off while the answer was arriving/);
  });

  test('429 with a long retry-after, 529 and 500: a FAIL that says when to retry', async () => {
    const limited = await run(STAND_IN_MODELS.rateLimitedLong, [], 'openai');
    assert.equal(limited.code, 1);
    assert.match(limited.out, /rate-limited the request \(HTTP 429\).*Retry after 3600 s\./);
    const overloaded = await run(STAND_IN_MODELS.overloaded, ['--retries', '0'], 'anthropic');
    assert.match(overloaded.out, /Anthropic is overloaded \(HTTP 529\): Overloaded\. Retry after 2 s\./);
    const failed = await run(STAND_IN_MODELS.serverError, ['--retries', '0', '--format', 'json'], 'google');
    assert.equal(failed.code, 1);
    assert.equal(JSON.parse(failed.out).runs.errored, 1);
    assert.match(failed.err, /1 run failed on a model error/);
  });

  test('a refused key (even one the provider echoes) or an unknown model stops everything: exit 2', async () => {
    const wrong = await evalRun(
      [suiteFile('k.json', readIssue), '--url', url, ...providerArgs('anthropic'), '--model', 'stand-in'],
      { ANTHROPIC_API_KEY: 'sk-not-the-right-key-0123456789' },
    );
    assert.equal(wrong.code, 2);
    assert.match(
      wrong.err,
      /^mcp-tool-lab: the model could not be used: Anthropic refused the API key \(HTTP 401\): invalid x-api-key\. Check the key/,
    );
    const echoed = await run(STAND_IN_MODELS.unauthorizedEchoingKey, [], 'openai');
    assert.equal(echoed.code, 2);
    assert.match(echoed.err, /The API key <redacted> is not valid/);
    const missing = await run(STAND_IN_MODELS.missingModel, [], 'google');
    assert.equal(missing.code, 2);
    assert.match(missing.err, /does not know the model "stand-in-no-such-model"/);
  });
});

test('a key the model echoes into its tool-call arguments never reaches the MCP server', async () => {
  mcpBodies.length = 0;
  standIn.queue(
    {
      kind: 'turn',
      turn: { toolCalls: [{ name: 'search_issues', arguments: { query: `crash ${STAND_IN_KEY}` } }] },
    },
    { kind: 'turn', turn: { text: 'done' } },
  );
  const { code } = await evalRun([
    suiteFile('echo.json', [{ id: 'echo', prompt: 'Find crash issues', expect: { tool: 'search_issues' } }]),
    '--url',
    url,
    ...providerArgs('anthropic'),
    '--model',
    STAND_IN_MODELS.policy,
  ]);
  assert.equal(code, 0);
  const calls = mcpBodies.filter((body) => body.includes('"tools/call"'));
  assert.equal(calls.length, 1, 'the call was run');
  assert.match(calls[0]!, /"query":"crash <redacted>"/);
  for (const body of mcpBodies) {
    assert.ok(!body.includes(STAND_IN_KEY), 'the key sent to the MCP server');
    assert.ok(!body.includes(STAND_IN_KEY.slice(-12)), "the key's tail sent to the MCP server");
  }
});

test('usage, input and connection problems exit 2 with a message', async () => {
  const good = suiteFile('good.json', readIssue);
  const invalid = join(dir, 'invalid.json');
  writeFileSync(
    invalid,
    '{\n  "format": "mcp-tool-lab/eval",\n  "version": 1,\n  "name": "x",\n  "cases": [{ "id": "a", "prompt": "", "expect": { "tool": null } }]\n}',
  );
  const common = ['--url', url, ...providerArgs('anthropic'), '--model', 'stand-in'];
  const cases: [string[], Record<string, string | undefined>, RegExp][] = [
    [[], ENV, /no suite: mcp-tool-lab eval <suite\.json>/],
    [
      [good, '--url', url, '--model', 'm'],
      ENV,
      /no --provider: use anthropic, openai, google, openai-compatible/,
    ],
    [[good, '--url', url, '--provider', 'mistral', '--model', 'm'], ENV, /unknown --provider "mistral"/],
    [[good, '--url', url, '--provider', 'openai'], ENV, /no --model/],
    [[good, ...common], {}, /Anthropic needs an API key \(the CLI reads ANTHROPIC_API_KEY\)/],
    [[invalid, ...common], ENV, /invalid\.json is not a valid eval suite:\n {2}5:36 cases\[0\]\.prompt: /],
    [[good, ...common, '--runs', '0'], ENV, /--runs must be a whole number from 1 to 100/],
    [[good, ...common, '--format', 'xml'], ENV, /unknown --format "xml": use text, json or junit/],
    [[good, ...common, '--variant', join(dir, 'nope.json')], ENV, /cannot read .*nope\.json: no such file/],
    [
      [good, ...common.slice(2), '--url', 'http://127.0.0.1:1/mcp'],
      ENV,
      /could not list the tools of http:\/\/127\.0\.0\.1:1\/mcp/,
    ],
  ];
  for (const [args, env, message] of cases) {
    const result = await evalRun(args, env);
    assert.equal(result.code, 2, `${args.join(' ')}: ${result.out}${result.err}`);
    assert.match(result.err, message, args.join(' '));
  }
  const help = await evalRun(['--help']);
  assert.equal(help.code, 0);
  assert.match(
    help.out,
    /^Usage: mcp-tool-lab eval <suite\.json> --url <url> --provider <provider> --model <model>/,
  );
});
