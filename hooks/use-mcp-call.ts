'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallToolOutcome, McpClient, ProgressUpdate, TaskView } from '@/lib/client/index';

export type CallState =
  | {
      status: 'running';
      toolName: string;
      startedAt: number;
      progress?: ProgressUpdate;
      /** When the server answered with a task (io.modelcontextprotocol/tasks): where it stands. */
      task?: TaskView;
      /** Following a task again by its id (after a reload), not a call just made. */
      resumed?: boolean;
    }
  | { status: 'idle' }
  | { status: 'done'; outcome: CallToolOutcome; arguments: unknown };

export interface CallHooks {
  /** The first sight of a task (to remember its id for a reload). */
  onTaskCreated?(task: TaskView, toolName: string): void;
  /** The call ended (its task too, when it had one). */
  onDone?(outcome: CallToolOutcome): void;
}

/**
 * One tools/call at a time: runs it through lib/client (arguments checked, headers mirrored, MRTR
 * rounds answered by the session's input handler), reports progress, and cancels by aborting,
 * which closes the stream (the HTTP way to cancel) — or, once the server answered with a task,
 * sends tasks/cancel. Progress and task updates are coalesced per frame.
 */
export function useMcpCall(hooks: CallHooks = {}) {
  const [state, setState] = useState<CallState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  /** Stops following a task without cancelling it (the page goes away: it can be resumed). */
  const leave = useRef<AbortController | undefined>(undefined);
  const following = useRef(false);
  const run = useRef(0);
  const pending = useRef<{ progress?: ProgressUpdate; task?: TaskView }>({});
  const frame = useRef<number | undefined>(undefined);
  const hooksRef = useRef(hooks);
  hooksRef.current = hooks;

  /** Shows the latest progress and task view on the next frame (a flood renders once a frame). */
  const schedule = useCallback((id: number) => {
    frame.current ??= requestAnimationFrame(() => {
      frame.current = undefined;
      const { progress, task } = pending.current;
      if (run.current !== id) return;
      setState((s) =>
        s.status === 'running' ? { ...s, ...(progress ? { progress } : {}), ...(task ? { task } : {}) } : s,
      );
    });
  }, []);

  const start = useCallback(
    async (
      toolName: string,
      args: unknown,
      go: (
        signals: { signal: AbortSignal; leave: AbortSignal },
        onProgress: (p: ProgressUpdate) => void,
        onTask: (t: TaskView) => void,
      ) => Promise<CallToolOutcome>,
      resumed = false,
    ): Promise<CallToolOutcome | undefined> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      leave.current = new AbortController();
      const leaving = leave.current.signal;
      following.current = false;
      const id = ++run.current;
      pending.current = {};
      setState({ status: 'running', toolName, startedAt: Date.now(), ...(resumed ? { resumed } : {}) });
      let seenTask = false;
      const outcome = await go(
        { signal: abort.signal, leave: leaving },
        (progress) => {
          pending.current.progress = progress;
          schedule(id);
        },
        (task) => {
          if (!seenTask) {
            seenTask = true;
            following.current = true;
            hooksRef.current.onTaskCreated?.(task, toolName);
          }
          pending.current.task = task;
          schedule(id);
        },
      );
      // Left (the page went away): the task runs on and stays remembered for a reload.
      if (run.current !== id || leaving.aborted) return outcome;
      controller.current = undefined;
      setState({ status: 'done', outcome, arguments: args });
      hooksRef.current.onDone?.(outcome);
      return outcome;
    },
    [schedule],
  );

  const call = useCallback(
    (
      client: McpClient,
      toolName: string,
      args: unknown,
      options: { sendAnyway?: boolean } = {},
    ): Promise<CallToolOutcome | undefined> =>
      start(toolName, args, ({ signal, leave }, onProgress, onTaskUpdate) =>
        client.callTool(toolName, args, {
          signal,
          leave,
          ...(options.sendAnyway ? { sendAnyway: true } : {}),
          onProgress,
          onTaskUpdate,
        }),
      ),
    [start],
  );

  /** Follows a task again by its id (a page reload), as if its call were still running. */
  const resume = useCallback(
    (client: McpClient, taskId: string, toolName: string, tool?: Record<string, unknown>) =>
      start(
        toolName,
        undefined,
        ({ signal, leave }, _onProgress, onTaskUpdate) =>
          client.followTask(taskId, { toolName, ...(tool ? { tool } : {}), signal, leave, onTaskUpdate }),
        true,
      ),
    [start],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const clear = useCallback(() => {
    controller.current?.abort();
    run.current++;
    setState({ status: 'idle' });
  }, []);

  useEffect(
    () => () => {
      // Leaving the page: a plain call is cancelled (its stream closes); a task runs on and is
      // picked up again by its id when the playground comes back.
      if (following.current) leave.current?.abort();
      else controller.current?.abort();
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { state, call, resume, cancel, clear };
}
