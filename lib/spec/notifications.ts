import { z } from 'zod';
import { ProgressTokenSchema, RequestIdSchema } from './ids';
import { JSONRPC_VERSION } from './jsonrpc';
import { LoggingLevelSchema } from './logging-level';
import { NotificationMetaObjectSchema } from './meta';
import { NOTIFICATIONS } from './methods';
import { NotificationParamsSchema } from './params';

const jsonrpc = z.literal(JSONRPC_VERSION);

/** The tool list changed; the client refetches `tools/list`. Sent only on listen streams that asked. */
export const ToolListChangedNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.toolsListChanged),
  params: NotificationParamsSchema.optional(),
});
export type ToolListChangedNotification = z.infer<typeof ToolListChangedNotificationSchema>;

export const PromptListChangedNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.promptsListChanged),
  params: NotificationParamsSchema.optional(),
});
export type PromptListChangedNotification = z.infer<typeof PromptListChangedNotificationSchema>;

export const ResourceListChangedNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.resourcesListChanged),
  params: NotificationParamsSchema.optional(),
});
export type ResourceListChangedNotification = z.infer<typeof ResourceListChangedNotificationSchema>;

export const ResourceUpdatedNotificationParamsSchema = z.looseObject({
  _meta: NotificationMetaObjectSchema.optional(),
  uri: z.string(),
});
export type ResourceUpdatedNotificationParams = z.infer<typeof ResourceUpdatedNotificationParamsSchema>;

export const ResourceUpdatedNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.resourcesUpdated),
  params: ResourceUpdatedNotificationParamsSchema,
});
export type ResourceUpdatedNotification = z.infer<typeof ResourceUpdatedNotificationSchema>;

/** Progress of a request; `progress` and `total` are any numbers (fractions allowed). */
export const ProgressNotificationParamsSchema = z.looseObject({
  _meta: NotificationMetaObjectSchema.optional(),
  progressToken: ProgressTokenSchema,
  progress: z.number(),
  total: z.number().optional(),
  message: z.string().optional(),
});
export type ProgressNotificationParams = z.infer<typeof ProgressNotificationParamsSchema>;

export const ProgressNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.progress),
  params: ProgressNotificationParamsSchema,
});
export type ProgressNotification = z.infer<typeof ProgressNotificationSchema>;

/** Names the request being cancelled (stdio only in 2026-07-28). */
export const CancelledNotificationParamsSchema = z.looseObject({
  _meta: NotificationMetaObjectSchema.optional(),
  requestId: RequestIdSchema,
  reason: z.string().optional(),
});
export type CancelledNotificationParams = z.infer<typeof CancelledNotificationParamsSchema>;

export const CancelledNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.cancelled),
  params: CancelledNotificationParamsSchema,
});
export type CancelledNotification = z.infer<typeof CancelledNotificationSchema>;

/** A log entry; `data` is required and may be any JSON, `null` included. Deprecated with Logging. */
export const LoggingMessageNotificationParamsSchema = z.looseObject({
  _meta: NotificationMetaObjectSchema.optional(),
  level: LoggingLevelSchema,
  logger: z.string().optional(),
  data: z.unknown(),
});
export type LoggingMessageNotificationParams = z.infer<typeof LoggingMessageNotificationParamsSchema>;

export const LoggingMessageNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.message),
  params: LoggingMessageNotificationParamsSchema,
});
export type LoggingMessageNotification = z.infer<typeof LoggingMessageNotificationSchema>;
