// lib/client against real peers on 127.0.0.1, in separate processes: the official TypeScript SDK v2
// server (2026-07-28) and the legacy reference server `server-everything` (2025-11-25). Free ports,
// readiness probed with OPTIONS (never a bare GET: some servers answer it with an endless stream),
// every process stopped by its PID whatever happens.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createClient } from '../../lib/client/index';

const root = fileURLToPath(new URL('../../', import.meta.url));
const peerScript = join(root, 'scripts/interop/sdk-v2-peer.mjs');
const everything = join(root, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const sdkMissing = !existsSync(join(root, 'node_modules/@modelcontextprotocol/server/package.json'));
const everythingMissing = !existsSync(everything);

const children = new Set<ChildProcess>();
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a peer by its PID: SIGTERM, then SIGKILL if it is still there after 3 s. */
async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || !running(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  kill(child.pid, 'SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 3000).unref());
  if ((await Promise.race([exited, timer])) === 'late') {
    kill(child.pid, 'SIGKILL');
    await exited;
  }
  children.delete(child);
}

// Last resort if the run is interrupted: no peer outlives the test process.
process.on('exit', () => {
  for (const child of children) if (child.pid && running(child)) kill(child.pid, 'SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the peer exited with ${child.exitCode}`);
    try {
      await fetch(url, { method: 'OPTIONS', signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

function start(
  command: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; output: () => string; line: Promise<string> } {
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  let resolveLine!: (line: string) => void;
  const line = new Promise<string>((resolve) => {
    resolveLine = resolve;
  });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    const match = /listening (\d+)/.exec(output);
    if (match) resolveLine(match[1]!);
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  return { child, output: () => output, line };
}

describe('interop: official SDK v2 server (2026-07-28)', {
  skip: sdkMissing ? 'needs @modelcontextprotocol/server' : false,
}, () => {
  let peer: ReturnType<typeof start> | undefined;
  let url = '';
  before(async () => {
    peer = start([peerScript, '0']);
    let timer: NodeJS.Timeout | undefined;
    const port = await Promise.race([
      peer.line,
      new Promise<string>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the peer printed no port: ${peer?.output()}`)), 15_000);
      }),
    ]).finally(() => clearTimeout(timer));
    url = `http://127.0.0.1:${port}/mcp`;
    await waitReady(url, peer.child);
  });
  after(() => stop(peer?.child));

  test('negotiates 2026-07-28, lists, calls a plain and a structured tool', async () => {
    const client = createClient({ url, fetch: (u, i) => fetch(u, i) });
    const connected = await client.connect();
    assert.ok(connected.ok, JSON.stringify(connected));
    assert.equal(connected.value.era, 'modern');
    assert.equal(connected.value.protocolVersion, '2026-07-28');
    assert.equal(connected.value.serverInfo?.name, 'interop-sdk-v2-peer');
    const listing = await client.listTools();
    assert.ok(listing.ok);
    assert.deepEqual(listing.value.tools.map((t) => t.name).sort(), [
      'confirm_action',
      'echo',
      'get_forecast',
      'touch_tools',
    ]);
    assert.deepEqual(
      listing.value.tools.find((t) => t.name === 'echo')?.headers.map((h) => h.name),
      ['Message'],
    );
    assert.equal(listing.value.provenance.ttlMs, 60_000);
    const echo = await client.callTool('echo', { message: 'Grüezi, 東京' });
    assert.equal(echo.kind, 'complete', JSON.stringify(echo));
    assert.deepEqual(echo.kind === 'complete' && echo.result.content, [
      { type: 'text', text: 'echo: Grüezi, 東京' },
    ]);
    const forecast = await client.callTool('get_forecast', { city: 'Bern', days: 2 });
    assert.equal(forecast.kind, 'complete');
    assert.deepEqual(forecast.kind === 'complete' && forecast.result.structuredContent, {
      city: 'Bern',
      temperatures: [20, 21],
    });
    assert.deepEqual(
      forecast.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const again = await client.listTools();
    assert.equal(again.ok && again.value.provenance.source, 'cache');
  });

  test('MRTR: the elicitation is answered and the retry echoes requestState', async () => {
    const client = createClient({
      url,
      fetch: (u, i) => fetch(u, i),
      onInputRequest: () => ({ action: 'accept', content: { ok: true } }),
    });
    const outcome = await client.callTool('confirm_action', { action: 'deploy' });
    assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
    assert.equal(outcome.rounds, 2);
    assert.deepEqual(outcome.kind === 'complete' && outcome.result.content, [
      { type: 'text', text: 'done: deploy (state pending:deploy)' },
    ]);
  });

  test('listen: acknowledgement, then list_changed invalidates the cached list', async () => {
    const client = createClient({ url, fetch: (u, i) => fetch(u, i) });
    await client.listTools();
    const seen: string[] = [];
    const handle = await client.listen(
      { toolsListChanged: true },
      { onNotification: (n) => seen.push(n.method), relisten: false },
    );
    assert.ok(handle.ok, JSON.stringify(handle));
    assert.equal(handle.value.acknowledged.toolsListChanged, true);
    assert.equal((await client.callTool('touch_tools', {})).kind, 'complete');
    for (let i = 0; i < 100 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(seen, ['notifications/tools/list_changed']);
    assert.equal(client.lastListing(), undefined, 'the list was dropped');
    handle.value.close();
    assert.deepEqual(await handle.value.done, { kind: 'closed' });
  });
});

describe('interop: server-everything (legacy 2025-11-25, streamableHttp)', {
  skip: everythingMissing ? 'needs @modelcontextprotocol/server-everything' : false,
}, () => {
  let peer: ReturnType<typeof start> | undefined;
  let url = '';
  before(async () => {
    const port = await freePort();
    peer = start([everything, 'streamableHttp'], { PORT: String(port) });
    url = `http://127.0.0.1:${port}/mcp`;
    await waitReady(url, peer.child);
  });
  after(() => stop(peer?.child));

  test('falls back to 2025-11-25, lists, calls echo, a structured-content tool and an image tool', async () => {
    const client = createClient({ url, fetch: (u, i) => fetch(u, i) });
    const listing = await client.listTools();
    assert.ok(listing.ok, JSON.stringify(listing));
    assert.equal(listing.value.era, 'legacy');
    assert.equal(listing.value.protocolVersion, '2025-11-25');
    const names = listing.value.tools.map((t) => t.name);
    for (const name of ['echo', 'get-structured-content', 'get-tiny-image'])
      assert.ok(names.includes(name), name);
    const echo = await client.callTool('echo', { message: 'hello' });
    assert.deepEqual(echo.kind === 'complete' && echo.result.content, [
      { type: 'text', text: 'Echo: hello' },
    ]);
    const structured = await client.callTool('get-structured-content', { location: 'New York' });
    assert.equal(structured.kind, 'complete', JSON.stringify(structured));
    assert.equal(typeof (structured.kind === 'complete' && structured.result.structuredContent), 'object');
    assert.deepEqual(
      structured.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const image = await client.callTool('get-tiny-image', {});
    assert.equal(image.kind, 'complete');
    const content =
      image.kind === 'complete' ? (image.result.content as { type: string; mimeType?: string }[]) : [];
    assert.ok(content.some((c) => c.type === 'image' && c.mimeType === 'image/png'));
    await client.close();
    const events = client.timeline.events();
    assert.ok(events.some((e) => e.type === 'negotiation' && e.step === 'legacy-fallback'));
    assert.ok(events.some((e) => e.type === 'http-request' && e.purpose === 'end-session'));
  });
});
