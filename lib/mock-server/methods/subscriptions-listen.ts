import { isObject } from '../../json/is-object';
import { ERROR_CODES } from '../../spec/error-codes';
import { TASK_STATUS_NOTIFICATION, TASKS_EXTENSION_ID } from '../../spec/extensions/tasks-extension';
import { META_KEYS } from '../../spec/meta-keys';
import { NOTIFICATIONS } from '../../spec/methods';
import { type HttpReply, sseReply } from '../http-response';
import { type JsonObject, notificationMessage, reject, resultMessage } from '../json-rpc';
import type { ListChange } from '../listen-hub';
import type { MethodCall } from '../server-runtime';
import { SSE_KEEP_ALIVE, sseBytes, sseEvent } from '../sse';
import { detailedTaskOf, type TaskRecord } from '../tasks/task-record';
import type { MethodHandler } from './method-handler';
import { replyError, withServerInfo } from './reply';

const FLAGS = ['toolsListChanged', 'promptsListChanged', 'resourcesListChanged'] as const;

/** Task ids one stream may follow (io.modelcontextprotocol/tasks `notifications.taskIds`). */
const MAX_TASK_IDS = 100;

const NOTIFICATION_OF: Record<ListChange, string> = {
  tools: NOTIFICATIONS.toolsListChanged,
  prompts: NOTIFICATIONS.promptsListChanged,
  resources: NOTIFICATIONS.resourcesListChanged,
};

const FLAG_OF: Record<ListChange, (typeof FLAGS)[number]> = {
  tools: 'toolsListChanged',
  prompts: 'promptsListChanged',
  resources: 'resourcesListChanged',
};

function invalidFilter(message: string) {
  return { ok: false as const, reply: reject(400, ERROR_CODES.invalidParams, `Invalid params: ${message}`) };
}

/** The subset of the requested filter this server honours: what it can actually announce. */
function honouredFilter(requested: JsonObject, capabilities: JsonObject): JsonObject {
  const honoured: JsonObject = {};
  const listChanged = (capability: unknown) => isObject(capability) && capability.listChanged === true;
  if (requested.toolsListChanged === true && listChanged(capabilities.tools))
    honoured.toolsListChanged = true;
  if (requested.promptsListChanged === true && listChanged(capabilities.prompts))
    honoured.promptsListChanged = true;
  if (requested.resourcesListChanged === true && listChanged(capabilities.resources)) {
    honoured.resourcesListChanged = true;
  }
  // resourceSubscriptions: resources here never change, so no subscription is honoured.
  return honoured;
}

/**
 * `subscriptions/listen`: a long-lived SSE stream of change notifications.
 *
 *   open ──► ack (the honoured filter) ──► list_changed* / keep-alive comments ──► end
 *
 * With `notifications.taskIds` (io.modelcontextprotocol/tasks), the stream also carries
 * `notifications/tasks` for each existing task named: where it stands right after the
 * acknowledgement, then each change, as the DetailedTask `tasks/get` would return.
 *
 * The first message is `notifications/subscriptions/acknowledged`; every notification carries the
 * listen request's id as `io.modelcontextprotocol/subscriptionId`. The client ends it by closing
 * the stream; the server ends it gracefully (shutdown, or `listenMaxMs`) by sending the listen
 * result, then closing. An empty honoured filter keeps the stream open with keep-alives only.
 */
export const subscriptionsListenHandler: MethodHandler = {
  prepare(call) {
    const filter = call.params.notifications;
    if (!isObject(filter)) {
      return invalidFilter('"notifications" must be an object saying which changes to deliver.');
    }
    for (const flag of FLAGS) {
      if (filter[flag] !== undefined && typeof filter[flag] !== 'boolean') {
        return invalidFilter(`"notifications.${flag}" must be a boolean.`);
      }
    }
    const uris = filter.resourceSubscriptions;
    if (uris !== undefined && !(Array.isArray(uris) && uris.every((uri) => typeof uri === 'string'))) {
      return invalidFilter('"notifications.resourceSubscriptions" must be an array of resource URIs.');
    }
    const taskIds = filter.taskIds;
    if (taskIds === undefined) return { ok: true, prepared: { value: filter } };
    if (!(Array.isArray(taskIds) && taskIds.every((id) => typeof id === 'string'))) {
      return invalidFilter('"notifications.taskIds" must be an array of task ids.');
    }
    if (taskIds.length > MAX_TASK_IDS) {
      return invalidFilter(
        `"notifications.taskIds" may name at most ${MAX_TASK_IDS} tasks; open another stream for more.`,
      );
    }
    // Task notifications belong to the tasks extension: only a client declaring it may ask (-32021).
    return {
      ok: true,
      prepared: {
        value: filter,
        requiredCapabilities: { extensions: { [TASKS_EXTENSION_ID]: {} } },
        what: 'Listening for task status (notifications.taskIds)',
      },
    };
  },

  async run(call, prepared) {
    if (!call.accept.sse) {
      return replyError(
        call,
        reject(
          406,
          ERROR_CODES.invalidRequest,
          'subscriptions/listen answers with an SSE stream: the Accept header must include text/event-stream.',
        ),
      );
    }
    if (call.runtime.hub.closed) {
      // Shutting down (SIGTERM): a new stream would be cut in a moment; the client listens again
      // on another instance, or on this one once it is back.
      return replyError(call, {
        ...reject(
          503,
          ERROR_CODES.internalError,
          'This server is shutting down and opens no new listen streams. Listen again in a few seconds.',
        ),
        headers: { 'Retry-After': '5' },
      });
    }
    const cap = call.runtime.options.maxListenStreamsPerClient;
    if (cap !== undefined && call.runtime.hub.openBy(call.client) >= cap) {
      return replyError(call, {
        ...reject(
          429,
          ERROR_CODES.invalidRequest,
          `Too many open listen streams from your address: this server allows ${cap} at a time. Close one (one stream can carry every kind of change) and listen again.`,
        ),
        headers: { 'Retry-After': '30' },
      });
    }
    // Changes made on other instances must be heard before the acknowledgement promises them.
    await call.runtime.demoState.ready();
    const requested = prepared.value as JsonObject;
    const honoured = honouredFilter(requested, call.runtime.capabilities);
    const tasks: TaskRecord[] = [];
    if (Array.isArray(requested.taskIds)) {
      await call.runtime.tasks.store.ready();
      // Only tasks that exist are agreed to; the acknowledgement lists them (maybe none).
      for (const id of new Set(requested.taskIds as string[])) {
        const record = await call.runtime.tasks.read(id);
        if (record) tasks.push(record);
      }
      honoured.taskIds = tasks.map((record) => record.taskId);
    }
    return openListenStream(call, honoured, tasks);
  },
};

function openListenStream(call: MethodCall, honoured: JsonObject, tasks: readonly TaskRecord[]): HttpReply {
  const { runtime, id } = call;
  const tag = { [META_KEYS.subscriptionId]: id };
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let unsubscribe: () => void = () => undefined;
  let unsubscribeTasks: () => void = () => undefined;
  // What each followed task was last shown as: a record older than that is never sent after it.
  const shown = new Map<string, TaskRecord | undefined>(tasks.map((record) => [record.taskId, undefined]));
  const showTask = (record: TaskRecord) => {
    if (!shown.has(record.taskId)) return;
    const before = shown.get(record.taskId);
    if (
      before &&
      (before.lastUpdatedAt > record.lastUpdatedAt ||
        (before.status === record.status &&
          before.lastUpdatedAt === record.lastUpdatedAt &&
          before.statusMessage === record.statusMessage))
    )
      return;
    shown.set(record.taskId, record);
    write(
      sseEvent(
        notificationMessage(TASK_STATUS_NOTIFICATION, { ...detailedTaskOf(record), _meta: { ...tag } }),
      ),
    );
  };

  const write = (text: string) => {
    if (closed) return;
    try {
      controller?.enqueue(sseBytes(text));
    } catch {
      close();
    }
  };
  const close = (graceful = false) => {
    if (closed) return;
    if (graceful) {
      write(
        sseEvent(resultMessage(id, withServerInfo({ resultType: 'complete', _meta: { ...tag } }, runtime))),
      );
    }
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    unsubscribe();
    unsubscribeTasks();
    call.signal.removeEventListener('abort', onAbort);
    try {
      controller?.close();
    } catch {
      // Already cancelled by the client.
    }
    runtime.emit({ kind: 'listen', id, state: 'closed' });
  };
  const onAbort = () => close();

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      runtime.emit({ kind: 'listen', id, state: 'open' });
      // Nothing may go out on the subscription before the acknowledgement.
      write(
        sseEvent(
          notificationMessage(NOTIFICATIONS.subscriptionsAcknowledged, {
            notifications: honoured,
            _meta: { ...tag },
          }),
        ),
      );
      unsubscribe = runtime.hub.add({
        scope: call.scope,
        client: call.client,
        changed(kind) {
          if (honoured[FLAG_OF[kind]] === true)
            write(sseEvent(notificationMessage(NOTIFICATION_OF[kind], { _meta: { ...tag } })));
        },
        shutdown: () => close(true),
      });
      if (shown.size > 0) {
        // Where each task stands now, then every change to it, from whichever instance.
        for (const record of tasks) showTask(record);
        unsubscribeTasks = runtime.tasks.store.subscribe(showTask);
        // A change between the first read and the subscription would be missed: read once more.
        for (const record of tasks)
          void runtime.tasks.read(record.taskId).then((latest) => latest && showTask(latest), runtime.report);
      }
      timers.push(setInterval(() => write(SSE_KEEP_ALIVE), runtime.options.keepAliveMs));
      if (runtime.options.listenMaxMs !== undefined)
        timers.push(setTimeout(() => close(true), runtime.options.listenMaxMs));
      if (call.signal.aborted) close();
      else call.signal.addEventListener('abort', onAbort, { once: true });
    },
    cancel() {
      close();
    },
  });
  return sseReply(body, call.headers);
}
