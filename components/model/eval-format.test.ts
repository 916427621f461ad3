import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RunResult } from '@/lib/eval/eval-report';
import {
  failureReasons,
  formatAccuracy,
  formatDelta,
  formatExpected,
  formatPicks,
  formatRate,
} from './eval-format';

test('rates, accuracy with its interval, and picks read as words', () => {
  assert.equal(formatRate(3, 5), '3/5 passed (60%)');
  assert.equal(formatRate(0, 0), '0/0 passed (–)');
  assert.equal(
    formatAccuracy(0.72, 25, { low: 0.524, high: 0.857, method: 'wilson-score-95' }),
    '72% (95% interval 52–86%)',
  );
  assert.equal(formatAccuracy(0.5, 2), '50%');
  assert.equal(formatAccuracy(0, 0), 'no runs');
  assert.equal(
    formatPicks([
      { tool: 'get_issue', count: 3 },
      { tool: null, count: 1 },
    ]),
    'get_issue ×3, no tool ×1',
  );
  assert.equal(formatPicks([]), 'no runs');
});

test('what a case expects, and the A/B change, in words', () => {
  assert.equal(formatExpected({ tool: null }), 'no tool call');
  assert.equal(
    formatExpected({ tool: 'get_issue', arguments: { number: 104 } }),
    'get_issue with number = 104',
  );
  assert.equal(
    formatExpected({ tool: 'search_issues', argumentPatterns: { query: '[Ww]indows' } }),
    'search_issues with query ~ /[Ww]indows/',
  );
  assert.equal(
    formatExpected({ anyOf: [{ tool: 'read_project_file' }, { tool: 'list_project_files' }] }),
    'one of read_project_file | list_project_files',
  );
  assert.equal(formatDelta({ delta: 1, change: 'better' }), '+100 points');
  assert.equal(formatDelta({ delta: -0.5, change: 'worse' }), '−50 points');
  assert.equal(formatDelta({ delta: 0, change: 'same' }), 'no change');
});

test('the reasons of failed runs are listed once each', () => {
  const run = (passed: boolean, reasons: string[]) => ({ passed, reasons }) as RunResult;
  assert.deepEqual(
    failureReasons([
      run(false, ['called search_issues; expected get_issue']),
      run(true, []),
      run(false, ['called search_issues; expected get_issue']),
      run(false, ['no tool was called; expected get_issue']),
    ]),
    ['called search_issues; expected get_issue', 'no tool was called; expected get_issue'],
  );
});
