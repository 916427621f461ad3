import type { WorkerLike } from './validation-client';
import { startWithWarmChunks } from './worker-chunks';

/**
 * Starts workers/validation.worker.ts, the one validation engine of both faces. The worker script
 * is served with its own Content-Security-Policy that allows ajv's compiled validators
 * (app/security-headers.ts), while the pages' policy refuses eval.
 */
export function startValidationWorker(): WorkerLike {
  // Its scripts are fetched all at once instead of one after another (see worker-chunks.ts).
  return startWithWarmChunks(
    () =>
      new Worker(new URL('../../workers/validation.worker.ts', import.meta.url), {
        type: 'module',
        name: 'validation',
      }),
  ) as unknown as WorkerLike;
}
