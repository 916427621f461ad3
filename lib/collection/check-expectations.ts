import type { CallToolOutcome } from '../client/call-tool';
import { describeClientError } from '../client/client-error';
import { stableJson } from '../json/stable-json';
import { PatternUndecided, planPattern } from '../schema/analyze-pattern';
import { showValue } from '../schema/error-message';
import type { Diagnostic } from '../validate/diagnostic';
import type { Expectation } from './collection-schema';
import { parseJsonPath, selectPath } from './json-path';

/** What a check needs to know about one finished call. */
export interface CallObservation {
  kind: CallToolOutcome['kind'];
  /** The tools/call result, for `complete` and `tool-error`. */
  result?: Record<string, unknown>;
  /** Why there is no result, in one line (JSON-RPC error, refused, network…). */
  problem?: string;
  /** lib/validate findings on the result. */
  diagnostics: readonly Diagnostic[];
  /** The definition the server listed for the tool. */
  tool?: Record<string, unknown>;
  durationMs: number;
}

export interface ExpectationResult {
  expectation: Expectation;
  pass: boolean;
  /** Why it passed or failed, in one sentence. */
  message: string;
}

/** Validates `structuredContent` against an outputSchema: errors as messages, or why it could not. */
export type StructuredValidator = (
  schema: unknown,
  value: unknown,
) => Promise<{ ok: true; errors: string[] } | { ok: false; problem: string }>;

/** Reduces a client outcome to what the checks read. */
export function observeOutcome(outcome: CallToolOutcome): CallObservation {
  const base = {
    kind: outcome.kind,
    diagnostics: outcome.diagnostics,
    tool: outcome.tool,
    durationMs: outcome.durationMs,
  };
  switch (outcome.kind) {
    case 'complete':
    case 'tool-error':
      return { ...base, result: outcome.result };
    case 'protocol-error':
      return { ...base, problem: `JSON-RPC error ${outcome.error.code}: ${outcome.error.message}` };
    case 'refused':
      return { ...base, problem: `not sent (${outcome.reason}): ${outcome.message}` };
    case 'failed':
      return { ...base, problem: describeClientError(outcome.error) };
  }
}

/** The text blocks of a result's content, joined by newlines. */
export function resultText(result: Record<string, unknown>): string {
  const content = Array.isArray(result.content) ? result.content : [];
  return content
    .filter(
      (b): b is { type: 'text'; text: string } =>
        typeof b === 'object' && b !== null && b.type === 'text' && typeof b.text === 'string',
    )
    .map((b) => b.text)
    .join('\n');
}

const MAX_ERRORS_SHOWN = 3;

async function checkOne(
  e: Expectation,
  call: CallObservation,
  validate: StructuredValidator | undefined,
): Promise<{ pass: boolean; message: string }> {
  if (e.type === 'latency-under') {
    return call.durationMs < e.ms
      ? { pass: true, message: `took ${call.durationMs} ms.` }
      : { pass: false, message: `took ${call.durationMs} ms, not under ${e.ms} ms.` };
  }
  const result = call.result;
  if (!result) return { pass: false, message: `no result to check: ${call.problem ?? call.kind}.` };
  switch (e.type) {
    case 'not-error': {
      if (result.isError !== true) return { pass: true, message: 'isError is not set.' };
      const text = resultText(result);
      return {
        pass: false,
        message: `the tool reported an error (isError: true)${text ? `: ${showValue(text, 120)}` : ''}.`,
      };
    }
    case 'structured-content-valid': {
      const schema = call.tool?.outputSchema;
      if (schema === undefined)
        return {
          pass: false,
          message: 'the tool lists no outputSchema, so there is nothing to check structuredContent against.',
        };
      if (!('structuredContent' in result))
        return { pass: false, message: 'the result has no structuredContent.' };
      let errors: string[];
      if (validate) {
        const checked = await validate(schema, result.structuredContent);
        if (!checked.ok)
          return { pass: false, message: `could not check: ${checked.problem.replace(/\.$/, '')}.` };
        errors = checked.errors;
      } else {
        errors = call.diagnostics.filter((d) => d.rule === 'structured-content-schema').map((d) => d.message);
      }
      if (errors.length === 0) return { pass: true, message: 'structuredContent matches the outputSchema.' };
      const shown = errors
        .slice(0, MAX_ERRORS_SHOWN)
        .map((m) => m.replace(/\.$/, ''))
        .join('; ');
      return {
        pass: false,
        message: `structuredContent breaks the outputSchema: ${shown}${errors.length > MAX_ERRORS_SHOWN ? ` (and ${errors.length - MAX_ERRORS_SHOWN} more)` : ''}.`,
      };
    }
    case 'text-contains': {
      const text = resultText(result);
      const found = e.ignoreCase ? text.toLowerCase().includes(e.text.toLowerCase()) : text.includes(e.text);
      return found
        ? { pass: true, message: `the text contains ${showValue(e.text, 40)}.` }
        : {
            pass: false,
            message: text
              ? `the text does not contain ${showValue(e.text, 40)}; it starts ${showValue(text, 80)}.`
              : 'the result has no text content.',
          };
    }
    case 'text-matches': {
      const plan = planPattern(e.pattern);
      if (plan.engine === 'invalid' || plan.engine === 'unrunnable')
        return { pass: false, message: plan.message };
      const text = resultText(result);
      let matched: boolean;
      try {
        matched = plan.test(text);
      } catch (error) {
        // A pattern that backtracks past its allowance on this text is undecided, never a pass.
        if (error instanceof PatternUndecided)
          return { pass: false, message: `could not be checked: ${error.reason}` };
        throw error;
      }
      return matched
        ? { pass: true, message: `the text matches /${e.pattern}/.` }
        : {
            pass: false,
            message: text
              ? `the text does not match /${e.pattern}/; it starts ${showValue(text, 80)}.`
              : 'the result has no text content.',
          };
    }
    case 'json-path-equals': {
      const path = parseJsonPath(e.path);
      if (!path.ok) return { pass: false, message: path.error };
      const selected = selectPath(result, path.segments);
      if (!selected.found) return { pass: false, message: `nothing at ${e.path}.` };
      return stableJson(selected.value) === stableJson(e.value)
        ? { pass: true, message: `${e.path} is ${showValue(e.value, 60)}.` }
        : {
            pass: false,
            message: `${e.path} is ${showValue(selected.value, 60)}, not ${showValue(e.value, 60)}.`,
          };
    }
  }
}

/**
 * Runs every expectation of a saved call against its observed outcome. A call with no result
 * (JSON-RPC error, refused, failed) fails every check except latency. `validate` checks
 * structuredContent itself; without it the result's `structured-content-schema` findings decide.
 */
export async function checkExpectations(
  expectations: readonly Expectation[],
  call: CallObservation,
  validate?: StructuredValidator,
): Promise<ExpectationResult[]> {
  const out: ExpectationResult[] = [];
  for (const expectation of expectations) {
    out.push({ expectation, ...(await checkOne(expectation, call, validate)) });
  }
  return out;
}
