import type {
  ModelViewReply,
  ModelViewRequest,
  PreparedView,
  ModelViewInput as WorkerInput,
} from '../model/model-view-worker';
import type { RenderTarget } from '../model/prepared-tool';
import type { TokenReport } from '../model/tokens/token-report';
import type { WorkerLike } from './validation-client';

export interface ModelViewCallbacks {
  onPrepared(view: PreparedView): void;
  onProgress?(done: number, total: number): void;
  onEstimated?(report: TokenReport): void;
  onFailed(message: string): void;
}

export interface ModelViewInput {
  input: WorkerInput;
  target: RenderTarget;
  strictApi?: 'chat' | 'responses';
  /** Estimate tokens too (the Worker loads the tokenizer on the first such request). */
  count: boolean;
}

export interface ModelViewClient {
  /** Converts (and counts) in the Worker; the returned function cancels (no callback after it). */
  request(input: ModelViewInput, callbacks: ModelViewCallbacks): () => void;
  /** Terminates the Worker; pending requests get no more callbacks. */
  dispose(): void;
}

/**
 * The page's side of workers/model-view.worker.ts: one Worker, started on the first request (so
 * nothing loads until the view opens), replies matched to requests by id, a cancel that both stops
 * the Worker's count and silences the callbacks, and a fresh Worker after a crash.
 */
export function createModelViewClient(createWorker: () => WorkerLike): ModelViewClient {
  let worker: WorkerLike | undefined;
  let nextId = 1;
  const pending = new Map<number, ModelViewCallbacks>();

  const start = (): WorkerLike => {
    if (worker) return worker;
    const created = createWorker();
    created.onmessage = (event) => {
      const reply = event.data as ModelViewReply;
      const callbacks = pending.get(reply.id);
      if (!callbacks) return;
      switch (reply.type) {
        case 'prepared':
          callbacks.onPrepared(reply.view);
          if (!callbacks.onEstimated) pending.delete(reply.id);
          break;
        case 'progress':
          callbacks.onProgress?.(reply.done, reply.total);
          break;
        case 'estimated':
          pending.delete(reply.id);
          callbacks.onEstimated?.(reply.report);
          break;
        case 'failed':
          pending.delete(reply.id);
          callbacks.onFailed(reply.message);
          break;
      }
    };
    created.onerror = () => {
      const failed = [...pending.values()];
      pending.clear();
      created.terminate();
      worker = undefined;
      for (const callbacks of failed)
        callbacks.onFailed('The conversion worker stopped unexpectedly; try again.');
    };
    worker = created;
    return created;
  };

  return {
    request(input, callbacks) {
      const id = nextId++;
      const active = start();
      pending.set(id, input.count ? callbacks : { ...callbacks, onEstimated: undefined });
      const message: ModelViewRequest = {
        type: 'prepare',
        id,
        input: input.input,
        target: input.target,
        count: input.count,
        ...(input.strictApi ? { strictApi: input.strictApi } : {}),
      };
      active.postMessage(message);
      return () => {
        if (!pending.delete(id)) return;
        worker?.postMessage({ type: 'cancel', id } satisfies ModelViewRequest);
      };
    },
    dispose() {
      pending.clear();
      worker?.terminate();
      worker = undefined;
    },
  };
}
