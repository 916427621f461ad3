import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { countDiagnostics } from '../../lib/validate/count-diagnostics';
import type { ValidateOptions, ValidationReport } from '../../lib/validate/validate-document';

interface ReadyWorker {
  worker: Worker;
  /** Settles once the entry has loaded and posted `{ ready: true }`; the timeout starts only then. */
  ready: Promise<void>;
}

// From the sources (tsx), the worker is validate-worker.ts, and tsx must be registered inside it
// first (worker-bootstrap.mjs). In the bundle (dist/cli/<build>/), it is validate-worker.cjs, which
// run-cached.cjs loads with its V8 code cache.
const fromSources = new URL(import.meta.url).pathname.endsWith('.ts');
const defaultEntry = new URL(fromSources ? './validate-worker.ts' : './validate-worker.cjs', import.meta.url);

function spawnWorker(entry: URL): ReadyWorker {
  const runCached = fileURLToPath(new URL('./run-cached.cjs', import.meta.url));
  const worker = entry.pathname.endsWith('.ts')
    ? new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), { workerData: { entry: entry.href } })
    : new Worker(`require(${JSON.stringify(runCached)}).runWorker(${JSON.stringify(fileURLToPath(entry))})`, {
        eval: true,
      });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: boolean }) => {
      if (message?.ready !== true) return;
      cleanup();
      resolve();
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`the validation worker exited (code ${code}) before it was ready`));
    };
    const cleanup = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
  return { worker, ready };
}

/**
 * Validates texts in a worker thread. If one validation runs past `timeoutMs` (a pathological schema
 * or regex), the worker is terminated and replaced, and that file gets a `validation-budget`
 * "could not be checked" warning: not an error, since nothing was found wrong, and not a pass.
 * The time the worker takes to start is not counted. `entry` is the worker module (default
 * `validate-worker`; tests pass another one); it must post `{ ready: true }` once loaded.
 */
export function createValidationRunner(timeoutMs: number, entry = defaultEntry) {
  let spawned: ReadyWorker | undefined;
  let nextId = 1;

  return {
    async validate(text: string, options: ValidateOptions): Promise<ValidationReport> {
      spawned ??= spawnWorker(entry);
      const { worker: current, ready } = spawned;
      try {
        await ready;
      } catch (error) {
        spawned = undefined;
        throw error;
      }
      const id = nextId++;
      return new Promise<ValidationReport>((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanup();
          spawned = undefined;
          void current.terminate();
          const diagnostics = [
            {
              rule: 'validation-budget',
              severity: 'warning' as const,
              path: '',
              message: `The document could not be checked: validation did not finish within ${timeoutMs} ms and was stopped. A schema or pattern in this document is too costly to check; simplify it or raise --timeout.`,
              unchecked: true as const,
            },
          ];
          resolve({
            kind: options.kind === 'auto' || !options.kind ? 'tool' : options.kind,
            diagnostics,
            counts: countDiagnostics(diagnostics),
            stopped: true,
            ...(options.spec && options.spec !== 'auto' ? { version: options.spec } : {}),
          });
        }, timeoutMs);
        const onMessage = (message: { id: number; report: ValidationReport }) => {
          if (message.id !== id) return;
          cleanup();
          resolve(message.report);
        };
        const onError = (error: Error) => {
          cleanup();
          spawned = undefined;
          reject(error);
        };
        const cleanup = () => {
          clearTimeout(timer);
          current.off('message', onMessage);
          current.off('error', onError);
        };
        current.on('message', onMessage);
        current.on('error', onError);
        // The in-worker budget ends rule checks early with partial results; the timer above is the hard stop.
        current.postMessage({
          id,
          text,
          options: { ...options, budgetMs: options.budgetMs ?? Math.floor(timeoutMs * 0.8) },
        });
      });
    },
    async close() {
      const current = spawned;
      spawned = undefined;
      await current?.worker.terminate();
    },
  };
}
