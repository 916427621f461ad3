import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import type { JsonObject } from '../json-rpc';
import type { TaskContext, TaskOutcome, ToolOutcome } from '../mock-tool';
import { abortableSleep } from '../tool-context';
import type { TaskRecord } from './task-record';
import type { TaskStore } from './task-store';
import {
  completedWith,
  failedWith,
  leaseLapsed,
  newTask,
  withInputRequests,
  withLease,
  withStatusMessage,
} from './task-transitions';

/** How long a task is kept after creation unless its tool says otherwise: one hour. */
export const DEFAULT_TASK_TTL_MS = 60 * 60 * 1000;
/** The polling hint unless the tool gives one. */
export const DEFAULT_POLL_INTERVAL_MS = 1000;
/** Shared stores: an instance vouches for the tasks it runs this long, renewed a third of the way. */
export const TASK_LEASE_MS = 30_000;

export interface TaskHostOptions {
  store: TaskStore;
  now: () => number;
  /** Where a work's unexpected failure goes (the host's log); never to the client. */
  report: (error: unknown) => void;
  /** Default `ttlMs` of new tasks. */
  ttlMs?: number;
  /** Ids of new tasks (default: random UUIDs). */
  newId?: () => string;
}

export interface StartTask {
  tool: string;
  client: string;
  arguments: JsonObject;
  clientCapabilities: JsonObject;
  task: TaskOutcome;
}

/**
 * The tasks of one server instance: creates them in the store, runs their work here in the
 * background, and hears every change of the store, so a cancel or an answer that reached another
 * instance still stops or resumes the work running on this one.
 */
export interface TaskHost {
  readonly store: TaskStore;
  /** Stores a new working task and starts its work; resolves with the record once stored. */
  start(input: StartTask): Promise<TaskRecord>;
  /**
   * The task as it stands. A task whose running instance stopped renewing its lease (shared
   * stores) is failed here, by whoever reads it first.
   */
  read(taskId: string): Promise<TaskRecord | undefined>;
  /** Tasks `client` has running on this instance. */
  runningBy(client: string): number;
  /** Stops every task running here (their records stay as they are) and stops listening. */
  close(): void;
}

interface Running {
  client: string;
  controller: AbortController;
  /** The work is waiting for round `round`'s answers. */
  waiting?: { round: number; resolve(answers: JsonObject): void; reject(reason: unknown): void };
}

/** A random version-4 UUID: 122 random bits, unguessable (task ids are the only key to a task). */
function randomTaskId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The answers of a round, keyed back from wire keys to the keys the work asked with. */
function answersOf(record: TaskRecord, wireKeys: ReadonlyMap<string, string>): JsonObject | undefined {
  if (record.status !== 'working' || !isObject(record.answers)) return undefined;
  const out: JsonObject = {};
  for (const [wire, key] of wireKeys) {
    if (!Object.hasOwn(record.answers, wire)) return undefined;
    out[key] = record.answers[wire];
  }
  return out;
}

function cancelled(): Error {
  const error = new Error('The task was cancelled.');
  error.name = 'AbortError';
  return error;
}

export function createTaskHost(options: TaskHostOptions): TaskHost {
  const { store, now } = options;
  const running = new Map<string, Running>();
  const perClient = new Map<string, number>();

  const unsubscribe = store.subscribe((record) => {
    const entry = running.get(record.taskId);
    if (!entry) return;
    if (record.status === 'cancelled' || record.status === 'failed' || record.status === 'completed') {
      entry.controller.abort(cancelled());
      return;
    }
    const waiting = entry.waiting;
    if (waiting && record.round === waiting.round && record.status === 'working') {
      // The answers themselves are taken by the waiter from the record (see askInput).
      entry.waiting = undefined;
      waiting.resolve(record.answers ?? {});
    }
  });

  async function run(record: TaskRecord, input: StartTask, entry: Running) {
    const { taskId } = record;
    const signal = entry.controller.signal;
    let lease: ReturnType<typeof setInterval> | undefined;
    // Past its time to live the record is gone: the work stops then too, whatever it is doing.
    const deadline =
      record.ttlMs === null ? undefined : setTimeout(() => entry.controller.abort(cancelled()), record.ttlMs);
    if (store.shared) {
      lease = setInterval(() => {
        void store.update(taskId, (r) => withLease(r, now() + TASK_LEASE_MS)).catch(options.report);
      }, TASK_LEASE_MS / 3);
    }
    // statusMessage writes are coalesced: a fast loop of progress costs one write at a time. The
    // write in flight is kept as a promise, so waiting for it waits on the store's I/O (a loop of
    // resolved promises would starve the event loop, and with Redis the reply would never be read).
    let pendingMessage: string | undefined;
    let writing: Promise<void> | undefined;
    const drain = async () => {
      try {
        while (pendingMessage !== undefined) {
          const message = pendingMessage;
          pendingMessage = undefined;
          await store.update(taskId, (r) => withStatusMessage(r, message, now()));
        }
      } catch (error) {
        options.report(error);
      }
    };
    const writeStatus = (): Promise<void> => {
      if (!writing) {
        const current: Promise<void> = drain().finally(() => {
          if (writing === current) writing = undefined;
        });
        writing = current;
      }
      return writing;
    };
    const status = (message: string) => {
      if (signal.aborted) return;
      pendingMessage = message;
      void writeStatus();
    };
    const context: TaskContext = {
      taskId,
      name: input.tool,
      arguments: input.arguments,
      clientCapabilities: input.clientCapabilities,
      signal,
      now,
      sleep: (ms) => abortableSleep(ms, signal),
      status,
      progress(progress, total, message) {
        status(message ?? (total !== undefined ? `${progress}/${total}` : String(progress)));
      },
      async askInput(requests, message = 'Waiting for your input') {
        if (signal.aborted) throw cancelled();
        // Keys are unique over the task's life: a later round's keys carry its number.
        const current = await store.get(taskId);
        const round = (current?.round ?? 0) + 1;
        const wireKeys = new Map<string, string>();
        const wireRequests: JsonObject = {};
        for (const [key, request] of Object.entries(requests)) {
          const wire = round === 1 ? key : `${key}-${round}`;
          wireKeys.set(wire, key);
          wireRequests[wire] = request;
        }
        const answered = new Promise<JsonObject>((resolve, reject) => {
          entry.waiting = { round, resolve, reject };
          signal.addEventListener('abort', () => reject(signal.reason ?? cancelled()), { once: true });
        });
        // An unhandled rejection must not escape when the work never awaits (it always does).
        answered.catch(() => undefined);
        await pendingWrites();
        const asked = await store.update(taskId, (r) => withInputRequests(r, wireRequests, message, now()));
        if (asked?.status !== 'input_required' || asked.round !== round) throw cancelled();
        // Answers may have come before the wait began: look once more.
        const early = await store.get(taskId);
        const already = early && early.round === round ? answersOf(early, wireKeys) : undefined;
        if (already) {
          entry.waiting = undefined;
          return already;
        }
        await answered;
        const settled = await store.get(taskId);
        const answers = settled ? answersOf(settled, wireKeys) : undefined;
        if (!answers) throw cancelled();
        return answers;
      },
    };
    const pendingWrites = async () => {
      while (writing || pendingMessage !== undefined) await writeStatus();
    };
    let outcome: ToolOutcome | undefined;
    let crashed = false;
    try {
      outcome = await input.task.work(context);
    } catch (error) {
      if (!signal.aborted) {
        crashed = true;
        options.report(error);
      }
    } finally {
      if (lease !== undefined) clearInterval(lease);
      if (deadline !== undefined) clearTimeout(deadline);
      running.delete(taskId);
      const left = (perClient.get(entry.client) ?? 1) - 1;
      if (left <= 0) perClient.delete(entry.client);
      else perClient.set(entry.client, left);
    }
    if (signal.aborted) return;
    await pendingWrites();
    try {
      if (crashed || outcome === undefined) {
        await store.update(taskId, (r) =>
          failedWith(
            r,
            {
              code: ERROR_CODES.internalError,
              message: `Internal error: tool ${input.tool} failed while running this task. No detail is sent to clients; the server's operator can find it in the log.`,
            },
            now(),
          ),
        );
      } else if (outcome.type === 'complete') {
        await store.update(taskId, (r) => completedWith(r, outcome.result, now()));
      } else if (outcome.type === 'error') {
        await store.update(taskId, (r) =>
          failedWith(
            r,
            {
              code: outcome.code,
              message: outcome.message,
              ...(outcome.data !== undefined ? { data: outcome.data } : {}),
            },
            now(),
          ),
        );
      } else {
        // A task's work ends in a result or an error; anything else is the tool's bug.
        options.report(new Error(`task work of ${input.tool} ended with a "${outcome.type}" outcome`));
        await store.update(taskId, (r) =>
          failedWith(
            r,
            {
              code: ERROR_CODES.internalError,
              message: `Internal error: tool ${input.tool} ended its task without a result.`,
            },
            now(),
          ),
        );
      }
    } catch (error) {
      options.report(error);
    }
  }

  return {
    store,
    async start(input) {
      const at = now();
      const record = newTask({
        taskId: (options.newId ?? randomTaskId)(),
        tool: input.tool,
        client: input.client,
        now: at,
        ttlMs: input.task.ttlMs === undefined ? (options.ttlMs ?? DEFAULT_TASK_TTL_MS) : input.task.ttlMs,
        pollIntervalMs: input.task.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
        ...(input.task.statusMessage !== undefined ? { statusMessage: input.task.statusMessage } : {}),
        ...(store.shared ? { leaseUntil: at + TASK_LEASE_MS } : {}),
      });
      await store.create(record);
      const entry: Running = { client: input.client, controller: new AbortController() };
      running.set(record.taskId, entry);
      perClient.set(input.client, (perClient.get(input.client) ?? 0) + 1);
      void run(record, input, entry).catch(options.report);
      return record;
    },
    async read(taskId) {
      const record = await store.get(taskId);
      if (!record || !leaseLapsed(record, now())) return record;
      return store.update(taskId, (r) =>
        leaseLapsed(r, now())
          ? failedWith(
              r,
              {
                code: ERROR_CODES.internalError,
                message:
                  'The server instance running this task stopped before it finished (a restart or a crash); start the call again.',
              },
              now(),
            )
          : r,
      );
    },
    runningBy: (client) => perClient.get(client) ?? 0,
    close() {
      unsubscribe();
      for (const entry of running.values()) entry.controller.abort(cancelled());
    },
  };
}
