import { isObject } from '../../json/is-object';
import { isTerminalTaskStatus } from '../../spec/extensions/task-lifecycle';
import type { JsonObject } from '../json-rpc';
import type { TaskRecord } from './task-record';

/**
 * Every change a task goes through, as pure functions from one record to the next. Both stores
 * apply them (the shared one inside an optimistic retry), so what a task may do next is decided in
 * one place whichever instance decides it. A function that has nothing to change returns the same
 * object; a terminal task is never changed (the lifecycle's one hard rule).
 */

/** A new working task. */
export function newTask(input: {
  taskId: string;
  tool: string;
  client: string;
  now: number;
  ttlMs: number | null;
  pollIntervalMs: number;
  statusMessage?: string;
  leaseUntil?: number;
}): TaskRecord {
  return {
    taskId: input.taskId,
    tool: input.tool,
    client: input.client,
    status: 'working',
    ...(input.statusMessage !== undefined ? { statusMessage: input.statusMessage } : {}),
    createdAt: input.now,
    lastUpdatedAt: input.now,
    ttlMs: input.ttlMs,
    pollIntervalMs: input.pollIntervalMs,
    round: 0,
    ...(input.leaseUntil !== undefined ? { leaseUntil: input.leaseUntil } : {}),
  };
}

/** Progress in words while working (the extension's place for it: `statusMessage`). */
export function withStatusMessage(record: TaskRecord, message: string, now: number): TaskRecord {
  if (record.status !== 'working' || record.statusMessage === message) return record;
  return { ...record, statusMessage: message, lastUpdatedAt: now };
}

/**
 * A new input round: the task waits for every request in `requests` (keyed by fresh wire keys).
 * Only a working task can ask; the answers of the previous round are dropped.
 */
export function withInputRequests(
  record: TaskRecord,
  requests: JsonObject,
  message: string,
  now: number,
): TaskRecord {
  if (record.status !== 'working') return record;
  const { answers: _previous, ...rest } = record;
  return {
    ...rest,
    status: 'input_required',
    statusMessage: message,
    round: record.round + 1,
    asked: Object.keys(requests),
    inputRequests: requests,
    answers: {},
    lastUpdatedAt: now,
  };
}

/**
 * Answers from `tasks/update`. Only keys still outstanding count: unknown, answered or superseded
 * keys are ignored, as the extension asks. A partial set leaves the task waiting for the rest;
 * the last answer sets it working again (the work then resumes with all of them).
 */
export function withAnswers(
  record: TaskRecord,
  responses: JsonObject,
  now: number,
): { record: TaskRecord; accepted: string[] } {
  if (record.status !== 'input_required' || !isObject(record.inputRequests)) return { record, accepted: [] };
  const outstanding = { ...record.inputRequests };
  const answers = { ...(record.answers ?? {}) };
  const accepted: string[] = [];
  for (const [key, answer] of Object.entries(responses)) {
    if (!Object.hasOwn(outstanding, key)) continue;
    delete outstanding[key];
    answers[key] = answer;
    accepted.push(key);
  }
  if (accepted.length === 0) return { record, accepted };
  if (Object.keys(outstanding).length > 0) {
    return { record: { ...record, inputRequests: outstanding, answers, lastUpdatedAt: now }, accepted };
  }
  const { inputRequests: _done, ...rest } = record;
  return {
    record: {
      ...rest,
      status: 'working',
      statusMessage: 'Continuing with your answers',
      answers,
      lastUpdatedAt: now,
    },
    accepted,
  };
}

/** The work ended with a tool result (`isError: true` included: still `completed`). */
export function completedWith(record: TaskRecord, result: JsonObject, now: number): TaskRecord {
  if (isTerminalTaskStatus(record.status)) return record;
  return settled(record, {
    status: 'completed',
    statusMessage: result.isError === true ? 'Finished: the tool reported an error' : 'Finished',
    // The CallToolResult the call would have returned, whole: a 2026-07-28 result says its type.
    result: { resultType: 'complete', ...result },
    lastUpdatedAt: now,
  });
}

/** The work ended with a JSON-RPC error: `failed`, the error inlined. */
export function failedWith(
  record: TaskRecord,
  error: { code: number; message: string; data?: unknown },
  now: number,
): TaskRecord {
  if (isTerminalTaskStatus(record.status)) return record;
  return settled(record, {
    status: 'failed',
    statusMessage: `Failed: ${error.message}`,
    error: {
      code: error.code,
      message: error.message,
      ...(error.data !== undefined ? { data: error.data } : {}),
    },
    lastUpdatedAt: now,
  });
}

/** `tasks/cancel`: honoured at once here; a task that already ended stays as it was. */
export function cancelledAt(record: TaskRecord, now: number): TaskRecord {
  if (isTerminalTaskStatus(record.status)) return record;
  return settled(record, {
    status: 'cancelled',
    statusMessage: 'Cancelled at the client’s request',
    lastUpdatedAt: now,
  });
}

/** The running instance renewed its lease. */
export function withLease(record: TaskRecord, until: number): TaskRecord {
  if (isTerminalTaskStatus(record.status)) return record;
  return { ...record, leaseUntil: until };
}

/** Whether the instance running an open task stopped vouching for it. */
export function leaseLapsed(record: TaskRecord, now: number): boolean {
  return !isTerminalTaskStatus(record.status) && record.leaseUntil !== undefined && record.leaseUntil < now;
}

/** Drops the round's bookkeeping and the lease: a settled task only shows its outcome. */
function settled(record: TaskRecord, change: Partial<TaskRecord>): TaskRecord {
  const { inputRequests: _requests, answers: _answers, asked: _asked, leaseUntil: _lease, ...rest } = record;
  return { ...rest, ...change };
}
