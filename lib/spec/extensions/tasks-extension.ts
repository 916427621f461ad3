/**
 * The tasks extension, `io.modelcontextprotocol/tasks` (SEP-2663), as it stands beside the
 * 2026-07-28 core. Not core: a server offers it under `capabilities.extensions`, and a client
 * opts in per request under `_meta["io.modelcontextprotocol/clientCapabilities"].extensions`.
 * (The handshake-era tasks of 2025-11-25 are a different protocol: see `../legacy/tasks.ts`.)
 *
 * What it adds, in short:
 * - a `tools/call` may be answered with a task handle (`resultType: "task"`) instead of its
 *   result, and only to a client that declared the extension on that very request — the server
 *   alone decides, per request; the client never asks for a task;
 * - `tasks/get` reads a task (the final tool result or JSON-RPC error is inlined once it ends),
 *   `tasks/update` delivers `inputResponses` while it is `input_required`, `tasks/cancel` asks
 *   it to stop; the last two are acknowledged with an empty result;
 * - optional `notifications/tasks` on a `subscriptions/listen` stream that named the task in
 *   `notifications.taskIds`;
 * - over Streamable HTTP, `Mcp-Name` carries `params.taskId` on the three task methods.
 *
 * Compared with 2025-11-25: `ttl`/`pollInterval` became `ttlMs`/`pollIntervalMs`, `tasks/result`
 * and `tasks/list` are gone (-32601), there is no `requestState` on the task wire and no
 * `io.modelcontextprotocol/related-task` `_meta` on inlined results, and tools carry no
 * `execution.taskSupport`. Sources and the readings chosen where drafts disagree:
 * docs/decisions/0016-tasks-extension.md.
 */
export const TASKS_EXTENSION_ID = 'io.modelcontextprotocol/tasks';

/** The `resultType` of a task handle (reserved for this extension). */
export const TASK_RESULT_TYPE = 'task';

/** The extension's request methods (each carries `Mcp-Name: <taskId>` over HTTP). */
export const TASK_METHODS = {
  get: 'tasks/get',
  update: 'tasks/update',
  cancel: 'tasks/cancel',
} as const;
export type TaskMethod = (typeof TASK_METHODS)[keyof typeof TASK_METHODS];

/** The optional status notification, delivered on `subscriptions/listen` streams only. */
export const TASK_STATUS_NOTIFICATION = 'notifications/tasks';
/**
 * Another name one draft of the extension's schema file gives the same notification; a tolerant
 * client accepts it, a server sends {@link TASK_STATUS_NOTIFICATION}.
 */
export const TASK_STATUS_NOTIFICATION_ALIAS = 'notifications/tasks/status';

/** Task methods of 2025-11-25 that the extension dropped: a server answers them -32601. */
export const DROPPED_TASK_METHODS = ['tasks/result', 'tasks/list'] as const;

/** Methods that may be answered with a task handle; any other request must treat one as invalid. */
export const TASK_AUGMENTABLE_METHODS = ['tools/call'] as const;

export const TASK_STATUSES = ['working', 'input_required', 'completed', 'failed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Statuses a task never leaves. */
export const TERMINAL_TASK_STATUSES: readonly TaskStatus[] = ['completed', 'failed', 'cancelled'];

/**
 * Members of the 2025-11-25 task wire that must not appear on the extension's: each with what
 * replaced it, for validator messages and server tests alike.
 */
export const RETIRED_TASK_FIELDS: Readonly<Record<string, string>> = {
  ttl: 'the TTL is "ttlMs" (integer milliseconds, or null)',
  pollInterval: 'the polling hint is "pollIntervalMs" (integer milliseconds)',
  requestState:
    "tasks carry no requestState: the server keeps the task's state itself, and the client sends only the taskId",
  task: 'a task handle is flat: its fields sit beside "resultType", not in a nested "task" object',
};

/** The 2025-11-25 `_meta` key that tied a result to its task; an inlined task result must not carry it. */
export const RELATED_TASK_META_KEY = 'io.modelcontextprotocol/related-task';
