import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  type CaseResultView,
  compareRuns,
  type EvalRunView,
  formatAccuracy,
  formatDelta,
  formatPicks,
  formatRate,
} from './eval-compare';

const kase = (
  id: string,
  passed: number,
  runs: number,
  tool: string | null = 'get_issue',
): CaseResultView => ({
  id,
  prompt: `prompt ${id}`,
  expected: 'get_issue',
  runs,
  passed,
  picks: [{ tool, count: runs }],
  mismatches: [],
  errors: [],
});

const run = (label: string, cases: CaseResultView[]): EvalRunView => ({
  label,
  cases,
  passed: cases.reduce((n, c) => n + c.passed, 0),
  runs: cases.reduce((n, c) => n + c.runs, 0),
  confusion: [],
});

test('the A/B compares pass rates case by case and counts what got better or worse', () => {
  const a = run('A', [
    kase('read', 0, 3, 'search_issues'),
    kase('hello', 3, 3, null),
    kase('list', 2, 2),
    kase('gone', 1, 1),
  ]);
  const b = run('B', [kase('read', 3, 3), kase('hello', 3, 3, null), kase('list', 1, 2), kase('new', 1, 1)]);
  const cmp = compareRuns(a, b);
  assert.deepEqual(
    cmp.rows.map((r) => [r.id, r.verdict, formatDelta(r)]),
    [
      ['read', 'better', '+100 points'],
      ['hello', 'same', 'no change'],
      ['list', 'worse', '−50 points'],
      ['gone', 'only-a', 'only in A'],
      ['new', 'only-b', 'only in B'],
    ],
  );
  assert.deepEqual([cmp.better, cmp.worse, cmp.same], [1, 1, 1]);
});

test('rates, accuracy with its interval, and picks read as words', () => {
  assert.equal(formatRate(3, 5), '3/5 passed (60%)');
  assert.equal(formatRate(0, 0), '0/0 passed (–)');
  assert.equal(
    formatAccuracy({ passed: 18, runs: 25, interval: { low: 0.524, high: 0.857 } }),
    '72% (95% interval 52–86%)',
  );
  assert.equal(formatAccuracy({ passed: 1, runs: 2 }), '50%');
  assert.equal(formatAccuracy({ passed: 0, runs: 0 }), 'no runs');
  assert.equal(
    formatPicks([
      { tool: 'get_issue', count: 3 },
      { tool: null, count: 1 },
    ]),
    'get_issue ×3, no tool ×1',
  );
});
