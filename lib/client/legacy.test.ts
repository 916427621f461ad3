// After the fallback: a 2025-11-25 style server (sessions, SSE with priming events, server→client requests).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from './create-client';
import { createFakeFetch, sseMessage } from './testing/fake-fetch';
import { createFakeLegacyServer } from './testing/fake-servers';
import type { TimelineEvent } from './timeline-event';

const URL = 'http://legacy.test/mcp';
const echo = {
  name: 'echo',
  inputSchema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
};
const ofType = <T extends TimelineEvent['type']>(events: readonly TimelineEvent[], type: T) =>
  events.filter((e): e is Extract<TimelineEvent, { type: T }> => e.type === type);

test('legacy: lists and calls with the session id and version header; results without resultType are complete', async () => {
  const server = createFakeLegacyServer({
    tools: [echo],
    call: (_name, params) => ({
      content: [{ type: 'text', text: `Echo: ${(params.arguments as { message: string }).message}` }],
    }),
  });
  const client = createClient({ url: URL, fetch: server.fetch });
  const listing = await client.listTools();
  assert.ok(listing.ok);
  assert.equal(listing.value.era, 'legacy');
  assert.equal(listing.value.provenance.ttlMs, 0, 'no ttlMs reads as 0');
  const outcome = await client.callTool('echo', { message: 'hi' });
  assert.equal(outcome.kind, 'complete');
  assert.deepEqual(outcome.kind === 'complete' && outcome.result.content, [
    { type: 'text', text: 'Echo: hi' },
  ]);
  const call = server.calls('tools/call')[0]!;
  assert.equal(call.headers.get('mcp-session-id'), server.sessionId);
  assert.equal(call.headers.get('mcp-protocol-version'), '2025-11-25');
  assert.equal(call.headers.get('mcp-method'), null, 'no 2026 headers on legacy requests');
  assert.equal((call.body!.params as Record<string, unknown>)._meta, undefined, 'no per-request _meta');
  // The priming event was recorded and ignored.
  assert.ok(ofType(client.timeline.events(), 'sse-event').some((e) => e.ignored === 'empty data'));
  // Findings are about the payload, not about the missing 2026 fields.
  const diagnostics = ofType(client.timeline.events(), 'diagnostics');
  assert.ok(diagnostics.every((d) => d.specVersion === '2025-11-25'));
  assert.ok(
    diagnostics.flatMap((d) => d.diagnostics).every((d) => !/resultType|ttlMs|cacheScope/.test(d.message)),
  );
});

test('legacy: server→client requests on the stream are answered through the input handler', async () => {
  const server = createFakeLegacyServer({
    tools: [echo],
    serverRequests: [
      { id: 'ping-1', method: 'ping' },
      {
        id: 'el-1',
        method: 'elicitation/create',
        params: { message: 'Sure?', requestedSchema: { type: 'object', properties: {} } },
      },
      { id: 'smp-1', method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } },
    ],
  });
  const client = createClient({
    url: URL,
    fetch: server.fetch,
    capabilities: { elicitation: {} },
    onInputRequest: ({ method, via }) =>
      method === 'elicitation/create' && via === 'legacy-server-request'
        ? { action: 'accept', content: {} }
        : undefined,
  });
  const outcome = await client.callTool('echo', { message: 'x' });
  assert.equal(outcome.kind, 'complete');
  const answers = server.answers as { id: string; result?: unknown; error?: { code: number } }[];
  assert.deepEqual(answers.find((a) => a.id === 'ping-1')?.result, {});
  assert.deepEqual(answers.find((a) => a.id === 'el-1')?.result, { action: 'accept', content: {} });
  assert.equal(
    answers.find((a) => a.id === 'smp-1')?.error?.code,
    -32601,
    'sampling not declared → declined',
  );
  const recorded = ofType(client.timeline.events(), 'server-request').map((e) => `${e.method}:${e.answer}`);
  assert.deepEqual(recorded, [
    'ping:answered',
    'elicitation/create:answered',
    'sampling/createMessage:declined',
  ]);
  // Every answer carried the session id.
  for (const request of server.requests.filter((r) => r.body && !('method' in r.body))) {
    assert.equal(request.headers.get('mcp-session-id'), server.sessionId);
  }
});

test('legacy: a 404 on a request with the session id renews the session and resends once', async () => {
  const server = createFakeLegacyServer({ tools: [echo] });
  let expired = false;
  const fetch = createFakeFetch((r) => {
    if (r.body?.method === 'tools/call' && !expired) {
      expired = true;
      return { status: 404, text: 'Session not found' };
    }
    return server.fetch(r.url, { method: r.method, headers: r.headers, body: r.text });
  });
  const client = createClient({ url: URL, fetch: fetch.fetch });
  const outcome = await client.callTool('echo', { message: 'x' });
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.equal(fetch.calls('initialize').length, 2);
  assert.ok(ofType(client.timeline.events(), 'negotiation').some((e) => e.step === 'session-expired'));
});

test('legacy: close() ends the session with DELETE; listen is not available', async () => {
  const server = createFakeLegacyServer({ tools: [echo] });
  const client = createClient({ url: URL, fetch: server.fetch });
  assert.ok((await client.connect()).ok);
  const listen = await client.listen({ toolsListChanged: true });
  assert.equal(!listen.ok && listen.error.kind, 'unsupported');
  await client.close();
  const deleted = server.requests.find((r) => r.method === 'DELETE');
  assert.equal(deleted?.headers.get('mcp-session-id'), server.sessionId);
  assert.equal(client.connection().status, 'closed');
});

test('legacy: cancelling a call also sends notifications/cancelled (a dropped stream is no cancellation there)', async () => {
  const server = createFakeLegacyServer({ tools: [echo] });
  const controller = new AbortController();
  const fetch = createFakeFetch((r) => {
    if (r.body?.method !== 'tools/call')
      return server.fetch(r.url, { method: r.method, headers: r.headers, body: r.text });
    // The user cancels once the call is on the wire.
    setTimeout(() => controller.abort(), 0);
    return { headers: { 'mcp-session-id': server.sessionId }, sse: ['data: \n\n'], hold: true };
  });
  const client = createClient({ url: URL, fetch: fetch.fetch });
  const outcome = await client.callTool('echo', { message: 'x' }, { signal: controller.signal });
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'aborted');
  const cancel = fetch.calls('notifications/cancelled')[0];
  assert.ok(cancel);
  const callId = fetch.calls('tools/call')[0]!.body!.id;
  assert.equal((cancel.body!.params as { requestId: unknown }).requestId, callId);
});

test('legacy: unsolicited tools/list_changed on a response stream drops the cached list', async () => {
  const server = createFakeLegacyServer({ tools: [echo] });
  const fetch = createFakeFetch((r) => {
    if (r.body?.method === 'tools/call') {
      return {
        headers: { 'mcp-session-id': server.sessionId },
        sse: [
          sseMessage({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }),
          sseMessage({ jsonrpc: '2.0', id: r.body.id, result: { content: [] } }),
        ],
      };
    }
    return server.fetch(r.url, { method: r.method, headers: r.headers, body: r.text });
  });
  const client = createClient({ url: URL, fetch: fetch.fetch });
  await client.callTool('echo', { message: 'x' });
  assert.equal(client.lastListing(), undefined, 'the listing is dropped');
  assert.ok(ofType(client.timeline.events(), 'cache').some((e) => e.action === 'invalidated'));
});
