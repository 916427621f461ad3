import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { after, before, test } from 'node:test';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { CliIo } from './io';
import { serveCommand } from './serve-command';

function fakeIo(): CliIo & { out: () => string } {
  const stdout = new PassThrough();
  let text = '';
  stdout.on('data', (chunk) => {
    text += chunk;
  });
  return { stdin: new PassThrough(), stdout, stderr: new PassThrough(), cwd: process.cwd(), out: () => text };
}

test('--help describes the options; bad options are usage errors', async () => {
  const io = fakeIo();
  assert.equal(await serveCommand(['--help'], io, '0.0.0'), 0);
  assert.match(io.out(), /--port <n>/);
  assert.match(io.out(), /MCP_TOOL_LAB_STATE_SECRET/);
  await assert.rejects(
    serveCommand(['--port', 'eighty'], fakeIo(), '0.0.0'),
    /--port must be a whole number/,
  );
  await assert.rejects(serveCommand(['--port', '70000'], fakeIo(), '0.0.0'), /--port/);
  await assert.rejects(serveCommand(['--misbehave', 'rude'], fakeIo(), '0.0.0'), /unknown --misbehave rude/);
  await assert.rejects(serveCommand(['--nope'], fakeIo(), '0.0.0'), /Unknown option/);
});

// The official TypeScript SDK v2 client against `mcp-tool-lab serve`, started as a real process.
let server: ChildProcess | undefined;
let url = '';

before(async () => {
  server = spawn(process.execPath, ['bin/mcp-tool-lab.mjs', 'serve', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('serve did not print its URL within 20 s')), 20_000);
    server!.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(out.split('\n')[0]!.trim());
      }
    });
    server!.once('exit', (code) => reject(new Error(`serve exited early with ${code}`)));
  });
});

after(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(server.pid, 'SIGTERM');
});

test('serve prints its loopback URL with the port it picked', () => {
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  assert.notEqual(url, 'http://127.0.0.1:0/mcp');
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
    assert.equal(tools.length, 53, 'all three pages, aggregated');
    assert.equal(new Set(tools.map((t) => t.name)).size, 53);

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
