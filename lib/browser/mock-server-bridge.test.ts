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

test('a string body goes as it is; a complete SSE answer arrives whole; GET is answered too', async () => {
  const { bridge, close } = connect();
  const request = mcpRequest('tools/call', { name: 'get_issue', arguments: { number: 101 } }, { id: 's1' });
  const call = await bridge.fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: await request.text(),
  });
  assert.equal(call.status, 200);
  assert.equal(call.statusText, '');
  assert.match(await call.text(), /^\{"jsonrpc":"2.0","id":"s1".*Build crashes on Windows/);
  // A client that takes only SSE: the whole stream is known at once and comes in one message.
  const sseOnly = mcpRequest('tools/list', {}, { headers: { Accept: 'text/event-stream' } });
  const list = await bridge.fetch(sseOnly.url, {
    method: 'POST',
    headers: sseOnly.headers,
    body: await sseOnly.text(),
  });
  assert.equal(list.headers.get('content-type'), 'text/event-stream');
  const events = parseSse(await list.text()).events;
  assert.equal(events.length, 1);
  assert.match(events[0]!.data, /search_issues/);
  const get = await bridge.fetch(request.url);
  assert.equal(get.status, 405);
  assert.match(get.headers.get('allow') ?? '', /POST/);
  close();
});

test('the server sees the headers a Request made on this side would carry, no more', async () => {
  const { bridge, close } = connect();
  const origin = 'http://127.0.0.1:4000';
  const request = mcpRequest('tools/list', {}, { headers: { Origin: origin } });
  const response = await bridge.fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: await request.text(),
  });
  // Browsers drop Origin from a Request they are asked to make (Node keeps it): the server echoes
  // it in CORS headers only where it arrived.
  const kept = new Request(request.url, { headers: { Origin: origin } }).headers.has('origin');
  assert.equal(response.headers.get('access-control-allow-origin'), kept ? origin : null);
  close();
});

test('the protected mock answers through the bridge as well (its requests go as Requests)', async () => {
  const { bridge, close } = connect();
  await bridge.configure({ protected: true });
  const request = mcpRequest('tools/list');
  const response = await bridge.fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: await request.text(),
  });
  assert.equal(response.status, 401);
  assert.match(response.headers.get('www-authenticate') ?? '', /^Bearer /);
  close();
});
