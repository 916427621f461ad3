// lib/client against real peers on 127.0.0.1, in separate processes: the official TypeScript SDK v2
// server (2026-07-28) and the legacy reference server `server-everything` (2025-11-25). The peers are
// started and stopped by ./peer-process (free ports, readiness by OPTIONS, stopped by PID).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createClient } from '../../lib/client/index';
import {
  everythingMissing,
  type Peer,
  sdkMissing,
  startSdkV2Peer,
  startServerEverything,
} from './peer-process';

// Each suite skips only when its peer package is absent (an install without devDependencies): both
// are pinned devDependencies, so `npm ci` in .ci/run installs them and these tests run in CI.
describe('interop: official SDK v2 server (2026-07-28)', {
  skip: sdkMissing ? 'needs @modelcontextprotocol/server' : false,
}, () => {
  let peer: Peer | undefined;
  let url = '';
  before(async () => {
    peer = await startSdkV2Peer();
    url = peer.url;
  });
  after(() => peer?.stop());

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
  let peer: Peer | undefined;
  let url = '';
  before(async () => {
    peer = await startServerEverything();
    url = peer.url;
  });
  after(() => peer?.stop());

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
