import { TASK_RESULT_TYPE, TASKS_EXTENSION_ID } from '../spec/extensions/tasks-extension';
import { effectiveResultType } from '../spec/prose-rules';
import type { Era } from './timeline-event';

export type ResultTypeReading =
  | { kind: 'complete' | 'input_required' | 'task'; warning?: string }
  | { kind: 'invalid'; reason: string };

/**
 * What a result's `resultType` means to this client. Legacy results have none and are complete.
 * On a modern connection a missing value is a server bug — warned about, then read as complete
 * (open question A8) — and any value the client does not know (including extension values it did
 * not ask for) is invalid, as the spec requires. `"task"` is known only where `taskAllowed`: a
 * tools/call whose request declared io.modelcontextprotocol/tasks.
 */
export function readResultType(result: unknown, era: Era, taskAllowed = false): ResultTypeReading {
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
  if (value === TASK_RESULT_TYPE) {
    if (taskAllowed && era === 'modern') return { kind: 'task' };
    return {
      kind: 'invalid',
      reason: `"resultType" is "task" (a task handle of the ${TASKS_EXTENSION_ID} extension), but this client did not declare that extension on the request, so the server must not answer with a task. The answer is refused; declare the extension to accept tasks`,
    };
  }
  return {
    kind: 'invalid',
    reason: `"resultType" is "${value}", which this client does not know (it must be treated as invalid)`,
  };
}
