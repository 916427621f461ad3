import type { WorkerLike } from './validation-client';
import { startWithWarmChunks } from './worker-chunks';

/**
 * Starts workers/model-view.worker.ts (the conversions and the token estimate). Called by the
 * view when it first needs it, never at page load: the tokenizer's ranks load only in there.
 */
export function startModelViewWorker(): WorkerLike {
  return startWithWarmChunks(
    () =>
      new Worker(new URL('../../workers/model-view.worker.ts', import.meta.url), {
        type: 'module',
        name: 'model-view',
      }),
  ) as unknown as WorkerLike;
}
