// `mcp-tool-lab list` and `call` against the mock server on 127.0.0.1, both in this process: the
// commands through the bundle's main() (what the installed command runs) with a fake io.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { createMockServer } from '../../lib/mock-server/create-mock-server';
import { createNodeListener } from '../../lib/node/create-node-listener';
import { loadBundledCli } from '../load-cli.mjs';
import type { CliIo } from './io';
import { fakeIo as io } from './testing/fake-io';

let http: Server;
let url = '';
let main: (argv: string[], io: CliIo) => Promise<number>;

before(async () => {
  ({ main } = await loadBundledCli());
  const mock = createMockServer({ pageSize: 5, misbehaviour: { invalidMcpHeader: true } });
  http = createServer(
    createNodeListener(mock.handle, { fallbackOrigin: 'http://127.0.0.1', maxBodyBytes: 1024 * 1024 }),
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
});

after(() => new Promise<void>((resolve) => http.close(() => resolve())));

test('list: tools page by page, the excluded tool with its reason, cache hints; exit 1 for the exclusion', async () => {
  const run = io();
  const code = await main(['list', url], run);
  const text = run.out();
  assert.equal(code, 1, text + run.err());
  assert.match(
    text,
    /^Server: MCP Tool Lab mock server 0\.1\.0 — 2026-07-28 \(modern, via server\/discover\)/,
  );
  assert.match(text, /tools on \d+ pages, from the network; ttlMs 300000 .*cacheScope public/);
  assert.match(text, /page 2: cursor ".+" → nextCursor/);
  assert.match(text, /Mcp-Param-Database ← arguments\.database \(string\)/);
  assert.match(text, /Excluded \(1\):\n {2}misbehave_mcp_header: .*Customer ID/);
  assert.match(text, /\n1 error, /);
});

test('list --format json --timeline: the same findings as data, and the timeline with secrets masked', async () => {
  const run = io();
  const code = await main(
    ['list', url, '--format', 'json', '--timeline', '-H', 'Authorization: Bearer s3cr3t'],
    run,
  );
  assert.equal(code, 1);
  const out = JSON.parse(run.out());
  assert.equal(out.connection.era, 'modern');
  assert.ok(out.tools.some((t: { name: string }) => t.name === 'execute_sql'));
  assert.equal(out.excluded[0].name, 'misbehave_mcp_header');
  assert.equal(out.summary.errors, 1);
  assert.equal(out.provenance.source, 'network');
  assert.ok(out.timeline.length > 10);
  assert.equal(run.out().includes('s3cr3t'), false);
  assert.ok(run.out().includes('Bearer <redacted>'));
});

test('call: a result, with its structured content; exit 0', async () => {
  const run = io();
  const code = await main(
    ['call', url, 'execute_sql', '{"database":"inventory","query":"SELECT * FROM products LIMIT 1"}'],
    run,
  );
  assert.equal(code, 0, run.out() + run.err());
  assert.match(run.out(), /tools\/call execute_sql → complete/);
  assert.match(run.out(), /structuredContent: \{"database":"inventory"/);
});

test('call: arguments from stdin, a refusal (exit 1), --send-anyway, MRTR answers with --input', async () => {
  const refused = io('{"database":"inventory"}');
  assert.equal(await main(['call', url, 'execute_sql', '-'], refused), 1);
  assert.match(refused.out(), /not sent \(invalid-arguments\)/);
  const unknown = io();
  assert.equal(await main(['call', url, 'nope', '{}', '--send-anyway'], unknown), 1);
  assert.match(unknown.out(), /JSON-RPC error -32602/);
  const mrtr = io();
  const code = await main(
    [
      'call',
      url,
      'deploy_release',
      '{"service":"docs-site","version":"1.2.3","environment":"production"}',
      '--input',
      'confirm_deploy={"action":"accept","content":{"confirm":true}}',
      '--format',
      'json',
    ],
    mrtr,
  );
  const out = JSON.parse(mrtr.out());
  assert.equal(code, 0, mrtr.out());
  assert.equal(out.outcome.kind, 'complete');
  assert.equal(out.outcome.rounds, 2);
});

test('call --tasks: a task followed to its end with its steps, input inside it, a failed one, and Ctrl-C cancelling one', async () => {
  const report = io();
  const code = await main(
    ['call', url, 'generate_report', '{"quarter":"2026-Q1","sections":2,"step_ms":20}', '--tasks'],
    report,
  );
  assert.equal(code, 0, report.out());
  // The steps print as they happen, before the summary.
  assert.match(
    report.out(),
    /^task [0-9a-f-]{36} created: working — Queued \(poll every 500 ms, kept 3600 s\)\n/,
  );
  assert.match(report.out(), /\nServer: .*\ntools\/call generate_report/);
  assert.match(report.out(), /\n0 errors, /);
  assert.match(report.out(), /\] completed: Finished\n/);
  assert.match(
    report.out(),
    /tools\/call generate_report → complete as task [0-9a-f-]{36} \(completed after working → completed\)/,
  );
  assert.match(report.out(), /## Traffic/);

  const migrate = io();
  assert.equal(
    await main(
      [
        'call',
        url,
        'migrate_database',
        '{"step_ms":5}',
        '--tasks',
        '--input',
        'confirm_drop={"action":"accept","content":{"confirm":true}}',
      ],
      migrate,
    ),
    0,
    migrate.out(),
  );
  assert.match(
    migrate.out(),
    /input_required: Waiting for confirmation .* — asks for confirm_drop \(answer with --input <key>=<json>\)/,
  );
  assert.match(migrate.out(), /"status":"migrated"/);

  const withoutTasks = io();
  assert.equal(await main(['call', url, 'rebuild_search_index', '{}'], withoutTasks), 1);
  assert.match(withoutTasks.out(), /JSON-RPC error -32021 \(HTTP 400\)/);
  const failed = io();
  assert.equal(await main(['call', url, 'rebuild_search_index', '{"step_ms":5}', '--tasks'], failed), 1);
  assert.match(
    failed.out(),
    /→ protocol-error as task .* \(failed after working → failed\)[\s\S]*JSON-RPC error -32603: The index volume is full/,
  );

  // Ctrl-C while the task works: the command's own SIGINT listener (only it: the test runner's,
  // if any, is left alone) asks the server to cancel, and the command ends with 130.
  const before = process.listeners('SIGINT');
  const slow = io();
  const running = main(
    ['call', url, 'generate_report', '{"quarter":"2026-Q2","sections":10,"step_ms":10000}', '--tasks'],
    slow,
  );
  await slow.until('out', (text) => text.includes('created: working'));
  for (const listener of process.listeners('SIGINT').filter((l) => !before.includes(l)))
    (listener as (signal: string) => void)('SIGINT');
  assert.equal(await running, 130);
  assert.match(slow.err(), /Cancelling the call/);
  assert.match(slow.out(), /\] cancelled: Cancelled at the client’s request/);
  assert.match(
    slow.out(),
    /→ failed as task .* \(cancelled after working → cancelled\)[\s\S]*was cancelled, as asked/,
  );
  assert.deepEqual(process.listeners('SIGINT'), before);
});

test('usage and connection problems exit 2', async () => {
  const bad = io();
  assert.equal(await main(['list', 'not a url'], bad), 2);
  assert.match(bad.err(), /is not a URL/);
  const noTool = io();
  assert.equal(await main(['call', url], noTool), 2);
  const header = io();
  assert.equal(await main(['list', url, '-H', 'no colon'], header), 2);
  const down = io();
  assert.equal(await main(['list', 'http://127.0.0.1:9/mcp', '--timeout', '2000'], down), 2);
  assert.match(down.err(), /could not connect/);
  const downCall = io();
  assert.equal(await main(['call', 'http://127.0.0.1:9/mcp', 'x', '{}', '--send-anyway'], downCall), 2);
  const help = io();
  assert.equal(await main(['call', '--help'], help), 0);
  assert.match(help.out(), /Usage: mcp-tool-lab call <url> <tool>/);
});
