/**
 * The eval panel's view of a run, and the A/B comparison of two runs of the same suite (the
 * server's descriptions against the edited ones), case by case. The runner's results are turned
 * into `EvalRunView` by an adapter; everything here is plain data for the tables.
 */

export interface ToolPick {
  /** The tool the model called first, or null for no call. */
  tool: string | null;
  count: number;
}

export interface CaseResultView {
  id: string;
  prompt: string;
  /** What passes, in words ("get_issue with number 104", "no tool call"). */
  expected: string;
  runs: number;
  passed: number;
  /** What the first call named across the runs, most frequent first. */
  picks: ToolPick[];
  /** Argument mismatches of runs that picked the right tool, in words. */
  mismatches: string[];
  /** Runs that ended in an error (provider, network, step limit), in words. */
  errors: string[];
}

export interface ConfusionCell {
  expected: string | null;
  picked: string | null;
  count: number;
}

export interface EvalRunView {
  label: string;
  cases: CaseResultView[];
  /** Runs passed / runs in all. */
  passed: number;
  runs: number;
  /** Wilson score interval of the pass rate (95 %), when there is more than one run per case. */
  interval?: { low: number; high: number };
  /** Off-diagonal cells only: which tool was picked instead of which. */
  confusion: ConfusionCell[];
  inputTokens?: number;
  outputTokens?: number;
  latencyMs?: number;
}

export type CaseVerdict = 'better' | 'worse' | 'same' | 'only-a' | 'only-b';

export interface CaseComparison {
  id: string;
  prompt: string;
  expected: string;
  a?: CaseResultView;
  b?: CaseResultView;
  /** Pass rate of B minus pass rate of A (0 when one side is missing). */
  delta: number;
  verdict: CaseVerdict;
}

export interface RunComparison {
  rows: CaseComparison[];
  better: number;
  worse: number;
  same: number;
}

const rate = (c: CaseResultView) => (c.runs === 0 ? 0 : c.passed / c.runs);

/** Case by case, in the order of A (then cases only B has). Rates, not counts: runs may differ. */
export function compareRuns(a: EvalRunView, b: EvalRunView): RunComparison {
  const bById = new Map(b.cases.map((c) => [c.id, c]));
  const rows: CaseComparison[] = a.cases.map((ca) => {
    const cb = bById.get(ca.id);
    if (!cb)
      return { id: ca.id, prompt: ca.prompt, expected: ca.expected, a: ca, delta: 0, verdict: 'only-a' };
    const delta = rate(cb) - rate(ca);
    const verdict: CaseVerdict = Math.abs(delta) < 1e-9 ? 'same' : delta > 0 ? 'better' : 'worse';
    return { id: ca.id, prompt: ca.prompt, expected: ca.expected, a: ca, b: cb, delta, verdict };
  });
  const seen = new Set(a.cases.map((c) => c.id));
  for (const cb of b.cases)
    if (!seen.has(cb.id))
      rows.push({ id: cb.id, prompt: cb.prompt, expected: cb.expected, b: cb, delta: 0, verdict: 'only-b' });
  return {
    rows,
    better: rows.filter((r) => r.verdict === 'better').length,
    worse: rows.filter((r) => r.verdict === 'worse').length,
    same: rows.filter((r) => r.verdict === 'same').length,
  };
}

const percent = (x: number) => `${Math.round(x * 100)}%`;

/** "3/5 passed (60%)". */
export function formatRate(passed: number, runs: number): string {
  return `${passed}/${runs} passed (${runs === 0 ? '–' : percent(passed / runs)})`;
}

/** "72% (95% interval 55–85%)" or "72%" without an interval. */
export function formatAccuracy(run: Pick<EvalRunView, 'passed' | 'runs' | 'interval'>): string {
  if (run.runs === 0) return 'no runs';
  const base = percent(run.passed / run.runs);
  return run.interval
    ? `${base} (95% interval ${Math.round(run.interval.low * 100)}–${percent(run.interval.high)})`
    : base;
}

/** "get_issue ×3, none ×1". */
export function formatPicks(picks: readonly ToolPick[]): string {
  if (picks.length === 0) return 'no runs';
  return picks.map((p) => `${p.tool ?? 'no tool'} ×${p.count}`).join(', ');
}

/** "+40 points", "−20 points", "no change". */
export function formatDelta(row: CaseComparison): string {
  if (row.verdict === 'only-a') return 'only in A';
  if (row.verdict === 'only-b') return 'only in B';
  if (row.verdict === 'same') return 'no change';
  const points = Math.round(row.delta * 100);
  return `${points > 0 ? '+' : '−'}${Math.abs(points)} points`;
}
