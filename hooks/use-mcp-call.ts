'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallToolOutcome, McpClient, ProgressUpdate } from '@/lib/client/index';

export type CallState =
  | { status: 'idle' }
  | { status: 'running'; toolName: string; startedAt: number; progress?: ProgressUpdate }
  | { status: 'done'; outcome: CallToolOutcome; arguments: unknown };

/**
 * One tools/call at a time: runs it through lib/client (arguments checked, headers mirrored, MRTR
 * rounds answered by the session's input handler), reports progress, and cancels by aborting,
 * which closes the stream (the HTTP way to cancel). Progress updates are coalesced per frame.
 */
export function useMcpCall() {
  const [state, setState] = useState<CallState>({ status: 'idle' });
  const controller = useRef<AbortController | undefined>(undefined);
  const run = useRef(0);
  const pendingProgress = useRef<ProgressUpdate | undefined>(undefined);
  const frame = useRef<number | undefined>(undefined);

  const call = useCallback(
    async (
      client: McpClient,
      toolName: string,
      args: unknown,
      options: { sendAnyway?: boolean } = {},
    ): Promise<CallToolOutcome | undefined> => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const id = ++run.current;
      setState({ status: 'running', toolName, startedAt: Date.now() });
      const outcome = await client.callTool(toolName, args, {
        signal: abort.signal,
        ...(options.sendAnyway ? { sendAnyway: true } : {}),
        onProgress: (update) => {
          pendingProgress.current = update;
          frame.current ??= requestAnimationFrame(() => {
            frame.current = undefined;
            const progress = pendingProgress.current;
            if (run.current !== id || !progress) return;
            setState((s) => (s.status === 'running' ? { ...s, progress } : s));
          });
        },
      });
      if (run.current !== id) return outcome;
      controller.current = undefined;
      setState({ status: 'done', outcome, arguments: args });
      return outcome;
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const clear = useCallback(() => {
    controller.current?.abort();
    run.current++;
    setState({ status: 'idle' });
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { state, call, cancel, clear };
}
