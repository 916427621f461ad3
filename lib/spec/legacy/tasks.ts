import { z } from 'zod';
import { RequestIdSchema } from '../ids';
import { jsonInteger } from '../json-integer';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { LegacyPaginatedRequestParamsSchema, LegacyRequestMetaSchema } from './envelope';

/** Core tasks of 2025-11-25 (an extension since 2026-07-28). */
const jsonrpc = z.literal(JSONRPC_VERSION);

export const TaskStatusSchema = z.enum(['working', 'input_required', 'completed', 'failed', 'cancelled']);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

/** Asks for task-augmented execution; `ttl` in ms (an integer of any size). */
export const TaskMetadataSchema = z.looseObject({
  ttl: jsonInteger().optional(),
});
export type TaskMetadata = z.infer<typeof TaskMetadataSchema>;

export const RelatedTaskMetadataSchema = z.looseObject({
  taskId: z.string(),
});
export type RelatedTaskMetadata = z.infer<typeof RelatedTaskMetadataSchema>;

/** The fields of a task; `ttl` is required and may be `null` (unlimited). */
const taskShape = {
  taskId: z.string(),
  status: TaskStatusSchema,
  statusMessage: z.string().optional(),
  createdAt: z.string(),
  lastUpdatedAt: z.string(),
  ttl: z.union([jsonInteger(), z.null()]),
  pollInterval: jsonInteger().optional(),
};

export const TaskSchema = z.looseObject(taskShape);
export type Task = z.infer<typeof TaskSchema>;

export const TaskAugmentedRequestParamsSchema = z.looseObject({
  _meta: LegacyRequestMetaSchema.optional(),
  task: TaskMetadataSchema.optional(),
});
export type TaskAugmentedRequestParams = z.infer<typeof TaskAugmentedRequestParamsSchema>;

const taskIdParams = z.looseObject({ taskId: z.string() });

export const GetTaskRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal('tasks/get'),
  params: taskIdParams,
});
export type GetTaskRequest = z.infer<typeof GetTaskRequestSchema>;

export const GetTaskPayloadRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal('tasks/result'),
  params: taskIdParams,
});
export type GetTaskPayloadRequest = z.infer<typeof GetTaskPayloadRequestSchema>;

export const CancelTaskRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal('tasks/cancel'),
  params: taskIdParams,
});
export type CancelTaskRequest = z.infer<typeof CancelTaskRequestSchema>;

export const ListTasksRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal('tasks/list'),
  params: LegacyPaginatedRequestParamsSchema.optional(),
});
export type ListTasksRequest = z.infer<typeof ListTasksRequestSchema>;

/** A legacy `Result` that is also a `Task` (the schema's `allOf`). */
export const GetTaskResultSchema = z.looseObject({ _meta: AnyObjectSchema.optional(), ...taskShape });
export type GetTaskResult = z.infer<typeof GetTaskResultSchema>;

export const CancelTaskResultSchema = GetTaskResultSchema;
export type CancelTaskResult = GetTaskResult;

/** The payload of a finished task: whatever the original request would have returned. */
export const GetTaskPayloadResultSchema = z.looseObject({ _meta: AnyObjectSchema.optional() });
export type GetTaskPayloadResult = z.infer<typeof GetTaskPayloadResultSchema>;

export const ListTasksResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  nextCursor: z.string().optional(),
  tasks: z.array(TaskSchema),
});
export type ListTasksResult = z.infer<typeof ListTasksResultSchema>;

/** The immediate answer to a task-augmented request. */
export const CreateTaskResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  task: TaskSchema,
});
export type CreateTaskResult = z.infer<typeof CreateTaskResultSchema>;

/** Notification params that are also a `Task` (the schema's `allOf`). */
export const TaskStatusNotificationParamsSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  ...taskShape,
});
export type TaskStatusNotificationParams = z.infer<typeof TaskStatusNotificationParamsSchema>;

export const TaskStatusNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal('notifications/tasks/status'),
  params: TaskStatusNotificationParamsSchema,
});
export type TaskStatusNotification = z.infer<typeof TaskStatusNotificationSchema>;
