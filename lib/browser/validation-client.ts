import {
  type FormatOutcome,
  isValidationWorkerMessage,
  VALIDATION_TIME_LIMIT_MS,
  type ValidateReply,
  type ValidateRequest,
  type ValidationWorkerRequest,
} from '../validate/worker-protocol';

/** The part of `Worker` the client uses (a fake in tests). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ValidationClientOptions {
  /** Starts a worker running workers/validation.worker.ts (called again after each replacement). */
  createWorker: () => WorkerLike;
  /** The hard stop: a request still running after this long is abandoned and the worker replaced. */
  timeLimitMs?: number;
  /** How long a new worker may take to load before it counts as crashed (default 20 s). */
  startTimeoutMs?: number;
  timers?: Timers;
  now?: () => number;
}

export type ValidationClientError =
  /** The request hit the time limit; the worker was terminated and a new one will take the next request. */
  | { kind: 'stopped'; afterMs: number; message: string }
  /** A newer validate request replaced this one before it was sent. */
  | { kind: 'superseded'; message: string }
  /** The worker answered that it could not handle the request. */
  | { kind: 'failed'; message: string }
  /** The worker failed to load or died. */
  | { kind: 'crashed'; message: string }
  | { kind: 'disposed'; message: string };

export type ClientOutcome<T> = { ok: true; value: T } | { ok: false; error: ValidationClientError };

export interface ValidationClient {
  /** Validates a document. A newer call supersedes an older one that is still waiting its turn. */
  validate(input: Omit<ValidateRequest, 'type' | 'id'>): Promise<ClientOutcome<ValidateReply>>;
  /** Pretty-prints JSON text (refused, with the reason, when it is not valid JSON). */
  format(text: string): Promise<ClientOutcome<FormatOutcome>>;
  /** Terminates the worker; pending and later calls resolve with `disposed`. */
  dispose(): void;
}

type Outcome = ClientOutcome<ValidateReply> | ClientOutcome<FormatOutcome>;

interface Job {
  request: ValidationWorkerRequest;
  resolve(outcome: Outcome): void;
  timer?: unknown;
  startedAt?: number;
}

const MAX_CONSECUTIVE_CRASHES = 3;

/**
 * The page's side of the validation worker: typed requests, replies matched by id, and promises
 * that always settle. One request runs at a time; a validate call that is still queued when a newer
 * one arrives is dropped (resolved `superseded`), so the worker never works through a backlog of
 * stale text. A request running past `timeLimitMs` is abandoned: the worker is terminated (the only
 * way to stop synchronous code) and a fresh one is started for the next request. Never throws.
 */
export function createValidationClient(options: ValidationClientOptions): ValidationClient {
  const timeLimitMs = options.timeLimitMs ?? VALIDATION_TIME_LIMIT_MS;
  const startTimeoutMs = options.startTimeoutMs ?? 20_000;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const now = options.now ?? (() => performance.now());

  let worker: WorkerLike | undefined;
  let ready = false;
  let startTimer: unknown;
  let inFlight: Job | undefined;
  const queue: Job[] = [];
  let nextId = 1;
  let crashes = 0;
  let closed: ValidationClientError | undefined;

  function startWorker(): WorkerLike | undefined {
    let created: WorkerLike;
    try {
      created = options.createWorker();
    } catch (error) {
      fail(
        undefined,
        `the validator could not start (${error instanceof Error ? error.message : String(error)})`,
      );
      return undefined;
    }
    worker = created;
    ready = false;
    created.onmessage = (event) => onMessage(created, event.data);
    created.onerror = () => fail(created, 'the validator stopped unexpectedly');
    startTimer = timers.setTimeout(
      () => fail(created, 'the validator did not start in time'),
      startTimeoutMs,
    );
    return created;
  }

  function stopWorker(): void {
    if (worker === undefined) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    timers.clearTimeout(startTimer);
    worker = undefined;
    ready = false;
  }

  function pump(): void {
    if (closed || inFlight || queue.length === 0) return;
    const current = worker ?? startWorker();
    if (current === undefined || !ready) return; // the 'ready' message pumps again
    const job = queue.shift()!;
    inFlight = job;
    job.startedAt = now();
    job.timer = timers.setTimeout(() => onTimeout(current), timeLimitMs);
    current.postMessage(job.request);
  }

  function settle(job: Job, outcome: Outcome): void {
    timers.clearTimeout(job.timer);
    job.resolve(outcome);
  }

  function onMessage(from: WorkerLike, data: unknown): void {
    if (from !== worker || !isValidationWorkerMessage(data)) return;
    if (data.type === 'ready') {
      ready = true;
      timers.clearTimeout(startTimer);
      pump();
      return;
    }
    const job = inFlight;
    if (job === undefined || data.id !== job.request.id) return;
    inFlight = undefined;
    crashes = 0;
    if (data.type === 'failed') settle(job, { ok: false, error: { kind: 'failed', message: data.message } });
    else if (data.type === 'validated') settle(job, { ok: true, value: data });
    else settle(job, { ok: true, value: data.result });
    pump();
  }

  function onTimeout(from: WorkerLike): void {
    if (from !== worker || inFlight === undefined) return;
    const job = inFlight;
    inFlight = undefined;
    stopWorker();
    const afterMs = Math.round(now() - (job.startedAt ?? now()));
    settle(job, {
      ok: false,
      error: {
        kind: 'stopped',
        afterMs,
        message: `the check took longer than the ${timeLimitMs / 1000}-second limit, so the validator was stopped and restarted`,
      },
    });
    pump();
  }

  function fail(from: WorkerLike | undefined, message: string): void {
    if (from !== undefined && from !== worker) return;
    stopWorker();
    crashes++;
    const error: ValidationClientError = { kind: 'crashed', message };
    if (inFlight) {
      const job = inFlight;
      inFlight = undefined;
      settle(job, { ok: false, error });
    }
    if (crashes >= MAX_CONSECUTIVE_CRASHES || from === undefined) {
      closed = error;
      for (const job of queue.splice(0)) settle(job, { ok: false, error });
      return;
    }
    pump();
  }

  function enqueue(request: ValidationWorkerRequest): Promise<Outcome> {
    return new Promise((resolve) => {
      if (closed) {
        resolve({ ok: false, error: closed });
        return;
      }
      if (request.type === 'validate') {
        for (let i = queue.length - 1; i >= 0; i--) {
          if (queue[i]!.request.type !== 'validate') continue;
          const [stale] = queue.splice(i, 1);
          settle(stale!, {
            ok: false,
            error: { kind: 'superseded', message: 'a newer validation replaced this one' },
          });
        }
      }
      queue.push({ request, resolve });
      pump();
    });
  }

  return {
    validate: (input) =>
      enqueue({ ...input, type: 'validate', id: nextId++ }) as Promise<ClientOutcome<ValidateReply>>,
    format: (text) =>
      enqueue({ type: 'format', id: nextId++, text }) as Promise<ClientOutcome<FormatOutcome>>,
    dispose() {
      if (closed?.kind === 'disposed') return;
      const error: ValidationClientError = { kind: 'disposed', message: 'the validator was closed' };
      closed = error;
      stopWorker();
      const pending = inFlight ? [inFlight, ...queue.splice(0)] : queue.splice(0);
      inFlight = undefined;
      for (const job of pending) settle(job, { ok: false, error });
    },
  };
}
