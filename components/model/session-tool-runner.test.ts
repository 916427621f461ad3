import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CallToolOutcome, createClient, type TimelineEvent } from '@/lib/client/index';
import { fetchFromHandler } from '@/lib/client/testing/handler-fetch';
import { createLocalValidator } from '@/lib/client/validation';
import { createMockServer } from '@/lib/mock-server/create-mock-server';
import type { RunnableToolCall } from '@/lib/model/run-agent';
import type { SessionCallInfo } from './agent-transcript';
import { executionOf, NOT_CONNECTED, sessionToolRunner } from './session-tool-runner';

function connectedSession() {
  const server = createMockServer({});
  const events: TimelineEvent[] = [];
  const client = createClient({
    url: 'http://127.0.0.1:8787/mcp',
    fetch: fetchFromHandler((request) => server.handle(request)),
    validator: createLocalValidator(),
    onEvent: (event) => events.push(event),
  });
  return { client, events };
}

const call = (mcpName: string, args: Record<string, unknown>, id = 'call-1'): RunnableToolCall => ({
  id,
  step: 1,
  modelName: mcpName,
  mcpName,
  arguments: args,
});

test('a model call runs through the session client: on the timeline, in the history, its operation remembered', async () => {
  const { client, events } = connectedSession();
  assert.ok((await client.connect()).ok);
  const recorded: CallToolOutcome[] = [];
  const remembered = new Map<string, SessionCallInfo>();
  const run = sessionToolRunner({ client: () => client, record: (o) => recorded.push(o) }, (id, info) =>
    remembered.set(id, info),
  );
  const execution = await run(call('get_issue', { number: 104 }), new AbortController().signal);
  assert.equal(execution.ok, true);
  assert.equal(recorded.length, 1);
  assert.equal(recorded[0]!.toolName, 'get_issue');
  const info = remembered.get('call-1');
  assert.equal(info?.kind, 'complete');
  const started = events.find((e) => e.type === 'operation-started' && e.operationId === info?.operationId);
  assert.ok(started, 'the call is an operation on the timeline');
  assert.ok(
    events.some((e) => e.type === 'http-request' && e.operationId === info?.operationId),
    'with its HTTP exchange',
  );
});

test('arguments that break the schema are not sent, and the model reads why', async () => {
  const { client } = connectedSession();
  assert.ok((await client.connect()).ok);
  const remembered = new Map<string, SessionCallInfo>();
  const run = sessionToolRunner({ client: () => client }, (id, info) => remembered.set(id, info));
  const execution = await run(
    call('get_issue', { number: 'one hundred' }, 'c2'),
    new AbortController().signal,
  );
  assert.equal(execution.ok, false);
  if (!execution.ok)
    assert.match(execution.error, /^The call was not sent: the arguments do not match the inputSchema/);
  assert.equal(remembered.get('c2')?.kind, 'refused');
});

test('without a connection nothing is sent', async () => {
  const run = sessionToolRunner({ client: () => undefined });
  assert.deepEqual(await run(call('get_issue', {}), new AbortController().signal), {
    ok: false,
    error: NOT_CONNECTED,
  });
});

test('a protocol error becomes an error text with its code', () => {
  const execution = executionOf({
    kind: 'protocol-error',
    error: { code: -32602, message: 'Unknown tool' },
    operationId: 'op',
    toolName: 'x',
    arguments: {},
    rounds: 1,
    diagnostics: [],
    argumentErrors: [],
    durationMs: 1,
  });
  assert.deepEqual(execution, {
    ok: false,
    error: 'The server answered with a JSON-RPC error -32602: Unknown tool',
  });
});
