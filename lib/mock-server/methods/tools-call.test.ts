import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../create-mock-server';
import type { MockServerEvent } from '../mock-server-events';
import { messageErrors } from '../testing/message-errors';
import { mcpRequest, readMessage, readMessages } from '../testing/mock-exchange';

const call = (name: string, args: unknown, options = {}) =>
  mcpRequest('tools/call', { name, arguments: args }, options);

test('arguments that break inputSchema are a tool execution error that says how to fix them', async () => {
  const server = createMockServer();
  const message = await readMessage(await server.handle(call('get_issue', { number: 'one-oh-four' })));
  assert.deepEqual(messageErrors([message]), []);
  const result = message.result as { isError: boolean; content: { text: string }[] };
  assert.equal(result.isError, true);
  assert.match(
    result.content[0]!.text,
    /Invalid arguments for tool get_issue: arguments\.number must be an integer/,
  );
  const extra = await readMessage(await server.handle(call('get_issue', { number: 104, verbose: true })));
  assert.match((extra.result as { content: { text: string }[] }).content[0]!.text, /verbose/);
});

test('structural problems and unknown tools are -32602', async () => {
  const server = createMockServer();
  for (const params of [
    { arguments: {} },
    { name: 42 },
    { name: 'get_issue', arguments: [104] },
    { name: 'get_issue', arguments: { number: 104 }, inputResponses: { a: 1 } },
    { name: 'get_issue', arguments: { number: 104 }, requestState: 7 },
    { name: 'no_such_tool', arguments: {} },
  ]) {
    const response = await server.handle(mcpRequest('tools/call', params, { headers: { 'Mcp-Name': null } }));
    const message = await readMessage(response);
    assert.deepEqual(messageErrors([message]), []);
    assert.equal((message.error as { code: number } | undefined)?.code, -32602, JSON.stringify(params));
    assert.equal(response.status, 200, 'in-band: the HTTP request itself was fine');
  }
});

test('absent arguments count as {}', async () => {
  const message = await readMessage(
    await createMockServer().handle(mcpRequest('tools/call', { name: 'render_issue_chart' })),
  );
  assert.equal((message.result as { isError?: boolean }).isError, undefined);
});

test('with a progressToken the result streams over SSE: increasing progress, then the response', async () => {
  const response = await createMockServer().handle(
    call(
      'generate_report',
      { quarter: '2026-Q2', sections: 3, step_ms: 5 },
      { meta: { progressToken: 'rep-1' } },
    ),
  );
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  const messages = (await readMessages(response)) as {
    method?: string;
    params?: { progress: number; progressToken: string };
  }[];
  assert.deepEqual(messageErrors(messages), []);
  const progress = messages.filter((m) => m.method === 'notifications/progress').map((m) => m.params!);
  assert.deepEqual(
    progress.map((p) => p.progress),
    [0, 1, 2, 3],
  );
  assert.ok(progress.every((p) => p.progressToken === 'rep-1'));
  assert.ok('result' in messages.at(-1)!);
});

test('without a progressToken the same tool answers plain JSON', async () => {
  const response = await createMockServer().handle(
    call('generate_report', { quarter: '2026-Q2', sections: 2, step_ms: 1 }),
  );
  assert.equal(response.headers.get('content-type'), 'application/json');
});

test('log notifications go out only when the request sets a logLevel, at or above it', async () => {
  const server = createMockServer();
  const args = { quarter: '2026-Q1', sections: 2, step_ms: 1 };
  const quiet = await readMessages(
    await server.handle(call('generate_report', args, { meta: { progressToken: 1 } })),
  );
  assert.equal(quiet.filter((m) => (m as { method?: string }).method === 'notifications/message').length, 0);
  const verbose = await readMessages(
    await server.handle(
      call('generate_report', args, { meta: { 'io.modelcontextprotocol/logLevel': 'debug' } }),
    ),
  );
  assert.deepEqual(messageErrors(verbose), []);
  assert.equal(
    verbose.filter((m) => (m as { method?: string }).method === 'notifications/message').length,
    2,
  );
  const errorsOnly = await readMessages(
    await server.handle(
      call('generate_report', args, { meta: { 'io.modelcontextprotocol/logLevel': 'error' } }),
    ),
  );
  assert.equal(errorsOnly.length, 1, 'info logs are below the requested level');
});

test('closing the stream cancels the tool, and the server reports it', async () => {
  const events: MockServerEvent[] = [];
  const server = createMockServer({ onEvent: (event) => events.push(event) });
  const response = await server.handle(
    call(
      'generate_report',
      { quarter: '2026-Q3', sections: 10, step_ms: 10_000 },
      { id: 'slow-1', meta: { progressToken: 'p' } },
    ),
  );
  const reader = response.body!.getReader();
  await reader.read();
  await reader.cancel();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.deepEqual(
    events.filter((e) => e.kind === 'cancelled'),
    [{ kind: 'cancelled', method: 'tools/call', id: 'slow-1', tool: 'generate_report' }],
  );
});

test('a client that aborts before the answer cancels the work too', async () => {
  const events: MockServerEvent[] = [];
  const server = createMockServer({ onEvent: (event) => events.push(event) });
  const controller = new AbortController();
  const pending = server.handle(
    call(
      'generate_report',
      { quarter: '2026-Q3', sections: 1, step_ms: 10_000 },
      { signal: controller.signal },
    ),
  );
  setTimeout(() => controller.abort(), 10);
  const response = await pending;
  assert.equal(response.status, 499);
  assert.equal(events.filter((e) => e.kind === 'cancelled').length, 1);
});

test('Mcp-Param headers must match x-mcp-header arguments', async () => {
  const server = createMockServer();
  const inputSchema = server.listTools().find((tool) => tool.name === 'execute_sql')!.inputSchema;
  const args = {
    database: 'inventory',
    query: 'SELECT sku, stock FROM products LIMIT 2',
    read_only: true,
    max_rows: 5,
  };
  const ok = await server.handle(call('execute_sql', args, { inputSchema }));
  const okMessage = await readMessage(ok);
  assert.deepEqual(messageErrors([okMessage]), []);
  assert.equal(
    (okMessage.result as { structuredContent: { row_count: number } }).structuredContent.row_count,
    2,
  );
  const missing = await server.handle(call('execute_sql', args));
  assert.equal(missing.status, 400);
  assert.match(
    ((await readMessage(missing)).error as { message: string }).message,
    /Mcp-Param-Database is missing/,
  );
  const wrong = await server.handle(
    call('execute_sql', args, { inputSchema, headers: { 'Mcp-Param-Max-Rows': '6' } }),
  );
  assert.equal(((await readMessage(wrong)).error as { code: number }).code, -32020);
  const numeric = await server.handle(
    call('execute_sql', args, { inputSchema, headers: { 'Mcp-Param-Max-Rows': '5.0' } }),
  );
  assert.equal(numeric.status, 200, 'integers compare numerically');
});

test('a tool that needs a capability the request lacks is -32021 before its headers are checked', async () => {
  const server = createMockServer({ conformance: true });
  const response = await server.handle(call('test_missing_capability', {}));
  const message = await readMessage(response);
  assert.equal(response.status, 400);
  assert.deepEqual(message.error, {
    code: -32021,
    message:
      'Tool test_missing_capability needs the client capabilities sampling, which this request\'s params._meta["io.modelcontextprotocol/clientCapabilities"] does not declare.',
    data: { requiredCapabilities: { sampling: {} } },
  });
  const declared = await server.handle(
    call('test_missing_capability', {}, { capabilities: { sampling: {} } }),
  );
  assert.equal(declared.status, 200);
});

test('a call past callTimeoutMs is stopped and answered -32603; a quick one leaves no timer behind', async () => {
  const server = createMockServer({ callTimeoutMs: 50, misbehaviour: { slowResponse: true } });
  const slow = await server.handle(call('misbehave_slow', {}));
  const message = await readMessage(slow);
  assert.deepEqual(messageErrors([message]), []);
  assert.equal(slow.status, 500);
  assert.equal((message.error as { code: number }).code, -32603);
  assert.match((message.error as { message: string }).message, /ran longer than this server allows/);
  // The test process would stay alive for the limit if a finished call kept its timer.
  const quick = createMockServer({ callTimeoutMs: 3_600_000 });
  const done = await readMessage(await quick.handle(call('get_issue', { number: 104 })));
  assert.equal((done.result as { resultType: string }).resultType, 'complete');
});
