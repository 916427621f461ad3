import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { createMockServer } from './create-mock-server';
import { toResponse } from './http-response';
import { LOCAL_DEV_ORIGINS } from './origin-policy';
import { messageErrors } from './testing/message-errors';
import {
  mcpRequest,
  readMessage,
  readMessages,
  requestMessage,
  TEST_URL,
  wholeResponse,
} from './testing/mock-exchange';

const server = createMockServer({ allowedOrigins: [...LOCAL_DEV_ORIGINS] });

async function errorOf(request: Request) {
  const response = await server.handle(request);
  const messages = await readMessages(response);
  assert.deepEqual(messageErrors(messages), [], 'the error response itself is valid');
  const message = messages[0] as { id?: unknown; error: { code: number; message: string; data?: unknown } };
  return { status: response.status, id: message.id, ...message.error };
}

test('a preflight from an allowed origin reflects the requested headers (Mcp-Param-* included)', async () => {
  const response = await server.handle(
    new Request(TEST_URL, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'content-type, mcp-protocol-version, mcp-method, mcp-name, mcp-param-database',
      },
    }),
  );
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:5173');
  assert.match(response.headers.get('access-control-allow-headers')!, /mcp-param-database/);
  assert.match(response.headers.get('access-control-allow-methods')!, /POST/);
  assert.match(response.headers.get('vary')!, /Origin/);
});

test('actual responses to an allowed origin carry CORS headers; foreign origins get 403', async () => {
  const ok = await server.handle(
    mcpRequest('server/discover', {}, { headers: { Origin: 'http://127.0.0.1:4000' } }),
  );
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get('access-control-allow-origin'), 'http://127.0.0.1:4000');
  assert.match(ok.headers.get('access-control-expose-headers')!, /WWW-Authenticate/);
  const foreign = await server.handle(
    new Request(TEST_URL, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } }),
  );
  assert.equal(foreign.status, 403);
  assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  assert.equal(
    (await errorOf(mcpRequest('server/discover', {}, { headers: { Origin: 'https://evil.example' } })))
      .status,
    403,
  );
});

test('GET and DELETE are 405; the Content-Type must be JSON', async () => {
  for (const method of ['GET', 'DELETE']) {
    const response = await server.handle(new Request(TEST_URL, { method }));
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST, OPTIONS');
  }
  const plain = await errorOf(
    mcpRequest('server/discover', {}, { headers: { 'Content-Type': 'text/plain' } }),
  );
  assert.equal(plain.status, 415);
});

test('a body past the limit is 413; malformed JSON is -32700; a bad envelope is -32600', async () => {
  const small = createMockServer({ maxBodyBytes: 256 });
  const huge = await small.handle(mcpRequest('tools/list', { padding: 'x'.repeat(1000) }));
  assert.equal(huge.status, 413);
  const parse = await errorOf(mcpRequest('tools/list', {}, { body: '{"jsonrpc": "2.0", "id": 1,' }));
  assert.deepEqual([parse.status, parse.code, parse.id], [400, -32700, undefined]);
  const batch = await errorOf(mcpRequest('tools/list', {}, { body: '[]' }));
  assert.deepEqual([batch.status, batch.code], [400, -32600]);
});

test('a notification is accepted with 202 and no body', async () => {
  const response = await server.handle(
    mcpRequest(
      'notifications/cancelled',
      {},
      { body: '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}' },
    ),
  );
  assert.equal(response.status, 202);
  assert.equal(await response.text(), '');
});

test('initialize and other removed methods are 404 + -32601, even without modern headers', async () => {
  const legacy = await errorOf(
    new Request(TEST_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 0,
        method: 'initialize',
        params: {
          protocolVersion: '2025-11-25',
          capabilities: {},
          clientInfo: { name: 'old', version: '1' },
        },
      }),
    }),
  );
  assert.deepEqual([legacy.status, legacy.code, legacy.id], [404, -32601, 0]);
  assert.deepEqual(legacy.data, { supported: ['2026-07-28'], requested: '2025-11-25' });
  for (const method of ['ping', 'logging/setLevel', 'resources/subscribe', 'resources/unsubscribe']) {
    const reply = await errorOf(mcpRequest(method, {}, { id: 500 }));
    assert.deepEqual([reply.status, reply.code, reply.id], [404, -32601, 500], method);
  }
});

test('the version ladder: missing header -32020, missing _meta -32602, mismatch -32020, unsupported -32022', async () => {
  const noHeader = await errorOf(mcpRequest('tools/list', {}, { headers: { 'MCP-Protocol-Version': null } }));
  assert.deepEqual([noHeader.status, noHeader.code], [400, -32020]);
  const noMeta = await errorOf(
    mcpRequest(
      'server/discover',
      {},
      { id: 101, body: '{"jsonrpc":"2.0","id":101,"method":"server/discover","params":{}}' },
    ),
  );
  assert.deepEqual([noMeta.status, noMeta.code, noMeta.id], [400, -32602, 101]);
  const mismatch = await errorOf(
    mcpRequest('server/discover', {}, { meta: { 'io.modelcontextprotocol/protocolVersion': 'v999.0.0' } }),
  );
  assert.deepEqual([mismatch.status, mismatch.code], [400, -32020]);
  const unsupported = await errorOf(
    mcpRequest(
      'server/discover',
      {},
      {
        meta: { 'io.modelcontextprotocol/protocolVersion': 'v999.0.0' },
        headers: { 'MCP-Protocol-Version': 'v999.0.0' },
      },
    ),
  );
  assert.deepEqual([unsupported.status, unsupported.code], [400, -32022]);
  assert.deepEqual(unsupported.data, { supported: ['2026-07-28'], requested: 'v999.0.0' });
});

test('unknown methods are 404; prompts are unknown where the server offers none', async () => {
  const unknown = await errorOf(mcpRequest('unknown/method', {}, { id: 601 }));
  assert.deepEqual([unknown.status, unknown.code, unknown.id], [404, -32601, 601]);
  const prompts = await errorOf(mcpRequest('prompts/list'));
  assert.deepEqual([prompts.status, prompts.code], [404, -32601]);
});

test('Mcp-Method and Mcp-Name must mirror the body (-32020, HTTP 400)', async () => {
  const method = await errorOf(mcpRequest('tools/list', {}, { headers: { 'Mcp-Method': 'prompts/list' } }));
  assert.deepEqual([method.status, method.code], [400, -32020]);
  const missing = await errorOf(mcpRequest('tools/list', {}, { headers: { 'Mcp-Method': null } }));
  assert.equal(missing.code, -32020);
  const name = await errorOf(
    mcpRequest(
      'tools/call',
      { name: 'search_issues', arguments: { query: 'x' } },
      { headers: { 'Mcp-Name': 'get_issue' } },
    ),
  );
  assert.deepEqual([name.status, name.code], [400, -32020]);
  const ok = await server.handle(
    mcpRequest(
      'tools/call',
      { name: 'search_issues', arguments: { query: 'crash' } },
      { headers: { 'mcp-name': '  search_issues ' } },
    ),
  );
  assert.equal(ok.status, 200);
});

test('session and resumption headers of the 2025 transport are ignored', async () => {
  const response = await server.handle(
    mcpRequest('tools/list', {}, { headers: { 'Mcp-Session-Id': 'abc', 'Last-Event-ID': '42' } }),
  );
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('mcp-session-id'), null);
});

test('every method of the server answers with valid messages', async () => {
  for (const [method, params] of [
    ['server/discover', {}],
    ['tools/list', {}],
    ['tools/call', { name: 'search_issues', arguments: { query: 'windows' } }],
    ['resources/list', {}],
    ['resources/templates/list', {}],
    ['resources/read', { uri: 'file:///lumen/README.md' }],
  ] as const) {
    const response = await server.handle(mcpRequest(method, params));
    const messages = await readMessages(response);
    assert.equal(response.status, 200, method);
    assert.deepEqual(messageErrors(messages), [], method);
    const message = messages.at(-1) as { result: { resultType: string; _meta: Record<string, unknown> } };
    assert.equal(message.result.resultType, 'complete');
    assert.ok(message.result._meta['io.modelcontextprotocol/serverInfo'], `${method}: serverInfo`);
  }
});

test('discover reports versions, capabilities, instructions and cache hints', async () => {
  const { result } = (await readMessage(await server.handle(mcpRequest('server/discover')))) as {
    result: Record<string, unknown>;
  };
  assert.deepEqual(result.supportedVersions, ['2026-07-28']);
  assert.deepEqual(result.capabilities, {
    tools: { listChanged: true },
    resources: {},
    extensions: { 'io.modelcontextprotocol/tasks': {} },
  });
  assert.equal(typeof result.instructions, 'string');
  assert.equal(result.cacheScope, 'public');
  assert.equal(result.ttlMs, 300_000);
});

test('hostile input never breaks the server: every answer is an HTTP response with a valid body', async () => {
  const hostile = createMockServer({ conformance: true });
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.double(),
      fc.integer(),
      fc.string(),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(
        fc.oneof(
          fc.constantFrom('jsonrpc', 'id', 'method', 'params', '_meta', 'name', 'arguments', 'cursor', 'uri'),
          fc.string(),
        ),
        tie('value'),
        { maxKeys: 5 },
      ),
    ),
  })).value;
  const method = fc.constantFrom(
    'tools/call',
    'tools/list',
    'server/discover',
    'subscriptions/listen',
    'resources/read',
    'prompts/get',
    'x',
  );
  await fc.assert(
    fc.asyncProperty(json, method, fc.boolean(), async (params, name, raw) => {
      const body = raw
        ? JSON.stringify(params)
        : JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: name,
            params: {
              ...(typeof params === 'object' && params !== null && !Array.isArray(params)
                ? params
                : { value: params }),
              _meta: {
                'io.modelcontextprotocol/protocolVersion': '2026-07-28',
                'io.modelcontextprotocol/clientCapabilities': {},
              },
            },
          });
      const controller = new AbortController();
      const response = await hostile.handle(
        mcpRequest(
          name,
          {},
          { body, headers: { 'Mcp-Name': null, Accept: 'application/json' }, signal: controller.signal },
        ),
      );
      assert.ok(response.status >= 200 && response.status < 600);
      if ((response.headers.get('content-type') ?? '').includes('event-stream')) {
        controller.abort();
        await response.body?.cancel();
        return;
      }
      const text = await response.text();
      if (response.status === 202) return;
      assert.doesNotThrow(() => JSON.parse(text), text);
      if (response.status === 500) assert.fail(`internal error for ${body}: ${text}`);
    }),
    { numRuns: 300 },
  );
});

test("handleMessage (the Worker's way in) answers exactly as handle does: status, headers, body", async () => {
  const requests: (() => Request)[] = [
    () => mcpRequest('server/discover', {}, { id: 'd1' }),
    () => mcpRequest('tools/list', {}, { id: 'l1', headers: { Origin: 'http://127.0.0.1:4000' } }),
    () => mcpRequest('tools/call', { name: 'get_issue', arguments: { number: 101 } }, { id: 'c1' }),
    () => mcpRequest('tools/call', { name: 'get_issue', arguments: { number: 'x' } }, { id: 'c2' }),
    // Progress: an SSE stream, read to its end.
    () =>
      mcpRequest(
        'tools/call',
        { name: 'generate_report', arguments: { quarter: '2026-Q1', sections: 2, step_ms: 1 } },
        { id: 'c3', meta: { progressToken: 'p' } },
      ),
    // A client that takes only SSE gets its JSON answer as a one-event stream.
    () => mcpRequest('tools/list', {}, { id: 'l2', headers: { Accept: 'text/event-stream' } }),
    () =>
      new Request(TEST_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      }),
    () =>
      new Request(TEST_URL, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'mcp-method' },
      }),
    () => new Request(TEST_URL, { method: 'GET' }),
    () => mcpRequest('tools/list', {}, { body: '\uFEFF{"jsonrpc":"2.0","id":"bom","method":"tools/list"}' }),
  ];
  for (const make of requests) {
    const expected = await wholeResponse(await server.handle(make()));
    for (const body of ['bytes', 'text'] as const) {
      const message = await requestMessage(make(), body);
      const reply = await server.handleMessage(message);
      assert.deepEqual(await wholeResponse(toResponse(reply)), expected, `${message.method} ${message.body}`);
    }
  }
});

test('a JSON answer to a message is its text: no Response, no stream', async () => {
  const message = await requestMessage(
    mcpRequest('tools/call', { name: 'get_issue', arguments: { number: 101 } }, { id: 7 }),
    'text',
  );
  const reply = await server.handleMessage(message, { signal: new AbortController().signal });
  assert.equal(reply.status, 200);
  assert.deepEqual(reply.headers, { 'Content-Type': 'application/json' });
  assert.equal(typeof reply.body, 'string');
  assert.match(reply.body as string, /^\{"jsonrpc":"2.0","id":7,"result":\{.*Build crashes on Windows/);
});
