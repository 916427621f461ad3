import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from './create-mock-server';
import { mcpRequest, readEvents, readMessage, TEST_URL } from './testing/mock-exchange';
import { INSTANCE_SCOPE, visitorScope } from './visitor-scope';

const at = (visitor: string | undefined, request: Request) =>
  new Request(visitor === undefined ? TEST_URL : `${TEST_URL}?visitor=${visitor}`, request);

async function toolNames(server: ReturnType<typeof createMockServer>, visitor?: string): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const message = await readMessage(
      await server.handle(at(visitor, mcpRequest('tools/list', cursor ? { cursor } : {}))),
    );
    const result = message.result as { tools: { name: string }[]; nextCursor?: string };
    names.push(...result.tools.map((tool) => tool.name));
    cursor = result.nextCursor;
  } while (cursor);
  return names;
}

const toggle = (enabled: boolean) =>
  mcpRequest('tools/call', { name: 'toggle_beta_tools', arguments: { enabled } }, { id: 't' });
const listen = () =>
  mcpRequest('subscriptions/listen', { notifications: { toolsListChanged: true } }, { id: 'L' });

test('a visitor key names a scope; a bad one is refused; instance mode has one scope', () => {
  assert.deepEqual(visitorScope(`${TEST_URL}?visitor=abc-1_Z`, 'visitor'), { ok: true, scope: 'v:abc-1_Z' });
  assert.deepEqual(visitorScope(TEST_URL, 'visitor'), { ok: true, scope: undefined });
  assert.equal(visitorScope(`${TEST_URL}?visitor=`, 'visitor').ok, false);
  assert.equal(visitorScope(`${TEST_URL}?visitor=${'a'.repeat(65)}`, 'visitor').ok, false);
  assert.deepEqual(visitorScope(`${TEST_URL}?visitor=x`, 'instance'), { ok: true, scope: INSTANCE_SCOPE });
});

test('two visitors of one shared server: one switching the beta tool changes nothing for the other', async () => {
  const server = createMockServer({ scopes: 'visitor' });
  const before = await toolNames(server, 'alice');
  assert.deepEqual(await toolNames(server, 'bob'), before);
  assert.ok(!before.includes('forecast_issue_trend'));

  const aliceStream = (await server.handle(at('alice', listen()))).body!.getReader();
  const bobStream = (await server.handle(at('bob', listen()))).body!.getReader();
  await readEvents(aliceStream, 1);
  await readEvents(bobStream, 1);

  const switched = await readMessage(await server.handle(at('alice', toggle(true))));
  assert.equal((switched.result as { isError?: boolean }).isError, undefined);
  const [changed] = await readEvents(aliceStream, 1);
  assert.equal((changed as { method: string }).method, 'notifications/tools/list_changed');
  assert.deepEqual(await toolNames(server, 'alice'), [...before, 'forecast_issue_trend']);

  assert.deepEqual(await toolNames(server, 'bob'), before, "bob's list is untouched");
  assert.deepEqual(await toolNames(server), before, 'so is the shared view');
  const state = { buffer: '' };
  const heard = await Promise.race([
    readEvents(bobStream, 1, state),
    new Promise((resolve) => setTimeout(() => resolve('nothing'), 100)),
  ]);
  assert.equal(heard, 'nothing', "bob's stream hears nothing of alice's switch");
  await aliceStream.cancel();
  await bobStream.cancel();
});

test('without a visitor key, a shared server refuses to switch and says how to get a scope', async () => {
  const server = createMockServer({ scopes: 'visitor' });
  const message = await readMessage(await server.handle(toggle(true)));
  const result = message.result as { isError: boolean; content: { text: string }[] };
  assert.equal(result.isError, true);
  assert.match(result.content[0]!.text, /\?visitor=/);
  assert.ok(!(await toolNames(server)).includes('forecast_issue_trend'));
});

test('instance mode (the Worker, serve): one scope, whatever the URL says', async () => {
  const server = createMockServer();
  await server.handle(at('alice', toggle(true)));
  assert.ok((await toolNames(server, 'bob')).includes('forecast_issue_trend'));
});
