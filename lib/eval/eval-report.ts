// What an eval run produces: per run the first tool call and its verdict, per case the pass rate
// with its interval and the tools picked, per tool list the accuracy, the confusion and the costs,
// and for an A/B the difference per case. Plain JSON: the CLI prints it with --format json, the
// playground keeps and exports it.
import type { AgentRun, ModelApi, ModelProblem, ProviderId, StopReason, TokenUsage } from '../model/index';
import type { EvalCase, EvalExpectation } from './eval-suite-schema';
import type { ArgumentMismatch, RunVerdict } from './score-run';
import { type Interval, wilsonInterval } from './wilson-interval';

export const EVAL_REPORT_FORMAT = 'mcp-tool-lab/eval-report';
export const EVAL_REPORT_VERSION = 1;

export interface RunResult {
  /** 1-based. */
  run: number;
  passed: boolean;
  /** The first tool call (its MCP name), or null when the model called none. */
  tool: string | null;
  arguments: Record<string, unknown> | null;
  reasons: string[];
  mismatches: ArgumentMismatch[];
  forbidden: string[];
  /** Every tool the run called, in order. */
  calls: string[];
  /** True when the run failed because a model call failed, not because of a choice. */
  errored: boolean;
  stopReason: StopReason;
  problem?: ModelProblem;
  steps: number;
  usage: TokenUsage;
  /** Time spent waiting for the model (all steps). */
  modelLatencyMs: number;
  /** The whole run, tools included. */
  durationMs: number;
  /** The model's last text (capped). */
  text: string;
}

export interface LatencyStats {
  meanMs: number;
  medianMs: number;
  maxMs: number;
}

export interface PickCount {
  tool: string | null;
  count: number;
}

export interface CaseResult {
  id: string;
  name?: string;
  prompt: string;
  expect: EvalExpectation;
  /** Every run passed. */
  passed: boolean;
  runs: RunResult[];
  passRate: number;
  /** With more than one run: the 95% Wilson score interval of the pass rate. */
  interval?: Interval;
  /** First tool calls made, most frequent first. */
  picked: PickCount[];
  usage: TokenUsage;
  latency: LatencyStats;
}

export interface ConfusionEntry {
  /** The expected tool ("a | b" for anyOf), or null for "no tool call". */
  expected: string | null;
  /** What the model called first instead (null: no tool). */
  picked: string | null;
  count: number;
}

/** The results for one tool list (the server's, or the variant). */
export interface TargetResult {
  label: string;
  toolCount: number;
  /** Cases. */
  total: number;
  /** Cases whose every run passed. */
  passed: number;
  cases: CaseResult[];
  runs: { total: number; passed: number; errored: number };
  accuracy: { rate: number; interval?: Interval };
  /** Runs whose first call named another tool (or none, or one where none was expected). */
  confusion: ConfusionEntry[];
  /** Runs that picked the right tool with wrong arguments. */
  argumentMismatches: number;
  usage: TokenUsage;
  latency: LatencyStats;
}

export interface CaseComparison {
  id: string;
  base: { passRate: number; picked: PickCount[] };
  variant: { passRate: number; picked: PickCount[] };
  /** variant − base, in pass rate (−1 … 1). */
  delta: number;
  change: 'better' | 'worse' | 'same';
}

export interface EvalReport extends TargetResult {
  format: typeof EVAL_REPORT_FORMAT;
  version: typeof EVAL_REPORT_VERSION;
  suite: string;
  model: { provider: ProviderId; api: ModelApi; modelId: string };
  stepLimit: number;
  /** True when the run was aborted: cases may have fewer runs than asked. */
  stopped: boolean;
  durationMs: number;
  variant?: TargetResult;
  comparison?: CaseComparison[];
}

const TEXT_KEPT = 500;

export function runResult(index: number, run: AgentRun, verdict: RunVerdict): RunResult {
  const errored = !verdict.passed && run.toolCalls.length === 0 && run.stopReason === 'error';
  return {
    run: index,
    passed: verdict.passed,
    tool: verdict.tool,
    arguments: verdict.arguments,
    reasons: verdict.reasons,
    mismatches: verdict.mismatches,
    forbidden: verdict.forbidden,
    calls: run.toolCalls.map((c) => c.call.mcpName ?? c.call.modelName),
    errored,
    stopReason: run.stopReason,
    ...(run.problem ? { problem: run.problem } : {}),
    steps: run.steps.length,
    usage: run.usage,
    modelLatencyMs: run.steps.reduce((n, s) => n + s.latencyMs, 0),
    durationMs: run.durationMs,
    text: run.text.length > TEXT_KEPT ? `${run.text.slice(0, TEXT_KEPT)}…` : run.text,
  };
}

function sumUsage(usages: readonly TokenUsage[]): TokenUsage {
  const out: TokenUsage = {};
  for (const usage of usages)
    for (const key of Object.keys(usage) as (keyof TokenUsage)[])
      out[key] = (out[key] ?? 0) + (usage[key] ?? 0);
  return out;
}

function latencyOf(values: readonly number[]): LatencyStats {
  if (values.length === 0) return { meanMs: 0, medianMs: 0, maxMs: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return {
    meanMs: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
    medianMs: Math.round(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2),
    maxMs: sorted.at(-1)!,
  };
}

function picks(runs: readonly RunResult[]): PickCount[] {
  const counts = new Map<string | null, number>();
  for (const r of runs) if (!r.errored) counts.set(r.tool, (counts.get(r.tool) ?? 0) + 1);
  return [...counts].map(([tool, count]) => ({ tool, count })).sort((a, b) => b.count - a.count);
}

export function expectedLabel(expect: EvalExpectation): string | null {
  return 'anyOf' in expect ? [...new Set(expect.anyOf.map((c) => c.tool))].join(' | ') : expect.tool;
}

export function caseResult(c: EvalCase, runs: RunResult[]): CaseResult {
  const passedRuns = runs.filter((r) => r.passed).length;
  const interval = runs.length > 1 ? wilsonInterval(passedRuns, runs.length) : undefined;
  return {
    id: c.id,
    ...(c.name !== undefined ? { name: c.name } : {}),
    prompt: c.prompt,
    expect: c.expect,
    passed: runs.length > 0 && passedRuns === runs.length,
    runs,
    passRate: runs.length > 0 ? passedRuns / runs.length : 0,
    ...(interval ? { interval } : {}),
    picked: picks(runs),
    usage: sumUsage(runs.map((r) => r.usage)),
    latency: latencyOf(runs.map((r) => r.modelLatencyMs)),
  };
}

export function targetResult(label: string, toolCount: number, cases: CaseResult[]): TargetResult {
  const runs = cases.flatMap((c) => c.runs);
  const passed = runs.filter((r) => r.passed).length;
  const interval = runs.length > 1 ? wilsonInterval(passed, runs.length) : undefined;
  const confusion = new Map<string, ConfusionEntry>();
  let argumentMismatches = 0;
  for (const c of cases) {
    const expected = expectedLabel(c.expect);
    const acceptable = 'anyOf' in c.expect ? c.expect.anyOf.map((a) => a.tool) : [c.expect.tool];
    for (const r of c.runs) {
      if (r.errored) continue;
      if (!acceptable.includes(r.tool)) {
        const key = JSON.stringify([expected, r.tool]);
        const entry = confusion.get(key) ?? { expected, picked: r.tool, count: 0 };
        entry.count++;
        confusion.set(key, entry);
      } else if (r.mismatches.length > 0) argumentMismatches++;
    }
  }
  return {
    label,
    toolCount,
    total: cases.length,
    passed: cases.filter((c) => c.passed).length,
    cases,
    runs: { total: runs.length, passed, errored: runs.filter((r) => r.errored).length },
    accuracy: { rate: runs.length > 0 ? passed / runs.length : 0, ...(interval ? { interval } : {}) },
    confusion: [...confusion.values()].sort((a, b) => b.count - a.count),
    argumentMismatches,
    usage: sumUsage(runs.map((r) => r.usage)),
    latency: latencyOf(runs.map((r) => r.modelLatencyMs)),
  };
}

/** The A/B difference per case (cases matched by id). */
export function compareTargets(base: TargetResult, variant: TargetResult): CaseComparison[] {
  const byId = new Map(variant.cases.map((c) => [c.id, c]));
  return base.cases.flatMap((b) => {
    const v = byId.get(b.id);
    if (!v) return [];
    const delta = v.passRate - b.passRate;
    return [
      {
        id: b.id,
        base: { passRate: b.passRate, picked: b.picked },
        variant: { passRate: v.passRate, picked: v.picked },
        delta,
        change: delta > 1e-9 ? 'better' : delta < -1e-9 ? 'worse' : 'same',
      },
    ];
  });
}
