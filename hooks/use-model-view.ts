'use client';

import { useEffect, useRef, useState } from 'react';
import { createModelViewClient, type ModelViewClient } from '@/lib/browser/model-view-client';
import { startModelViewWorker } from '@/lib/browser/start-model-view-worker';
import type { ModelViewInput, PreparedView } from '@/lib/model/model-view-worker';
import type { RenderTarget } from '@/lib/model/prepared-tool';
import type { TokenReport } from '@/lib/model/tokens/token-report';

export type ConversionState =
  | { status: 'idle' }
  | { status: 'working'; previous?: PreparedView }
  | { status: 'ready'; view: PreparedView }
  | { status: 'failed'; message: string };

export type EstimateState =
  | { status: 'idle' }
  | { status: 'counting'; done: number; total: number }
  | { status: 'ready'; report: TokenReport }
  | { status: 'failed'; message: string };

/** A quiet moment after the last change before converting again (typing in the validator). */
const SETTLE_MS = 250;

/**
 * Glue between the model view and its Worker: the Worker starts with the first request (the view
 * itself loads only when opened) and ends with the view. Each change of input or provider replaces
 * the request in flight (its count is cancelled in the Worker), after a short pause for typing.
 */
export function useModelView(
  input: ModelViewInput | undefined,
  target: RenderTarget,
  strictApi: 'chat' | 'responses',
) {
  const client = useRef<ModelViewClient>(undefined);
  const [conversion, setConversion] = useState<ConversionState>({ status: 'idle' });
  const [estimate, setEstimate] = useState<EstimateState>({ status: 'idle' });

  useEffect(() => {
    return () => {
      client.current?.dispose();
      client.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (!input) {
      setConversion({ status: 'idle' });
      setEstimate({ status: 'idle' });
      return;
    }
    let cancel: (() => void) | undefined;
    setConversion((previous) => ({
      status: 'working',
      ...(previous.status === 'ready'
        ? { previous: previous.view }
        : previous.status === 'working' && previous.previous
          ? { previous: previous.previous }
          : {}),
    }));
    const timer = setTimeout(() => {
      client.current ??= createModelViewClient(startModelViewWorker);
      setEstimate({ status: 'counting', done: 0, total: 0 });
      cancel = client.current.request(
        { input, target, strictApi, count: true },
        {
          onPrepared: (view) => setConversion({ status: 'ready', view }),
          onProgress: (done, total) => setEstimate({ status: 'counting', done, total }),
          onEstimated: (report) => setEstimate({ status: 'ready', report }),
          onFailed: (message) => {
            setConversion((current) =>
              current.status === 'ready' ? current : { status: 'failed', message },
            );
            setEstimate({ status: 'failed', message });
          },
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      cancel?.();
    };
  }, [input, target, strictApi]);

  return { conversion, estimate };
}
