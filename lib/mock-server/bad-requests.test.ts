import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer, type MessageMockServer } from './create-mock-server';
import { createMemoryDemoState, type DemoStateStore } from './demo-state';
import { toResponse } from './http-response';
import { LOCAL_DEV_ORIGINS } from './origin-policy';
import type { RequestContext } from './request-context';
import { messageErrors } from './testing/message-errors';
import {
  mcpRequest,
  readEvents,
  readMessages,
  requestMessage,
  TEST_URL,
  wholeResponse,
} from './testing/mock-exchange';

// Every way a request can be bad, each with the HTTP status and JSON-RPC code it must get, from
// one server set up as the hosted /api/mcp is (visitor scopes, a rate limit, listen caps), with
// small limits so the table runs fast. Every answer is also checked to be a valid JSON-RPC error
// message that gives nothing of the server's insides away.

const EXECUTE_SQL_SCHEMA = {
  type: 'object',
  properties: {
    database: { type: 'string', 'x-mcp-header': 'Database' },
    read_only: { type: 'boolean', 'x-mcp-header': 'Read-Only' },
    max_rows: { type: 'integer', 'x-mcp-header': 'Max-Rows' },
  },
};

function server(demoState?: DemoStateStore): MessageMockServer {
  return createMockServer({
    allowedOrigins: [...LOCAL_DEV_ORIGINS],
    scopes: 'visitor',
    demoState,
    maxBodyBytes: 1024,
    maxHeaderBytes: 2048,
    bodyTimeoutMs: 50,
    maxListenStreamsPerClient: 1,
    rateLimit: async (client) => (client === 'flooder' ? { ok: false, retryAfterMs: 1500 } : { ok: true }),
  });
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(TEST_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);

const dripping = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0",'));
    },
  });

const failingStore: DemoStateStore = {
  ...createMemoryDemoState(),
  switchedOn: async () => {
    throw new Error('ECONNREFUSED 10.1.2.3:6379 at RedisClient.connect (/srv/app/node_modules/x.js:1:1)');
  },
};

interface Row {
  name: string;
  request: () => Request;
  context?: RequestContext;
  /** Another server than the table's (a broken store). */
  on?: MessageMockServer;
  status: number;
  code: number;
  /** The id the error must echo (absent: the request's id could not be read). */
  id?: string | number;
  header?: [string, string];
  /** The body is a stream still arriving: a host holding requests whole never has one. */
  streamed?: boolean;
}

const discover = (options = {}) => mcpRequest('server/discover', {}, { id: 'd1', ...options });

const ROWS: Row[] = [
  {
    name: 'GET (the removed standalone stream)',
    request: () => new Request(TEST_URL),
    status: 405,
    code: -32600,
    header: ['allow', 'POST, OPTIONS'],
  },
  {
    name: 'DELETE (no sessions to end)',
    request: () => new Request(TEST_URL, { method: 'DELETE' }),
    status: 405,
    code: -32600,
  },
  {
    name: 'PUT',
    request: () => new Request(TEST_URL, { method: 'PUT', body: '{}' }),
    status: 405,
    code: -32600,
  },
  {
    name: 'a foreign Origin',
    request: () => discover({ headers: { Origin: 'https://evil.example' } }),
    status: 403,
    code: -32600,
  },
  {
    name: 'DNS rebinding: a foreign Host arriving on loopback',
    request: () => discover({ headers: { Host: 'evil.example:3000', Origin: 'http://evil.example:3000' } }),
    context: { loopback: true },
    status: 403,
    code: -32600,
  },
  {
    name: 'headers over the size limit',
    request: () => discover({ headers: { 'X-Padding': 'x'.repeat(3000) } }),
    status: 431,
    code: -32600,
  },
  {
    name: 'a client over its rate limit',
    request: () => discover(),
    context: { client: 'flooder' },
    status: 429,
    code: -32600,
    header: ['retry-after', '2'],
  },
  {
    name: 'a ?visitor= key that is not one',
    request: () => new Request(`${TEST_URL}?visitor=${'%20'.repeat(3)}`, discover()),
    status: 400,
    code: -32600,
  },
  {
    name: 'Content-Type text/plain',
    request: () => post('{}', { 'Content-Type': 'text/plain' }),
    status: 415,
    code: -32600,
  },
  {
    name: 'a form post (no CORS preflight)',
    request: () => post('a=1', { 'Content-Type': 'application/x-www-form-urlencoded' }),
    status: 415,
    code: -32600,
  },
  {
    name: 'a declared Content-Length over the limit',
    request: () => post('{}', { 'Content-Length': '5000' }),
    status: 413,
    code: -32600,
  },
  {
    name: 'a body over the limit',
    request: () => post(`{"pad":"${'x'.repeat(2000)}"}`),
    status: 413,
    code: -32600,
  },
  {
    name: 'a body dripped too slowly',
    request: () => post(dripping()),
    streamed: true,
    status: 408,
    code: -32600,
    header: ['connection', 'close'],
  },
  { name: 'invalid JSON', request: () => post('{"jsonrpc":"2.0",'), status: 400, code: -32700 },
  { name: 'an empty body', request: () => post(''), status: 400, code: -32700 },
  {
    name: 'invalid UTF-8',
    request: () => post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])),
    status: 400,
    code: -32700,
  },
  {
    name: 'a batch (JSON array)',
    request: () => post('[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]'),
    status: 400,
    code: -32600,
  },
  {
    name: 'no "jsonrpc": "2.0"',
    request: () => post('{"id":7,"method":"tools/list"}'),
    status: 400,
    code: -32600,
    id: 7,
  },
  {
    name: 'id null',
    request: () => post('{"jsonrpc":"2.0","id":null,"method":"tools/list"}'),
    status: 400,
    code: -32600,
  },
  {
    name: 'method not a string',
    request: () => post('{"jsonrpc":"2.0","id":8,"method":42}'),
    status: 400,
    code: -32600,
    id: 8,
  },
  {
    name: 'initialize (removed in 2026-07-28)',
    request: () => mcpRequest('initialize', {}, { id: 'i1' }),
    status: 404,
    code: -32601,
    id: 'i1',
  },
  {
    name: 'ping (removed)',
    request: () => mcpRequest('ping', {}, { id: 'p1' }),
    status: 404,
    code: -32601,
    id: 'p1',
  },
  {
    name: 'an unknown method',
    request: () => mcpRequest('tools/destroy', {}, { id: 'u1' }),
    status: 404,
    code: -32601,
    id: 'u1',
  },
  {
    name: 'no _meta',
    request: () =>
      post('{"jsonrpc":"2.0","id":"m1","method":"tools/list","params":{}}', {
        'Mcp-Method': 'tools/list',
        'MCP-Protocol-Version': '2026-07-28',
      }),
    status: 400,
    code: -32602,
    id: 'm1',
  },
  {
    name: 'MCP-Protocol-Version header differs from the body',
    request: () => discover({ headers: { 'MCP-Protocol-Version': '2025-11-25' } }),
    status: 400,
    code: -32020,
    id: 'd1',
  },
  {
    name: 'an unsupported protocol version',
    request: () =>
      mcpRequest(
        'server/discover',
        {},
        {
          id: 'v1',
          meta: { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' },
          headers: { 'MCP-Protocol-Version': '2099-01-01' },
        },
      ),
    status: 400,
    code: -32022,
    id: 'v1',
  },
  {
    name: 'Mcp-Method header differs from the body',
    request: () => mcpRequest('tools/list', {}, { id: 'h1', headers: { 'Mcp-Method': 'tools/call' } }),
    status: 400,
    code: -32020,
    id: 'h1',
  },
  {
    name: 'tools/call of an unknown tool',
    request: () => mcpRequest('tools/call', { name: 'rm_rf', arguments: {} }, { id: 'c1' }),
    status: 200,
    code: -32602,
    id: 'c1',
  },
  {
    name: 'tools/call with "name" not a string',
    request: () => mcpRequest('tools/call', { name: 5 }, { id: 'c2', headers: { 'Mcp-Name': '5' } }),
    status: 200,
    code: -32602,
    id: 'c2',
  },
  {
    name: 'tools/call of a beta tool not switched on',
    request: () => mcpRequest('tools/call', { name: 'forecast_issue_trend', arguments: {} }, { id: 'c3' }),
    status: 200,
    code: -32602,
    id: 'c3',
  },
  {
    name: 'a call that needs a client capability not declared',
    request: () =>
      mcpRequest(
        'tools/call',
        {
          name: 'deploy_release',
          arguments: { service: 'search', version: '1.0.0', environment: 'production' },
        },
        { id: 'c4' },
      ),
    status: 400,
    code: -32021,
    id: 'c4',
  },
  {
    name: 'Mcp-Param-* header differs from the argument',
    request: () =>
      mcpRequest(
        'tools/call',
        { name: 'execute_sql', arguments: { database: 'analytics', query: 'SELECT * FROM signups' } },
        { id: 'c5', inputSchema: EXECUTE_SQL_SCHEMA, headers: { 'Mcp-Param-Database': 'inventory' } },
      ),
    status: 400,
    code: -32020,
    id: 'c5',
  },
  {
    name: 'subscriptions/listen from a client that refuses SSE',
    request: () =>
      mcpRequest(
        'subscriptions/listen',
        { notifications: { toolsListChanged: true } },
        { id: 'l1', headers: { Accept: 'application/json' } },
      ),
    status: 406,
    code: -32600,
    id: 'l1',
  },
  {
    name: 'subscriptions/listen with a malformed filter',
    request: () => mcpRequest('subscriptions/listen', { notifications: 'all' }, { id: 'l2' }),
    status: 400,
    code: -32602,
    id: 'l2',
  },
  {
    name: 'one listen stream more than the per-client cap',
    request: () =>
      mcpRequest('subscriptions/listen', { notifications: { toolsListChanged: true } }, { id: 'l3' }),
    context: { client: 'listener' },
    status: 429,
    code: -32600,
    id: 'l3',
  },
  {
    name: 'resources/read of a resource that does not exist',
    request: () => mcpRequest('resources/read', { uri: 'file:///etc/passwd' }, { id: 'r1' }),
    status: 200,
    code: -32602,
    id: 'r1',
  },
  {
    name: 'a failure inside the server (its store is down)',
    request: () => new Request(`${TEST_URL}?visitor=v1`, mcpRequest('tools/list', {}, { id: 't1' })),
    on: server(failingStore),
    status: 500,
    code: -32603,
    id: 't1',
  },
];

/** The table's server, with the one listen stream from 'listener' that the listen cap row needs open. */
async function tableWithListener() {
  const table = server();
  const open = await table.handle(
    mcpRequest('subscriptions/listen', { notifications: { toolsListChanged: true } }, { id: 'l0' }),
    { client: 'listener' },
  );
  const openReader = open.body!.getReader();
  await readEvents(openReader, 1);
  return { table, openReader };
}

test(`the bad-request table: ${ROWS.length} bad requests, each with its HTTP status and JSON-RPC code`, async () => {
  assert.ok(ROWS.length >= 25);
  const { table, openReader } = await tableWithListener();
  const failures: string[] = [];
  for (const row of ROWS) {
    const response = await (row.on ?? table).handle(row.request(), row.context ?? { client: 'tester' });
    const messages = await readMessages(response);
    const message = messages[0] as { id?: unknown; error?: { code: number; message: string } } | undefined;
    const problems: string[] = [];
    if (response.status !== row.status) problems.push(`HTTP ${response.status}, expected ${row.status}`);
    if (message?.error?.code !== row.code)
      problems.push(`code ${message?.error?.code}, expected ${row.code}`);
    if (messages.length !== 1) problems.push(`${messages.length} messages`);
    if (message?.id !== row.id)
      problems.push(`id ${JSON.stringify(message?.id)}, expected ${JSON.stringify(row.id)}`);
    problems.push(...messageErrors(messages));
    const text = JSON.stringify(messages);
    if (/\bat [\w.<>]+ \(|node_modules|\/srv\/|\.[jt]s:\d+|ECONNREFUSED|Error:/.test(text))
      problems.push(`internals in the answer: ${text.slice(0, 200)}`);
    if (row.header && response.headers.get(row.header[0]) !== row.header[1])
      problems.push(`header ${row.header[0]}: ${response.headers.get(row.header[0])}`);
    if (problems.length > 0) failures.push(`${row.name}: ${problems.join('; ')}`);
  }
  await openReader.cancel();
  assert.deepEqual(failures, []);
});

test("the same table through handleMessage (the Worker's way in) gets the same answers, byte for byte", async () => {
  const { table, openReader } = await tableWithListener();
  const failures: string[] = [];
  for (const row of ROWS) {
    if (row.streamed) continue;
    const on = row.on ?? table;
    const context = row.context ?? { client: 'tester' };
    const expected = await wholeResponse(await on.handle(row.request(), context));
    const reply = await on.handleMessage(await requestMessage(row.request(), 'bytes'), context);
    const actual = await wholeResponse(toResponse(reply));
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      failures.push(`${row.name}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`);
  }
  await openReader.cancel();
  assert.deepEqual(failures, []);
});
