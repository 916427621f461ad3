import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createClient } from './create-client';
import { describeEvent } from './describe-event';
import { createFakeModernServer } from './testing/fake-servers';
import {
  createTimeline,
  exportTimeline,
  groupByOperation,
  importTimeline,
  initialTimelineState,
  timelineReducer,
} from './timeline';
import { TIMELINE_EVENT_TYPES, TIMELINE_SCHEMA_VERSION, type TimelineEvent } from './timeline-event';

const warning = (message: string) => ({
  type: 'warning' as const,
  at: 1,
  code: 'stray-message' as const,
  message,
});

test('reducer: records with increasing ids, drops the oldest past the limit, never reuses ids', () => {
  let state = initialTimelineState(3);
  for (const m of ['a', 'b', 'c', 'd']) state = timelineReducer(state, { type: 'record', event: warning(m) });
  assert.deepEqual(
    state.events.map((e) => [e.id, e.seq]),
    [
      ['e2', 2],
      ['e3', 3],
      ['e4', 4],
    ],
  );
  assert.equal(state.dropped, 1);
  const cleared = timelineReducer(state, { type: 'clear' });
  assert.equal(cleared.events.length, 0);
  const next = timelineReducer(cleared, { type: 'record', event: warning('e') });
  assert.equal(next.events[0]!.id, 'e5');
  assert.equal(state.events.length, 3, 'the previous state is untouched');
});

test('a recorded session is plain JSON: export, stringify, parse, import gives the same events', async () => {
  const server = createFakeModernServer({
    tools: [{ name: 'secret_tool', inputSchema: { type: 'object' } }],
    sse: true,
  });
  const client = createClient({
    url: 'http://mcp.test/mcp',
    fetch: server.fetch,
    headers: { Authorization: 'Bearer top-secret-token' },
  });
  await client.callTool('secret_tool', {});
  const events = client.timeline.events();
  const types = new Set(events.map((e) => e.type));
  for (const t of [
    'operation-started',
    'operation-finished',
    'http-request',
    'http-response',
    'sse-event',
    'exchange-finished',
    'negotiation',
    'cache',
  ] as const) {
    assert.ok(types.has(t), `has ${t}`);
  }
  const text = JSON.stringify(exportTimeline(events, 0));
  assert.equal(text.includes('top-secret-token'), false, 'the token is never recorded');
  assert.ok(text.includes('Bearer <redacted>'));
  const imported = importTimeline(JSON.parse(text));
  assert.ok(imported.ok);
  assert.deepEqual(imported.value, JSON.parse(JSON.stringify(events)));
  const state = timelineReducer(initialTimelineState(), { type: 'import', events: imported.value });
  assert.equal(state.nextSeq, events[events.length - 1]!.seq + 1);
  for (const event of events) assert.equal(typeof describeEvent(event), 'string');
});

test('import refuses what is not a timeline export, naming the problem', () => {
  const good = exportTimeline([{ ...warning('x'), id: 'e1', seq: 1 } as TimelineEvent], 0);
  assert.ok(importTimeline(good).ok);
  const cases: [unknown, RegExp][] = [
    [{}, /not an exported timeline/],
    [{ ...good, version: 99 }, /version 99/],
    [{ ...good, events: {} }, /not an array/],
    [{ ...good, events: [{ ...good.events[0], type: 'nope' }] }, /unknown type "nope"/],
    [{ ...good, events: [good.events[0], good.events[0]] }, /repeated "id"/],
    [{ ...good, events: [{ ...good.events[0], seq: 0 }] }, /seq/],
  ];
  for (const [value, message] of cases) {
    const result = importTimeline(value);
    assert.equal(result.ok, false);
    assert.match(!result.ok ? result.error.message : '', message);
  }
  assert.equal(good.version, TIMELINE_SCHEMA_VERSION);
  assert.ok(TIMELINE_EVENT_TYPES.includes('mrtr-round'));
});

test('events group by operation; a shared timeline keeps ids unique across clients', async () => {
  const timeline = createTimeline();
  const server = createFakeModernServer({ tools: [{ name: 't', inputSchema: { type: 'object' } }] });
  const a = createClient({ url: 'http://a.test/mcp', fetch: server.fetch, timeline });
  const b = createClient({ url: 'http://b.test/mcp', fetch: server.fetch, timeline });
  await Promise.all([a.listTools(), b.listTools()]);
  const ids = timeline.events().map((e) => e.id);
  assert.equal(new Set(ids).size, ids.length);
  const groups = groupByOperation(timeline.events());
  const operations = [...groups.values()].map((g) => g[0]!.type === 'operation-started' && g[0]!.operation);
  assert.deepEqual(operations.sort(), ['connect', 'connect', 'list-tools', 'list-tools']);
  const seen: string[] = [];
  const unsubscribe = timeline.subscribe((_state, added) => added && seen.push(added.type));
  await a.listTools({ refresh: true });
  unsubscribe();
  assert.ok(seen.includes('http-request'));
});

test('copy as curl: exact headers and body, secrets masked unless asked', async () => {
  const server = createFakeModernServer({ tools: [{ name: 't', inputSchema: { type: 'object' } }] });
  const client = createClient({
    url: 'http://mcp.test/mcp',
    fetch: server.fetch,
    headers: { Authorization: 'Bearer abc', 'X-Trace': 'on' },
  });
  await client.listTools();
  const request = client.timeline
    .events()
    .find((e) => e.type === 'http-request' && e.rpc?.method === 'tools/list');
  assert.ok(request?.exchangeId);
  const masked = client.toCurl(request.exchangeId)!;
  assert.match(masked, /-H 'Authorization: Bearer <redacted>'/);
  assert.match(masked, /-H 'X-Trace: on'/);
  assert.match(masked, /-H 'Mcp-Method: tools\/list'/);
  assert.ok(masked.includes(`--data-raw '${server.calls('tools/list')[0]!.text}'`), 'the exact body');
  assert.match(client.toCurl(request.exchangeId, { reveal: true })!, /'Authorization: Bearer abc'/);
  assert.equal(client.toCurl('x-none'), undefined);
});
