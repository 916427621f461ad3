'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PrepareToolsResult, RenderTarget } from '@/lib/model/prepared-tool';
import { createExactCounter } from '@/lib/model/tokens/count-exact';
import type { TokenReport } from '@/lib/model/tokens/token-report';

export type ExactState =
  | { status: 'idle' }
  | { status: 'counting'; each: boolean; done: number; total: number }
  | { status: 'total'; total: number; methodLabel: string }
  | { status: 'ready'; report: TokenReport }
  | { status: 'failed'; message: string; partial?: TokenReport };

/**
 * Exact counts with the user's key, from the page straight to the provider. The key is an argument
 * of `run` and lives only in the caller's state: it is not stored, logged or put in a URL. A new
 * result (another provider, edited tools) drops the old counts; unmounting or `cancel` aborts the
 * requests in flight.
 */
export function useExactCount(result: PrepareToolsResult | undefined, target: RenderTarget) {
  const [state, setState] = useState<ExactState>({ status: 'idle' });
  const controller = useRef<AbortController>(undefined);
  // Each run's number: a run whose result was replaced (or that was superseded) reports nothing.
  const current = useRef(0);

  const abort = useCallback(() => {
    controller.current?.abort();
    controller.current = undefined;
  }, []);

  // Counts belong to one result: a new one (or unmounting) cancels and forgets them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `result` is the trigger, not read
  useEffect(() => {
    current.current++;
    setState({ status: 'idle' });
    return abort;
  }, [result, abort]);

  const run = useCallback(
    async (each: boolean, apiKey: string, model: string) => {
      if (!result) return;
      abort();
      const signal = new AbortController();
      controller.current = signal;
      const id = ++current.current;
      const live = () => current.current === id;
      const counter = createExactCounter(target, {
        apiKey,
        fetch: (input, init) => fetch(input, init),
        signal: signal.signal,
        ...(model.trim() ? { model } : {}),
      });
      const count = result.tools.length;
      setState({ status: 'counting', each, done: 0, total: each ? count : 1 });
      if (!each) {
        const total = await counter.total(result);
        if (!live()) return;
        setState(
          total.ok
            ? { status: 'total', total: total.value, methodLabel: counter.methodLabel }
            : { status: 'failed', message: total.error.message },
        );
        return;
      }
      const report = await counter.perTool(result, (done) => {
        if (live()) setState({ status: 'counting', each, done, total: count });
      });
      if (!live()) return;
      setState(
        report.ok
          ? { status: 'ready', report: report.value }
          : {
              status: 'failed',
              message: report.error.message,
              ...(report.partial ? { partial: report.partial } : {}),
            },
      );
    },
    [result, target, abort],
  );

  /** Stops the counting in flight; what per-tool counting had counted is kept. */
  const cancel = useCallback(() => abort(), [abort]);

  return { state, run, cancel };
}
