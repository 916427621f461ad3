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

/**
 * A worker started before anyone listens (at module load, so that it loads while the page
 * hydrates): the messages it sends until `onmessage` is set (its 'ready', above all) are kept and
 * handed over in a microtask after the handler is set, so that the client has finished wiring the
 * worker up first. An error before then is handed over the same way.
 */
export function holdMessages(worker: WorkerLike): WorkerLike {
  const held: { data: unknown }[] = [];
  let heldError: { error: unknown } | undefined;
  let onmessage: WorkerLike['onmessage'] = null;
  let onerror: WorkerLike['onerror'] = null;
  const flush = () =>
    queueMicrotask(() => {
      if (onmessage) for (const event of held.splice(0)) onmessage(event);
      if (onerror && heldError) {
        const { error } = heldError;
        heldError = undefined;
        onerror(error);
      }
    });
  worker.onmessage = (event) => {
    if (onmessage && held.length === 0) onmessage(event);
    else held.push(event);
  };
  worker.onerror = (error) => {
    if (onerror) onerror(error);
    else heldError = { error };
  };
  return {
    postMessage: (message) => worker.postMessage(message),
    terminate: () => worker.terminate(),
    get onmessage() {
      return onmessage;
    },
    set onmessage(handler) {
      onmessage = handler;
      if (handler && held.length > 0) flush();
    },
    get onerror() {
      return onerror;
    },
    set onerror(handler) {
      onerror = handler;
      if (handler && heldError) flush();
    },
  };
}
