import { isObject } from '../json/is-object';
import { ERROR_CODES } from '../spec/error-codes';
import { isTerminalTaskStatus } from '../spec/extensions/task-lifecycle';
import {
  TASK_METHODS,
  TASK_STATUS_NOTIFICATION,
  TASK_STATUS_NOTIFICATION_ALIAS,
} from '../spec/extensions/tasks-extension';
import type { JsonRpcErrorObject } from '../wire/classify-message';
import type { ClientContext } from './client-context';
import type { ClientError, Outcome } from './client-error';
import type { InputRequestHandler } from './client-options';
import { gatherInputResponses } from './input-responses';
import type { ListenHandle, ListenOptions, SubscriptionFilter } from './listen';
import type { Connector } from './negotiate';
import { runRequest } from './request-runner';
import { followedHint, nextPollDelay } from './task-poll-delay';
import { isSettled, observeTask, type TaskSource, type TaskView } from './task-tracker';
import type { WarningCode } from './timeline-event';

export interface FollowEnv {
  ctx: ClientContext;
  connector: Connector;
  onServerNotification(method: string, params: unknown): void;
  /** Opens a listen stream for the task's notifications (absent: polling only). */
  listen?(filter: SubscriptionFilter, options: ListenOptions): Promise<Outcome<ListenHandle>>;
}

export interface FollowTaskOptions {
  /** The operation the task's steps and requests are filed under. */
  operationId: string;
  toolName?: string;
  /** Aborting asks the server to cancel the task (tasks/cancel), then waits for it to end. */
  signal?: AbortSignal;
  /**
   * Aborting stops following without cancelling (the page goes away): the task runs on, and can
   * be followed again by its id.
   */
  leave?: AbortSignal;
  /** Every change of the task (coalesced: floods of identical news call it once). */
  onUpdate?(view: TaskView): void;
  /** Answers input requests inside the task (default: the client's handler). */
  onInputRequest?: InputRequestHandler;
  /** How long to follow before giving up (default: the client's `timeouts.taskMs`). */
  timeoutMs?: number;
  /** Also listen for `notifications/tasks` (default true); polling goes on either way. */
  notifications?: boolean;
}

/**
 * How following a task ended. `completed`, `failed` and `cancelled` are the task's own ends;
 * `stopped` is the client giving up on it — past its deadline, on a broken lifecycle, on an
 * ignored cancel, on an unknown id — with an error that says which.
 */
export type FollowOutcome =
  | { kind: 'completed'; view: TaskView; result: Record<string, unknown> }
  | { kind: 'failed'; view: TaskView; error: JsonRpcErrorObject }
  | { kind: 'cancelled'; view: TaskView; byClient: boolean }
  | { kind: 'stopped'; view: TaskView; error: ClientError };

/** Where following starts: a handle just received, or a task id to pick up again. */
export type FollowStart = { handle: unknown } | { taskId: string };

/** Notifications for one task past which they are coalesced (and said so, once). */
const FLOOD_WARNING_AT = 1000;
/** A statusMessage-only change is recorded at most this often (client clock). */
const MESSAGE_EVENT_MS = 250;
/** Failed polls in a row (network, timeout) tolerated before following stops. */
const MAX_POLL_FAILURES = 3;

/**
 * Follows a task (io.modelcontextprotocol/tasks) to its end: polls `tasks/get` no faster than the
 * server's `pollIntervalMs` and slower while nothing changes, listens for `notifications/tasks`
 * when the server offers them, answers input requests inside the task through the input handler
 * and `tasks/update` (each key once), and on abort sends `tasks/cancel` and waits a grace period
 * for the task to end. Every observation is checked (`observeTask`): a malformed task, one that
 * leaves a terminal status, an id the server forgot, a deadline passed — each stops following
 * with an error that says so. Nothing here waits without a timer that ends it.
 */
export async function followTask(
  env: FollowEnv,
  start: FollowStart,
  options: FollowTaskOptions,
): Promise<FollowOutcome> {
  const { ctx } = env;
  const { now, timers } = ctx.options;
  const { operationId } = options;
  const timeoutMs = options.timeoutMs ?? ctx.options.timeouts.taskMs;
  const deadlineAt = now() + timeoutMs;
  const handler = options.onInputRequest ?? ctx.options.onInputRequest;
  // Ends every request and wait of this follow when it stops (never the caller's signal).
  const stopper = new AbortController();
  const warned = new Set<WarningCode>();
  const warn = (code: WarningCode, message: string, once = true) => {
    if (once && warned.has(code)) return;
    warned.add(code);
    ctx.record({ type: 'warning', at: now(), operationId, code, message });
  };

  let view: TaskView | undefined;
  let unchanged = 0;
  let pollFailures = 0;
  // An object, not a let: closures change it, and narrowing must not assume they do not.
  const cancelling: { state: 'none' | 'sending' | 'acknowledged' } = { state: 'none' };
  let cancelDeadline = Number.POSITIVE_INFINITY;
  let lastMessageEventAt = Number.NEGATIVE_INFINITY;
  const answered = new Set<string>();
  let listening: ListenHandle | undefined;
  let notifiedActive = false;
  let notificationCount = 0;
  let pendingNotification: unknown;
  let problem: FollowOutcome | undefined;

  // One wake-up source for the loop's waits: a notification, the user's abort, or the timer.
  let wake: (() => void) | undefined;
  const nudge = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const userAborted = () => options.signal?.aborted === true;
  options.signal?.addEventListener('abort', nudge, { once: true });
  const left = () => options.leave?.aborted === true;
  const onLeave = () => {
    stopper.abort();
    nudge();
  };
  options.leave?.addEventListener('abort', onLeave, { once: true });

  const stop = (error: ClientError): FollowOutcome => {
    const outcome: FollowOutcome = { kind: 'stopped', view: view!, error };
    ctx.record({
      type: 'task',
      at: now(),
      operationId,
      taskId: view!.taskId,
      phase: 'stopped',
      status: view!.status,
      reason: error.message,
    });
    return outcome;
  };

  const timeWarnings = (before: TaskView, after: TaskView) => {
    if (before.createdAt !== after.createdAt) {
      warn(
        'task-time-backwards',
        `Task ${after.taskId} changed its createdAt from ${before.createdAt} to ${after.createdAt}; a task's creation time never changes.`,
      );
    } else if (Date.parse(after.lastUpdatedAt) < Date.parse(before.lastUpdatedAt)) {
      warn(
        'task-time-backwards',
        `Task ${after.taskId}'s lastUpdatedAt went back from ${before.lastUpdatedAt} to ${after.lastUpdatedAt}.`,
      );
    }
  };

  /** Takes in one observation; returns an outcome when following must stop because of it. */
  const apply = (task: unknown, source: TaskSource): FollowOutcome | undefined => {
    const seen = observeTask(view, task, source, now());
    if (source !== 'create' && seen.kind !== 'problem' && isTerminalTaskStatus(seen.view.status))
      lastSettled = task;
    if (seen.kind === 'problem') {
      if (!view) view = seen.view;
      return stop({ kind: 'malformed', message: `Stopped following the task: ${seen.message}` });
    }
    const before = view;
    view = seen.view;
    if (seen.kind === 'same') {
      unchanged++;
      return undefined;
    }
    unchanged = 0;
    if (before) timeWarnings(before, seen.view);
    const hint = followedHint(seen.view.pollIntervalMs);
    if (hint.clamped)
      warn(
        'task-poll-hint',
        `Task ${seen.view.taskId} asks to be polled every ${seen.view.pollIntervalMs} ms; this client polls every ${hint.ms} ms at the most (it keeps between 250 ms and 60 s).`,
      );
    const at = now();
    if (seen.statusChanged || at - lastMessageEventAt >= MESSAGE_EVENT_MS) {
      lastMessageEventAt = at;
      ctx.record({
        type: 'task',
        at,
        operationId,
        taskId: seen.view.taskId,
        phase: !before
          ? source === 'create'
            ? 'created'
            : 'resumed'
          : isTerminalTaskStatus(seen.view.status) && isSettled(seen.view)
            ? 'ended'
            : seen.view.status === 'input_required' && seen.statusChanged
              ? 'input-required'
              : 'status',
        status: seen.view.status,
        ...(seen.view.statusMessage !== undefined ? { statusMessage: seen.view.statusMessage } : {}),
        source,
        ...(options.toolName !== undefined ? { toolName: options.toolName } : {}),
        ...(seen.view.inputRequests ? { inputRequests: seen.view.inputRequests } : {}),
        ...(!before ? { ttlMs: seen.view.ttlMs } : {}),
        ...(seen.view.pollIntervalMs !== undefined &&
        (!before || before.pollIntervalMs !== seen.view.pollIntervalMs)
          ? { pollIntervalMs: seen.view.pollIntervalMs }
          : {}),
      });
    }
    try {
      options.onUpdate?.(seen.view);
    } catch {
      // An observer's failure must not stop the follow it observes.
    }
    return undefined;
  };

  /** One task request on the current connection (the extension declared, as on every request). */
  const taskRequest = (method: string, params: Record<string, unknown>) =>
    runRequest(
      ctx,
      env.connector,
      {
        method,
        params,
        operationId,
        timeoutMs: ctx.options.timeouts.requestMs,
        maxTotalMs: ctx.options.timeouts.maxTotalMs,
        signal: stopper.signal,
      },
      env.onServerNotification,
    );

  const poll = async (): Promise<FollowOutcome | undefined> => {
    const taskId = view!.taskId;
    const terminalWhenAsked = isTerminalTaskStatus(view!.status);
    const run = await taskRequest(TASK_METHODS.get, { taskId });
    if (left()) return undefined;
    if (run.ok) {
      pollFailures = 0;
      // A notification may have ended the task while this poll was on its way: the answer was
      // written before that end, so a non-terminal status in it is old news, not a status going
      // backwards (only a task already seen ended when the poll was sent is held to that).
      if (
        !terminalWhenAsked &&
        view &&
        isTerminalTaskStatus(view.status) &&
        isObject(run.result) &&
        (run.result.status === 'working' || run.result.status === 'input_required')
      )
        return undefined;
      if (isObject(run.result) && run.result.resultType !== 'complete')
        warn(
          'task-poll-hint',
          `tasks/get answered with resultType ${JSON.stringify(run.result.resultType)}; it is always "complete" (the task's own state is in "status").`,
        );
      return apply(run.result, 'get');
    }
    const { error } = run;
    if (error.kind === 'protocol' && error.error.code === ERROR_CODES.invalidParams) {
      return stop({
        kind: 'protocol',
        message: `The server no longer knows task ${taskId} (tasks/get: ${error.error.message}). It may have expired (a task is kept for its ttlMs) or been lost; its outcome cannot be read.`,
        ...(error.status !== undefined ? { status: error.status } : {}),
        error: error.error,
      });
    }
    if ((error.kind === 'network' || error.kind === 'timeout') && ++pollFailures < MAX_POLL_FAILURES) {
      warn(
        'task-poll-retry',
        `tasks/get for ${taskId} failed (${error.message}); trying again (${pollFailures} of ${MAX_POLL_FAILURES - 1} retries).`,
        false,
      );
      return undefined;
    }
    return stop({
      ...error,
      message: `Stopped following task ${taskId}: tasks/get failed (${error.message}).`,
    } as ClientError);
  };

  const onNotification = (method: string, params: unknown) => {
    if (method !== TASK_STATUS_NOTIFICATION && method !== TASK_STATUS_NOTIFICATION_ALIAS) return;
    if (!view) return;
    if (!isObject(params) || params.taskId !== view.taskId) {
      warn(
        'task-unexpected-notification',
        `A ${method} about ${JSON.stringify(isObject(params) ? params.taskId : params)} arrived on the stream that follows task ${view.taskId}; it was ignored.`,
      );
      return;
    }
    notificationCount++;
    if (notificationCount === FLOOD_WARNING_AT) {
      warn(
        'task-notification-flood',
        `The server has sent ${FLOOD_WARNING_AT} status notifications for task ${view.taskId}; from here they are coalesced: each new status is still checked, repeats of the same status only update the view.`,
      );
    }
    // A new status is checked at once (the lifecycle must hold for every report); repeats of the
    // same status only replace the pending one, read when the loop next wakes.
    const pendingStatus = isObject(pendingNotification) ? pendingNotification.status : view.status;
    if (params.status !== pendingStatus && problem === undefined) {
      pendingNotification = undefined;
      problem = apply(params, 'notification');
    } else {
      pendingNotification = params;
    }
    nudge();
  };

  const openNotifications = async () => {
    if (options.notifications === false || !env.listen || !view) return;
    const taskId = view.taskId;
    const opened = await env.listen(
      { taskIds: [taskId] },
      {
        signal: stopper.signal,
        relisten: false,
        onNotification: (note) => onNotification(note.method, note.params),
      },
    );
    if (!opened.ok) {
      if (!stopper.signal.aborted)
        warn(
          'task-notifications-unavailable',
          `No status notifications for task ${taskId} (subscriptions/listen: ${opened.error.message}); following it by polling only.`,
        );
      return;
    }
    listening = opened.value;
    if (stopper.signal.aborted) {
      listening.close();
      return;
    }
    if ((opened.value.acknowledged.taskIds ?? []).includes(taskId)) notifiedActive = true;
    else
      warn(
        'task-notifications-unavailable',
        `The server did not agree to send status notifications for task ${taskId}; following it by polling only.`,
      );
    void opened.value.done.then(() => {
      notifiedActive = false;
    });
  };

  /** Waits `ms`, or less when a notification or the user's abort comes first. */
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (userAborted() && cancelling.state === 'none') {
        resolve();
        return;
      }
      const timer = timers.setTimeout(
        () => {
          wake = undefined;
          resolve();
        },
        Math.max(0, ms),
      );
      wake = () => {
        timers.clearTimeout(timer);
        resolve();
      };
    });

  const requestCancel = async (): Promise<FollowOutcome | undefined> => {
    const taskId = view!.taskId;
    cancelling.state = 'sending';
    ctx.record({
      type: 'task',
      at: now(),
      operationId,
      taskId,
      phase: 'cancel-requested',
      status: view!.status,
    });
    const run = await taskRequest(TASK_METHODS.cancel, { taskId });
    if (!run.ok) {
      return stop({
        ...run.error,
        message: `Asked the server to cancel task ${taskId}, but tasks/cancel failed (${run.error.message}); the task may still be running on the server.`,
      } as ClientError);
    }
    cancelling.state = 'acknowledged';
    cancelDeadline = now() + ctx.options.timeouts.cancelGraceMs;
    ctx.record({
      type: 'task',
      at: now(),
      operationId,
      taskId,
      phase: 'cancel-acknowledged',
      status: view!.status,
    });
    unchanged = 0;
    return undefined;
  };

  const answerInput = async (): Promise<FollowOutcome | undefined> => {
    const current = view!;
    const pending = Object.fromEntries(
      Object.entries(current.inputRequests ?? {}).filter(([key]) => !answered.has(key)),
    );
    if (Object.keys(pending).length === 0) return undefined;
    // The user's abort, or the deadline, ends a question nobody answers.
    const asking = new AbortController();
    const onAbort = () => asking.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const deadline = timers.setTimeout(() => asking.abort(), Math.max(0, deadlineAt - now()));
    const answers = await gatherInputResponses(ctx, pending, {
      ...(handler ? { handler } : {}),
      ...(options.toolName !== undefined ? { toolName: options.toolName } : {}),
      round: answered.size + 1,
      signal: asking.signal,
      operationId,
      taskId: current.taskId,
    });
    timers.clearTimeout(deadline);
    options.signal?.removeEventListener('abort', onAbort);
    if (asking.signal.aborted) return undefined;
    if (!answers.ok)
      return stop({
        ...answers.error,
        message: `Task ${current.taskId} asked for input that could not be given: ${answers.error.message}`,
      } as ClientError);
    for (const key of Object.keys(answers.value)) answered.add(key);
    ctx.record({
      type: 'task',
      at: now(),
      operationId,
      taskId: current.taskId,
      phase: 'answered',
      status: current.status,
      inputResponses: answers.value,
    });
    const run = await taskRequest(TASK_METHODS.update, {
      taskId: current.taskId,
      inputResponses: answers.value,
    });
    if (!run.ok) {
      return stop({
        ...run.error,
        message: `tasks/update for task ${current.taskId} failed (${run.error.message}).`,
      } as ClientError);
    }
    unchanged = 0;
    return undefined;
  };

  /**
   * lib/validate's findings on a task message (the handle, the last answer), on the timeline:
   * what the follow itself needs is checked by observeTask; this is every detail, with paths.
   */
  const checked = new Set<string>();
  const checkMessage = async (value: unknown, what: string) => {
    if (checked.has(what)) return;
    checked.add(what);
    const findings = await ctx.options.validator.validateValue(value, {
      kind: 'task',
      clientCapabilities: ctx.options.capabilities,
    });
    if (findings.ok && findings.value.length > 0) {
      ctx.record({
        type: 'diagnostics',
        at: now(),
        operationId,
        subject: 'task',
        ...(options.toolName !== undefined ? { tool: options.toolName } : {}),
        diagnostics: findings.value,
      });
    }
  };
  let lastSettled: unknown;

  const finish = (outcome: FollowOutcome): FollowOutcome => {
    if (notificationCount >= FLOOD_WARNING_AT) {
      // Said again at the end: a flood pushes the first warning out of a bounded timeline.
      warn(
        'task-notification-flood',
        `The server sent ${notificationCount} status notifications for task ${outcome.view.taskId}; they were coalesced (each new status checked, repeats only updating the view).`,
        false,
      );
    }
    stopper.abort();
    listening?.close();
    options.signal?.removeEventListener('abort', nudge);
    options.leave?.removeEventListener('abort', onLeave);
    return outcome;
  };

  // The first sight of the task.
  if ('handle' in start) {
    await checkMessage(start.handle, 'handle');
    const first = apply(start.handle, 'create');
    if (first) return finish(first);
  } else {
    const taskId = start.taskId;
    const run = await taskRequest(TASK_METHODS.get, { taskId });
    if (!run.ok) {
      // Nothing is known of it yet: the stop reports against its id alone.
      view = {
        taskId,
        status: 'working',
        createdAt: '',
        lastUpdatedAt: '',
        ttlMs: null,
        startedAt: now(),
        steps: [],
        seen: { get: 0, notification: 0 },
      };
      const gone = run.error.kind === 'protocol' && run.error.error.code === ERROR_CODES.invalidParams;
      return finish(
        stop({
          ...run.error,
          message: gone
            ? `The server does not know task ${taskId} (${run.error.message}): it ended and expired, or the server restarted. Its outcome cannot be read.`
            : `Could not pick up task ${taskId}: ${run.error.message}`,
        } as ClientError),
      );
    }
    const first = apply(run.result, 'get');
    if (first) return finish(first);
  }
  void openNotifications();

  const leaving = () =>
    finish(
      stop({
        kind: 'aborted',
        message: `Stopped following task ${view!.taskId} without cancelling it: it runs on, and can be followed again by its id.`,
      }),
    );
  for (;;) {
    if (problem) return finish(problem);
    if (left()) return leaving();
    const current = view!;
    if (isSettled(current)) {
      if (lastSettled !== undefined) await checkMessage(lastSettled, 'end');
      if (current.status === 'completed')
        return finish({ kind: 'completed', view: current, result: current.result! });
      if (current.status === 'failed') {
        const error = current.error!;
        return finish({
          kind: 'failed',
          view: current,
          error: {
            code: error.code,
            message: error.message,
            ...(error.data !== undefined ? { data: error.data } : {}),
          },
        });
      }
      return finish({ kind: 'cancelled', view: current, byClient: cancelling.state !== 'none' });
    }
    const at = now();
    if (at >= deadlineAt) {
      return finish(
        stop({
          kind: 'timeout',
          timeoutMs,
          message: `Task ${current.taskId} was still "${current.status}" after ${Math.round(timeoutMs / 1000)} s of following; the client stopped following it (it did not cancel it). Follow it again by its id, or cancel it.`,
        }),
      );
    }
    if (
      current.ttlMs !== null &&
      at > current.startedAt + current.ttlMs + followedHint(current.pollIntervalMs).ms &&
      !isTerminalTaskStatus(current.status)
    ) {
      return finish(
        stop({
          kind: 'timeout',
          timeoutMs: current.ttlMs,
          message: `Task ${current.taskId} outlived its ttlMs (${current.ttlMs} ms) without ending; the server may discard it at any time, so the client stopped following it.`,
        }),
      );
    }
    if (cancelling.state === 'acknowledged' && at >= cancelDeadline) {
      return finish(
        stop({
          kind: 'timeout',
          timeoutMs: ctx.options.timeouts.cancelGraceMs,
          message: `The server acknowledged the cancel, but task ${current.taskId} was still "${current.status}" ${Math.round(ctx.options.timeouts.cancelGraceMs / 1000)} s later. Cancelling is cooperative: the server may finish the work anyway. The client stopped following it.`,
        }),
      );
    }
    if (userAborted() && cancelling.state === 'none') {
      const cancelled = await requestCancel();
      if (cancelled) return finish(cancelled);
      continue;
    }
    if (isTerminalTaskStatus(current.status)) {
      // Terminal but without its payload (a handle says "completed"): tasks/get has it.
      const polled = await poll();
      if (polled) return finish(polled);
      if (!isSettled(view!) && view!.seen.get > 3)
        return finish(
          stop({
            kind: 'malformed',
            message: `Task ${current.taskId} is "${current.status}" but tasks/get never carried its ${current.status === 'completed' ? 'result' : 'error'}.`,
          }),
        );
      continue;
    }
    if (current.status === 'input_required' && cancelling.state === 'none') {
      const asked = await answerInput();
      if (asked) return finish(asked);
      if (userAborted()) continue;
    }
    if (pendingNotification !== undefined) {
      const note = pendingNotification;
      pendingNotification = undefined;
      const applied = apply(note, 'notification');
      if (applied) return finish(applied);
      continue;
    }
    const delay = Math.min(
      cancelling.state === 'acknowledged'
        ? followedHint(current.pollIntervalMs).ms
        : nextPollDelay({
            ...(current.pollIntervalMs !== undefined ? { pollIntervalMs: current.pollIntervalMs } : {}),
            unchanged,
            notifications: notifiedActive,
          }),
      Math.max(0, deadlineAt - at),
      Math.max(0, cancelDeadline - at),
    );
    const before = { notified: pendingNotification, count: notificationCount };
    await wait(delay);
    if (problem) return finish(problem);
    // Woken by a notification (its news is applied at the top of the loop) or by the user's abort.
    if (
      pendingNotification !== before.notified ||
      notificationCount !== before.count ||
      (userAborted() && cancelling.state === 'none')
    )
      continue;
    if (now() >= deadlineAt || now() >= cancelDeadline) continue;
    const polled = await poll();
    if (polled) return finish(polled);
  }
}
