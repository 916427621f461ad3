import { parseJson } from '../json/parse-json';
import { planPattern } from '../schema/analyze-pattern';
import type { Expectation } from './collection-schema';
import type { DraftField, ExpectationDraft } from './expectation-draft';
import { parseJsonPath } from './json-path';

// Apart from the draft itself (expectation-draft.ts): checking a pattern needs the pattern engine,
// which the form showing a draft does not.

type JsonPathValue = Extract<Expectation, { type: 'json-path-equals' }>['value'];

export type BuiltExpectations =
  | { ok: true; expect: Expectation[] }
  | { ok: false; errors: { field: DraftField; message: string }[] };

/** Turns a draft into expectations, or says which field is wrong and how. */
export function buildExpectations(draft: ExpectationDraft): BuiltExpectations {
  const expect: Expectation[] = [];
  const errors: { field: DraftField; message: string }[] = [];
  if (draft.notError) expect.push({ type: 'not-error' });
  if (draft.structuredValid) expect.push({ type: 'structured-content-valid' });
  if (draft.textContains !== '')
    expect.push({
      type: 'text-contains',
      text: draft.textContains,
      ...(draft.ignoreCase ? { ignoreCase: true } : {}),
    });
  if (draft.textMatches !== '') {
    const plan = planPattern(draft.textMatches);
    if (plan.engine === 'invalid' || plan.engine === 'unrunnable')
      errors.push({ field: 'textMatches', message: plan.message });
    else expect.push({ type: 'text-matches', pattern: draft.textMatches });
  }
  const path = draft.jsonPath.trim();
  if (path !== '' || draft.jsonValue.trim() !== '') {
    const parsedPath = path === '' ? undefined : parseJsonPath(path);
    if (!parsedPath)
      errors.push({
        field: 'jsonPath',
        message: 'Give the JSON path the value is read from, e.g. $.structuredContent.total.',
      });
    else if (!parsedPath.ok) errors.push({ field: 'jsonPath', message: parsedPath.error });
    const value = parseJson(draft.jsonValue);
    if (draft.jsonValue.trim() === '')
      errors.push({
        field: 'jsonValue',
        message: 'Give the expected value as JSON, e.g. 42, "open" or true.',
      });
    else if (!value.ok)
      errors.push({
        field: 'jsonValue',
        message: `Not valid JSON (${value.syntaxErrors[0]?.message ?? 'syntax error'}); strings need double quotes, e.g. "open".`,
      });
    if (parsedPath?.ok && value.ok)
      expect.push({ type: 'json-path-equals', path, value: value.value as JsonPathValue });
  }
  const ms = draft.latencyMs.trim();
  if (ms !== '') {
    const n = Number(ms);
    if (!/^\d+$/.test(ms) || !Number.isSafeInteger(n) || n < 1 || n > 3_600_000)
      errors.push({
        field: 'latencyMs',
        message: 'Latency is a whole number of milliseconds from 1 to 3600000.',
      });
    else expect.push({ type: 'latency-under', ms: n });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, expect };
}
