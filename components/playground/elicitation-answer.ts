import type { ArgumentCheck } from '@/lib/client/index';

/**
 * Why an elicitation form's answer may not be accepted yet, or undefined when it may: the answer
 * must parse and fit the requested schema (a required field left out, a value out of range). A
 * requested schema the validator cannot use, or could not afford to check, does not block: the
 * person decides. Decline and Cancel never wait for this.
 */
export function acceptBlocker(check: ArgumentCheck): string | undefined {
  if (!check.parsed) return 'The answer is not valid JSON: fix it, or Decline.';
  if (check.pending) return 'Checking the answer against the requested schema…';
  const wrong = check.problems.filter((p) => p.kind === 'schema' || p.kind === 'syntax');
  if (wrong.length === 0) return undefined;
  const missing = check.errors.some((e) => e.keyword === 'required');
  return `The answer does not fit the requested schema${missing ? ' (a required field is missing)' : ''}: fix the marked fields before accepting, or Decline.`;
}
