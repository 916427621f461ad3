import {
  type CallObservation,
  checkExpectations,
  type ExpectationResult,
  type StructuredValidator,
} from './check-expectations';
import type { Collection, SavedCall } from './collection-schema';

/** Sends one saved call to the current server and reports what came back. */
export type CallRunner = (call: SavedCall, signal?: AbortSignal) => Promise<CallObservation>;

export type CallStatus = 'passed' | 'failed' | 'skipped';

export interface CallReport {
  id: string;
  name?: string;
  tool: string;
  status: CallStatus;
  /** How the call ended (absent when skipped). */
  kind?: CallObservation['kind'];
  durationMs: number;
  /** Why there was no result, when there was none. */
  problem?: string;
  expectations: ExpectationResult[];
}

export interface CollectionRun {
  name: string;
  calls: CallReport[];
  summary: { total: number; passed: number; failed: number; skipped: number };
  durationMs: number;
}

export interface RunCollectionOptions {
  validate?: StructuredValidator;
  /** Called after each call, for progress in a UI. */
  onCall?(report: CallReport, index: number): void;
  /** Stops before the next call; the rest are reported as skipped. */
  signal?: AbortSignal;
  now?: () => number;
}

/** The verdict of one observed call: all expectations pass, or (with none) a result came back. */
export async function judgeCall(
  call: SavedCall,
  observed: CallObservation,
  validate?: StructuredValidator,
): Promise<CallReport> {
  const expectations = await checkExpectations(call.expect, observed, validate);
  const passed = call.expect.length === 0 ? observed.result !== undefined : expectations.every((e) => e.pass);
  return {
    id: call.id,
    ...(call.name !== undefined ? { name: call.name } : {}),
    tool: call.tool,
    status: passed ? 'passed' : 'failed',
    kind: observed.kind,
    durationMs: observed.durationMs,
    ...(observed.problem !== undefined ? { problem: observed.problem } : {}),
    expectations,
  };
}

/** Runs the calls one after another (in file order) and judges each against its expectations. */
export async function runCollection(
  collection: Collection,
  run: CallRunner,
  options: RunCollectionOptions = {},
): Promise<CollectionRun> {
  const now = options.now ?? (() => Date.now());
  const started = now();
  const calls: CallReport[] = [];
  for (const [index, call] of collection.calls.entries()) {
    let report: CallReport;
    if (options.signal?.aborted) {
      report = {
        id: call.id,
        ...(call.name !== undefined ? { name: call.name } : {}),
        tool: call.tool,
        status: 'skipped',
        durationMs: 0,
        expectations: [],
      };
    } else {
      let observed: CallObservation;
      try {
        observed = await run(call, options.signal);
      } catch (error) {
        observed = {
          kind: 'failed',
          problem: error instanceof Error ? error.message : String(error),
          diagnostics: [],
          durationMs: 0,
        };
      }
      report = await judgeCall(call, observed, options.validate);
    }
    calls.push(report);
    options.onCall?.(report, index);
  }
  const count = (s: CallStatus) => calls.filter((c) => c.status === s).length;
  return {
    name: collection.name,
    calls,
    summary: {
      total: calls.length,
      passed: count('passed'),
      failed: count('failed'),
      skipped: count('skipped'),
    },
    durationMs: now() - started,
  };
}
