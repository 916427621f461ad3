import { z } from 'zod';
import { ErrorSchema } from '../errors';
import { RequestIdSchema } from '../ids';
import { jsonInteger } from '../json-integer';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { NotificationMetaObjectSchema, RequestMetaObjectSchema, ResultMetaObjectSchema } from '../meta';
import { InputRequestsSchema, InputResponsesSchema } from '../mrtr';
import { ResultTypeSchema } from '../result';

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
 * docs/decisions/0012-tasks-extension.md.
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
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

/** Statuses a task never leaves. */
export const TERMINAL_TASK_STATUSES: readonly TaskStatus[] = ['completed', 'failed', 'cancelled'];

/**
 * Every task shape starts with these. Timestamps are ISO 8601 text (the format is a prose rule:
 * `isIsoTimestamp`); `ttlMs` is required and `null` means "kept without limit"; `pollIntervalMs`
 * is the server's polling hint, which may change from one answer to the next.
 */
const taskShape = {
  taskId: z.string(),
  status: TaskStatusSchema,
  statusMessage: z.string().optional(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  ttlMs: z.union([jsonInteger().min(0), z.null()]),
  pollIntervalMs: jsonInteger().min(1).optional(),
};

export const TaskSchema = z.looseObject(taskShape);
export type Task = z.infer<typeof TaskSchema>;

/** A task still running. */
export const WorkingTaskSchema = z.looseObject({ ...taskShape, status: z.literal('working') });
/** A task waiting for the client: every outstanding request, keyed by ids unique over the task's life. */
export const InputRequiredTaskSchema = z.looseObject({
  ...taskShape,
  status: z.literal('input_required'),
  inputRequests: InputRequestsSchema,
});
/** A finished task: `result` is what the original request would have returned (a CallToolResult). */
export const CompletedTaskSchema = z.looseObject({
  ...taskShape,
  status: z.literal('completed'),
  result: AnyObjectSchema,
});
/** A task ended by a JSON-RPC error (never by a tool result with `isError: true`). */
export const FailedTaskSchema = z.looseObject({
  ...taskShape,
  status: z.literal('failed'),
  error: ErrorSchema,
});
export const CancelledTaskSchema = z.looseObject({ ...taskShape, status: z.literal('cancelled') });

/** A task with what its status carries inlined: used by `tasks/get` and `notifications/tasks`. */
export const DetailedTaskSchema = z.discriminatedUnion('status', [
  WorkingTaskSchema,
  InputRequiredTaskSchema,
  CompletedTaskSchema,
  FailedTaskSchema,
  CancelledTaskSchema,
]);
export type DetailedTask = z.infer<typeof DetailedTaskSchema>;

/**
 * The handle a server returns in place of a `CallToolResult`: flat (`Result & Task`, no nested
 * `task`), `resultType: "task"`, and none of `result`, `error` or `inputRequests` (those come
 * from `tasks/get`). The server must have stored the task first: a `tasks/get` right after it
 * must find it.
 */
export const CreateTaskResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: z.literal(TASK_RESULT_TYPE),
  ...taskShape,
});
export type CreateTaskResult = z.infer<typeof CreateTaskResultSchema>;

const resultBase = { _meta: ResultMetaObjectSchema.optional(), resultType: ResultTypeSchema };

/** `tasks/get`'s answer: a DetailedTask whose `resultType` is the ordinary `"complete"`. */
export const GetTaskResultSchema = z.discriminatedUnion('status', [
  WorkingTaskSchema.extend(resultBase),
  InputRequiredTaskSchema.extend(resultBase),
  CompletedTaskSchema.extend(resultBase),
  FailedTaskSchema.extend(resultBase),
  CancelledTaskSchema.extend(resultBase),
]);
export type GetTaskResult = z.infer<typeof GetTaskResultSchema>;

/** The empty acknowledgement of `tasks/update` and `tasks/cancel` (`resultType: "complete"`). */
export const TaskAckResultSchema = z.looseObject(resultBase);
export type TaskAckResult = z.infer<typeof TaskAckResultSchema>;

const requestBase = { jsonrpc: z.literal(JSONRPC_VERSION), id: RequestIdSchema };

export const GetTaskRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  taskId: z.string(),
});
export const GetTaskRequestSchema = z.looseObject({
  ...requestBase,
  method: z.literal(TASK_METHODS.get),
  params: GetTaskRequestParamsSchema,
});
export type GetTaskRequest = z.infer<typeof GetTaskRequestSchema>;

/** Answers to outstanding `inputRequests`, keyed alike; unknown or answered keys are ignored. */
export const UpdateTaskRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  taskId: z.string(),
  inputResponses: InputResponsesSchema,
});
export const UpdateTaskRequestSchema = z.looseObject({
  ...requestBase,
  method: z.literal(TASK_METHODS.update),
  params: UpdateTaskRequestParamsSchema,
});
export type UpdateTaskRequest = z.infer<typeof UpdateTaskRequestSchema>;

export const CancelTaskRequestParamsSchema = GetTaskRequestParamsSchema;
export const CancelTaskRequestSchema = z.looseObject({
  ...requestBase,
  method: z.literal(TASK_METHODS.cancel),
  params: CancelTaskRequestParamsSchema,
});
export type CancelTaskRequest = z.infer<typeof CancelTaskRequestSchema>;

/** The params of a status notification: the whole DetailedTask, as `tasks/get` would answer then. */
export const TaskStatusNotificationParamsSchema = z.discriminatedUnion('status', [
  WorkingTaskSchema.extend({ _meta: NotificationMetaObjectSchema.optional() }),
  InputRequiredTaskSchema.extend({ _meta: NotificationMetaObjectSchema.optional() }),
  CompletedTaskSchema.extend({ _meta: NotificationMetaObjectSchema.optional() }),
  FailedTaskSchema.extend({ _meta: NotificationMetaObjectSchema.optional() }),
  CancelledTaskSchema.extend({ _meta: NotificationMetaObjectSchema.optional() }),
]);
export const TaskStatusNotificationSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  method: z.literal(TASK_STATUS_NOTIFICATION),
  params: TaskStatusNotificationParamsSchema,
});
export type TaskStatusNotification = z.infer<typeof TaskStatusNotificationSchema>;

/**
 * What the extension adds to a `subscriptions/listen` filter (and to its acknowledgement): the
 * tasks to hear about. Asking for it without declaring the extension is -32021.
 */
export const TaskSubscriptionFilterSchema = z.looseObject({
  taskIds: z.array(z.string()).optional(),
});

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
