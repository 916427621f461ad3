import type { ClientValidator } from '../client/validation';
import { stringifyDeep } from '../json/stringify-deep';
import type { Diagnostic } from '../validate/diagnostic';
import type { InstanceCheck, ValueCheck } from '../validate/value-check';
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
  /** A newer request in the same lane replaced this one before it was sent. */
  | { kind: 'superseded'; message: string }
  /** The worker answered that it could not handle the request. */
  | { kind: 'failed'; message: string }
  /** The worker failed to load or died. */
  | { kind: 'crashed'; message: string }
  | { kind: 'disposed'; message: string };

export type ClientOutcome<T> = { ok: true; value: T } | { ok: false; error: ValidationClientError };

/**
 * Requests in one lane stand for the same question asked again (the editor's text, the argument
 * text): a newer one replaces an older one that is still waiting its turn. Requests without a
 * lane are all answered.
 */
export interface RequestOptions {
  lane?: string;
}

export interface ValidationClient extends ClientValidator {
  /** Validates a document's text (lane `document` unless told otherwise). */
  validate(
    input: Omit<ValidateRequest, 'type' | 'id'>,
    options?: RequestOptions,
  ): Promise<ClientOutcome<ValidateReply>>;
  /** Pretty-prints JSON text (refused, with the reason, when it is not valid JSON). */
  format(text: string): Promise<ClientOutcome<FormatOutcome>>;
  validateValue(
    value: unknown,
    check: ValueCheck,
    options?: RequestOptions,
  ): Promise<ClientOutcome<Diagnostic[]>>;
  checkInstance(
    schema: unknown,
    instance: unknown,
    options?: RequestOptions,
  ): Promise<ClientOutcome<InstanceCheck>>;
  /** Terminates the worker; pending and later calls resolve with `disposed`. */
  dispose(): void;
  /** Starts the worker now (it loads and warms up before the first request needs it). */
  prepare(): void;
  /** True once dispose() was called. */
  readonly disposed: boolean;
}

type Outcome = ClientOutcome<unknown>;

interface Job {
  request: ValidationWorkerRequest;
  lane?: string;
  resolve(outcome: Outcome): void;
  timer?: unknown;
  startedAt?: number;
}

const MAX_CONSECUTIVE_CRASHES = 3;

/**
 * The page's side of the validation worker, for both faces: typed requests, replies matched by id,
 * and promises that always settle. It answers lib/client's questions too (it is a ClientValidator),
 * so the playground's checks run in the same worker as the validator page's. One request runs at a
 * time; a request still queued when a newer one of its lane arrives is dropped (resolved
 * `superseded`), so the worker never works through a backlog of stale text. A request running past `timeLimitMs` is abandoned: the worker is terminated (the only
 * way to stop synchronous code) and a fresh one is started for the next request. No worker starts
 * before the first request, so creating a client costs nothing. Never throws.
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
    try {
      current.postMessage(job.request);
    } catch (error) {
      // The structured clone recurses: a value nested some thousands of levels deep (a server can
      // send 100,000) makes postMessage throw. Such a value goes over as JSON text instead.
      const request = job.request as { type?: string; value?: unknown };
      let sent = false;
      if (request.type === 'check-value') {
        try {
          const { value, ...rest } = request;
          current.postMessage({ ...rest, valueJson: stringifyDeep(value) });
          sent = true;
        } catch {
          // Not JSON either: reported below.
        }
      }
      if (!sent) {
        inFlight = undefined;
        settle(job, {
          ok: false,
          error: {
            kind: 'failed',
            message: `the value could not be handed to the validator (${error instanceof Error ? error.message : String(error)})`,
          },
        });
        pump();
      }
    }
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
    switch (data.type) {
      case 'failed':
        settle(job, { ok: false, error: { kind: 'failed', message: data.message } });
        break;
      case 'validated':
        settle(job, { ok: true, value: data });
        break;
      case 'value-checked':
        settle(job, { ok: true, value: data.diagnostics });
        break;
      case 'formatted':
      case 'instance-checked':
        settle(job, { ok: true, value: data.result });
        break;
    }
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

  function enqueue<T>(request: ValidationWorkerRequest, lane: string | undefined): Promise<ClientOutcome<T>> {
    return new Promise((resolve) => {
      if (closed) {
        resolve({ ok: false, error: closed });
        return;
      }
      if (lane !== undefined) {
        for (let i = queue.length - 1; i >= 0; i--) {
          if (queue[i]!.lane !== lane) continue;
          const [stale] = queue.splice(i, 1);
          settle(stale!, {
            ok: false,
            error: { kind: 'superseded', message: 'a newer validation replaced this one' },
          });
        }
      }
      queue.push({
        request,
        resolve: resolve as (outcome: Outcome) => void,
        ...(lane !== undefined ? { lane } : {}),
      });
      pump();
    });
  }

  return {
    validate: (input, { lane = 'document' } = {}) =>
      enqueue<ValidateReply>({ ...input, type: 'validate', id: nextId++ }, lane),
    format: (text) => enqueue<FormatOutcome>({ type: 'format', id: nextId++, text }, undefined),
    validateValue: (value, check, { lane } = {}) =>
      enqueue<Diagnostic[]>({ type: 'check-value', id: nextId++, value, check }, lane),
    checkInstance: (schema, instance, { lane } = {}) =>
      enqueue<InstanceCheck>({ type: 'check-instance', id: nextId++, schema, instance }, lane),
    prepare() {
      if (!closed && worker === undefined) startWorker();
    },
    get disposed() {
      return closed?.kind === 'disposed';
    },
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
