/**
 * Words for the eval panel's tables, over lib/eval's report (the same report the CLI prints): pass
 * rates with their interval, what the model picked, what a case expects, the A/B change.
 */

import type { CaseComparison, PickCount, RunResult } from '@/lib/eval/eval-report';
import { expectedLabel } from '@/lib/eval/eval-report';
import type { EvalExpectation } from '@/lib/eval/eval-suite-schema';
import type { Interval } from '@/lib/eval/wilson-interval';

const percent = (x: number) => `${Math.round(x * 100)}%`;

/** "3/5 passed (60%)". */
export function formatRate(passed: number, runs: number): string {
  return `${passed}/${runs} passed (${runs === 0 ? '–' : percent(passed / runs)})`;
}

/** "72% (95% interval 52–86%)", or "72%" without an interval. */
export function formatAccuracy(rate: number, runs: number, interval?: Interval): string {
  if (runs === 0) return 'no runs';
  return interval
    ? `${percent(rate)} (95% interval ${Math.round(interval.low * 100)}–${percent(interval.high)})`
    : percent(rate);
}

/** "get_issue ×3, no tool ×1". */
export function formatPicks(picks: readonly PickCount[]): string {
  if (picks.length === 0) return 'no runs';
  return picks.map((p) => `${p.tool ?? 'no tool'} ×${p.count}`).join(', ');
}

/** What passes, in words: "get_issue with number = 104", "no tool call", "a | b". */
export function formatExpected(expect: EvalExpectation): string {
  const label = expectedLabel(expect);
  if (label === null) return 'no tool call';
  if ('anyOf' in expect) return `one of ${label}`;
  const args = Object.entries(expect.arguments ?? {}).map(([k, v]) => `${k} = ${JSON.stringify(v)}`);
  const patterns = Object.entries(expect.argumentPatterns ?? {}).map(([k, p]) => `${k} ~ /${p}/`);
  const all = [...args, ...patterns];
  return all.length > 0 ? `${label} with ${all.join(', ')}` : label;
}

/** "+40 points", "−20 points", "no change". */
export function formatDelta(row: Pick<CaseComparison, 'delta' | 'change'>): string {
  if (row.change === 'same') return 'no change';
  const points = Math.round(row.delta * 100);
  return `${points > 0 ? '+' : '−'}${Math.abs(points)} points`;
}

/** The reasons of the runs that failed, each once, at most `max`. */
export function failureReasons(runs: readonly RunResult[], max = 5): string[] {
  const reasons = [...new Set(runs.filter((r) => !r.passed).flatMap((r) => r.reasons))];
  return reasons.slice(0, max);
}
