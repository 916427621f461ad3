import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../create-mock-server';
import { messageErrors } from '../testing/message-errors';
import { mcpRequest, readMessage } from '../testing/mock-exchange';

const server = createMockServer({ conformance: true });
async function ask(method: string, params: Record<string, unknown> = {}, options = {}) {
  const message = await readMessage(await server.handle(mcpRequest(method, params, options)));
  assert.deepEqual(messageErrors([message]), [], method);
  return message as { result?: Record<string, unknown>; error?: { code: number; data?: unknown } };
}

test('prompts: list, get with arguments, missing arguments and unknown names', async () => {
  const list = await ask('prompts/list');
  assert.ok(
    (list.result!.prompts as { name: string }[]).some((p) => p.name === 'test_prompt_with_arguments'),
  );
  assert.equal(list.result!.cacheScope, 'public');
  const got = await ask('prompts/get', {
    name: 'test_prompt_with_arguments',
    arguments: { arg1: 'a', arg2: 'b' },
  });
  assert.match(JSON.stringify(got.result!.messages), /arg1='a', arg2='b'/);
  assert.deepEqual(
    (await ask('prompts/get', { name: 'test_prompt_with_arguments', arguments: { arg1: 'a' } })).error?.data,
    {
      missing: ['arg2'],
    },
  );
  assert.equal((await ask('prompts/get', { name: 'nope' })).error?.code, -32602);
  assert.equal(
    (await ask('prompts/get', { name: 'test_simple_prompt', arguments: { a: 1 } })).error?.code,
    -32602,
  );
});

test('prompts/get may answer input_required and complete on the retry', async () => {
  const first = await ask(
    'prompts/get',
    { name: 'test_input_required_result_prompt' },
    { capabilities: { elicitation: {} } },
  );
  assert.equal(first.result!.resultType, 'input_required');
  const retry = await ask(
    'prompts/get',
    {
      name: 'test_input_required_result_prompt',
      inputResponses: { user_context: { action: 'accept', content: { context: 'docs' } } },
    },
    { capabilities: { elicitation: {} } },
  );
  assert.match(JSON.stringify(retry.result!.messages), /docs/);
});

test('resources: list, templates, read, and not-found as -32602 with the uri', async () => {
  const list = await ask('resources/list');
  const uris = (list.result!.resources as { uri: string }[]).map((r) => r.uri);
  assert.ok(uris.includes('test://static-text') && uris.includes('file:///lumen/README.md'));
  const templates = await ask('resources/templates/list');
  assert.equal(
    (templates.result!.resourceTemplates as { uriTemplate: string }[])[0]!.uriTemplate,
    'test://template/{id}/data',
  );
  const text = await ask('resources/read', { uri: 'test://template/123/data' });
  assert.match(JSON.stringify(text.result!.contents), /Data for ID: 123/);
  assert.equal(text.result!.ttlMs, 300_000);
  const blob = await ask('resources/read', { uri: 'file:///lumen/assets/logo.png' });
  assert.match((blob.result!.contents as { blob: string }[])[0]!.blob, /^iVBORw0KGgo/);
  const missing = await ask('resources/read', { uri: 'test://nonexistent' });
  assert.deepEqual([missing.error?.code, missing.error?.data], [-32602, { uri: 'test://nonexistent' }]);
});

test('completion/complete suggests prompt argument values', async () => {
  const done = await ask('completion/complete', {
    ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' },
    argument: { name: 'arg1', value: 'pa' },
  });
  assert.deepEqual(done.result!.completion, { values: ['paris', 'park', 'party'], total: 3, hasMore: false });
  const bad = await ask('completion/complete', {
    ref: { type: 'ref/other' },
    argument: { name: 'a', value: '' },
  });
  assert.equal(bad.error?.code, -32602);
});
