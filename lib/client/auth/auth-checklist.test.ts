import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from '../create-client';
import { createFakeOAuthWorld } from '../testing/fake-oauth';
import { authChecklists } from './auth-checklist';

const REDIRECT = 'https://app.example/oauth/callback';

test('a successful authorization: every main step done, each with the exchanges it made', async () => {
  const world = createFakeOAuthWorld({ prmLocation: 'root', metadataAt: 'openid' });
  const client = createClient({
    url: world.mcpUrl,
    fetch: world.fetch,
    auth: { redirectUri: REDIRECT, authorize: world.authorize },
  });
  assert.equal((await client.listTools()).ok, true);
  const [list, ...more] = authChecklists(client.timeline.events());
  assert.equal(more.length, 0);
  assert.equal(list!.outcome, 'authorized');
  assert.deepEqual(
    list!.steps.map((s) => [s.step, s.status]),
    [
      ['challenge', 'ok'],
      ['resource-metadata', 'ok'],
      ['authorization-server-metadata', 'ok'],
      ['client-registration', 'ok'],
      ['authorization-request', 'ok'],
      ['authorization-response', 'ok'],
      ['token-request', 'ok'],
      ['authorized', 'ok'],
    ],
  );
  const byStep = Object.fromEntries(list!.steps.map((s) => [s.step, s]));
  // The challenge shows the MCP request the server refused, with its 401.
  assert.deepEqual(
    byStep.challenge!.exchanges.map((x) => [x.method, x.url, x.status]),
    [['POST', world.mcpUrl, 401]],
  );
  // The path-suffixed metadata URL answered 404 before the root one: an attempt and two exchanges.
  assert.equal(byStep['resource-metadata']!.attempts.length, 1);
  assert.deepEqual(
    byStep['resource-metadata']!.exchanges.map((x) => [x.method, x.url, x.status]),
    [
      ['GET', 'https://mcp.example.com/.well-known/oauth-protected-resource/mcp', 404],
      ['GET', 'https://mcp.example.com/.well-known/oauth-protected-resource', 200],
    ],
  );
  assert.deepEqual(
    byStep['authorization-server-metadata']!.exchanges.map((x) => x.status),
    [404, 200],
  );
  assert.deepEqual(
    byStep['client-registration']!.exchanges.map((x) => x.method),
    ['POST'],
  );
  assert.deepEqual(
    byStep['token-request']!.exchanges.map((x) => [x.method, x.url]),
    [['POST', 'https://auth.example.com/token']],
  );
});

test('a failure: the failing step carries its fix; the steps after it never ran', async () => {
  const world = createFakeOAuthWorld({ metadata: { code_challenge_methods_supported: undefined } });
  const client = createClient({
    url: world.mcpUrl,
    fetch: world.fetch,
    auth: { redirectUri: REDIRECT, authorize: world.authorize },
  });
  assert.equal((await client.listTools()).ok, false);
  const [list] = authChecklists(client.timeline.events());
  assert.equal(list!.outcome, 'failed');
  const statuses = Object.fromEntries(list!.steps.map((s) => [s.step, s.status]));
  assert.equal(statuses['resource-metadata'], 'ok');
  assert.equal(statuses['authorization-server-metadata'], 'failed');
  assert.equal(statuses['client-registration'], 'waiting');
  assert.equal(statuses.authorized, 'waiting');
  const failed = list!.steps.find((s) => s.status === 'failed')!;
  assert.match(failed.fix ?? '', /code_challenge_methods_supported/);
  assert.equal(failed.exchanges.length, 1);
});

test('step-up and refresh are their own checklists; an empty timeline has none', async () => {
  const world = createFakeOAuthWorld({ challengeScope: 'read', toolScopes: { whoami: 'write' } });
  const client = createClient({
    url: world.mcpUrl,
    fetch: world.fetch,
    auth: { redirectUri: REDIRECT, authorize: world.authorize },
  });
  assert.equal((await client.callTool('whoami', {})).kind, 'complete');
  const lists = authChecklists(client.timeline.events());
  assert.equal(lists.length, 2);
  assert.match(lists[1]!.steps[0]!.message ?? '', /insufficient_scope/);
  assert.deepEqual(authChecklists([]), []);
});
