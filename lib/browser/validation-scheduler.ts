import type { Timers } from './validation-client';

export interface ValidationSchedulerOptions<I, R> {
  /** Sends one input to the validator; the promise settles with its answer (never rejects). */
  run(input: I): Promise<R>;
  /** The answer for the newest input. Answers for inputs that a newer one replaced are dropped. */
  onResult(result: R, generation: number): void;
  timers?: Timers;
}

export interface ValidationScheduler<I> {
  /**
   * A new input: `read` builds it (it may be costly, e.g. a 1 MB text) and is called only when
   * the input is sent. Sent after `delayMs` when the validator is idle, or as soon as the running
   * validation ends if that is later; a newer call replaces an input not yet sent. Returns the
   * input's generation.
   */
  schedule(read: () => I, delayMs?: number): number;
  /** True from a schedule until the answer for the newest input arrived. */
  readonly pending: boolean;
  /**
   * Forgets what is waiting and drops the answer still on its way (on unmount); a later schedule
   * starts afresh.
   */
  cancel(): void;
}

/**
 * Live validation paced by the validator itself rather than by a fixed pause: at most one
 * validation is running, the next one starts when it ends and carries only the newest input (so
 * a slow check of a large document never builds a backlog, and a fast one is not held back by a
 * timer), and an answer is delivered only when no newer input was scheduled meanwhile.
 *
 * ```
 *   schedule ──► waiting ──(delay over, idle)──► running ──(answer, still newest)──► onResult
 *                   ▲                               │
 *                   └──(newer input while running)──┘ (answer dropped, newest sent next)
 * ```
 */
export function createValidationScheduler<I, R>(
  options: ValidationSchedulerOptions<I, R>,
): ValidationScheduler<I> {
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let generation = 0;
  let answered = 0;
  let waiting: { read: () => I; generation: number } | undefined;
  let timer: unknown;
  let timerSet = false;
  let running = false;

  function start(): void {
    if (running || timerSet || waiting === undefined) return;
    const { read, generation: sent } = waiting;
    waiting = undefined;
    running = true;
    let input: I;
    try {
      input = read();
    } catch (error) {
      running = false;
      throw error;
    }
    void options.run(input).then(
      (result) => finish(result, sent),
      () => finish(undefined, sent),
    );
  }

  function finish(result: R | undefined, sent: number): void {
    running = false;
    if (sent === generation && result !== undefined) {
      answered = sent;
      options.onResult(result, sent);
    }
    start();
  }

  return {
    schedule(read, delayMs = 0) {
      generation++;
      waiting = { read, generation };
      if (timerSet) timers.clearTimeout(timer);
      timerSet = true;
      timer = timers.setTimeout(() => {
        timerSet = false;
        start();
      }, delayMs);
      return generation;
    },
    get pending() {
      return answered !== generation;
    },
    cancel() {
      generation++;
      answered = generation;
      waiting = undefined;
      if (timerSet) timers.clearTimeout(timer);
      timerSet = false;
    },
  };
}
