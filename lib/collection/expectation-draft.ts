import { parseJsonPath, selectPath } from './json-path';

/**
 * The "save to a collection" form as plain data: one switch per expectation kind and the texts it
 * needs. Empty texts mean "no such check"; the switches are for the checks that take no value.
 */
export interface ExpectationDraft {
  notError: boolean;
  structuredValid: boolean;
  textContains: string;
  ignoreCase: boolean;
  textMatches: string;
  jsonPath: string;
  /** The value as JSON text (`42`, `"open"`, `{"a": 1}`). */
  jsonValue: string;
  /** Milliseconds as typed. */
  latencyMs: string;
}

export type DraftField = keyof ExpectationDraft;

export const emptyDraft: ExpectationDraft = {
  notError: false,
  structuredValid: false,
  textContains: '',
  ignoreCase: false,
  textMatches: '',
  jsonPath: '',
  jsonValue: '',
  latencyMs: '',
};

/**
 * A starting draft from a call's result: "not isError" when it succeeded, the structuredContent
 * check when the tool has an outputSchema and the result carries structuredContent. Values to
 * compare are left for the user to choose: a check that merely repeats today's answer is theirs
 * to decide on.
 */
export function suggestDraft(
  result: Record<string, unknown> | undefined,
  hasOutputSchema: boolean,
): ExpectationDraft {
  return {
    ...emptyDraft,
    notError: result !== undefined && result.isError !== true,
    structuredValid: hasOutputSchema && result !== undefined && 'structuredContent' in result,
  };
}

/** The value a JSON path selects in a result, as JSON text, for prefilling the expected value. */
export function valueAtPath(result: Record<string, unknown> | undefined, path: string): string | undefined {
  if (!result) return undefined;
  const parsed = parseJsonPath(path.trim());
  if (!parsed.ok) return undefined;
  const selected = selectPath(result, parsed.segments);
  return selected.found ? JSON.stringify(selected.value) : undefined;
}
