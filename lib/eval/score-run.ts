// The verdict on one run of a case, exactly as the issue defines it: the run passes when the
// model's FIRST tool call names the expected tool and its arguments contain each expected key
// with an equal value (`tool: null`: no tool call at all). The extensions narrow or widen that
// and nothing else: `anyOf` accepts several first calls, `argumentPatterns` matches values against
// patterns, `notCalled` fails a run that calls a forbidden tool at any step.
import { isObject } from '../json/is-object';
import { getAtPointer } from '../json/json-pointer';
import type { AgentRun } from '../model/agent-event';
import { planPattern } from '../schema/analyze-pattern';
import { jsonEqual } from '../schema-form/json-value';
import type { EvalExpectation, ExpectedToolCall } from './eval-suite-schema';

export interface ArgumentMismatch {
  /** The argument name, or the JSON Pointer of a pattern. */
  key: string;
  kind: 'missing' | 'different' | 'no-match';
  /** The expected value, or the pattern. */
  expected: unknown;
  actual?: unknown;
}

export interface RunVerdict {
  passed: boolean;
  /** The first tool call's MCP name (the name the model used, for a tool it was not offered); null: none. */
  tool: string | null;
  /** Its arguments; null when there was no call or they were not a JSON object. */
  arguments: Record<string, unknown> | null;
  /** Why the run failed, in words (empty when it passed). */
  reasons: string[];
  /** Where the first call's arguments differ from the closest expected call. */
  mismatches: ArgumentMismatch[];
  /** Forbidden tools the run called. */
  forbidden: string[];
}

function valueAt(args: Record<string, unknown>, key: string): { found: boolean; value?: unknown } {
  if (key.startsWith('/')) return getAtPointer(args, key);
  return Object.hasOwn(args, key) ? { found: true, value: args[key] } : { found: false };
}

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

function argumentMismatches(
  expected: Omit<ExpectedToolCall, 'tool'>,
  args: Record<string, unknown> | null,
): ArgumentMismatch[] {
  const out: ArgumentMismatch[] = [];
  const actual = args ?? {};
  for (const [key, value] of Object.entries(expected.arguments ?? {})) {
    const found = valueAt(actual, key);
    if (!found.found) out.push({ key, kind: 'missing', expected: value });
    else if (!jsonEqual(found.value, value))
      out.push({ key, kind: 'different', expected: value, actual: found.value });
  }
  for (const [key, pattern] of Object.entries(expected.argumentPatterns ?? {})) {
    const found = valueAt(actual, key);
    if (!found.found) {
      out.push({ key, kind: 'missing', expected: pattern });
      continue;
    }
    const text = typeof found.value === 'string' ? found.value : (JSON.stringify(found.value) ?? '');
    const plan = planPattern(pattern);
    let matched = false;
    try {
      matched = plan.engine !== 'invalid' && plan.engine !== 'unrunnable' && plan.test(text);
    } catch {
      // Too costly to decide on this text: not a match.
    }
    if (!matched) out.push({ key, kind: 'no-match', expected: pattern, actual: found.value });
  }
  return out;
}

function describeMismatch(m: ArgumentMismatch): string {
  switch (m.kind) {
    case 'missing':
      return `argument ${m.key} is missing (expected ${show(m.expected)})`;
    case 'different':
      return `argument ${m.key} is ${show(m.actual)}, expected ${show(m.expected)}`;
    case 'no-match':
      return `argument ${m.key} is ${show(m.actual)}, which does not match /${String(m.expected)}/`;
  }
}

/** Scores one run against the case's expectation. */
export function scoreRun(run: AgentRun, expect: EvalExpectation): RunVerdict {
  const first = run.toolCalls[0];
  const tool = first ? (first.call.mcpName ?? first.call.modelName) : null;
  const args = first && isObject(first.call.arguments) ? first.call.arguments : null;
  const reasons: string[] = [];
  let mismatches: ArgumentMismatch[] = [];

  if (!first && run.stopReason === 'error')
    reasons.push(`the model call failed before any tool call: ${run.problem?.message ?? 'unknown error'}`);
  else if (!first && run.stopReason === 'aborted') reasons.push('the run was stopped before any tool call');
  else if ('anyOf' in expect) {
    const candidates = expect.anyOf;
    const matching = candidates.filter((c) => c.tool === tool);
    const exact = matching.find((c) => argumentMismatches(c, args).length === 0);
    if (!exact) {
      const names = [...new Set(candidates.map((c) => c.tool))].join(', ');
      if (matching.length === 0)
        reasons.push(
          tool === null
            ? `no tool was called; expected one of ${names}`
            : `called ${tool}; expected one of ${names}`,
        );
      else {
        mismatches = argumentMismatches(matching[0]!, args);
        reasons.push(...mismatches.map(describeMismatch));
      }
    }
  } else if (expect.tool === null) {
    if (tool !== null) reasons.push(`called ${tool}; expected no tool call`);
  } else if (tool !== expect.tool) {
    reasons.push(
      tool === null
        ? `no tool was called; expected ${expect.tool}`
        : `called ${tool}; expected ${expect.tool}`,
    );
  } else {
    mismatches = argumentMismatches(expect, args);
    if (mismatches.length > 0 && args === null && first?.call.argumentsText !== undefined)
      reasons.push('the arguments were not valid JSON');
    reasons.push(...mismatches.map(describeMismatch));
  }

  const forbiddenNames = new Set(expect.notCalled ?? []);
  const forbidden = [
    ...new Set(
      run.toolCalls.map((c) => c.call.mcpName ?? c.call.modelName).filter((name) => forbiddenNames.has(name)),
    ),
  ];
  for (const name of forbidden) reasons.push(`called ${name}, which must not be called`);
  return { passed: reasons.length === 0, tool, arguments: args, reasons, mismatches, forbidden };
}
