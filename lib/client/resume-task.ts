import type { Diagnostic } from '../validate/diagnostic';
import type { CallEnv, CallToolOutcome } from './call-tool';
import type { InputRequestHandler } from './client-options';
import { followTask } from './follow-task';
import type { TaskView } from './task-tracker';

export interface ResumeTaskOptions {
  /** The tool the task runs, when known (shown and used to check the result). */
  toolName?: string;
  /** Its definition, to check the result against (its outputSchema). */
  tool?: Record<string, unknown>;
  /** The arguments it was called with, when known (only reported back). */
  arguments?: unknown;
  signal?: AbortSignal;
  /** Aborting stops following without cancelling. */
  leave?: AbortSignal;
  onTaskUpdate?(task: TaskView): void;
  onInputRequest?: InputRequestHandler;
  timeoutMs?: number;
  notifications?: boolean;
}

/**
 * Picks a task up again by its id — after a page reload, or from another process — and follows
 * it to its end like the call that started it: the outcome is that call's (`complete`,
 * `tool-error`, `protocol-error` for a failed task, `failed` for a cancelled one or one that can
 * no longer be followed). The extension lets a client do this: a task lives on the server, and
 * its id is all it takes (which is also why ids are unguessable, and not shared).
 */
export async function resumeTask(
  env: CallEnv,
  taskId: string,
  options: ResumeTaskOptions = {},
): Promise<CallToolOutcome> {
  const { ctx } = env;
  const { now } = ctx.options;
  const operationId = ctx.nextId('op');
  const started = now();
  const toolName = options.toolName ?? `task ${taskId}`;
  ctx.record({
    type: 'operation-started',
    at: started,
    operationId,
    operation: 'follow-task',
    title: `follow task ${taskId}${options.toolName ? ` (${options.toolName})` : ''}`,
    detail: { taskId, ...(options.toolName ? { tool: options.toolName } : {}) },
  });
  const followed = await followTask(
    {
      ctx,
      connector: env.connector,
      onServerNotification: env.onServerNotification,
      ...(env.listen ? { listen: env.listen } : {}),
    },
    { taskId },
    {
      operationId,
      ...(options.toolName !== undefined ? { toolName: options.toolName } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.leave ? { leave: options.leave } : {}),
      ...(options.onTaskUpdate ? { onUpdate: options.onTaskUpdate } : {}),
      ...(options.onInputRequest ? { onInputRequest: options.onInputRequest } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.notifications !== undefined ? { notifications: options.notifications } : {}),
    },
  );
  let diagnostics: Diagnostic[] = [];
  // The inlined CallToolResult; the extension's own examples leave its resultType out.
  const result = followed.kind === 'completed' ? { resultType: 'complete', ...followed.result } : undefined;
  if (result) {
    const checked = await ctx.options.validator.validateValue(result, {
      kind: 'call-result',
      ...(options.tool ? { tool: options.tool } : {}),
    });
    if (checked.ok) diagnostics = checked.value;
    if (diagnostics.length > 0)
      ctx.record({
        type: 'diagnostics',
        at: now(),
        operationId,
        subject: 'call-result',
        tool: toolName,
        diagnostics,
      });
  }
  const base = {
    operationId,
    toolName,
    arguments: options.arguments,
    rounds: 0,
    diagnostics,
    argumentErrors: [],
    ...(options.tool ? { tool: options.tool } : {}),
    durationMs: now() - started,
    task: followed.view,
  };
  let outcome: CallToolOutcome;
  switch (followed.kind) {
    case 'completed':
      outcome = {
        ...base,
        kind: followed.result.isError === true ? 'tool-error' : 'complete',
        result: followed.result,
      };
      break;
    case 'failed':
      outcome = { ...base, kind: 'protocol-error', error: followed.error };
      break;
    case 'cancelled':
      outcome = {
        ...base,
        kind: 'failed',
        error: {
          kind: 'aborted',
          message: followed.byClient
            ? `Task ${taskId} was cancelled, as asked.`
            : `The server cancelled task ${taskId}.`,
        },
      };
      break;
    case 'stopped':
      outcome = { ...base, kind: 'failed', error: followed.error };
  }
  if (outcome.kind === 'failed') ctx.record({ type: 'error', at: now(), operationId, error: outcome.error });
  ctx.record({
    type: 'operation-finished',
    at: now(),
    operationId,
    operation: 'follow-task',
    outcome:
      outcome.kind === 'complete' || outcome.kind === 'tool-error'
        ? 'ok'
        : outcome.kind === 'failed' && outcome.error.kind === 'aborted'
          ? 'cancelled'
          : 'failed',
    durationMs: outcome.durationMs,
    summary: `task ${taskId}: ${followed.view.status}`,
  });
  return outcome;
}
