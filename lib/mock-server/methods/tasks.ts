import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { TASKS_EXTENSION_ID } from '../../spec/extensions/tasks-extension';
import { type JsonObject, reject } from '../json-rpc';
import type { MethodCall } from '../server-runtime';
import { detailedTaskOf, type TaskRecord } from '../tasks/task-record';
import { cancelledAt, withAnswers } from '../tasks/task-transitions';
import type { MethodHandler, PrepareVerdict } from './method-handler';
import { replyError, replyResult } from './reply';

/** What every task method needs from the request: the extension declared on it (else -32021). */
const NEEDS_TASKS: JsonObject = { extensions: { [TASKS_EXTENSION_ID]: {} } };

function invalidParams(message: string): PrepareVerdict {
  return { ok: false, reply: reject(200, ERROR_CODES.invalidParams, `Invalid params: ${message}`) };
}

/**
 * The params every task method shares: a `taskId` string. Only its shape is checked here (step
 * 7); whether the task exists is the handler's question, after the capability check (step 9): a
 * client that did not declare the extension learns that first, whatever id it sent.
 */
function prepareTaskId(call: MethodCall, extra?: (params: JsonObject) => string | undefined): PrepareVerdict {
  const { taskId } = call.params;
  if (typeof taskId !== 'string' || taskId.length === 0)
    return invalidParams('"taskId" must be the id string of a task this server returned.');
  const problem = extra?.(call.params);
  if (problem) return invalidParams(problem);
  return { ok: true, prepared: { requiredCapabilities: NEEDS_TASKS, what: call.method, value: taskId } };
}

/** -32602 for an id the server does not know: never issued, or expired after its ttlMs. */
function unknownTask(call: MethodCall, taskId: string) {
  return replyError(
    call,
    reject(
      200,
      ERROR_CODES.invalidParams,
      `Invalid params: no task ${JSON.stringify(taskId.slice(0, 80))} here. It was never created, or it expired (a task is kept for its ttlMs after creation).`,
    ),
  );
}

async function found(call: MethodCall, taskId: string): Promise<TaskRecord | undefined> {
  return call.runtime.tasks.read(taskId);
}

/** `tasks/get`: the task with what its status carries (`resultType: "complete"`, the ordinary answer). */
export const tasksGetHandler: MethodHandler = {
  prepare: (call) => prepareTaskId(call),
  async run(call, prepared) {
    const taskId = prepared.value as string;
    const record = await found(call, taskId);
    if (!record) return unknownTask(call, taskId);
    return replyResult(call, { resultType: 'complete', ...detailedTaskOf(record) });
  },
};

/**
 * `tasks/update`: answers to the task's outstanding input requests. Keys the task is not waiting
 * for are ignored (unknown, already answered, superseded); a part of the answers keeps it
 * `input_required` for the rest. Acknowledged with an empty result either way: what the answers
 * did shows in the next `tasks/get`.
 */
export const tasksUpdateHandler: MethodHandler = {
  prepare: (call) =>
    prepareTaskId(call, (params) => {
      const responses = params.inputResponses;
      if (!isObject(responses) || !Object.values(responses).every(isObject))
        return '"inputResponses" must be an object mapping each key of the task\'s inputRequests to the client\'s answer object.';
      return undefined;
    }),
  async run(call, prepared) {
    const taskId = prepared.value as string;
    const responses = call.params.inputResponses as JsonObject;
    const { now } = call.runtime.options;
    const updated = await call.runtime.tasks.store.update(
      taskId,
      (record) => withAnswers(record, responses, now()).record,
    );
    if (!updated) return unknownTask(call, taskId);
    return replyResult(call, { resultType: 'complete' });
  },
};

/**
 * `tasks/cancel`: this server honours it at once (the task's work stops, its status is
 * `cancelled`); on a task that already ended it changes nothing. Acknowledged with an empty
 * result either way.
 */
export const tasksCancelHandler: MethodHandler = {
  prepare: (call) => prepareTaskId(call),
  async run(call, prepared) {
    const taskId = prepared.value as string;
    const { now } = call.runtime.options;
    const updated = await call.runtime.tasks.store.update(taskId, (record) => cancelledAt(record, now()));
    if (!updated) return unknownTask(call, taskId);
    return replyResult(call, { resultType: 'complete' });
  },
};
