'use client';

import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  createMockServerBridge,
  type MockServerBridge,
  type WorkerLike,
} from '@/lib/browser/mock-server-bridge';
import { startWithWarmChunks } from '@/lib/browser/worker-chunks';
import type { FetchLike } from '@/lib/client/index';
import type { MockServerEvent } from '@/lib/mock-server/mock-server-events';
import type { WorkerMockOptions } from '@/lib/mock-server/worker-messages';

export interface PlaygroundMock {
  /** A fetch that reaches the mock server in the Worker (the Worker starts on first use). */
  fetch: FetchLike;
  /** Replaces the Worker's server; resolves with the problems of user tools (empty when all were taken). */
  configure(options: WorkerMockOptions): Promise<{ problems: string[] }>;
  /** The calls the mock saw cancelled (the only report the playground shows; others are not posted). */
  onEvent(listener: (event: MockServerEvent) => void): () => void;
}

function startWorker(): Worker {
  // Its scripts are fetched all at once instead of one after another (lib/browser/worker-chunks).
  return startWithWarmChunks(
    () =>
      new Worker(new URL('../workers/mock-server.worker.ts', import.meta.url), {
        type: 'module',
        name: 'mock-server',
      }),
  );
}

/**
 * Started when this module loads in the browser, before React has hydrated the page, so that the
 * Worker's own startup (fetching and evaluating the mock server) overlaps the page's. The first
 * mock (below) adopts it; later restarts create their own.
 */
let early: Worker | undefined = typeof window === 'undefined' ? undefined : startWorker();

/**
 * The in-page mock MCP server: a Web Worker running lib/mock-server, reached through the bridge's
 * fetch-shaped function. Started on first use, terminated on unmount; listeners survive a restart.
 */
export function usePlaygroundMock(): PlaygroundMock {
  const running = useRef<{ worker: Worker; bridge: MockServerBridge; unlisten: () => void } | undefined>(
    undefined,
  );
  const listeners = useRef(new Set<(event: MockServerEvent) => void>());

  const ensure = useCallback((): MockServerBridge => {
    if (!running.current) {
      const worker = early ?? startWorker();
      early = undefined;
      const bridge = createMockServerBridge(worker as unknown as WorkerLike);
      const unlisten = bridge.onEvent(
        (event) => {
          for (const listener of listeners.current) listener(event);
        },
        ['cancelled'],
      );
      running.current = { worker, bridge, unlisten };
    }
    return running.current.bridge;
  }, []);

  useEffect(
    () => () => {
      const current = running.current;
      running.current = undefined;
      if (!current) return;
      current.unlisten();
      current.bridge.close();
      current.worker.terminate();
    },
    [],
  );

  return useMemo(
    () => ({
      fetch: (url, init) => ensure().fetch(url, init),
      configure: (options) => ensure().configure(options),
      onEvent(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [ensure],
  );
}
