// More hostile servers (issue 19), beside hostile.test.ts: replies built to be expensive (a pattern
// that backtracks without end, uniqueItems over 20,000 objects, nesting 100,000 deep, 10,000 tools,
// a 10 MB event, a 50 MB body), HTTP-level tricks (redirect loops and other origins, HTML error
// pages, a 1 byte per second drip, a huge header, duplicate responses) and protocol abuse
// (unknown resultType, odd ttlMs, unsolicited server requests). Each ends in a clear error or a
// bounded result; none throws, none hangs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from './create-client';
import { createFakeFetch, discoverReply, type FakeReply, sseMessage } from './testing/fake-fetch';
import { callHostile, errorsAndWarnings, HOSTILE_URL, hostileFetch } from './testing/hostile-fetch';
import {
  CATASTROPHIC_PATTERN,
  catastrophicResult,
  catastrophicTool,
  deepResultText,
  deepTool,
  hugeResponseText,
  ISSUE_PATTERN,
  issuePatternResult,
  issuePatternTool,
  manyTools,
  sseEventOf,
  uniqueItemsResult,
  uniqueItemsTool,
  XSS,
} from './testing/hostile-payloads';

const bounded = { timeout: 120_000 };
const rpc = (id: unknown, result: unknown) => ({ json: { jsonrpc: '2.0', id, result } });
const listed =
  (tools: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  (r: { body?: Record<string, unknown> }) =>
    rpc(r.body?.id, { resultType: 'complete', tools, ttlMs: 0, cacheScope: 'private', ...extra });

test(
  'hostile: a catastrophic outputSchema pattern with matching structuredContent → "could not be checked", not a hang',
  bounded,
  async () => {
    // The probe's bypass and the issue's own example, both out of re2js's reach (a lookahead).
    for (const [tool, reply, pattern] of [
      [catastrophicTool, catastrophicResult, CATASTROPHIC_PATTERN],
      [issuePatternTool, issuePatternResult, ISSUE_PATTERN],
    ] as const) {
      const { outcome } = await callHostile((r) => rpc(r.body?.id, reply()), {
        tools: [tool],
        name: tool.name,
      });
      assert.equal(outcome.kind, 'complete');
      const finding = outcome.diagnostics.find((d) => d.rule === 'structured-content-schema');
      assert.equal(finding?.severity, 'warning');
      assert.equal(finding?.unchecked, true);
      assert.ok(finding?.message.includes(JSON.stringify(pattern)), finding?.message);
      assert.match(finding?.message ?? '', /could not be checked/);
    }
  },
);

test('hostile: uniqueItems over 20,000 objects is decided (hashing, not pairwise)', bounded, async () => {
  const { outcome } = await callHostile((r) => rpc(r.body?.id, uniqueItemsResult()), {
    tools: [uniqueItemsTool],
    name: 'unique_rows',
  });
  assert.equal(outcome.kind, 'complete');
  assert.deepEqual(
    outcome.diagnostics.filter((d) => d.rule === 'structured-content-schema'),
    [],
  );
});

test(
  'hostile: structuredContent nested 100,000 levels deep → a result and a "could not be checked" warning, no RangeError',
  bounded,
  async () => {
    const { outcome, events } = await callHostile(
      (r) => ({
        text: `{"jsonrpc":"2.0","id":${JSON.stringify(r.body?.id)},"result":${deepResultText()}}`,
        headers: { 'content-type': 'application/json' },
      }),
      { tools: [deepTool], name: 'deep' },
    );
    assert.equal(outcome.kind, 'complete', JSON.stringify(errorsAndWarnings(events)).slice(0, 500));
    assert.ok(
      outcome.diagnostics.some((d) => d.unchecked),
      JSON.stringify(outcome.diagnostics).slice(0, 500),
    );
  },
);

test('hostile: 10,000 tools are listed in full and checked', bounded, async () => {
  const fake = hostileFetch(() => ({ status: 500 }), listed(manyTools()));
  const client = createClient({ url: HOSTILE_URL, fetch: fake.fetch });
  const result = await client.listTools();
  assert.ok(result.ok);
  assert.equal(result.value.tools.length, 10_000);
  assert.equal(result.value.complete, true);
  // Checked, or stopped with a "could not be checked" warning if the machine is slow: never silent.
  const diagnostics = result.value.pages[0]!.diagnostics;
  assert.ok(diagnostics.every((d) => d.rule !== 'validation-budget' || d.unchecked));
});

test('hostile: script, onerror and javascript: payloads in every string stay data; nothing is interpreted', async () => {
  const tool = {
    name: 'x',
    title: `T ${XSS}`,
    description: `D ${XSS} [x](javascript:alert(1))`,
    icons: [
      {
        src: `data:image/svg+xml;base64,${btoa('<svg onload="alert(1)"><script>alert(2)</script></svg>')}`,
        mimeType: 'image/svg+xml',
      },
    ],
    inputSchema: { type: 'object', properties: { a: { type: 'string', title: XSS } } },
  };
  const fake = hostileFetch(
    (r) =>
      rpc(r.body?.id, {
        resultType: 'complete',
        content: [
          { type: 'text', text: XSS },
          { type: 'resource_link', uri: 'javascript:alert(1)', name: XSS },
        ],
      }),
    listed([tool]),
  );
  const client = createClient({ url: HOSTILE_URL, fetch: fake.fetch });
  const list = await client.listTools();
  assert.ok(list.ok);
  assert.equal(list.value.tools[0]!.tool.title, `T ${XSS}`, 'kept verbatim, for the page to render as text');
  assert.deepEqual(
    list.value.tools[0]!.tool.icons,
    tool.icons,
    'the SVG stays data (the page shows icons as images only)',
  );
  const outcome = await client.callTool('x', {});
  assert.equal(outcome.kind, 'complete');
  assert.deepEqual(
    outcome.kind === 'complete' && (outcome.result.content as unknown[])[1],
    { type: 'resource_link', uri: 'javascript:alert(1)', name: XSS },
    'returned as data; the page decides it is no web link',
  );
});

test('hostile: a redirect loop and a redirect to another origin end in clear errors; the other origin gets nothing', async () => {
  for (const [location, message] of [
    ['/mcp', /loops back to a URL already visited/],
    ['https://attacker.invalid/collect', /another origin \(https:\/\/attacker\.invalid\)/],
  ] as const) {
    const fake = createFakeFetch(
      () => new Response(null, { status: 307, headers: { location } }) as FakeReply,
    );
    const client = createClient({ url: HOSTILE_URL, fetch: fake.fetch, headers: { 'X-Api-Key': 'k' } });
    const result = await client.listTools();
    assert.equal(!result.ok && result.error.kind, 'http');
    assert.match(!result.ok ? result.error.message : '', message);
    assert.ok(
      fake.requests.every((r) => r.url.startsWith('http://hostile.test/')),
      fake.requests.map((r) => r.url).join(),
    );
  }
});

test('hostile: 401, 429 and 500 with HTML bodies are HTTP errors quoting a bounded excerpt', async () => {
  for (const status of [401, 429, 500]) {
    const page = `<html><body><h1>Error ${status}</h1>${'<p>padding</p>'.repeat(10_000)}<script>alert(1)</script></body></html>`;
    const { outcome } = await callHostile(
      () => ({ status, text: page, headers: { 'content-type': 'text/html', 'retry-after': '99999999999' } }),
      { client: {} },
    );
    assert.equal(outcome.kind, 'failed');
    if (outcome.kind !== 'failed') continue;
    assert.equal(outcome.error.kind, 'http');
    assert.ok(outcome.error.message.length < 2000, `message of ${outcome.error.message.length} characters`);
  }
});

test('hostile: a body dripped one byte at a time ends at the request timeout', bounded, async () => {
  const drip = `{"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","content":[]}}`.split('');
  const { outcome, events } = await callHostile(
    () => ({ sse: drip, chunkDelayMs: 40, headers: { 'content-type': 'application/json' } }),
    { timeoutMs: 150 },
  );
  assert.equal(
    outcome.kind === 'failed' && outcome.error.kind,
    'timeout',
    JSON.stringify(errorsAndWarnings(events)),
  );
});

test('hostile: a 1 MB response header is recorded cut, and the call still ends', async () => {
  const { outcome, events } = await callHostile(
    (r) =>
      new Response(
        JSON.stringify({ jsonrpc: '2.0', id: r.body?.id, result: { resultType: 'complete', content: [] } }),
        {
          headers: { 'content-type': 'application/json', 'x-junk': 'j'.repeat(1024 * 1024) },
        },
      ),
  );
  assert.equal(outcome.kind, 'complete');
  const response = events.find(
    (e) => e.type === 'http-response' && e.headers.some((h) => h.name === 'x-junk'),
  );
  assert.ok(response && response.type === 'http-response');
  const junk = response.headers.find((h) => h.name === 'x-junk')!;
  assert.ok(junk.value.length < 10_000, `recorded ${junk.value.length} characters`);
  assert.match(junk.value, /cut: 1,048,576 characters/);
});

test('hostile: duplicate responses — a second answer on the stream and a batch of two — do not confuse the client', async () => {
  const twice = await callHostile((r) => ({
    sse: [
      sseMessage({
        jsonrpc: '2.0',
        id: r.body?.id,
        result: { resultType: 'complete', content: [{ type: 'text', text: 'first' }] },
      }),
      sseMessage({
        jsonrpc: '2.0',
        id: r.body?.id,
        result: { resultType: 'complete', content: [{ type: 'text', text: 'second' }] },
      }),
    ],
  }));
  assert.equal(twice.outcome.kind, 'complete');
  assert.deepEqual(twice.outcome.kind === 'complete' && twice.outcome.result.content, [
    { type: 'text', text: 'first' },
  ]);
  const batch = await callHostile((r) => ({
    json: [
      { jsonrpc: '2.0', id: r.body?.id, result: { resultType: 'complete', content: [] } },
      { jsonrpc: '2.0', id: r.body?.id, result: { resultType: 'complete', content: [] } },
    ],
  }));
  assert.equal(batch.outcome.kind === 'failed' && batch.outcome.error.kind, 'malformed');
});

test('hostile: an unknown resultType on tools/call fails clearly', async () => {
  const { outcome } = await callHostile((r) => rpc(r.body?.id, { resultType: 'task', taskId: 'x' }));
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'malformed');
  assert.match(outcome.kind === 'failed' ? outcome.error.message : '', /resultType/);
});

test('hostile: negative and huge ttlMs are read as "do not cache" and "cache", never as timers', async () => {
  for (const [ttlMs, cached] of [
    [-5, false],
    [Number.MAX_SAFE_INTEGER, true],
    [1e308, true],
  ] as const) {
    const fake = hostileFetch(
      () => ({ status: 500 }),
      listed([{ name: 'a', inputSchema: { type: 'object' } }], { ttlMs, cacheScope: 'public' }),
    );
    const client = createClient({ url: HOSTILE_URL, fetch: fake.fetch });
    const first = await client.listTools();
    assert.ok(first.ok);
    await client.listTools();
    assert.equal(fake.calls('tools/list').length, cached ? 1 : 2, `ttlMs ${ttlMs}`);
    if (ttlMs < 0)
      assert.ok(
        first.value.pages[0]!.diagnostics.some((d) => d.path === '/ttlMs'),
        'the negative ttlMs is a finding',
      );
  }
});

test(
  'hostile: a flood of unsolicited server requests before the response is declined and bounded',
  bounded,
  async () => {
    const { outcome, events } = await callHostile((r) => ({
      sse: [
        ...Array.from({ length: 2000 }, (_, i) =>
          sseMessage({ jsonrpc: '2.0', id: `s${i}`, method: 'sampling/createMessage', params: {} }),
        ),
        sseMessage({ jsonrpc: '2.0', id: r.body?.id, result: { resultType: 'complete', content: [] } }),
      ],
    }));
    assert.equal(outcome.kind, 'complete');
    assert.ok(events.some((e) => e.type === 'warning' && e.code === 'server-request-declined'));
  },
);

test(
  'hostile: a 10 MB single SSE event within the limit is read; a 17 MB one is over the limit, not a timeout',
  bounded,
  async () => {
    const within = await callHostile(
      (r) => ({ sse: [sseEventOf(hugeResponseText(r.body?.id, 10 * 1024 * 1024))] }),
      { timeoutMs: 60_000 },
    );
    assert.equal(within.outcome.kind, 'complete');
    const over = await callHostile(
      (r) => ({ sse: [sseEventOf(hugeResponseText(r.body?.id, 17 * 1024 * 1024))] }),
      { timeoutMs: 60_000 },
    );
    assert.equal(over.outcome.kind === 'failed' && over.outcome.error.kind, 'too-large');
  },
);

test('hostile: a 50 MB JSON body stops at the 16 MiB limit without being read whole', bounded, async () => {
  let sent = 0;
  const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
  const { outcome } = await callHostile(
    (r) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(
              new TextEncoder().encode(
                `{"jsonrpc":"2.0","id":${JSON.stringify(r.body?.id)},"result":{"content":[{"type":"text","text":"`,
              ),
            );
          },
          pull(controller) {
            if (sent >= 50) return controller.close();
            sent++;
            controller.enqueue(chunk);
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    { timeoutMs: 60_000 },
  );
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'too-large');
  assert.ok(sent < 50, `the client read ${sent} of 50 MB`);
});

test('hostile: a server that answers discover with garbage and then HTML is not connected', async () => {
  const fake = createFakeFetch((r) =>
    r.body?.method === 'server/discover'
      ? { text: `<html>${XSS}</html>`, headers: { 'content-type': 'text/html' } }
      : discoverReply(r.body?.id),
  );
  const client = createClient({ url: HOSTILE_URL, fetch: fake.fetch, timeouts: { connectMs: 2000 } });
  const result = await client.listTools();
  assert.equal(result.ok, false);
});
