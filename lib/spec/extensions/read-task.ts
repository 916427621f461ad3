import { isObject } from '../../json/is-object';
import { TASK_RESULT_TYPE, TASK_STATUSES, type TaskStatus } from './tasks-extension';

/**
 * A task as a client reads it: the fields of the extension's `Task`, and what its status carries.
 * Same verdicts as the zod model (`./tasks.ts`) on what a follower depends on, without zod, so the
 * client core (and the page it runs in) need not load the validator to follow a task; the
 * validator's rules report every detail, with positions.
 */
export interface ReadTask {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number | null;
  pollIntervalMs?: number;
  inputRequests?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
}

export type TaskReading = { ok: true; task: ReadTask } | { ok: false; path: string; message: string };

const statuses = new Set<string>(TASK_STATUSES);

/**
 * Reads `value` as a task handle (`as: "handle"`: a CreateTaskResult, `resultType: "task"`) or as
 * a DetailedTask (`as: "detailed"`: a tasks/get result or notifications/tasks params, which must
 * carry `inputRequests`, `result` or `error` as their status requires). The first problem found
 * is returned with the member it is about.
 */
export function readTask(value: unknown, as: 'handle' | 'detailed'): TaskReading {
  const bad = (path: string, message: string): TaskReading => ({ ok: false, path, message });
  if (!isObject(value)) return bad('', 'it is not a JSON object');
  if (as === 'handle' && value.resultType !== TASK_RESULT_TYPE)
    return bad('resultType', `must be "${TASK_RESULT_TYPE}"`);
  if (typeof value.taskId !== 'string') return bad('taskId', 'must be a string');
  if (typeof value.status !== 'string' || !statuses.has(value.status))
    return bad('status', `must be one of ${TASK_STATUSES.join(', ')}`);
  if (value.statusMessage !== undefined && typeof value.statusMessage !== 'string')
    return bad('statusMessage', 'must be a string');
  for (const key of ['createdAt', 'lastUpdatedAt'] as const)
    if (typeof value[key] !== 'string') return bad(key, 'must be an ISO 8601 timestamp string');
  const ttl = value.ttlMs;
  if (!(ttl === null || (typeof ttl === 'number' && Number.isInteger(ttl) && ttl >= 0)))
    return bad('ttlMs', 'is required: an integer number of milliseconds, or null for no limit');
  const poll = value.pollIntervalMs;
  if (poll !== undefined && !(typeof poll === 'number' && Number.isInteger(poll) && poll >= 1))
    return bad('pollIntervalMs', 'must be a positive integer number of milliseconds');
  const status = value.status as TaskStatus;
  const task: ReadTask = {
    taskId: value.taskId,
    status,
    ...(typeof value.statusMessage === 'string' ? { statusMessage: value.statusMessage } : {}),
    createdAt: value.createdAt as string,
    lastUpdatedAt: value.lastUpdatedAt as string,
    ttlMs: ttl as number | null,
    ...(typeof poll === 'number' ? { pollIntervalMs: poll } : {}),
  };
  if (as === 'handle') return { ok: true, task };
  if (status === 'input_required') {
    if (!isObject(value.inputRequests))
      return bad('inputRequests', 'is required while the status is "input_required"');
    for (const [key, request] of Object.entries(value.inputRequests))
      if (!isObject(request) || typeof request.method !== 'string')
        return bad(`inputRequests.${key}`, 'must be a request object with a "method"');
    task.inputRequests = value.inputRequests;
  }
  if (status === 'completed') {
    if (!isObject(value.result)) return bad('result', 'is required once the status is "completed"');
    task.result = value.result;
  }
  if (status === 'failed') {
    const error = value.error;
    if (!isObject(error)) return bad('error', 'is required once the status is "failed"');
    if (typeof error.code !== 'number' || !Number.isInteger(error.code))
      return bad('error.code', 'must be an integer');
    if (typeof error.message !== 'string') return bad('error.message', 'must be a string');
    task.error = {
      code: error.code,
      message: error.message,
      ...(error.data !== undefined ? { data: error.data } : {}),
    };
  }
  return { ok: true, task };
}
