// Hostile servers: whatever they send, the client ends with a clear error or warning event, in time,
// and never throws.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from './create-client';
import { sseMessage } from './testing/fake-fetch';
import {
  callHostile as call,
  errorsAndWarnings,
  hostileFetch as hostile,
  HOSTILE_URL as URL,
} from './testing/hostile-fetch';

const cases: { name: string; reply: Parameters<typeof call>[0]; kind: string; message: RegExp }[] = [
  {
    name: 'malformed JSON',
    reply: () => ({ text: '{"jsonrpc":"2.0","id":', headers: { 'content-type': 'application/json' } }),
    kind: 'malformed',
    message: /not valid JSON/,
  },
  {
    name: 'HTML with status 200',
    reply: () => ({ text: '<html>hi</html>', headers: { 'content-type': 'text/html' } }),
    kind: 'malformed',
    message: /Content-Type text\/html/,
  },
  {
    name: 'no content type',
    reply: () => new Response(new TextEncoder().encode('{}')),
    kind: 'malformed',
    message: /no Content-Type/,
  },
  {
    name: 'JSON that is not JSON-RPC',
    reply: () => ({ json: { hello: 'world' } }),
    kind: 'malformed',
    message: /not a JSON-RPC message/,
  },
  {
    name: 'a notification instead of the response',
    reply: () => ({ json: { jsonrpc: '2.0', method: 'notifications/message' } }),
    kind: 'malformed',
    message: /notification/,
  },
  {
    name: 'mismatched id (JSON)',
    reply: () => ({ json: { jsonrpc: '2.0', id: 999, result: { resultType: 'complete', content: [] } } }),
    kind: 'malformed',
    message: /id 999/,
  },
  {
    name: 'mismatched id (SSE)',
    reply: () => ({
      sse: [sseMessage({ jsonrpc: '2.0', id: 999, result: { resultType: 'complete', content: [] } })],
    }),
    kind: 'malformed',
    message: /id 999/,
  },
  {
    name: 'truncated SSE',
    reply: (r) => ({
      sse: [
        sseMessage({ jsonrpc: '2.0', method: 'notifications/message', params: {} }),
        `data: {"jsonrpc":"2.0","id":${r.body!.id},"res`,
      ],
    }),
    kind: 'malformed',
    message: /ended in the middle of an event before the response/,
  },
  {
    name: 'empty 200',
    reply: () => ({ status: 200, text: '', headers: { 'content-type': 'application/json' } }),
    kind: 'malformed',
    message: /empty/,
  },
  {
    name: '202 for a request',
    reply: () => ({ status: 202 }),
    kind: 'malformed',
    message: /no Content-Type|accepted/,
  },
  {
    name: 'invalid UTF-8',
    reply: () =>
      new Response(Uint8Array.of(0x7b, 0xff, 0x7d), { headers: { 'content-type': 'application/json' } }),
    kind: 'malformed',
    message: /UTF-8/,
  },
  {
    name: '500 with an HTML page',
    reply: () => ({ status: 500, text: '<h1>Oops</h1>', headers: { 'content-type': 'text/html' } }),
    kind: 'http',
    message: /Oops/,
  },
];

for (const c of cases) {
  test(`hostile: ${c.name} → a clear ${c.kind} error`, async () => {
    const { outcome, events } = await call(c.reply);
    assert.equal(outcome.kind, 'failed', JSON.stringify(outcome));
    if (outcome.kind !== 'failed') return;
    assert.equal(outcome.error.kind, c.kind);
    assert.match(outcome.error.message, c.message);
    assert.ok(errorsAndWarnings(events).some((line) => line.startsWith(`error:${c.kind}`)));
  });
}

test('hostile: an endless SSE stream (keep-alives, never a response) ends at the timeout', async () => {
  const { outcome, events } = await call(
    () => ({
      sse: [
        ': keep-alive\n\n',
        sseMessage({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } }),
      ],
      hold: true,
    }),
    { timeoutMs: 150 },
  );
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'timeout');
  assert.ok(events.some((e) => e.type === 'exchange-finished' && e.outcome === 'timeout'));
});

test('hostile: a server that never answers the request at all times out', async () => {
  const { outcome } = await call(() => new Promise<never>(() => {}) as never, { timeoutMs: 100 });
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'timeout');
});

test('hostile: a huge body stops at the size limit', async () => {
  const { outcome } = await call(
    (r) => ({
      json: {
        jsonrpc: '2.0',
        id: r.body!.id,
        result: { resultType: 'complete', content: [{ type: 'text', text: 'x'.repeat(300_000) }] },
      },
    }),
    {
      maxBodyBytes: 100_000,
    },
  );
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'too-large');
});

test('hostile: a huge SSE event stops at the event limit', async () => {
  const { outcome } = await call(() => ({ sse: [`data: ${'x'.repeat(300_000)}\n\n`] }), {
    maxBodyBytes: 100_000,
  });
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'too-large');
});

test('hostile: garbage SSE events are skipped with warnings and the response still read', async () => {
  const { outcome, events } = await call((r) => ({
    sse: [
      'data: {broken\n\n',
      'event: endpoint\ndata: /elsewhere\n\n',
      'data: [1,2]\n\n',
      sseMessage({ jsonrpc: '2.0', id: 'other', result: {} }),
      sseMessage({ jsonrpc: '2.0', id: 99, method: 'sampling/createMessage', params: {} }),
      sseMessage({ jsonrpc: '2.0', id: r.body!.id, result: { resultType: 'complete', content: [] } }),
    ],
  }));
  assert.equal(outcome.kind, 'complete');
  const codes = events.filter((e) => e.type === 'warning').map((e) => (e.type === 'warning' ? e.code : ''));
  assert.ok(codes.includes('ignored-sse-event'));
  assert.ok(codes.includes('stray-message'));
  assert.ok(codes.includes('server-request-declined'), 'a modern server may not send requests');
});

test('hostile: a cursor loop stops with a warning; a runaway page count stops at the limit', async () => {
  const loop = hostile(
    () => ({ status: 500 }),
    (r) => ({
      json: {
        jsonrpc: '2.0',
        id: r.body!.id,
        result: { resultType: 'complete', tools: [], nextCursor: 'same', ttlMs: 0, cacheScope: 'private' },
      },
    }),
  );
  const looping = createClient({ url: URL, fetch: loop.fetch });
  const listed = await looping.listTools();
  assert.ok(listed.ok);
  assert.equal(listed.value.stoppedBecause, 'cursor-loop');
  assert.equal(listed.value.complete, false);
  assert.equal(loop.calls('tools/list').length, 2);
  assert.ok(errorsAndWarnings(looping.timeline.events()).some((l) => l.startsWith('warning:cursor-loop')));
  let n = 0;
  const endless = hostile(
    () => ({ status: 500 }),
    (r) => ({
      json: {
        jsonrpc: '2.0',
        id: r.body!.id,
        result: {
          resultType: 'complete',
          tools: [],
          nextCursor: String(n++),
          ttlMs: 0,
          cacheScope: 'private',
        },
      },
    }),
  );
  const runaway = createClient({ url: URL, fetch: endless.fetch, limits: { maxPages: 5 } });
  const pages = await runaway.listTools();
  assert.ok(pages.ok);
  assert.equal(pages.value.stoppedBecause, 'page-limit');
  assert.equal(pages.value.pages.length, 5);
});

test('hostile: duplicate tool names keep the first and warn', async () => {
  const dup = hostile(
    () => ({ status: 500 }),
    (r) => ({
      json: {
        jsonrpc: '2.0',
        id: r.body!.id,
        result: {
          resultType: 'complete',
          tools: [
            { name: 'a', description: 'first', inputSchema: { type: 'object' } },
            { name: 'a', description: 'second', inputSchema: { type: 'object' } },
            'not a tool',
            { description: 'nameless', inputSchema: { type: 'object' } },
          ],
          ttlMs: 0,
          cacheScope: 'private',
        },
      },
    }),
  );
  const client = createClient({ url: URL, fetch: dup.fetch });
  const listed = await client.listTools();
  assert.ok(listed.ok);
  assert.deepEqual(
    listed.value.tools.map((t) => t.tool.description),
    ['first'],
  );
  assert.equal(listed.value.duplicates.length, 1);
  assert.equal(listed.value.excluded.length, 2);
  const warnings = errorsAndWarnings(client.timeline.events());
  assert.ok(warnings.some((w) => w.startsWith('warning:duplicate-tool-name')));
});

test('hostile: a tools/list result without a tools array, or with an unknown resultType, fails clearly', async () => {
  for (const result of [
    { resultType: 'complete', ttlMs: 0, cacheScope: 'private' },
    { resultType: 'task', tools: [] },
  ]) {
    const fake = hostile(
      () => ({ status: 500 }),
      (r) => ({ json: { jsonrpc: '2.0', id: r.body!.id, result } }),
    );
    const listed = await createClient({ url: URL, fetch: fake.fetch }).listTools();
    assert.equal(!listed.ok && listed.error.kind, 'malformed');
  }
});

test('hostile: a throwing fetch and a throwing timeline observer never escape', async () => {
  const client = createClient({
    url: URL,
    fetch: () => {
      throw new Error('boom');
    },
    onEvent: () => {
      throw new Error('observer');
    },
  });
  const refused = await client.callTool('t', {});
  assert.equal(refused.kind === 'refused' && refused.reason, 'no-listing');
  const outcome = await client.callTool('t', {}, { sendAnyway: true });
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'network');
  const listed = await client.listTools();
  assert.equal(!listed.ok && listed.error.kind, 'network');
});
