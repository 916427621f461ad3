// tools/list: pagination, the x-mcp-header rules, and the cache (ttlMs, cacheScope, authorization).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secretHeaderSet } from '../wire/secret-headers';
import { ANONYMOUS, authorizationKey } from './authorization-key';
import { createClient } from './create-client';
import { cacheHints, createResponseCache } from './response-cache';
import { createFakeFetch, discoverReply, type FakeRequest } from './testing/fake-fetch';
import { createFakeModernServer } from './testing/fake-servers';
import type { TimelineEvent } from './timeline-event';

const URL = 'http://mcp.test/mcp';
const tool = (name: string, inputSchema: Record<string, unknown> = { type: 'object' }) => ({
  name,
  inputSchema,
});
const warnings = (events: readonly TimelineEvent[]) =>
  events.filter((e) => e.type === 'warning').map((e) => (e.type === 'warning' ? e.code : ''));

test('pages follow nextCursor; an empty-string cursor is a cursor', async () => {
  const pages: Record<string, { tools: unknown[]; next?: string; ttlMs: number }> = {
    first: { tools: [tool('a')], next: '', ttlMs: 1000 },
    '': { tools: [tool('b')], next: 'last', ttlMs: 500 },
    last: { tools: [tool('c')], ttlMs: 2000 },
  };
  const fake = createFakeFetch((r: FakeRequest) => {
    const params = (r.body?.params ?? {}) as { cursor?: string };
    if (r.body?.method === 'server/discover') {
      return discoverReply(r.body.id, {});
    }
    const page = pages[params.cursor ?? 'first']!;
    return {
      json: {
        jsonrpc: '2.0',
        id: r.body!.id,
        result: {
          resultType: 'complete',
          tools: page.tools,
          ttlMs: page.ttlMs,
          cacheScope: 'private',
          ...(page.next !== undefined ? { nextCursor: page.next } : {}),
        },
      },
    };
  });
  const client = createClient({ url: URL, fetch: fake.fetch });
  const listed = await client.listTools();
  assert.ok(listed.ok);
  assert.deepEqual(
    listed.value.tools.map((t) => t.name),
    ['a', 'b', 'c'],
  );
  assert.deepEqual(
    listed.value.pages.map((p) => [p.cursor, p.nextCursor]),
    [
      [undefined, ''],
      ['', 'last'],
      ['last', undefined],
    ],
  );
  assert.equal(listed.value.provenance.ttlMs, 500, 'the soonest-stale page decides');
  assert.deepEqual(
    fake.calls('tools/list').map((r) => (r.body!.params as { cursor?: string }).cursor),
    [undefined, '', 'last'],
  );
});

test('x-mcp-header rule breakers are excluded with the reason; the others stay; lenient numbers on request', async () => {
  const tools = [
    tool('ok', { type: 'object', properties: { region: { type: 'string', 'x-mcp-header': 'Region' } } }),
    tool('space', { type: 'object', properties: { v: { type: 'string', 'x-mcp-header': 'My Region' } } }),
    tool('dupe', {
      type: 'object',
      properties: { a: { type: 'string', 'x-mcp-header': 'X' }, b: { type: 'string', 'x-mcp-header': 'x' } },
    }),
    tool('in_items', {
      type: 'object',
      properties: { l: { type: 'array', items: { type: 'string', 'x-mcp-header': 'L' } } },
    }),
    tool('score', { type: 'object', properties: { s: { type: 'number', 'x-mcp-header': 'Score' } } }),
  ];
  const strict = createClient({ url: URL, fetch: createFakeModernServer({ tools }).fetch });
  const listed = await strict.listTools();
  assert.ok(listed.ok);
  assert.deepEqual(
    listed.value.tools.map((t) => t.name),
    ['ok'],
  );
  const reasons = Object.fromEntries(listed.value.excluded.map((e) => [e.name, e.reasons.join(' ')]));
  assert.match(reasons.space!, /not a valid HTTP header name token/);
  assert.match(reasons.dupe!, /case-insensitive/);
  assert.match(reasons.in_items!, /may only sit on a property reached from the root through "properties"/);
  assert.match(reasons.score!, /number/);
  assert.equal(warnings(strict.timeline.events()).filter((w) => w === 'tool-excluded').length, 4);
  const server = createFakeModernServer({ tools, checkHeaders: false });
  const lenient = createClient({ url: URL, fetch: server.fetch, lenientNumberHeaders: true });
  const relaxed = await lenient.listTools();
  assert.ok(relaxed.ok);
  assert.deepEqual(
    relaxed.value.tools.map((t) => t.name),
    ['ok', 'score'],
  );
  assert.ok(warnings(lenient.timeline.events()).includes('number-header-lenient'));
  await lenient.callTool('score', { s: 3.5 });
  assert.equal(server.calls('tools/call')[0]!.headers.get('mcp-param-score'), '3.5');
});

test('private entries are kept per authorization; public ones are shared; the token is never a key', async () => {
  const cache = createResponseCache();
  const makeServer = (scope: 'public' | 'private') =>
    createFakeModernServer({ tools: [tool('t')], ttlMs: 60_000, cacheScope: scope });
  const privateServer = makeServer('private');
  const alice = createClient({
    url: URL,
    fetch: privateServer.fetch,
    cache,
    headers: { Authorization: 'Bearer alice' },
  });
  const bob = createClient({
    url: URL,
    fetch: privateServer.fetch,
    cache,
    headers: { Authorization: 'Bearer bob' },
  });
  const alice2 = createClient({
    url: URL,
    fetch: privateServer.fetch,
    cache,
    headers: { authorization: 'Bearer alice' },
  });
  assert.equal((await alice.listTools()).ok, true);
  const forBob = await bob.listTools();
  assert.equal(forBob.ok && forBob.value.provenance.source, 'network', 'another token: no private hit');
  const forAlice = await alice2.listTools();
  assert.equal(forAlice.ok && forAlice.value.provenance.source, 'cache', 'same token: hit');
  assert.equal(privateServer.calls('tools/list').length, 2);
  const shared = createResponseCache();
  const publicServer = makeServer('public');
  await createClient({
    url: URL,
    fetch: publicServer.fetch,
    cache: shared,
    headers: { Authorization: 'Bearer a' },
  }).listTools();
  const other = await createClient({ url: URL, fetch: publicServer.fetch, cache: shared }).listTools();
  assert.equal(other.ok && other.value.provenance.source, 'cache', 'public entries serve anyone');
  const key = await authorizationKey({ Authorization: 'Bearer alice' }, secretHeaderSet());
  assert.match(key, /^sha256:[0-9a-f]{32}$/);
  assert.equal(key.includes('alice'), false);
  assert.equal(await authorizationKey({ 'X-Other': '1' }, secretHeaderSet()), ANONYMOUS);
});

test('freshness is checked on read with the injected clock; ttl 0 is never stored', async () => {
  let now = 1_000_000;
  const server = createFakeModernServer({ tools: [tool('t')], ttlMs: 1000 });
  const client = createClient({ url: URL, fetch: server.fetch, now: () => now });
  await client.listTools();
  now += 400;
  const hit = await client.listTools();
  assert.ok(hit.ok);
  assert.deepEqual(
    [hit.value.provenance.source, hit.value.provenance.ageMs, hit.value.provenance.ttlLeftMs],
    ['cache', 400, 600],
  );
  now += 700;
  const stale = await client.listTools();
  assert.equal(stale.ok && stale.value.provenance.source, 'network');
  assert.ok(client.timeline.events().some((e) => e.type === 'cache' && e.action === 'stale'));
  const zero = createFakeModernServer({ tools: [tool('t')], ttlMs: 0 });
  const never = createClient({ url: URL, fetch: zero.fetch });
  await never.listTools();
  await never.listTools();
  assert.equal(zero.calls('tools/list').length, 2);
  assert.deepEqual(cacheHints({ ttlMs: -5, cacheScope: 'weird' }), { ttlMs: 0, scope: 'private' });
  assert.deepEqual(cacheHints({ ttlMs: 12.9, cacheScope: 'public' }), { ttlMs: 12, scope: 'public' });
});

test('pages that disagree on cacheScope are flagged and treated as private', async () => {
  const fake = createFakeFetch((r) => {
    if (r.body?.method === 'server/discover') {
      return discoverReply(r.body.id, {});
    }
    const second = (r.body!.params as { cursor?: string }).cursor === '2';
    return {
      json: {
        jsonrpc: '2.0',
        id: r.body!.id,
        result: {
          resultType: 'complete',
          tools: [tool(second ? 'b' : 'a')],
          ttlMs: 10,
          cacheScope: second ? 'private' : 'public',
          ...(second ? {} : { nextCursor: '2' }),
        },
      },
    };
  });
  const client = createClient({ url: URL, fetch: fake.fetch });
  const listed = await client.listTools();
  assert.equal(listed.ok && listed.value.provenance.scope, 'private');
  assert.ok(warnings(client.timeline.events()).includes('cache-scope-mismatch'));
});

test('invalidate() drops cached pages and the last listing', async () => {
  const server = createFakeModernServer({ tools: [tool('t')], ttlMs: 60_000 });
  const client = createClient({ url: URL, fetch: server.fetch });
  await client.listTools();
  assert.ok(client.lastListing());
  client.invalidate('tools/list');
  assert.equal(client.lastListing(), undefined);
  await client.listTools();
  assert.equal(server.calls('tools/list').length, 2);
});
