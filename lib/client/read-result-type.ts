import { effectiveResultType } from '../spec/prose-rules';
import type { Era } from './timeline-event';

export type ResultTypeReading =
  | { kind: 'complete' | 'input_required'; warning?: string }
  | { kind: 'invalid'; reason: string };

/**
 * What a result's `resultType` means to this client. Legacy results have none and are complete.
 * On a modern connection a missing value is a server bug — warned about, then read as complete
 * (open question A8) — and any value the client does not know (including extension values it did
 * not ask for) is invalid, as the spec requires.
 */
export function readResultType(result: unknown, era: Era): ResultTypeReading {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) {
    return { kind: 'invalid', reason: 'the result is not a JSON object' };
  }
  const value = effectiveResultType(result, era === 'legacy');
  if (value === undefined) {
    const raw = (result as { resultType?: unknown }).resultType;
    if (raw === undefined) {
      return {
        kind: 'complete',
        warning:
          'The result has no "resultType"; since 2026-07-28 it is required. It was read as "complete".',
      };
    }
    return { kind: 'invalid', reason: `"resultType" is ${JSON.stringify(raw)}, not a string` };
  }
  if (value === 'complete' || value === 'input_required') return { kind: value };
  return {
    kind: 'invalid',
    reason: `"resultType" is "${value}", which this client does not know (it must be treated as invalid)`,
  };
}
