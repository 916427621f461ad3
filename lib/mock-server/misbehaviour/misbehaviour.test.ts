import assert from 'node:assert/strict';
import { test } from 'node:test';
import { validateValue } from '../../validate/validate-document';
import { createMockServer } from '../create-mock-server';
import { callResultErrors, messageErrors } from '../testing/message-errors';
import { mcpRequest, parseSse, readMessages } from '../testing/mock-exchange';
import { HUGE_RESPONSE_BYTES } from './huge-response';
import { MISBEHAVIOUR_NAMES } from './misbehaviour-catalogue';

const call = (server: ReturnType<typeof createMockServer>, name: string, options = {}) =>
  server.handle(mcpRequest('tools/call', { name, arguments: {} }, options));

test('misbehaviours are off by default and each switch adds exactly its tool', () => {
  const plain = createMockServer()
    .listTools()
    .map((t) => t.name);
  assert.ok(!plain.some((name) => name.startsWith('misbehave_')));
  for (const name of MISBEHAVIOUR_NAMES) {
    const tools = createMockServer({ misbehaviour: { [name]: true } }).listTools();
    assert.equal(tools.length, plain.length + 1, name);
  }
});

test('a result that breaks its outputSchema is caught by the validator', async () => {
  const server = createMockServer({ misbehaviour: { brokenOutputSchema: true } });
  const tool = server.listTools().find((t) => t.name === 'misbehave_output_schema');
  const [message] = await readMessages(await call(server, 'misbehave_output_schema'));
  assert.deepEqual(messageErrors([message]), [], 'the envelope is fine');
  const errors = callResultErrors((message as { result: unknown }).result, tool);
  assert.ok(
    errors.some((e) => e.includes('structured-content-schema')),
    errors.join('\n'),
  );
});

test('an invalid x-mcp-header and a duplicate name show up in the tools/list result', () => {
  const server = createMockServer({ misbehaviour: { invalidMcpHeader: true, duplicateNames: true } });
  const rules = validateValue(
    { resultType: 'complete', tools: server.listTools(), ttlMs: 0, cacheScope: 'public' },
    { kind: 'tools-list-result' },
  ).diagnostics.map((d) => `${d.severity} ${d.rule}`);
  assert.ok(rules.includes('error x-mcp-header-name'));
  assert.ok(rules.includes('warning tool-name-unique'));
});

test('a wrong resultType is reported as an unknown result type', async () => {
  const server = createMockServer({ misbehaviour: { wrongResultType: true } });
  const messages = await readMessages(await call(server, 'misbehave_result_type'));
  assert.ok(messageErrors(messages).some((e) => e.includes('result-type-known')));
});

test('the malformed SSE stream has broken events before a valid response', async () => {
  const server = createMockServer({ misbehaviour: { malformedSse: true } });
  const response = await call(server, 'misbehave_sse', { id: 'm1' });
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  const events = parseSse(await response.text()).events;
  const parsed = events.map((event) => {
    try {
      return JSON.parse(event.data);
    } catch {
      return 'unparseable';
    }
  });
  assert.equal(parsed.filter((p) => p === 'unparseable').length, 2);
  assert.ok(messageErrors([parsed[2]]).length > 0, 'the joined multi-line event is an invalid notification');
  assert.equal(parsed.at(-1).id, 'm1');
  assert.deepEqual(messageErrors([parsed.at(-1)]), []);
});

test('the slow tool is cancellable, and the huge one is as big as it says', async () => {
  const server = createMockServer({ misbehaviour: { slowResponse: true, hugeResponse: true } });
  const controller = new AbortController();
  const slow = call(server, 'misbehave_slow', { signal: controller.signal });
  setTimeout(() => controller.abort(), 20);
  assert.equal((await slow).status, 499);
  const [huge] = await readMessages(await call(server, 'misbehave_huge'));
  assert.equal(
    (huge as { result: { content: { text: string }[] } }).result.content[0]!.text.length,
    HUGE_RESPONSE_BYTES,
  );
});
