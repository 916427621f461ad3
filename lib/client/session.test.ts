// The session model: the reducer on its own, then the session driving real clients against the
// in-process mock server (connect, list, listen, list_changed, reconnect, and the ways each fails).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../mock-server/create-mock-server';
import type { FetchLike } from './client-options';
import type { ToolListing } from './list-tools';
import { createSession, type Session } from './session';
import {
  initialSessionState,
  initialSessionStateWith,
  listingOf,
  MOCK_URL,
  type SessionEvent,
  type SessionState,
  sessionReducer,
  shownListing,
} from './session-model';
import { createFakeLegacyServer } from './testing/fake-servers';
import { fetchFromHandler } from './testing/handler-fetch';
import { createTimeline } from './timeline';
import { createLocalValidator } from './validation';

const validator = createLocalValidator();

/** Resolves once the session's state satisfies `ready` (checked now and on every change). */
function until(
  session: Session,
  ready: (state: SessionState) => boolean,
  what: string,
): Promise<SessionState> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!ready(session.state())) return false;
      stop();
      clearTimeout(guard);
      resolve(session.state());
      return true;
    };
    const stop = session.subscribe(check);
    // Not a timing assertion: only turns a hang into a message naming what never happened.
    const guard = setTimeout(() => {
      stop();
      const { list, ...rest } = session.state();
      reject(new Error(`never: ${what}; last state ${JSON.stringify({ ...rest, list: list.status })}`));
    }, 20_000);
    check();
  });
}

function mockSession(serverOptions: Parameters<typeof createMockServer>[0] = {}, fetch?: FetchLike) {
  const server = createMockServer(serverOptions);
  const states: SessionState[] = [];
  const session = createSession({
    timeline: createTimeline(),
    mockFetch: fetchFromHandler((request) => server.handle(request)),
    ...(fetch ? { fetch } : {}),
    onInputRequest: () => undefined,
    origin: () => 'http://127.0.0.1:1',
    validator,
  });
  session.subscribe(() => states.push(session.state()));
  return { server, session, states };
}

const listing = { tools: [], pages: [] } as unknown as ToolListing;
const at = (events: SessionEvent[]) => events.reduce(sessionReducer, initialSessionState);

test('model: a connect starts afresh; events of an older generation leave the view alone', () => {
  const first = at([
    { type: 'connect', generation: 1, target: { kind: 'mock' }, url: MOCK_URL },
    { type: 'connected', generation: 1, connection: { status: 'closed' } },
    { type: 'list-started', generation: 1 },
    { type: 'listed', generation: 1, result: { ok: true, value: listing }, connection: { status: 'closed' } },
    { type: 'listen-on', generation: 1, dropped: [] },
    { type: 'list-changed', generation: 1 },
  ]);
  assert.equal(first.list.status, 'ready');
  assert.equal(first.listChanges, 1);
  const second = sessionReducer(first, {
    type: 'connect',
    generation: 2,
    target: { kind: 'api' },
    url: 'http://x/api/mcp',
  });
  assert.deepEqual(
    { ...second, target: undefined },
    { ...initialSessionState, generation: 2, url: 'http://x/api/mcp', connecting: true, target: undefined },
  );
  for (const late of [
    { type: 'listed', generation: 1, result: { ok: true, value: listing }, connection: { status: 'closed' } },
    { type: 'listen-on', generation: 1, dropped: [] },
    { type: 'connect', generation: 1, target: { kind: 'mock' }, url: MOCK_URL },
  ] as SessionEvent[]) {
    assert.equal(sessionReducer(second, late), second, late.type);
  }
});

test('model: a failed list keeps the previous listing to show; a synced listing replaces it', () => {
  const error = { kind: 'network', message: 'offline' } as const;
  const failed = at([
    { type: 'connect', generation: 1, target: { kind: 'mock' }, url: MOCK_URL },
    { type: 'listed', generation: 1, result: { ok: true, value: listing }, connection: { status: 'idle' } },
    { type: 'list-started', generation: 1 },
    { type: 'listed', generation: 1, result: { ok: false, error }, connection: { status: 'idle' } },
  ]);
  assert.deepEqual(failed.list, { status: 'failed', error, previous: listing });
  assert.equal(listingOf(failed.list), listing);
  const other = { tools: [], pages: [] } as unknown as ToolListing;
  const synced = sessionReducer(failed, { type: 'listing-synced', generation: 1, listing: other });
  assert.deepEqual(synced.list, { status: 'ready', listing: other });
  assert.equal(sessionReducer(synced, { type: 'listing-synced', generation: 1, listing: other }), synced);
});

test('session: connect → connected → listed → listening, each step in order', async () => {
  const { session, states } = mockSession();
  await session.connect({ kind: 'mock' });
  const on = await until(session, (s) => s.listen.status === 'on', 'the listen stream opened');
  assert.equal(on.connection.status, 'ready');
  assert.equal(on.connection.status === 'ready' && on.connection.era, 'modern');
  assert.ok(listingOf(on.list)!.tools.length > 0);
  const steps = states.map(
    (s) => `${s.connecting ? 'connecting' : s.connection.status}/${s.list.status}/${s.listen.status}`,
  );
  assert.deepEqual(
    [...new Set(steps)],
    [
      'connecting/idle/off',
      'ready/idle/off',
      'ready/loading/off',
      'ready/ready/off',
      'ready/ready/opening',
      'ready/ready/on',
    ],
  );
  assert.ok(session.client());
  session.close();
});

test('session: list_changed on the listen stream counts and lists again, with the new tool', async () => {
  const { session } = mockSession({ listTtlMs: 60_000 });
  await session.connect({ kind: 'mock' });
  await until(session, (s) => s.listen.status === 'on', 'listening');
  assert.equal(
    listingOf(session.state().list)!.tools.some((t) => t.name === 'forecast_issue_trend'),
    false,
  );
  const toggled = await session.client()!.callTool('toggle_beta_tools', { enabled: true });
  assert.equal(toggled.kind, 'complete');
  const after = await until(
    session,
    (s) => s.list.status === 'ready' && s.list.listing.tools.some((t) => t.name === 'forecast_issue_trend'),
    'the new tool is listed',
  );
  assert.equal(after.listChanges, 1);
  assert.equal(after.list.status === 'ready' && after.list.listing.provenance.source, 'network');
  session.close();
});

test("session: two tabs on this site's shared /api/mcp each get a visitor key; one's switch is not the other's", async () => {
  const shared = createMockServer({ scopes: 'visitor', listTtlMs: 60_000 });
  const fetch = fetchFromHandler((request) => shared.handle(request));
  const tab = () => mockSession({}, fetch).session;
  const [a, b] = [tab(), tab()];
  await a.connect({ kind: 'api' });
  await b.connect({ kind: 'api' });
  await until(a, (s) => s.listen.status === 'on', 'a listening');
  await until(b, (s) => s.listen.status === 'on', 'b listening');
  const keyOf = (session: Session) => new URL(session.state().url).searchParams.get('visitor');
  assert.match(keyOf(a) ?? '', /^[0-9a-f]{32}$/);
  assert.notEqual(keyOf(a), keyOf(b));
  const toggled = await a.client()!.callTool('toggle_beta_tools', { enabled: true });
  assert.equal(toggled.kind, 'complete');
  await until(
    a,
    (s) => s.list.status === 'ready' && s.list.listing.tools.some((t) => t.name === 'forecast_issue_trend'),
    'the beta tool is listed in tab a',
  );
  await b.refreshTools(true);
  const other = await until(b, (s) => s.list.status === 'ready', 'tab b listed again');
  assert.equal(
    listingOf(other.list)!.tools.some((t) => t.name === 'forecast_issue_trend'),
    false,
  );
  assert.equal(other.listChanges, 0, "tab b heard nothing of tab a's switch");
  a.close();
  b.close();
});

test('session: reconnecting closes the old client and its stream; its late answers are not shown', async () => {
  const { session } = mockSession();
  await session.connect({ kind: 'mock' });
  const first = session.client()!;
  await until(session, (s) => s.listen.status === 'on', 'listening');
  const reconnecting = session.connect({ kind: 'mock' }, { elicitation: { form: {} }, sampling: {} });
  assert.equal(session.state().generation, 2);
  assert.equal(session.state().connecting, true);
  assert.equal(first.connection().status, 'closed');
  // The old client's listing, arriving late, belongs to generation 1.
  await first.listTools({ refresh: true });
  assert.equal(session.state().generation, 2);
  await reconnecting;
  const on = await until(session, (s) => s.listen.status === 'on', 'listening again');
  assert.notEqual(session.client(), first);
  assert.equal(on.listChanges, 0);
  session.close();
});

test('session: listening can be turned off and on; a stream the server ends is reported', async () => {
  const { session, server } = mockSession();
  await session.connect({ kind: 'mock' });
  await until(session, (s) => s.listen.status === 'on', 'listening');
  session.setListening(false);
  assert.deepEqual(session.state().listen, { status: 'off', reason: 'turned off' });
  session.setListening(true);
  await until(session, (s) => s.listen.status === 'on', 'listening after turning it on');
  server.close();
  const ended = await until(session, (s) => s.listen.status === 'off', 'the stream ended');
  assert.match(
    ended.listen.status === 'off' ? (ended.listen.reason ?? '') : '',
    /the server ended the stream|broke/,
  );
  session.close();
});

test('session: a server without listChanged, and a legacy server, make listening unavailable', async () => {
  const plain = mockSession({
    catalogue: 'none',
    tools: [{ definition: { name: 'only', inputSchema: { type: 'object' } } }],
  });
  await plain.session.connect({ kind: 'mock' });
  const settled = await until(plain.session, (s) => s.listen.status !== 'off', 'listen settled');
  assert.deepEqual(settled.listen, {
    status: 'unavailable',
    reason: 'the server does not declare tools.listChanged',
  });
  plain.session.close();
  // Reconnecting to a URL takes the era from memory (no server/discover, so no capabilities): the
  // session asks to listen and lets the server answer, instead of giving up on an unknown.
  const byUrl = mockSession(
    {},
    fetchFromHandler((request) => plain.server.handle(request)),
  );
  const target = { kind: 'url' as const, url: 'http://127.0.0.1:9/mcp', headers: {} };
  await byUrl.session.connect(target);
  await until(byUrl.session, (s) => s.listen.status !== 'off', 'listen settled (url)');
  await byUrl.session.connect(target);
  const again = await until(
    byUrl.session,
    (s) => s.listen.status === 'on' || (s.listen.status === 'off' && s.listen.reason !== undefined),
    'listen answered',
  );
  assert.equal(again.connection.status === 'ready' && again.connection.source, 'remembered');
  assert.deepEqual(again.listen, { status: 'on', dropped: ['toolsListChanged'] }, 'the server said no');
  byUrl.session.close();
  const legacy = createFakeLegacyServer({ tools: [{ name: 'echo', inputSchema: { type: 'object' } }] });
  const { session } = mockSession({}, legacy.fetch);
  await session.connect({ kind: 'url', url: 'http://127.0.0.1:9/mcp', headers: {} });
  const old = await until(session, (s) => s.listen.status !== 'off', 'listen settled (legacy)');
  assert.equal(old.connection.status === 'ready' && old.connection.era, 'legacy');
  assert.equal(old.listen.status, 'unavailable');
  assert.match(
    old.listen.status === 'unavailable' ? old.listen.reason : '',
    /legacy server .* has no subscriptions\/listen/,
  );
  session.close();
});

test('session: reconnecting to the in-page mock (a new scenario) probes again: identity, capabilities and listening stay', async (t) => {
  const { session } = mockSession();
  // Closed even when an assertion fails, so an open listen stream cannot keep the run alive.
  t.after(() => session.close());
  await session.connect({ kind: 'mock' });
  const first = await until(session, (s) => s.listen.status === 'on', 'listening');
  const identity = (s: SessionState) =>
    s.connection.status === 'ready'
      ? {
          source: s.connection.source,
          server: s.connection.serverInfo?.name,
          caps: s.connection.capabilities,
        }
      : undefined;
  assert.equal(identity(first)?.source, 'probe');
  assert.ok(identity(first)?.server);
  // The page reconfigures the mock (a misbehaviour, an added tool) and connects again.
  await session.connect({ kind: 'mock' });
  const second = await until(session, (s) => s.listen.status === 'on', 'listening again');
  assert.deepEqual(identity(second), identity(first));
  session.close();
});

test('session errors: an unreachable URL fails the connection; a failed list keeps the last one', async () => {
  let online = true;
  const server = createMockServer();
  const flaky: FetchLike = async (url, init) => {
    if (!online) throw new TypeError('fetch failed');
    return fetchFromHandler((request) => server.handle(request))(url, init);
  };
  const { session } = mockSession({}, flaky);
  online = false;
  await session.connect({ kind: 'url', url: 'http://127.0.0.1:9/mcp', headers: {} });
  const failed = await until(session, (s) => !s.connecting, 'the connect ended');
  assert.ok(
    failed.connection.status === 'failed' || failed.connection.status === 'ready',
    failed.connection.status,
  );
  assert.equal(failed.list.status === 'idle' || failed.list.status === 'failed', true, failed.list.status);
  online = true;
  await session.connect({ kind: 'url', url: 'http://127.0.0.1:9/mcp', headers: { 'X-Api-Key': 'k' } });
  const listed = await until(session, (s) => s.list.status === 'ready', 'listed');
  const before = listingOf(listed.list);
  online = false;
  await session.refreshTools(true);
  const broken = session.state();
  assert.equal(broken.list.status, 'failed');
  assert.equal(broken.list.status === 'failed' && broken.list.error.kind, 'network');
  assert.equal(listingOf(broken.list), before, 'the last listing stays on screen');
  session.close();
});

test('model: the build preview shows until the mock lists; other targets, failures and a scenario change drop it', () => {
  const preview = { tools: [{ name: 'a' }], pages: [] } as unknown as ToolListing;
  const start = initialSessionStateWith(preview);
  assert.deepEqual(shownListing(start), { listing: preview, preview: true });
  assert.equal(start.connecting, true, 'the page connects as soon as it runs');
  assert.deepEqual(shownListing(initialSessionStateWith(undefined)), { preview: false });
  const mock = sessionReducer(start, {
    type: 'connect',
    generation: 1,
    target: { kind: 'mock' },
    url: MOCK_URL,
  });
  assert.equal(mock.preview, preview, 'a connect to the mock keeps it');
  const loading = at2(mock, [
    { type: 'connected', generation: 1, connection: { status: 'idle' } },
    { type: 'list-started', generation: 1 },
  ]);
  assert.deepEqual(shownListing(loading), { listing: preview, preview: true });
  const listed = sessionReducer(loading, {
    type: 'listed',
    generation: 1,
    result: { ok: true, value: listing },
    connection: { status: 'idle' },
  });
  assert.deepEqual(shownListing(listed), { listing, preview: false });
  assert.equal('preview' in listed, false);
  const error = { kind: 'network', message: 'offline' } as const;
  for (const [what, events] of [
    [
      'a connect elsewhere',
      [{ type: 'connect', generation: 1, target: { kind: 'api' }, url: 'http://x/api/mcp' }],
    ],
    [
      'a failed connection',
      [
        { type: 'connect', generation: 1, target: { kind: 'mock' }, url: MOCK_URL },
        { type: 'connected', generation: 1, connection: { status: 'failed', error } },
      ],
    ],
    [
      'a failed list',
      [
        { type: 'connect', generation: 1, target: { kind: 'mock' }, url: MOCK_URL },
        { type: 'listed', generation: 1, result: { ok: false, error }, connection: { status: 'idle' } },
      ],
    ],
    ['a scenario change', [{ type: 'preview-dropped' }]],
    [
      'a synced listing',
      [
        { type: 'connect', generation: 1, target: { kind: 'mock' }, url: MOCK_URL },
        { type: 'listing-synced', generation: 1, listing },
      ],
    ],
  ] as [string, SessionEvent[]][]) {
    const after = at2(start, events);
    assert.equal(after.preview, undefined, what);
    assert.notEqual(shownListing(after).listing, preview, what);
  }
  // A late answer of an older connection does not end the preview of the current one.
  const late = sessionReducer(mock, {
    type: 'listed',
    generation: 0,
    result: { ok: true, value: listing },
    connection: { status: 'idle' },
  });
  assert.equal(late, mock);
});

const at2 = (state: SessionState, events: SessionEvent[]) => events.reduce(sessionReducer, state);
