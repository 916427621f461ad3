// `mcp-tool-lab render` through the bundle's main() (what the installed command runs), in process:
// files, standard input, a live mock server, every provider, --tokens and --exact against a local
// stand-in of the count endpoints, and every exit status.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { createMockServer } from '../../lib/mock-server/create-mock-server';
import { prepareTools } from '../../lib/model/prepare-tools';
import { createCountStandIn } from '../../lib/model/testing/count-stand-in';
import { createNodeListener } from '../../lib/node/create-node-listener';
import { hostHandler } from '../../lib/node/testing/host-handler';
import type { Tool } from '../../lib/spec/tool';
import { loadBundledCli } from '../load-cli.mjs';
import type { CliIo } from './io';
import { fakeIo } from './testing/fake-io';

let main: (argv: string[], io: CliIo) => Promise<number>;
let dir = '';
let http: Server;
let mcpUrl = '';
let counts: Awaited<ReturnType<typeof hostHandler>>;
const KEYS = {
  anthropic: 'sk-ant-cli-0123456789',
  openai: 'sk-cli-abcdefghijkl',
  gemini: 'AIzaCli0123456789abcd',
};

const tools = [
  {
    name: 'issues.search',
    description: 'Searches issues.',
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', minLength: 1 }, labels: { type: 'object' } },
      required: ['query'],
    },
  },
  {
    name: 'get_issue',
    description: 'One issue by number.',
    inputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
  },
];

function write(name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

before(async () => {
  ({ main } = await loadBundledCli());
  dir = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-render-'));
  const mock = createMockServer({});
  http = createServer(
    createNodeListener(mock.handle, { fallbackOrigin: 'http://127.0.0.1', maxBodyBytes: 1 << 20 }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  mcpUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
  counts = await hostHandler(createCountStandIn({ keys: KEYS }).handle);
});

after(async () => {
  rmSync(dir, { recursive: true, force: true });
  await counts.close();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

const io = (stdin = '', env: Record<string, string> = {}) => ({ ...fakeIo(stdin, dir), env });

test('every provider: standard output is exactly the payload, notes go to standard error', async () => {
  const file = write('tools.json', { tools });
  for (const target of ['anthropic', 'openai', 'openai-responses', 'gemini'] as const) {
    const run = io();
    const code = await main(['render', '--for', target, file], run);
    assert.equal(code, 0, run.err());
    assert.deepEqual(JSON.parse(run.out()), prepareTools(tools as Tool[], target).payload, target);
    if (target === 'gemini') assert.match(run.err(), /^2 tools for gemini\.$/m, 'dots pass for Gemini');
    else assert.match(run.err(), /^note: issues\.search \/name: renamed: .*"issues_search"/m);
  }
});

test('openai-strict: the refused tool is named on standard error and the exit status is 1', async () => {
  const run = io(JSON.stringify(tools));
  const code = await main(['render', '--for', 'openai-strict', '-'], run);
  assert.equal(code, 1);
  const payload = JSON.parse(run.out()) as { function: { name: string; strict: boolean } }[];
  assert.deepEqual(
    payload.map((t) => [t.function.name, t.function.strict]),
    [['get_issue', true]],
  );
  assert.match(
    run.err(),
    /^refused: issues\.search \/inputSchema\/properties\/labels: refused: .*\[openai-strict-closed-objects\]$/m,
  );
  const responses = io(JSON.stringify(tools[1]));
  assert.equal(await main(['render', '--for', 'openai-strict', '--api', 'responses', '-'], responses), 0);
  assert.equal((JSON.parse(responses.out()) as { name: string }[])[0]!.name, 'get_issue');
});

test('a live server: its tools, listed like `list` does', async () => {
  const run = io();
  const code = await main(['render', '--for', 'anthropic', mcpUrl], run);
  assert.equal(code, 0, run.err());
  const payload = JSON.parse(run.out()) as { name: string; input_schema: unknown }[];
  assert.ok(payload.length > 3);
  assert.ok(payload.every((t) => typeof t.name === 'string' && typeof t.input_schema === 'object'));
});

test('--tokens: standard output stays the payload; the sorted table and the method go to standard error', async () => {
  const file = write('list.json', { jsonrpc: '2.0', id: 1, result: { tools } });
  const run = io();
  assert.equal(await main(['render', '--for', 'gemini', '--tokens', file], run), 0, run.err());
  assert.deepEqual(JSON.parse(run.out()), prepareTools(tools as Tool[], 'gemini').payload);
  const table = run.err().slice(run.err().indexOf('Tokens ('));
  assert.match(
    table,
    /^Tokens \(estimate: o200k_base \(js-tiktoken\)\) for gemini:\n +\d+ {2}issues\.search\n +\d+ {2}get_issue\n +\d+ {2}total/,
  );
  assert.match(table, /proxy/);
});

test('--format report: one JSON object with names, notes and the token report', async () => {
  const file = write('one.json', tools[0]);
  const run = io();
  assert.equal(await main(['render', '--for', 'openai', '--tokens', '--format', 'report', file], run), 0);
  const report = JSON.parse(run.out()) as {
    target: string;
    tools: { mcpName: string; modelName: string }[];
    notes: { kind: string; rule?: string }[];
    tokens: { method: string; perTool: unknown[]; total: number };
  };
  assert.equal(report.target, 'openai');
  assert.deepEqual(report.tools, [{ mcpName: 'issues.search', modelName: 'issues_search' }]);
  assert.ok(report.notes.some((n) => n.kind === 'renamed' && n.rule === 'openai-function-name'));
  assert.equal(report.tokens.method, 'estimate');
  assert.ok(report.tokens.total > 10);
  assert.ok(!run.err().includes('Tokens ('), 'no table beside the report');
});

test('--exact: counts from the provider endpoint, the key from the environment and never in any output', async () => {
  const file = write('exact.json', tools);
  for (const [target, variable, key] of [
    ['anthropic', 'ANTHROPIC_API_KEY', KEYS.anthropic],
    ['openai', 'OPENAI_API_KEY', KEYS.openai],
    ['gemini', 'GOOGLE_GENERATIVE_AI_API_KEY', KEYS.gemini],
  ] as const) {
    const run = io('', { [variable]: key });
    const code = await main(['render', '--for', target, '--exact', '--base-url', counts.origin, file], run);
    assert.equal(code, 0, run.err());
    assert.match(run.err(), new RegExp(`Tokens \\(exact: \\w+ token count, [\\w.-]+\\) for ${target}:`));
    assert.ok(!run.out().includes(key) && !run.err().includes(key), `${target}: the key stays out`);
  }
  const wrong = io('', { OPENAI_API_KEY: 'sk-wrong-key-000000' });
  assert.equal(
    await main(['render', '--for', 'openai', '--exact', '--base-url', counts.origin, file], wrong),
    2,
  );
  assert.match(wrong.err(), /counting tokens failed: OpenAI refused the key \(401\)/);
  assert.ok(!wrong.err().includes('sk-wrong-key-000000') && !wrong.err().includes('0000.'));
});

test('usage and input problems exit 2 with a message; nothing on standard output', async () => {
  const file = write('ok.json', tools);
  const cases: [string[], RegExp][] = [
    [['render', file], /render needs --for/],
    [['render', '--for', 'mistral', file], /unknown provider "mistral"/],
    [['render', '--for', 'openai'], /needs one input/],
    [
      ['render', '--for', 'openai', '--api', 'responses', file],
      /--api chooses the shape of openai-strict only/,
    ],
    [['render', '--for', 'openai', '--format', 'yaml', file], /unknown --format/],
    [['render', '--for', 'openai', '--exact', file], /--exact needs a key for openai in OPENAI_API_KEY/],
    [['render', '--for', 'openai', write('bad.json', '{"tools": [')], /is not valid JSON/],
    [
      [
        'render',
        '--for',
        'openai',
        write('error.json', { jsonrpc: '2.0', id: 1, error: { code: -1, message: 'no' } }),
      ],
      /JSON-RPC error response/,
    ],
    [['render', '--for', 'openai', 'http://127.0.0.1:9/mcp'], /cannot list the tools/],
  ];
  for (const [args, message] of cases) {
    const run = io();
    assert.equal(await main(args, run), 2, args.join(' '));
    assert.match(run.err(), message);
    assert.equal(run.out(), '');
  }
  const help = io();
  assert.equal(await main(['render', '--help'], help), 0);
  assert.match(help.out(), /Exit status: 0 every tool is in the payload, 1 some tool was refused/);
});

test('hostile names and descriptions cannot drive the terminal', async () => {
  const file = write('hostile.json', [
    {
      name: 'evil\u001b]0;pwned\u0007',
      description: 'bidi \u202e text\u2028next',
      inputSchema: { type: 'object' },
    },
  ]);
  const run = io();
  assert.equal(await main(['render', '--for', 'anthropic', file], run), 0);
  for (const text of [run.out(), run.err()]) {
    for (const unsafe of ['\u001b', '\u0007', '\u202e', '\u2028'])
      assert.ok(!text.includes(unsafe), JSON.stringify(text));
  }
  assert.deepEqual(
    (JSON.parse(run.out()) as { description: string }[])[0]!.description,
    'bidi \u202e text\u2028next',
    'the JSON escapes them and keeps the value',
  );
});
