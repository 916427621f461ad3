// Era detection and version negotiation against fake servers (digest §4.4–4.5, open questions B11/B12).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from './create-client';
import { createMemoryStorage, eraKey } from './era-memory';
import { createFakeFetch } from './testing/fake-fetch';
import { createFakeLegacyServer, createFakeModernServer } from './testing/fake-servers';
import type { NegotiationEvent, TimelineEvent } from './timeline-event';

const URL = 'http://mcp.test/mcp';
const steps = (events: readonly TimelineEvent[]) =>
  events.filter((e): e is NegotiationEvent => e.type === 'negotiation').map((e) => e.step);

const discoverResult = (id: unknown, versions = ['2026-07-28']) => ({
  json: {
    jsonrpc: '2.0',
    id,
    result: {
      resultType: 'complete',
      supportedVersions: versions,
      capabilities: { tools: {} },
      ttlMs: 0,
      cacheScope: 'public',
    },
  },
});

test('a DiscoverResult that lists our version means modern', async () => {
  const server = createFakeModernServer({ tools: [] });
  const client = createClient({ url: URL, fetch: server.fetch });
  const connected = await client.connect();
  assert.ok(connected.ok);
  assert.equal(connected.value.era, 'modern');
  assert.deepEqual(steps(client.timeline.events()), ['probe', 'modern']);
  const probe = server.requests[0]!;
  assert.equal(probe.headers.get('mcp-method'), 'server/discover');
  assert.equal(probe.headers.get('mcp-protocol-version'), '2026-07-28');
  assert.equal(probe.headers.get('accept'), 'application/json, text/event-stream');
  assert.deepEqual(Object.keys((probe.body!.params as { _meta: object })._meta), [
    'io.modelcontextprotocol/protocolVersion',
    'io.modelcontextprotocol/clientCapabilities',
    'io.modelcontextprotocol/clientInfo',
  ]);
});

test('-32022 with a modern version in "supported" → one retry with it; twice → give up', async () => {
  let rejections = 0;
  const once = createFakeFetch((r) =>
    rejections++ === 0
      ? {
          status: 400,
          json: {
            jsonrpc: '2.0',
            id: r.body!.id,
            error: {
              code: -32022,
              message: 'no',
              data: { supported: ['2026-07-28'], requested: '2026-07-28' },
            },
          },
        }
      : discoverResult(r.body!.id),
  );
  const client = createClient({ url: URL, fetch: once.fetch });
  const connected = await client.connect();
  assert.ok(connected.ok);
  assert.deepEqual(steps(client.timeline.events()), ['probe', 'version-retry', 'probe', 'modern']);
  const always = createFakeFetch((r) => ({
    status: 400,
    json: {
      jsonrpc: '2.0',
      id: r.body!.id,
      error: { code: -32022, message: 'no', data: { supported: ['2026-07-28'], requested: 'x' } },
    },
  }));
  const stubborn = createClient({ url: URL, fetch: always.fetch });
  const failed = await stubborn.connect();
  assert.equal(failed.ok, false);
  assert.equal(!failed.ok && failed.error.kind, 'unsupported');
  assert.equal(always.requests.length, 2, 'no loop');
});

test('-32022 listing only legacy versions → initialize with the newest common one (B12)', async () => {
  const legacy = createFakeLegacyServer({ tools: [], version: '2025-06-18' });
  const fetch = createFakeFetch((r) =>
    r.body?.method === 'server/discover'
      ? {
          status: 400,
          json: {
            jsonrpc: '2.0',
            id: r.body.id,
            error: {
              code: -32022,
              message: 'x',
              data: { supported: ['2025-06-18', '2025-03-26'], requested: '2026-07-28' },
            },
          },
        }
      : legacy.fetch(r.url, { method: r.method, headers: r.headers, body: r.text }),
  );
  const client = createClient({ url: URL, fetch: fetch.fetch });
  const connected = await client.connect();
  assert.ok(connected.ok);
  assert.equal(connected.value.era, 'legacy');
  assert.equal(connected.value.protocolVersion, '2025-06-18');
  const init = legacy.calls('initialize')[0]!;
  assert.equal((init.body!.params as { protocolVersion: string }).protocolVersion, '2025-06-18');
});

test('-32022 with a disjoint list is an error, not a fallback', async () => {
  const fetch = createFakeFetch((r) => ({
    status: 400,
    json: {
      jsonrpc: '2.0',
      id: r.body!.id,
      error: { code: -32022, message: 'x', data: { supported: ['2099-01-01'], requested: '2026-07-28' } },
    },
  }));
  const client = createClient({ url: URL, fetch: fetch.fetch });
  const result = await client.connect();
  assert.equal(!result.ok && result.error.kind, 'unsupported');
  assert.match(!result.ok ? result.error.message : '', /2099-01-01/);
  assert.equal(fetch.requests.length, 1);
});

for (const [label, reject] of [
  ['400 with a legacy -32000 body (server-everything)', 'bad-request'],
  ['400 with an empty body', 'empty-400'],
  ['200 with -32601', 'method-not-found-200'],
] as const) {
  test(`legacy signal: ${label} → initialize + notifications/initialized with the session id`, async () => {
    const legacy = createFakeLegacyServer({
      tools: [{ name: 'echo', inputSchema: { type: 'object' } }],
      rejectStateless: reject,
    });
    const client = createClient({ url: URL, fetch: legacy.fetch });
    const connected = await client.connect();
    assert.ok(connected.ok, JSON.stringify(connected));
    assert.equal(connected.value.era, 'legacy');
    assert.equal(connected.value.sessionId, legacy.sessionId);
    assert.deepEqual(steps(client.timeline.events()), ['probe', 'legacy-fallback', 'legacy-ready']);
    const initialized = legacy.calls('notifications/initialized')[0]!;
    assert.equal(initialized.headers.get('mcp-session-id'), legacy.sessionId);
    assert.equal(initialized.headers.get('mcp-protocol-version'), '2025-11-25');
    assert.equal(
      legacy.calls('initialize')[0]!.headers.get('mcp-protocol-version'),
      null,
      'initialize carries no version header',
    );
  });
}

test('-32020 on the probe is retried once before it counts as legacy', async () => {
  let n = 0;
  const fetch = createFakeFetch((r) =>
    n++ === 0
      ? { status: 400, json: { jsonrpc: '2.0', id: r.body!.id, error: { code: -32020, message: 'header' } } }
      : discoverResult(r.body!.id),
  );
  const client = createClient({ url: URL, fetch: fetch.fetch });
  assert.ok((await client.connect()).ok);
  assert.equal(fetch.calls('server/discover').length, 2);
});

test('401/403, 5xx and network failures are errors, never era evidence', async () => {
  for (const [status, pattern] of [
    [401, /requires authorization/],
    [403, /requires authorization/],
    [502, /HTTP 502/],
  ] as const) {
    const fetch = createFakeFetch(() => ({
      status,
      text: 'nope',
      headers: { 'content-type': 'text/plain' },
    }));
    const client = createClient({ url: URL, fetch: fetch.fetch });
    const result = await client.connect();
    assert.equal(result.ok, false);
    assert.match(
      !result.ok
        ? `${result.error.kind === 'http' ? `HTTP ${result.error.status} ` : ''}${result.error.message}`
        : '',
      pattern,
    );
    assert.equal(fetch.calls('initialize').length, 0, `no fallback on ${status}`);
  }
  const down = createClient({ url: URL, fetch: () => Promise.reject(new TypeError('fetch failed')) });
  const result = await down.connect();
  assert.equal(!result.ok && result.error.kind, 'network');
});

test('in a browser a failed probe (CORS) may mean legacy, when asked for', async () => {
  const legacy = createFakeLegacyServer({ tools: [] });
  let first = true;
  const client = createClient({
    url: URL,
    networkErrorMeansLegacy: true,
    fetch: (url, init) => {
      if (first) {
        first = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return legacy.fetch(url, init);
    },
  });
  const connected = await client.connect();
  assert.ok(connected.ok);
  assert.equal(connected.value.era, 'legacy');
});

test('the era is remembered per origin, used without a probe, and re-probed when it fails', async () => {
  const storage = createMemoryStorage();
  const modern = createFakeModernServer({ tools: [{ name: 't', inputSchema: { type: 'object' } }] });
  const first = createClient({ url: URL, fetch: modern.fetch, storage });
  assert.ok((await first.connect()).ok);
  assert.deepEqual(JSON.parse(storage.entries()[0]![1]).era, 'modern');
  assert.equal(storage.entries()[0]![0], eraKey('http://mcp.test/other-path'));
  const second = createClient({ url: URL, fetch: modern.fetch, storage });
  const listing = await second.listTools();
  assert.ok(listing.ok);
  assert.equal(modern.calls('server/discover').length, 1, 'no second probe');
  assert.deepEqual(steps(second.timeline.events()), ['remembered']);
  // The server was replaced by a legacy one: the remembered era fails, the client probes again.
  const legacy = createFakeLegacyServer({ tools: [{ name: 'old', inputSchema: { type: 'object' } }] });
  const third = createClient({ url: URL, fetch: legacy.fetch, storage });
  const again = await third.listTools();
  assert.ok(again.ok, JSON.stringify(again));
  assert.deepEqual(
    again.value.tools.map((t) => t.name),
    ['old'],
  );
  assert.deepEqual(steps(third.timeline.events()), [
    'remembered',
    'reprobe',
    'probe',
    'legacy-fallback',
    'legacy-ready',
  ]);
  assert.equal(JSON.parse(storage.entries()[0]![1]).era, 'legacy');
});

test('concurrent operations share one negotiation', async () => {
  const server = createFakeModernServer({ tools: [{ name: 't', inputSchema: { type: 'object' } }] });
  const client = createClient({ url: URL, fetch: server.fetch });
  const [a, b] = await Promise.all([client.listTools(), client.listTools()]);
  assert.ok(a.ok && b.ok);
  assert.equal(server.calls('server/discover').length, 1);
});
