// subscriptions/listen against fake servers: acknowledgement, tagging, ends, re-listen.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from './create-client';
import {
  createFakeFetch,
  discoverReply,
  type FakeReply,
  type FakeRequest,
  sseMessage,
} from './testing/fake-fetch';
import { createFakeModernServer } from './testing/fake-servers';
import type { TimelineEvent } from './timeline-event';

const URL = 'http://mcp.test/mcp';
const codes = (events: readonly TimelineEvent[]) =>
  events.filter((e) => e.type === 'warning').map((e) => (e.type === 'warning' ? e.code : ''));
const ack = (id: unknown, notifications: Record<string, unknown>, tag: unknown = id) =>
  sseMessage({
    jsonrpc: '2.0',
    method: 'notifications/subscriptions/acknowledged',
    params: {
      notifications,
      ...(tag === undefined ? {} : { _meta: { 'io.modelcontextprotocol/subscriptionId': tag } }),
    },
  });

function server(onListen: (request: FakeRequest, attempt: number) => FakeReply) {
  let attempt = 0;
  return createFakeFetch((r) => {
    if (r.body?.method === 'server/discover') {
      return discoverReply(r.body.id, { tools: { listChanged: true } });
    }
    return onListen(r, attempt++);
  });
}

test('listen: the request carries the filter; notifications arrive tagged; an abrupt end relistens under a new id', async () => {
  const fake = createFakeModernServer({ tools: [] });
  const client = createClient({ url: URL, fetch: fake.fetch });
  const seen: (string | number)[] = [];
  const handle = await client.listen(
    { toolsListChanged: true },
    { onNotification: (n) => seen.push(n.subscriptionId), relisten: { maxAttempts: 2, delayMs: 10 } },
  );
  assert.ok(handle.ok);
  const first = handle.value.subscriptionId;
  const request = fake.calls('subscriptions/listen')[0]!;
  assert.deepEqual((request.body!.params as { notifications: unknown }).notifications, {
    toolsListChanged: true,
  });
  assert.equal(request.headers.get('mcp-method'), 'subscriptions/listen');
  fake.toolsChanged();
  await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(seen, [first]);
  fake.endListens('abrupt');
  for (let i = 0; i < 50 && fake.openListens() === 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.equal(fake.openListens(), 1, 'listening again');
  assert.notEqual(handle.value.subscriptionId, first, 'a new request id');
  const phases = client.timeline
    .events()
    .filter((e) => e.type === 'listen')
    .map((e) => (e.type === 'listen' ? `${e.phase}${e.end ? `:${e.end}` : ''}` : ''));
  assert.deepEqual(phases, ['acknowledged', 'ended:abrupt', 'relistening', 'acknowledged']);
  fake.endListens('graceful');
  assert.deepEqual(await handle.value.done, { kind: 'graceful', via: 'result' });
});

test('listen: notifications/cancelled naming the listen id is a graceful end too', async () => {
  const fake = server((r) => ({
    sse: [
      ack(r.body!.id, { toolsListChanged: true }),
      sseMessage({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: r.body!.id } }),
    ],
    hold: true,
  }));
  const client = createClient({ url: URL, fetch: fake.fetch });
  const handle = await client.listen({ toolsListChanged: true });
  assert.ok(handle.ok);
  assert.deepEqual(await handle.value.done, { kind: 'graceful', via: 'cancelled' });
});

test('listen: a partial acknowledgement reports what was dropped; untagged and mis-tagged notifications warn', async () => {
  const fake = server((r) => ({
    sse: [
      ack(r.body!.id, { toolsListChanged: true }, undefined),
      sseMessage({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }),
      sseMessage({
        jsonrpc: '2.0',
        method: 'notifications/tools/list_changed',
        params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 'someone-else' } },
      }),
    ],
    hold: true,
  }));
  const client = createClient({ url: URL, fetch: fake.fetch });
  const handle = await client.listen({
    toolsListChanged: true,
    promptsListChanged: true,
    resourceSubscriptions: ['file:///a'],
  });
  assert.ok(handle.ok);
  assert.deepEqual(handle.value.dropped, ['promptsListChanged', 'resourceSubscriptions:file:///a']);
  await new Promise((r) => setTimeout(r, 20));
  const warned = codes(client.timeline.events());
  assert.ok(warned.includes('ack-incomplete'));
  assert.ok(warned.includes('subscription-id-missing'));
  assert.ok(warned.includes('subscription-id-mismatch'));
  handle.value.close();
  assert.deepEqual(await handle.value.done, { kind: 'closed' });
});

test('listen: no acknowledgement in time is an error; so is a JSON error answer', async () => {
  const silent = server(() => ({ sse: [': waiting\n\n'], hold: true }));
  const client = createClient({ url: URL, fetch: silent.fetch });
  const started = Date.now();
  const result = await client.listen({ toolsListChanged: true }, { ackTimeoutMs: 100 });
  assert.equal(!result.ok && result.error.kind, 'timeout');
  assert.ok(Date.now() - started < 2000);
  const refusing = server((r) => ({
    status: 404,
    json: { jsonrpc: '2.0', id: r.body!.id, error: { code: -32601, message: 'Method not found' } },
  }));
  const other = await createClient({ url: URL, fetch: refusing.fetch }).listen({ toolsListChanged: true });
  assert.equal(!other.ok && other.error.kind, 'protocol');
});

test('listen: relisten gives up after its attempts; the caller signal closes the stream', async () => {
  const dropping = server((r, attempt) =>
    attempt === 0 ? { sse: [ack(r.body!.id, { toolsListChanged: true })] } : { status: 503, text: 'busy' },
  );
  const client = createClient({ url: URL, fetch: dropping.fetch });
  const handle = await client.listen(
    { toolsListChanged: true },
    { relisten: { maxAttempts: 2, delayMs: 5 } },
  );
  assert.ok(handle.ok);
  const end = await handle.value.done;
  assert.equal(end.kind, 'abrupt');
  assert.equal(end.kind === 'abrupt' && end.attempts, 2);
  const controller = new AbortController();
  const open = createFakeModernServer({ tools: [] });
  const listening = await createClient({ url: URL, fetch: open.fetch }).listen(
    { toolsListChanged: true },
    { signal: controller.signal },
  );
  assert.ok(listening.ok);
  controller.abort();
  assert.deepEqual(await listening.value.done, { kind: 'closed' });
});
