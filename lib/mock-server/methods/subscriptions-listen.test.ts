import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../create-mock-server';
import { messageErrors } from '../testing/message-errors';
import { mcpRequest, readEvents, readMessage } from '../testing/mock-exchange';

const listen = (notifications: unknown, id: string | number = 'L1', options = {}) =>
  mcpRequest('subscriptions/listen', { notifications }, { id, ...options });
const toggle = (enabled: boolean) =>
  mcpRequest('tools/call', { name: 'toggle_beta_tools', arguments: { enabled } }, { id: 9 });

test('acknowledges first, then tags each list_changed with the subscription id', async () => {
  const server = createMockServer();
  const response = await server.handle(listen({ toolsListChanged: true, promptsListChanged: true }, 'L1'));
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  const reader = response.body!.getReader();
  const [ack] = await readEvents(reader, 1);
  assert.deepEqual(ack, {
    jsonrpc: '2.0',
    method: 'notifications/subscriptions/acknowledged',
    params: {
      notifications: { toolsListChanged: true },
      _meta: { 'io.modelcontextprotocol/subscriptionId': 'L1' },
    },
  });
  await server.handle(toggle(true));
  const [changed] = await readEvents(reader, 1);
  assert.deepEqual(changed, {
    jsonrpc: '2.0',
    method: 'notifications/tools/list_changed',
    params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 'L1' } },
  });
  assert.deepEqual(messageErrors([ack, changed]), []);
  assert.ok(server.listTools().some((tool) => tool.name === 'forecast_issue_trend'));
  await reader.cancel();
});

test('a numeric listen id is echoed with its type; filters are honoured', async () => {
  const server = createMockServer();
  const tools = (await server.handle(listen({ toolsListChanged: true }, 77))).body!.getReader();
  const promptsOnly = (await server.handle(listen({ promptsListChanged: true }, 78))).body!.getReader();
  const [ack] = await readEvents(tools, 1);
  assert.equal(
    (ack as { params: { _meta: Record<string, unknown> } }).params._meta[
      'io.modelcontextprotocol/subscriptionId'
    ],
    77,
  );
  const [promptsAck] = await readEvents(promptsOnly, 1);
  assert.deepEqual(
    (promptsAck as { params: { notifications: unknown } }).params.notifications,
    {},
    'nothing it can honour',
  );
  await server.handle(toggle(true));
  assert.equal(
    ((await readEvents(tools, 1))[0] as { method: string }).method,
    'notifications/tools/list_changed',
  );
  const state = { buffer: '' };
  const nothing = await Promise.race([
    readEvents(promptsOnly, 1, state),
    new Promise((r) => setTimeout(() => r('timeout'), 100)),
  ]);
  assert.equal(nothing, 'timeout', 'no tools notification on a prompts-only stream');
  await tools.cancel();
  await promptsOnly.cancel();
});

test('the server ends streams gracefully with the listen result on close()', async () => {
  const server = createMockServer();
  const reader = (await server.handle(listen({ toolsListChanged: true }, 'L9'))).body!.getReader();
  await readEvents(reader, 1);
  server.close();
  const rest = await readEvents(reader, 10);
  assert.equal(rest.length, 1);
  assert.deepEqual(messageErrors(rest), []);
  const result = rest[0] as { id: string; result: { resultType: string; _meta: Record<string, unknown> } };
  assert.equal(result.id, 'L9');
  assert.equal(result.result.resultType, 'complete');
  assert.equal(result.result._meta['io.modelcontextprotocol/subscriptionId'], 'L9');
  assert.equal((await reader.read()).done, true);
});

test('keep-alive comments flow on an idle listen stream; listenMaxMs ends it gracefully', async () => {
  const idle = createMockServer({ keepAliveMs: 10 });
  const reader = (await idle.handle(listen({ toolsListChanged: true }))).body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while ((text.match(/^: keep-alive$/gm) ?? []).length < 2) {
    const { done, value } = await reader.read();
    assert.equal(done, false, 'the stream stays open while it waits');
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  const capped = createMockServer({ listenMaxMs: 60, keepAliveMs: 10 });
  const whole = await (await capped.handle(listen({ toolsListChanged: true }))).text();
  assert.match(whole, /"resultType":"complete"/);
});

test('closing the stream unsubscribes', async () => {
  const events: string[] = [];
  const server = createMockServer({ onEvent: (e) => e.kind === 'listen' && events.push(e.state) });
  const reader = (await server.handle(listen({ toolsListChanged: true }))).body!.getReader();
  await readEvents(reader, 1);
  await reader.cancel();
  assert.deepEqual(events, ['open', 'closed']);
  const toggled = await server.handle(toggle(true));
  assert.equal(toggled.status, 200, 'broadcasting to nobody is fine');
});

test('a malformed filter is -32602; a client that refuses SSE gets 406', async () => {
  const server = createMockServer();
  for (const notifications of [
    undefined,
    'all',
    { toolsListChanged: 'yes' },
    { resourceSubscriptions: 'file:///a' },
  ]) {
    const message = await readMessage(
      await server.handle(mcpRequest('subscriptions/listen', { notifications })),
    );
    assert.equal((message.error as { code: number }).code, -32602, JSON.stringify(notifications));
  }
  const jsonOnly = await server.handle(
    listen({ toolsListChanged: true }, 'L2', { headers: { Accept: 'application/json' } }),
  );
  assert.equal(jsonOnly.status, 406);
});
