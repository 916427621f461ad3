import { z } from 'zod';
import { ErrorSchema } from '../errors';
import { RequestIdSchema } from '../ids';
import { jsonInteger } from '../json-integer';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { NotificationMetaObjectSchema, RequestMetaObjectSchema, ResultMetaObjectSchema } from '../meta';
import { InputRequestsSchema, InputResponsesSchema } from '../mrtr';
import { ResultTypeSchema } from '../result';
import { TASK_METHODS, TASK_RESULT_TYPE, TASK_STATUS_NOTIFICATION, TASK_STATUSES } from './tasks-extension';

/** The zod model of the tasks extension's messages (what each name means: `./tasks-extension.ts`). */
export const TaskStatusSchema = z.enum(TASK_STATUSES);

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
