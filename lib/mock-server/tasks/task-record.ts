import type { TaskStatus } from '../../spec/extensions/tasks-extension';
import { TASK_RESULT_TYPE } from '../../spec/extensions/tasks-extension';
import type { JsonObject } from '../json-rpc';

/**
 * One task as the server stores it: JSON throughout (a shared store keeps it as text), times in
 * epoch milliseconds (shown as ISO 8601 on the wire), and the bookkeeping the wire never shows —
 * which keys the current input round asked, the answers gathered so far, the running instance's
 * lease, the client that started it.
 */
export interface TaskRecord {
  taskId: string;
  /** The tool whose call became this task (for logs and the server panel). */
  tool: string;
  /** Client key of the creator (per-client limits), '' when the host could not tell. */
  client: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: number;
  lastUpdatedAt: number;
  /** Kept this long after creation; null: until the store's own bound. */
  ttlMs: number | null;
  pollIntervalMs: number;
  /** Input rounds asked so far (each round's keys are fresh: unique over the task's life). */
  round: number;
  /** The current round's keys, as sent in `inputRequests`. */
  asked?: string[];
  /** Outstanding requests of the current round (wire key → request). */
  inputRequests?: JsonObject;
  /** Answers of the current round received so far (wire key → answer). */
  answers?: JsonObject;
  /** The final CallToolResult, once `completed`. */
  result?: JsonObject;
  /** The JSON-RPC error, once `failed`. */
  error?: JsonObject;
  /**
   * Shared stores only: until when the instance running the work vouches for it. A task still
   * open past its lease lost its instance (a crash, a redeploy) and is failed by whoever reads it.
   */
  leaseUntil?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The `Task` fields every shape shares, in wire form. */
function taskFields(record: TaskRecord): JsonObject {
  const fields: JsonObject = {
    taskId: record.taskId,
    status: record.status,
    ...(record.statusMessage !== undefined ? { statusMessage: record.statusMessage } : {}),
    createdAt: iso(record.createdAt),
    lastUpdatedAt: iso(record.lastUpdatedAt),
    ttlMs: record.ttlMs,
    pollIntervalMs: record.pollIntervalMs,
  };
  return fields;
}

/** The handle returned in place of the tool's result: flat, `resultType: "task"`, no payload. */
export function createTaskResultOf(record: TaskRecord): JsonObject {
  return { resultType: TASK_RESULT_TYPE, ...taskFields(record) };
}

/**
 * The task as `tasks/get` and `notifications/tasks` show it: what its status carries inlined
 * (outstanding `inputRequests`, the `result`, the `error`) and nothing else.
 */
export function detailedTaskOf(record: TaskRecord): JsonObject {
  const task = taskFields(record);
  if (record.status === 'input_required') task.inputRequests = record.inputRequests ?? {};
  if (record.status === 'completed') task.result = record.result ?? { content: [] };
  if (record.status === 'failed') task.error = record.error ?? { code: -32603, message: 'Internal error' };
  return task;
}
