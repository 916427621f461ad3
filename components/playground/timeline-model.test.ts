import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTimeline, type NewTimelineEvent } from '../../lib/client/index';
import { buildRows, eventSummary, findingsByExchange, groupEvents } from './timeline-model';

function sampleTimeline() {
  const timeline = createTimeline();
  const events: NewTimelineEvent[] = [
    {
      type: 'operation-started',
      at: 1,
      operationId: 'op1',
      operation: 'call-tool',
      title: 'tools/call deploy',
    },
    {
      type: 'http-request',
      at: 2,
      operationId: 'op1',
      exchangeId: 'x1',
      purpose: 'request',
      method: 'POST',
      url: 'https://s/mcp',
      headers: [{ name: 'Mcp-Name', value: 'deploy' }],
      rpc: { kind: 'request', method: 'tools/call', id: 1 },
    },
    {
      type: 'mrtr-round',
      at: 3,
      operationId: 'op1',
      round: 1,
      phase: 'input-required',
      inputRequests: { confirm: {} },
    },
    {
      type: 'diagnostics',
      at: 4,
      operationId: 'op1',
      exchangeId: 'x1',
      subject: 'call-result',
      diagnostics: [{ rule: 'r', severity: 'warning', path: '', message: 'm' }],
    },
    {
      type: 'operation-finished',
      at: 9,
      operationId: 'op1',
      operation: 'call-tool',
      outcome: 'ok',
      durationMs: 8,
      summary: 'complete',
    },
    { type: 'negotiation', at: 10, step: 'probe', reason: 'first contact' },
  ];
  for (const event of events) timeline.record(event);
  return timeline.events();
}

test('events are grouped under their operation, the rest under the session', () => {
  const groups = groupEvents(sampleTimeline());
  assert.deepEqual(
    groups.map((g) => [g.id, g.events.length, g.problems]),
    [
      ['op1', 3, 1],
      ['session', 1, 0],
    ],
  );
  assert.equal(groups[0]!.started?.title, 'tools/call deploy');
  assert.equal(groups[0]!.finished?.outcome, 'ok');
});

test('rows open an operation on demand, and a search opens every matching one', () => {
  const groups = groupEvents(sampleTimeline());
  const all = new Set(['http', 'sse', 'protocol', 'problems'] as const);
  const closed = buildRows(groups, { categories: all, query: '', expanded: new Set() });
  assert.equal(closed.length, 2);
  const open = buildRows(groups, { categories: all, query: '', expanded: new Set(['op1']) });
  assert.equal(open.length, 5);
  const searched = buildRows(groups, { categories: all, query: 'mcp-name', expanded: new Set() });
  assert.deepEqual(
    searched.map((r) => (r.kind === 'event' ? r.event.type : r.group.id)),
    ['op1', 'http-request'],
  );
  const noHttp = buildRows(groups, {
    categories: new Set(['protocol', 'problems'] as const),
    query: '',
    expanded: new Set(['op1']),
  });
  assert.equal(noHttp.filter((r) => r.kind === 'event').length, 2);
});

test('summaries are one line; findings are counted per exchange', () => {
  const events = sampleTimeline();
  assert.equal(eventSummary(events[1]!), '→ POST tools/call #1 (request)');
  assert.equal(eventSummary(events[2]!), 'MRTR round 1 input-required: confirm');
  assert.deepEqual([...findingsByExchange(events)], [['x1', 1]]);
});

test('an answer that came through the bridge says so in its summary', () => {
  const response = (via?: string) =>
    createTimeline().record({
      type: 'http-response',
      at: 1,
      exchangeId: 'x1',
      status: 200,
      statusText: 'OK',
      headers: via ? [{ name: 'via', value: via }] : [],
      contentType: 'application/json',
      elapsedMs: 3,
    });
  assert.equal(
    eventSummary(response('1.1 mcp-tool-lab-bridge (stdio)')),
    '← 200 OK application/json · 3 ms · via mcp-tool-lab bridge (a stdio server behind it)',
  );
  assert.equal(eventSummary(response()), '← 200 OK application/json · 3 ms');
  const [group] = groupEvents([response('1.1 mcp-tool-lab-bridge (target)'), response()]);
  assert.equal(group!.bridge, 'target', 'the operation row says a bridge is in between');
  assert.equal(groupEvents([response()])[0]!.bridge, undefined);
});
