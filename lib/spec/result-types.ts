/** Values of `resultType` defined by the core protocol. Extensions may add more (e.g. `task`). */
export const RESULT_TYPES = {
  complete: 'complete',
  inputRequired: 'input_required',
} as const;

export type KnownResultType = (typeof RESULT_TYPES)[keyof typeof RESULT_TYPES];

/**
 * True for `complete` and `input_required`. The schema only asks for a string; the prose says a
 * client must treat any value it does not know as invalid, so extension values (advertised through
 * capabilities) have to be allowed by the caller explicitly.
 */
export function isKnownResultType(value: unknown, extensionValues: readonly string[] = []): boolean {
  if (typeof value !== 'string') return false;
  return (
    value === RESULT_TYPES.complete || value === RESULT_TYPES.inputRequired || extensionValues.includes(value)
  );
}
