// `mcp-tool-lab serve` in this process, through the bundle's main() (what the installed command
// runs) with a fake io, and the official TypeScript SDK v2 client against it.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { loadBundledCli } from '../load-cli.mjs';
import type { CliIo } from './io';
import { type FakeIo, fakeIo } from './testing/fake-io';

let main: (argv: string[], io: CliIo) => Promise<number>;
let serving: Promise<number> | undefined;
let io: FakeIo;
let url = '';

before(async () => {
  ({ main } = await loadBundledCli());
  io = fakeIo();
  // Listen streams end after 5 s here (default 10 minutes), so the test below sees the end.
  serving = main(['serve', '--port', '0', '--listen-max', '5'], io);
  // The first line on stdout is the URL, written once the server listens.
  const out = await Promise.race([
    io.until('out', (text) => text.includes('\n')),
    serving.then((code) => Promise.reject(new Error(`serve ended early with ${code}: ${io.err()}`))),
  ]);
  url = out.split('\n')[0]!.trim();
});

after(async () => {
  // What Ctrl-C or a service manager does; serve then ends its streams and resolves with 0.
  if (serving) {
    process.emit('SIGTERM');
    assert.equal(await serving, 0);
  }
});

test('--help describes the options; bad options are usage errors (exit 2, the reason on stderr)', async () => {
  const help = fakeIo();
  assert.equal(await main(['serve', '--help'], help), 0);
  assert.match(help.out(), /--port <n>/);
  assert.match(help.out(), /MCP_TOOL_LAB_STATE_SECRET/);
  const cases: [string[], RegExp][] = [
    [['--port', 'eighty'], /--port must be a whole number/],
    [['--port', '70000'], /--port/],
    [['--misbehave', 'rude'], /unknown --misbehave rude/],
    [['--nope'], /Unknown option/],
    [['--listen-max', '0'], /--listen-max must be a whole number of seconds/],
  ];
  for (const [args, message] of cases) {
    const run = fakeIo();
    assert.equal(await main(['serve', ...args], run), 2, args.join(' '));
    assert.equal(run.out(), '', args.join(' '));
    assert.match(run.err(), message, args.join(' '));
  }
});

test('serve prints its loopback URL with the port it picked on stdout, the banner on stderr', () => {
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  assert.notEqual(url, 'http://127.0.0.1:0/mcp');
  assert.equal(io.out(), `${url}\n`);
  assert.match(
    io.err(),
    /^mcp-tool-lab \d+\.\d+\.\d+: mock MCP server \(2026-07-28\) listening\. Ctrl-C stops it\.\n$/,
  );
});

test('the official client negotiates 2026-07-28, lists every page, calls tools, completes MRTR and hears list_changed', async () => {
  const client = new Client(
    { name: 'mcp-tool-lab-interop', version: '1.0.0' },
    { capabilities: { elicitation: {} }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  const asked: string[] = [];
  client.setRequestHandler('elicitation/create', async (request) => {
    asked.push(String((request.params as { message?: string }).message));
    return { action: 'accept', content: { confirm: true, note: 'interop test' } };
  });
  let notified!: () => void;
  const listChanged = new Promise<void>((resolve) => {
    notified = resolve;
  });
  client.setNotificationHandler('notifications/tools/list_changed', () => notified());
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  try {
    assert.equal(client.getNegotiatedProtocolVersion(), '2026-07-28');
    assert.equal(client.getProtocolEra(), 'modern');
    assert.equal(client.getServerVersion()?.name, 'mcp-tool-lab-mock');

    const { tools } = await client.listTools();
    assert.equal(tools.length, 55, 'all three pages, aggregated');
    assert.equal(new Set(tools.map((t) => t.name)).size, 55);

    const issue = await client.callTool({ name: 'get_issue', arguments: { number: 104 } });
    assert.equal((issue.structuredContent as { number: number }).number, 104);
    assert.notEqual(issue.isError, true);

    const sql = await client.callTool({
      name: 'execute_sql',
      arguments: { database: 'inventory', query: 'SELECT sku FROM products', read_only: true, max_rows: 3 },
    });
    assert.equal((sql.structuredContent as { row_count: number }).row_count, 3, 'Mcp-Param headers accepted');

    const deploy = await client.callTool({
      name: 'deploy_release',
      arguments: { service: 'checkout', version: '2.4.1', environment: 'production' },
    });
    assert.equal(asked.length, 1, 'one MRTR round');
    assert.match(asked[0]!, /Deploy checkout 2\.4\.1 to production/);
    assert.deepEqual(deploy.structuredContent, {
      deployment_id: 'dep_checkout_241_production',
      service: 'checkout',
      version: '2.4.1',
      environment: 'production',
      status: 'rolling_out',
      note: 'interop test',
    });

    const subscription = await client.listen({ toolsListChanged: true });
    assert.deepEqual(subscription.honoredFilter, { toolsListChanged: true });
    await client.callTool({ name: 'toggle_beta_tools', arguments: { enabled: true } });
    await Promise.race([
      listChanged,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no list_changed within 5 s')), 5000)),
    ]);
    const after = await client.listTools({}, { cacheMode: 'refresh' });
    assert.ok(after.tools.some((tool) => tool.name === 'forecast_issue_trend'));
    await subscription.close();
    assert.equal(await subscription.closed, 'local');
  } finally {
    await client.close();
  }
});

test('serve ends a listen stream gracefully with the listen result (--listen-max), never holding it for ever', async () => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2026-07-28',
      'Mcp-Method': 'subscriptions/listen',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 'L-end',
      method: 'subscriptions/listen',
      params: {
        notifications: { toolsListChanged: true },
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    }),
  });
  assert.equal(response.status, 200);
  // Reads to the end: the stream closes by itself once --listen-max has passed.
  const text = await response.text();
  const last =
    text
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .at(-1) ?? '';
  const message = JSON.parse(last.slice('data:'.length));
  assert.equal(message.id, 'L-end');
  assert.equal(message.result.resultType, 'complete');
  assert.equal(message.result._meta['io.modelcontextprotocol/subscriptionId'], 'L-end');
});
