import { isObject } from '../json/is-object';
import { type ReadTask, readTask } from '../spec/extensions/read-task';
import { isAllowedTaskTransition, isTerminalTaskStatus } from '../spec/extensions/task-lifecycle';
import type { TaskStatus } from '../spec/extensions/tasks-extension';

/** Where an observation of a task came from. */
export type TaskSource = 'create' | 'get' | 'notification';

/** One status the client saw the task in (a change, or the first sighting). */
export interface TaskStep {
  status: TaskStatus;
  statusMessage?: string;
  /** Client clock (ms) when it was seen. */
  at: number;
  source: TaskSource;
}

/**
 * What the client knows of one task, as a UI shows it: where it stands, what it waits for, what it
 * went through. Plain JSON (it rides on timeline events and is kept for a page reload).
 */
/** The task as last read (the server's own timestamps, as sent), with what the client adds. */
export interface TaskView extends ReadTask {
  /** Client clock when the client first learned of the task (elapsed time counts from here). */
  startedAt: number;
  /** Status changes seen, oldest first; statusMessage-only changes are not steps. Bounded. */
  steps: TaskStep[];
  /** Observations by source, duplicates included. */
  seen: { get: number; notification: number };
}

export type TaskObservation =
  /** Something new: a status, a message, a payload. */
  | { kind: 'changed'; view: TaskView; statusChanged: boolean }
  /** Nothing new (a poll while it works, a repeated notification). */
  | { kind: 'same'; view: TaskView }
  /**
   * The server broke the lifecycle or the shapes: the task cannot be followed further. `view` is
   * the last trustworthy state; `warning` is set instead for oddities that are reported, not fatal.
   */
  | { kind: 'problem'; view: TaskView; reason: 'malformed' | 'backwards' | 'other-task'; message: string };

/** Steps kept per task: the first ones and the latest, so a flood of changes stays bounded. */
const MAX_STEPS = 50;

function viewOf(task: ReadTask, previous: TaskView | undefined, at: number, source: TaskSource): TaskView {
  const { status, statusMessage } = task;
  const steps = previous ? [...previous.steps] : [];
  if (!previous || previous.status !== status) {
    steps.push({ status, ...(statusMessage !== undefined ? { statusMessage } : {}), at, source });
    if (steps.length > MAX_STEPS) steps.splice(1, steps.length - MAX_STEPS);
  }
  const seen = { ...(previous?.seen ?? { get: 0, notification: 0 }) };
  if (source !== 'create') seen[source]++;
  return {
    taskId: task.taskId as string,
    status,
    ...(statusMessage !== undefined ? { statusMessage } : {}),
    createdAt: task.createdAt as string,
    lastUpdatedAt: task.lastUpdatedAt as string,
    ttlMs: task.ttlMs as number | null,
    ...(typeof task.pollIntervalMs === 'number' ? { pollIntervalMs: task.pollIntervalMs } : {}),
    startedAt: previous?.startedAt ?? at,
    ...(status === 'input_required' && isObject(task.inputRequests)
      ? { inputRequests: task.inputRequests }
      : {}),
    ...(status === 'completed' && isObject(task.result) ? { result: task.result } : {}),
    ...(status === 'failed' && isObject(task.error)
      ? { error: task.error as { code: number; message: string; data?: unknown } }
      : {}),
    steps,
    seen,
  };
}

/** Whether two views show the same state (what a UI would render differently). */
function sameState(a: TaskView, b: TaskView): boolean {
  return (
    a.status === b.status &&
    a.statusMessage === b.statusMessage &&
    a.lastUpdatedAt === b.lastUpdatedAt &&
    a.pollIntervalMs === b.pollIntervalMs &&
    a.ttlMs === b.ttlMs &&
    JSON.stringify(Object.keys(a.inputRequests ?? {})) ===
      JSON.stringify(Object.keys(b.inputRequests ?? {})) &&
    (a.result === undefined) === (b.result === undefined) &&
    (a.error === undefined) === (b.error === undefined)
  );
}

/**
 * Reads one observation of a task — the handle, a `tasks/get` answer or a `notifications/tasks`
 * — against what was known (`previous`). It must be the same task, have the shape its status
 * needs, and respect the lifecycle: a task that was seen in a terminal status never shows
 * another one later (a status that goes backwards is the server's bug, and the client stops
 * trusting it rather than guess which report is true).
 */
export function observeTask(
  previous: TaskView | undefined,
  task: unknown,
  source: TaskSource,
  at: number,
): TaskObservation {
  const read = readTask(task, source === 'create' ? 'handle' : 'detailed');
  if (!read.ok) {
    const what =
      source === 'create'
        ? 'the task handle'
        : source === 'get'
          ? 'the tasks/get result'
          : 'a notifications/tasks';
    return {
      kind: 'problem',
      view: previous ?? placeholder(task, at),
      reason: 'malformed',
      message: `${what} is not a valid task: ${read.path ? `"${read.path}" ` : ''}${read.message}.`,
    };
  }
  const value = read.task;
  if (previous && value.taskId !== previous.taskId) {
    return {
      kind: 'problem',
      view: previous,
      reason: 'other-task',
      message: `the server answered about task ${JSON.stringify(value.taskId)} when asked about ${JSON.stringify(previous.taskId)}.`,
    };
  }
  const next = viewOf(value, previous, at, source);
  if (previous && !isAllowedTaskTransition(previous.status, next.status)) {
    return {
      kind: 'problem',
      view: previous,
      reason: 'backwards',
      message: `the server reported task ${previous.taskId} as "${next.status}" after it had reported "${previous.status}": a task never leaves a terminal status, so its reports cannot be trusted any more.`,
    };
  }
  if (previous && sameState(previous, next)) return { kind: 'same', view: { ...previous, seen: next.seen } };
  return { kind: 'changed', view: next, statusChanged: !previous || previous.status !== next.status };
}

/** A view for a handle so broken that nothing of it can be trusted (only for the message). */
function placeholder(task: unknown, at: number): TaskView {
  const id = isObject(task) && typeof task.taskId === 'string' ? task.taskId : '(no taskId)';
  return {
    taskId: id,
    status: 'failed',
    createdAt: '',
    lastUpdatedAt: '',
    ttlMs: null,
    startedAt: at,
    steps: [],
    seen: { get: 0, notification: 0 },
  };
}

/** Whether the view is terminal and carries what its status promises (a result or an error). */
export function isSettled(view: TaskView): boolean {
  if (!isTerminalTaskStatus(view.status)) return false;
  if (view.status === 'completed') return view.result !== undefined;
  if (view.status === 'failed') return view.error !== undefined;
  return true;
}
