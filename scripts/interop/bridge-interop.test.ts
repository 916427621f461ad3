// lib/client through `mcp-tool-lab bridge` (a real process) to real servers we did not write: the
// reference server-everything over stdio (2025-11-25) and over Streamable HTTP via --target, and the
// official SDK v2 over stdio (2026-07-28, scripts/interop/sdk-v2-stdio-peer.mjs) and over HTTP via
// --target. Peers and bridges bind 127.0.0.1 on free ports and are stopped by PID.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type CallToolOutcome, createClient } from '../../lib/client/index';
import type { TimelineEvent } from '../../lib/client/timeline-event';
import { SDK_V2_STDIO_PEER, startBridge } from './bridge-process';
import {
  everythingMissing,
  type Peer,
  SERVER_EVERYTHING,
  sdkMissing,
  startSdkV2Peer,
  startServerEverything,
} from './peer-process';

type Bridge = Awaited<ReturnType<typeof startBridge>>;

const clientFor = (bridge: Bridge, extra: Partial<Parameters<typeof createClient>[0]> = {}) =>
  createClient({
    url: bridge.endpoint.url,
    headers: bridge.endpoint.headers,
    fetch: (u, i) => fetch(u, i),
    ...extra,
  });

/** The `Via` values of the HTTP answers a client recorded. */
function viaOf(events: readonly TimelineEvent[]): string[] {
  return events.flatMap((event) =>
    event.type === 'http-response'
      ? event.headers.filter((h) => h.name.toLowerCase() === 'via').map((h) => h.value)
      : [],
  );
}

/** The first text block of a completed call, or what went wrong instead. */
const text = (outcome: CallToolOutcome) =>
  outcome.kind === 'complete'
    ? ((outcome.result as { content: { text?: string }[] }).content[0]?.text ?? '')
    : `(${outcome.kind}) ${JSON.stringify(outcome)}`;

describe('bridge, stdio: server-everything (2025-11-25, legacy)', {
  skip: everythingMissing ? 'needs @modelcontextprotocol/server-everything' : false,
}, () => {
  let bridge: Bridge;
  before(async () => {
    bridge = await startBridge(['--', process.execPath, SERVER_EVERYTHING, 'stdio']);
  });
  after(() => bridge?.stop());

  test('lib/client falls back to initialize, lists and calls tools; each session is its own process', async () => {
    assert.match(bridge.stderr(), /legacy\) server: server\/discover was answered with error -32601/);
    const client = clientFor(bridge);
    const connected = await client.connect();
    assert.ok(connected.ok, JSON.stringify(connected));
    assert.equal(connected.value.era, 'legacy');
    assert.equal(connected.value.protocolVersion, '2025-11-25');
    assert.equal(connected.value.serverInfo?.name, 'mcp-servers/everything');
    const listing = await client.listTools();
    assert.ok(listing.ok, JSON.stringify(listing));
    const names = listing.value.tools.map((t) => t.name);
    for (const name of ['echo', 'get-sum', 'get-tiny-image']) assert.ok(names.includes(name), name);
    assert.equal(
      text(await client.callTool('echo', { message: 'über die Brücke' })),
      'Echo: über die Brücke',
    );
    assert.match(text(await client.callTool('get-sum', { a: 2, b: 3 })), /5/);
    assert.ok(viaOf(client.timeline.events()).every((via) => via.includes('mcp-tool-lab-bridge (stdio)')));
    assert.ok(viaOf(client.timeline.events()).length > 0);

    // A second, independent client gets a session (and a process) of its own.
    const second = clientFor(bridge);
    assert.equal(text(await second.callTool('echo', { message: 'two' })), 'Echo: two');
    await bridge.waitForStderr(/\[session 1\] started as process \d+/);
    assert.equal(text(await client.callTool('echo', { message: 'one again' })), 'Echo: one again');
  });
});

describe('bridge, stdio: official SDK v2 server (2026-07-28, modern)', {
  skip: sdkMissing ? 'needs @modelcontextprotocol/server' : false,
}, () => {
  let bridge: Bridge;
  before(async () => {
    bridge = await startBridge(['--', process.execPath, SDK_V2_STDIO_PEER]);
  });
  after(() => bridge?.stop());

  test('lib/client negotiates 2026-07-28, lists, calls with Mcp-Param, MRTR and progress', async () => {
    assert.match(bridge.stderr(), /2026-07-28 \(modern\) server: server\/discover answered/);
    const client = clientFor(bridge, { onInputRequest: () => ({ action: 'accept', content: { ok: true } }) });
    const connected = await client.connect();
    assert.ok(connected.ok, JSON.stringify(connected));
    assert.equal(connected.value.era, 'modern');
    assert.equal(connected.value.protocolVersion, '2026-07-28');
    assert.equal(connected.value.serverInfo?.name, 'interop-sdk-v2-stdio-peer');
    const listing = await client.listTools();
    assert.ok(listing.ok, JSON.stringify(listing));
    assert.deepEqual(listing.value.tools.map((t) => t.name).sort(), [
      'confirm_action',
      'count_up',
      'echo',
      'touch_tools',
    ]);
    // The bridge checks Mcp-Param-Message against the body, as a 2026-07-28 HTTP server must.
    assert.equal(text(await client.callTool('echo', { message: 'Grüezi, 東京' })), 'echo: Grüezi, 東京');
    const mrtr = await client.callTool('confirm_action', { action: 'deploy' });
    assert.equal(text(mrtr), 'done: deploy (state pending:deploy)');
    assert.equal(mrtr.rounds, 2);
    const progress: number[] = [];
    const counted = await client.callTool(
      'count_up',
      { n: 3 },
      { onProgress: (p) => progress.push(p.progress) },
    );
    assert.equal(text(counted), 'counted to 3');
    assert.deepEqual(progress, [1, 2, 3]);
    assert.ok(viaOf(client.timeline.events()).some((via) => via.includes('mcp-tool-lab-bridge (stdio)')));
  });

  test('two clients whose request ids collide share the one process; listen streams keep their ids', async () => {
    const a = clientFor(bridge);
    const b = clientFor(bridge);
    const [one, two] = await Promise.all([
      a.callTool('echo', { message: 'from a' }),
      b.callTool('echo', { message: 'from b' }),
    ]);
    assert.equal(text(one), 'echo: from a');
    assert.equal(text(two), 'echo: from b');
    const changed: unknown[] = [];
    const listening = await a.listen(
      { toolsListChanged: true },
      { onNotification: (n) => changed.push(n.method) },
    );
    assert.ok(listening.ok, JSON.stringify(listening));
    assert.deepEqual(listening.value.dropped, []);
    assert.equal(text(await b.callTool('touch_tools', {})), 'announced');
    await new Promise<void>((resolve) => {
      const poll = () => (changed.length > 0 ? resolve() : setTimeout(poll, 20));
      poll();
    });
    assert.deepEqual(changed, ['notifications/tools/list_changed']);
    const warnings = a.timeline
      .events()
      .filter((e) => e.type === 'warning')
      .map((e) => (e as { code: string }).code);
    assert.ok(!warnings.includes('subscription-id-mismatch'), warnings.join(', '));
    listening.value.close();
    await listening.value.done;
  });
});

describe('bridge, --target: server-everything over Streamable HTTP (legacy)', {
  skip: everythingMissing ? 'needs @modelcontextprotocol/server-everything' : false,
}, () => {
  let peer: Peer;
  let bridge: Bridge;
  before(async () => {
    peer = await startServerEverything();
    bridge = await startBridge(['--target', peer.url]);
  });
  after(async () => {
    await bridge?.stop();
    await peer?.stop();
  });

  test('lib/client lists and calls through the bridge; SSE answers and the session id pass through', async () => {
    const client = clientFor(bridge);
    const connected = await client.connect();
    assert.ok(connected.ok, JSON.stringify(connected));
    assert.equal(connected.value.era, 'legacy');
    const listing = await client.listTools();
    assert.ok(listing.ok);
    assert.ok(listing.value.tools.some((t) => t.name === 'echo'));
    assert.equal(text(await client.callTool('echo', { message: 'via target' })), 'Echo: via target');
    const events = client.timeline.events();
    assert.ok(viaOf(events).every((via) => via.includes('mcp-tool-lab-bridge (target)')));
    assert.ok(
      events.some(
        (e) =>
          e.type === 'http-response' &&
          e.headers.some(
            (h) => h.name.toLowerCase() === 'content-type' && h.value.includes('text/event-stream'),
          ),
      ),
      'server-everything answers with SSE, and the bridge keeps it',
    );
  });
});

describe('bridge, --target: official SDK v2 server over HTTP (modern)', {
  skip: sdkMissing ? 'needs @modelcontextprotocol/server' : false,
}, () => {
  let peer: Peer;
  let bridge: Bridge;
  before(async () => {
    peer = await startSdkV2Peer();
    bridge = await startBridge(['--target', peer.url]);
  });
  after(async () => {
    await bridge?.stop();
    await peer?.stop();
  });

  test('lib/client lists and calls; the answer bytes equal the server’s own', async () => {
    const client = clientFor(bridge);
    const listing = await client.listTools();
    assert.ok(listing.ok, JSON.stringify(listing));
    assert.ok(listing.value.tools.some((t) => t.name === 'get_forecast'));
    assert.equal(text(await client.callTool('echo', { message: 'Zürich' })), 'echo: Zürich');
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/list',
      params: {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
        },
      },
    });
    const headers = {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2026-07-28',
      'Mcp-Method': 'tools/list',
    };
    const direct = await fetch(peer.url, { method: 'POST', headers, body });
    const bridged = await fetch(bridge.endpoint.url, {
      method: 'POST',
      headers: { ...headers, ...bridge.endpoint.headers },
      body,
    });
    assert.equal(bridged.status, direct.status);
    assert.equal(bridged.headers.get('content-type'), direct.headers.get('content-type'));
    assert.deepEqual(Buffer.from(await bridged.arrayBuffer()), Buffer.from(await direct.arrayBuffer()));
  });
});
