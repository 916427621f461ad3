import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MockServerEvent } from '../mock-server/mock-server-events';
import { mcpRequest, parseSse } from '../mock-server/testing/mock-exchange';
import { type MessageEndpoint, serveMockServerOverMessages } from '../mock-server/worker-host';
import { createMockServerBridge, type WorkerLike } from './mock-server-bridge';

/** A bridge talking to a worker host over a MessageChannel: the same messages as a real Worker. */
function connect() {
  const channel = new MessageChannel();
  serveMockServerOverMessages(channel.port1 as unknown as MessageEndpoint);
  channel.port1.start();
  channel.port2.start();
  const bridge = createMockServerBridge(channel.port2 as unknown as WorkerLike);
  const events: MockServerEvent[] = [];
  const waiting = new Set<() => void>();
  bridge.onEvent((event) => {
    events.push(event);
    for (const check of [...waiting]) check();
  });
  /** Resolves once an event satisfying `seen` has arrived (no sleeping: it waits on the event). */
  const eventSeen = (seen: (event: MockServerEvent) => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!events.some(seen)) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  return {
    bridge,
    events,
    eventSeen,
    close() {
      bridge.close();
      channel.port1.close();
      channel.port2.close();
    },
  };
}

const asInit = (request: Request): [string, RequestInit] => [
  request.url,
  {
    method: request.method,
    headers: request.headers,
    body: request.body,
    duplex: 'half',
    signal: request.signal,
  } as RequestInit,
];

test('tools/list and tools/call go through the bridge with status, headers and body intact', async () => {
  const { bridge, close } = connect();
  const list = await bridge.fetch(...asInit(mcpRequest('tools/list')));
  assert.equal(list.status, 200);
  assert.equal(list.headers.get('content-type'), 'application/json');
  const page = (await list.json()) as { result: { tools: { name: string }[] } };
  assert.equal(page.result.tools[0]!.name, 'search_issues');
  const call = await bridge.fetch(
    ...asInit(mcpRequest('tools/call', { name: 'get_issue', arguments: { number: 101 } })),
  );
  assert.match(await call.text(), /Build crashes on Windows/);
  const refused = await bridge.fetch(
    ...asInit(mcpRequest('tools/list', {}, { headers: { 'Mcp-Method': 'tools/call' } })),
  );
  assert.equal(refused.status, 400);
  close();
});

test('an SSE response arrives event by event, before the work ends', async () => {
  const { bridge, close } = connect();
  const response = await bridge.fetch(
    ...asInit(
      mcpRequest(
        'tools/call',
        { name: 'generate_report', arguments: { quarter: '2026-Q1', sections: 3, step_ms: 40 } },
        { meta: { progressToken: 'b1' } },
      ),
    ),
  );
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  const reader = response.body!.getReader();
  const started = Date.now();
  const first = new TextDecoder().decode((await reader.read()).value);
  assert.ok(Date.now() - started < 100, 'the first event did not wait for the whole report');
  assert.match(first, /"progress":0/);
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    rest += new TextDecoder().decode(value);
  }
  const events = parseSse(first + rest).events;
  assert.equal(events.length, 5, 'four progress notifications and the response');
  close();
});

test('aborting mid-stream cancels the request in the worker', async () => {
  const { bridge, eventSeen, close } = connect();
  const controller = new AbortController();
  const request = mcpRequest(
    'tools/call',
    { name: 'generate_report', arguments: { quarter: '2026-Q3', sections: 10, step_ms: 5000 } },
    {
      id: 'abort-me',
      meta: { progressToken: 'b2' },
      signal: controller.signal,
    },
  );
  const response = await bridge.fetch(...asInit(request));
  const reader = response.body!.getReader();
  await reader.read();
  controller.abort();
  try {
    await assert.rejects(reader.read(), /abort/i);
    // The Worker reports the cancellation (the work stopped, as a server sees a closed connection).
    await eventSeen((e) => e.kind === 'cancelled' && e.id === 'abort-me');
  } finally {
    close();
  }
});

test('aborting before the answer rejects with the abort reason', async () => {
  const { bridge, close } = connect();
  const controller = new AbortController();
  const pending = bridge.fetch(
    ...asInit(
      mcpRequest(
        'tools/call',
        { name: 'generate_report', arguments: { quarter: '2026-Q1', sections: 1, step_ms: 5000 } },
        { signal: controller.signal },
      ),
    ),
  );
  setTimeout(() => controller.abort(), 20);
  await assert.rejects(pending, (error: Error) => error.name === 'AbortError');
  close();
});

test('configure replaces the server: user tools, switches, problems reported', async () => {
  const { bridge, close } = connect();
  const { problems } = await bridge.configure({
    catalogue: 'none',
    tools: [
      {
        definition: { name: 'hello', description: 'Says hello.', inputSchema: { type: 'object' } },
        result: { content: [{ type: 'text', text: 'hi {{arguments.who}}' }] },
      },
      { definition: { name: 'broken' } },
    ],
    misbehaviour: { wrongResultType: true },
  });
  assert.equal(problems.length, 1);
  const list = (await (await bridge.fetch(...asInit(mcpRequest('tools/list')))).json()) as {
    result: { tools: { name: string }[] };
  };
  assert.deepEqual(
    list.result.tools.map((t) => t.name),
    ['misbehave_result_type', 'hello'],
  );
  const hello = await bridge.fetch(
    ...asInit(mcpRequest('tools/call', { name: 'hello', arguments: { who: 'Ada' } })),
  );
  assert.match(await hello.text(), /hi Ada/);
  close();
});
