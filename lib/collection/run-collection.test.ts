import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CallObservation } from './check-expectations';
import { type Collection, emptyCollection } from './collection-schema';
import { runCollection } from './run-collection';
import { toJunit } from './to-junit';

const collection: Collection = {
  ...emptyCollection('Smoke <&>\u0001'),
  calls: [
    {
      id: 'one',
      name: 'finds it',
      tool: 'search',
      arguments: { q: 'a' },
      expect: [{ type: 'text-contains', text: 'found' }],
    },
    {
      id: 'two',
      tool: 'search',
      arguments: { q: 'b' },
      expect: [{ type: 'not-error' }, { type: 'text-contains', text: 'found' }],
    },
    { id: 'three', tool: 'missing', arguments: {}, expect: [] },
    { id: 'four', tool: 'search', arguments: { q: 'c' }, expect: [] },
  ],
};

const text = (t: string, isError = false): CallObservation => ({
  kind: isError ? 'tool-error' : 'complete',
  result: { content: [{ type: 'text', text: t }], ...(isError ? { isError } : {}) },
  diagnostics: [],
  durationMs: 12,
});

test('runs calls in order, judges each, and counts passed and failed', async () => {
  const seen: string[] = [];
  const progress: string[] = [];
  let clock = 0;
  const run = await runCollection(
    collection,
    async (call) => {
      seen.push(`${call.tool} ${JSON.stringify(call.arguments)}`);
      if (call.tool === 'missing')
        return {
          kind: 'protocol-error',
          problem: 'JSON-RPC error -32602: Unknown tool',
          diagnostics: [],
          durationMs: 3,
        };
      if (call.id === 'two') return text('nothing \u0001 <here>', true);
      if (call.id === 'four') throw new Error('socket hang up');
      return text('1 found');
    },
    { onCall: (r, i) => progress.push(`${i}:${r.status}`), now: () => (clock += 500) },
  );
  assert.deepEqual(seen, ['search {"q":"a"}', 'search {"q":"b"}', 'missing {}', 'search {"q":"c"}']);
  assert.deepEqual(progress, ['0:passed', '1:failed', '2:failed', '3:failed']);
  assert.deepEqual(run.summary, { total: 4, passed: 1, failed: 3, skipped: 0 });
  assert.equal(run.durationMs, 500);
  assert.deepEqual(
    run.calls[1]!.expectations.map((e) => e.pass),
    [false, false],
  );
  // No expectations: passes exactly when a result came back.
  assert.equal(run.calls[2]!.problem, 'JSON-RPC error -32602: Unknown tool');
  assert.equal(run.calls[3]!.problem, 'socket hang up');

  const xml = toJunit(run);
  assert.match(
    xml,
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="mcp-tool-lab test" tests="4" failures="3" skipped="0" time="0.500">/,
  );
  assert.match(xml, /<testsuite name="Smoke &lt;&amp;&gt;\uFFFD" tests="4" failures="3"/);
  assert.match(
    xml,
    /<testcase classname="Smoke &lt;&amp;&gt;\uFFFD" name="one: finds it" time="0.012">\n {6}<system-out>/,
  );
  assert.match(
    xml,
    /<failure message="not isError: the tool reported an error \(isError: true\): &quot;nothing \\u0001 &lt;here&gt;&quot;." type="expectation">/,
  );
  assert.match(xml, /<failure message="no result: JSON-RPC error -32602: Unknown tool" type="expectation">/);
  assert.ok(![...xml].some((c) => c.charCodeAt(0) < 9), 'no C0 controls in the XML');
});

test('an aborted run reports the remaining calls as skipped', async () => {
  const stop = new AbortController();
  const run = await runCollection(
    collection,
    async () => {
      stop.abort();
      return text('found');
    },
    { signal: stop.signal },
  );
  assert.deepEqual(
    run.calls.map((c) => c.status),
    ['passed', 'skipped', 'skipped', 'skipped'],
  );
  assert.match(toJunit(run), /<skipped message="the run was stopped"\/>/);
});
