// Runs an eval suite: every case N times against the server's tools (and, for an A/B, against a
// variant tool list), at most `concurrency` runs at once, each run a full agent loop (the first
// tool call is scored; the loop goes on until the model stops or the step limit, its tools run on
// the server). A/B runs are interleaved case by case so both lists meet the same provider
// conditions (load, rate limits) as far as possible.

import {
  type AgentEvent,
  type AgentTool,
  DEFAULT_STEP_LIMIT,
  type ModelHandle,
  type RunAgentOptions,
  runAgent,
} from '../model/index';
import type { Tool } from '../spec/tool';
import {
  caseResult,
  compareTargets,
  EVAL_REPORT_FORMAT,
  EVAL_REPORT_VERSION,
  type EvalReport,
  type RunResult,
  runResult,
  targetResult,
} from './eval-report';
import type { EvalCase, EvalSuite } from './eval-suite-schema';
import { scoreRun } from './score-run';

/** A tool list to evaluate: as offered to the model, and as the server describes it. */
export interface EvalTarget {
  label: string;
  tools: readonly AgentTool[];
  mcpTools: readonly Tool[];
}

export type TargetName = 'base' | 'variant';

export interface EvalProgress {
  done: number;
  total: number;
  target: TargetName;
  caseId: string;
  result: RunResult;
}

export interface RunEvalOptions {
  suite: EvalSuite;
  model: ModelHandle;
  /** The server's tools. */
  target: EvalTarget;
  /** A second tool list (edited descriptions): every case runs against both. */
  variant?: EvalTarget;
  executeTool: RunAgentOptions['executeTool'];
  /** For tools not marked read-only (default: such calls are denied, the run goes on). */
  approve?: RunAgentOptions['approve'];
  autoApproveReadOnly?: boolean;
  /** Runs per case unless the case says otherwise (default: the suite's `runs`, else 1). */
  runs?: number;
  /** Runs at once (default 4). */
  concurrency?: number;
  stepLimit?: number;
  stream?: boolean;
  signal?: AbortSignal;
  onProgress?(progress: EvalProgress): void;
  /** Every agent event of every run, for a live view. */
  onRunEvent?(where: { target: TargetName; caseId: string; run: number }, event: AgentEvent): void;
  /** Passed to each run (clock, timers, timeouts, retries, limits, validator, SDK loader). */
  agent?: Pick<
    RunAgentOptions,
    'timers' | 'now' | 'timeouts' | 'retry' | 'limits' | 'maxOutputTokens' | 'validator' | 'loadSdk'
  >;
}

interface Job {
  target: TargetName;
  caseIndex: number;
  run: number;
}

export const DEFAULT_CONCURRENCY = 4;

export function runsFor(c: EvalCase, suite: EvalSuite, override?: number): number {
  return c.runs ?? override ?? suite.runs ?? 1;
}

/** Runs the suite and builds the report. Never rejects; an aborted run reports what finished. */
export async function runEval(options: RunEvalOptions): Promise<EvalReport> {
  const { suite } = options;
  const now = options.agent?.now ?? (() => Date.now());
  const started = now();
  const stepLimit = options.stepLimit ?? DEFAULT_STEP_LIMIT;
  const targets: TargetName[] = options.variant ? ['base', 'variant'] : ['base'];
  const jobs: Job[] = [];
  suite.cases.forEach((c, caseIndex) => {
    for (let run = 1; run <= runsFor(c, suite, options.runs); run++)
      for (const target of targets) jobs.push({ target, caseIndex, run });
  });
  const results: Record<TargetName, RunResult[][]> = {
    base: suite.cases.map(() => []),
    variant: suite.cases.map(() => []),
  };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length && !options.signal?.aborted) {
      const job = jobs[next++]!;
      const c = suite.cases[job.caseIndex]!;
      const target = job.target === 'base' ? options.target : options.variant!;
      const system = c.system ?? suite.system;
      const run = await runAgent({
        ...options.agent,
        model: options.model,
        ...(system !== undefined ? { system } : {}),
        prompt: c.prompt,
        tools: target.tools,
        mcpTools: target.mcpTools,
        stepLimit,
        ...(options.stream !== undefined ? { stream: options.stream } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        executeTool: options.executeTool,
        ...(options.approve ? { approve: options.approve } : {}),
        ...(options.autoApproveReadOnly !== undefined
          ? { autoApproveReadOnly: options.autoApproveReadOnly }
          : {}),
        ...(options.onRunEvent
          ? {
              onEvent: (event: AgentEvent) =>
                options.onRunEvent?.({ target: job.target, caseId: c.id, run: job.run }, event),
            }
          : {}),
      });
      // An aborted run is not a verdict on the tools: leave it out.
      if (run.stopReason === 'aborted') continue;
      const result = runResult(job.run, run, scoreRun(run, c.expect));
      results[job.target][job.caseIndex]!.push(result);
      done++;
      options.onProgress?.({ done, total: jobs.length, target: job.target, caseId: c.id, result });
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, jobs.length || 1));
  await Promise.all(Array.from({ length: concurrency }, worker));

  const build = (name: TargetName, target: EvalTarget) =>
    targetResult(
      target.label,
      target.tools.length,
      suite.cases.map((c, i) =>
        caseResult(
          c,
          [...results[name][i]!].sort((a, b) => a.run - b.run),
        ),
      ),
    );
  const base = build('base', options.target);
  const variant = options.variant ? build('variant', options.variant) : undefined;
  const report: EvalReport = {
    format: EVAL_REPORT_FORMAT,
    version: EVAL_REPORT_VERSION,
    suite: suite.name,
    model: { provider: options.model.provider, api: options.model.api, modelId: options.model.modelId },
    stepLimit,
    stopped: options.signal?.aborted === true,
    durationMs: now() - started,
    ...base,
    ...(variant ? { variant, comparison: compareTargets(base, variant) } : {}),
  };
  return options.model.scrubber.value(report);
}
