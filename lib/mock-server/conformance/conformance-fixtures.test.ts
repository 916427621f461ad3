import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../create-mock-server';
import { messageErrors } from '../testing/message-errors';
import { mcpRequest, readMessage } from '../testing/mock-exchange';

const ALL = { elicitation: {}, sampling: {}, roots: {} };
const server = createMockServer({ conformance: true });

async function callTool(
  name: string,
  extra: Record<string, unknown> = {},
  capabilities: Record<string, unknown> = ALL,
) {
  const message = await readMessage(
    await server.handle(mcpRequest('tools/call', { name, arguments: {}, ...extra }, { capabilities })),
  );
  assert.deepEqual(messageErrors([message]), [], name);
  return message as {
    result?: Record<string, unknown> & { requestState?: string; inputRequests?: Record<string, unknown> };
    error?: { code: number };
  };
}

const accept = (content: Record<string, unknown>) => ({ action: 'accept', content });

test('fixtures come first, so checks that read one page find them', () => {
  const names = server.listTools().map((t) => t.name);
  assert.deepEqual(names.slice(0, 3), ['test_simple_text', 'test_x_mcp_header', 'json_schema_2020_12_tool']);
  assert.ok(names.indexOf('test_input_required_result_capabilities') < 25);
});

test('multi-round MRTR: each round a new requestState, then a complete result', async () => {
  const name = 'test_input_required_result_multi_round';
  const r1 = await callTool(name);
  assert.deepEqual(Object.keys(r1.result!.inputRequests!), ['step1']);
  const r2 = await callTool(name, {
    inputResponses: { step1: accept({ name: 'Alice' }) },
    requestState: r1.result!.requestState,
  });
  assert.deepEqual(Object.keys(r2.result!.inputRequests!), ['step2']);
  assert.notEqual(r2.result!.requestState, r1.result!.requestState);
  const r3 = await callTool(name, {
    inputResponses: { step2: accept({ color: 'blue' }) },
    requestState: r2.result!.requestState,
  });
  assert.equal(r3.result!.resultType, 'complete');
  assert.match(JSON.stringify(r3.result!.content), /Alice likes blue/);
});

test('a tampered requestState is -32602; one for other arguments is refused too', async () => {
  const name = 'test_input_required_result_tampered_state';
  const first = await callTool(name);
  const state = first.result!.requestState!;
  assert.equal(
    (
      await callTool(name, {
        inputResponses: { confirm: accept({ ok: true }) },
        requestState: `${state}-TAMPERED`,
      })
    ).error?.code,
    -32602,
  );
  const otherArgs = await callTool(name, {
    arguments: { extra: 1 },
    inputResponses: { confirm: accept({ ok: true }) },
    requestState: state,
  });
  assert.equal(otherArgs.error?.code, -32602);
  const genuine = await callTool(name, {
    inputResponses: { confirm: accept({ ok: true }) },
    requestState: state,
  });
  assert.equal(genuine.result!.resultType, 'complete');
});

test('missing answers are asked for again; extra keys are ignored', async () => {
  const name = 'test_input_required_result_elicitation';
  const wrong = await callTool(name, { inputResponses: { wrong_key: accept({ data: 'x' }) } });
  assert.equal(wrong.result!.resultType, 'input_required');
  const extra = await callTool(name, {
    inputResponses: { user_name: accept({ name: 'Alice' }), unknown_extra_key: accept({}) },
  });
  assert.match(JSON.stringify(extra.result!.content), /Hello, Alice!/);
});

test('input requests follow the declared capabilities', async () => {
  const samplingOnly = await callTool('test_input_required_result_capabilities', {}, { sampling: {} });
  assert.deepEqual(
    Object.values(samplingOnly.result!.inputRequests!).map((r) => (r as { method: string }).method),
    ['sampling/createMessage'],
  );
  const none = await callTool('test_input_required_result_elicitation', {}, {});
  assert.equal(none.error?.code, -32021);
});

test('the listen/trigger pair switches a tool at the end of the list', async () => {
  const before = server.listTools().map((t) => t.name);
  await callTool('test_trigger_tool_change');
  const after = server.listTools().map((t) => t.name);
  assert.deepEqual(after.slice(0, before.length), before);
  assert.equal(after.at(-1), 'test_dynamic_tool');
  await callTool('test_trigger_tool_change');
  assert.deepEqual(
    server.listTools().map((t) => t.name),
    before,
  );
});
