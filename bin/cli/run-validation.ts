import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { Worker } from 'node:worker_threads';
import { countDiagnostics } from '../../lib/validate/count-diagnostics';
import type { ValidateOptions, ValidationReport } from '../../lib/validate/validate-document';
import { warmUpValidator } from './warm-up-validator';

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

/** node:worker_threads, loaded only when a worker is needed: most runs never start one. */
const workerThreads = () =>
  createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');

function spawnWorker(entry: URL): ReadyWorker {
  const { Worker } = workerThreads();
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

/** The report of a text whose validation was stopped at the hard timeout. */
function stoppedReport(options: ValidateOptions, timeoutMs: number): ValidationReport {
  const diagnostics = [
    {
      rule: 'validation-budget',
      severity: 'warning' as const,
      path: '',
      message: `The document could not be checked: validation did not finish within ${timeoutMs} ms and was stopped. A schema or pattern in this document is too costly to check; simplify it or raise --timeout.`,
      unchecked: true as const,
    },
  ];
  return {
    kind: options.kind === 'auto' || !options.kind ? 'tool' : options.kind,
    diagnostics,
    counts: countDiagnostics(diagnostics),
    stopped: true,
    ...(options.spec && options.spec !== 'auto' ? { version: options.spec } : {}),
  };
}

/** Runs a synchronous function under vm's timeout, which stops it even in the middle of a loop. */
const underTimeout = new Script('globalThis.__mcpToolLabValidation()', { filename: 'validation' });
function runWithTimeout<T>(run: () => T, timeoutMs: number): { done: true; value: T } | { done: false } {
  const global = globalThis as { __mcpToolLabValidation?: () => T };
  global.__mcpToolLabValidation = run;
  try {
    return { done: true, value: underTimeout.runInThisContext({ timeout: timeoutMs }) as T };
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { done: false };
    throw error;
  } finally {
    delete global.__mcpToolLabValidation;
  }
}

/**
 * Validates texts with a hard timeout: if one validation runs past `timeoutMs` (a pathological schema
 * or regex), it is stopped and that file gets a `validation-budget` "could not be checked" warning:
 * not an error, since nothing was found wrong, and not a pass. The validator gets 80 % of the timeout
 * as its own soft budget, within which its rule checks end early with partial results.
 *
 * In this thread first: a worker thread costs about as much to start as Node itself, more than the
 * rest of a short `validate` together, so the validator is loaded here and each text runs under vm's
 * timeout. A validation stopped that way may leave the validator's lazily built state half made, so
 * from then on texts go to a worker thread, terminated and replaced whenever one runs past the
 * timeout. Loading the validator (and, in a worker, starting it) is not counted against the timeout.
 * `entry` is the worker module (default `validate-worker`); tests pass another one, which then gets
 * every text; it must post `{ ready: true }` once loaded.
 */
export function createValidationRunner(timeoutMs: number, entry = defaultEntry) {
  let spawned: ReadyWorker | undefined;
  let nextId = 1;
  const inThread = () => entry === defaultEntry && threadValidator !== false;
  const withBudget = (options: ValidateOptions): ValidateOptions => ({
    ...options,
    budgetMs: options.budgetMs ?? Math.floor(timeoutMs * 0.8),
  });

  return {
    async validate(text: string, options: ValidateOptions): Promise<ValidationReport> {
      if (inThread()) {
        threadValidator ||= loadValidator();
        const validateText = await threadValidator;
        const run = runWithTimeout(() => validateText(text, withBudget(options)), timeoutMs);
        if (run.done) return run.value;
        // For the whole process: every runner here shares the validator's module state.
        threadValidator = false;
        return stoppedReport(options, timeoutMs);
      }
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
          resolve(stoppedReport(options, timeoutMs));
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
        current.postMessage({ id, text, options: withBudget(options) });
      });
    },
    /** Where the next text is checked: this thread, or a worker once a run here was stopped. */
    where(): 'thread' | 'worker' {
      return inThread() ? 'thread' : 'worker';
    },
    async close() {
      const current = spawned;
      spawned = undefined;
      await current?.worker.terminate();
    },
  };
}

type ValidateText = typeof import('../../lib/validate/validate-document').validateText;

/**
 * This thread's validator: loaded on first use, then false for good once a run was stopped (which may
 * have left its lazily built state half made). Module state, since every runner shares the modules.
 */
let threadValidator: Promise<ValidateText> | undefined | false;

/** The validator, loaded into this thread and warmed up (its lazily built parts), as the worker does. */
async function loadValidator(): Promise<ValidateText> {
  const { validateText } = await import('../../lib/validate/validate-document');
  warmUpValidator(validateText);
  return validateText;
}
