import { z } from 'zod';
import { ProgressTokenSchema, RequestIdSchema } from '../ids';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { LoggingLevelSchema } from '../logging-level';
import { NOTIFICATIONS } from '../methods';
import { LegacyNotificationParamsSchema } from './envelope';
import { InitializedNotificationSchema } from './initialize';
import { TaskStatusNotificationSchema } from './tasks';

const jsonrpc = z.literal(JSONRPC_VERSION);
const meta = AnyObjectSchema.optional();

function listChanged<M extends string>(method: M) {
  return z.looseObject({
    jsonrpc,
    method: z.literal(method),
    params: LegacyNotificationParamsSchema.optional(),
  });
}

/** Unsolicited on a legacy session (no listen stream, no subscription id). */
export const LegacyToolListChangedNotificationSchema = listChanged(NOTIFICATIONS.toolsListChanged);
export type LegacyToolListChangedNotification = z.infer<typeof LegacyToolListChangedNotificationSchema>;

export const LegacyPromptListChangedNotificationSchema = listChanged(NOTIFICATIONS.promptsListChanged);
export type LegacyPromptListChangedNotification = z.infer<typeof LegacyPromptListChangedNotificationSchema>;

export const LegacyResourceListChangedNotificationSchema = listChanged(NOTIFICATIONS.resourcesListChanged);
export type LegacyResourceListChangedNotification = z.infer<
  typeof LegacyResourceListChangedNotificationSchema
>;

/** Sent by a legacy client when its roots change. */
export const RootsListChangedNotificationSchema = listChanged('notifications/roots/list_changed');
export type RootsListChangedNotification = z.infer<typeof RootsListChangedNotificationSchema>;

export const LegacyResourceUpdatedNotificationParamsSchema = z.looseObject({ _meta: meta, uri: z.string() });
export type LegacyResourceUpdatedNotificationParams = z.infer<
  typeof LegacyResourceUpdatedNotificationParamsSchema
>;

export const LegacyResourceUpdatedNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.resourcesUpdated),
  params: LegacyResourceUpdatedNotificationParamsSchema,
});
export type LegacyResourceUpdatedNotification = z.infer<typeof LegacyResourceUpdatedNotificationSchema>;

export const LegacyProgressNotificationParamsSchema = z.looseObject({
  _meta: meta,
  progressToken: ProgressTokenSchema,
  progress: z.number(),
  total: z.number().optional(),
  message: z.string().optional(),
});
export type LegacyProgressNotificationParams = z.infer<typeof LegacyProgressNotificationParamsSchema>;

export const LegacyProgressNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.progress),
  params: LegacyProgressNotificationParamsSchema,
});
export type LegacyProgressNotification = z.infer<typeof LegacyProgressNotificationSchema>;

/** Legacy cancellation: `requestId` is optional in the 2025-11-25 schema. */
export const LegacyCancelledNotificationParamsSchema = z.looseObject({
  _meta: meta,
  requestId: RequestIdSchema.optional(),
  reason: z.string().optional(),
});
export type LegacyCancelledNotificationParams = z.infer<typeof LegacyCancelledNotificationParamsSchema>;

export const LegacyCancelledNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.cancelled),
  params: LegacyCancelledNotificationParamsSchema,
});
export type LegacyCancelledNotification = z.infer<typeof LegacyCancelledNotificationSchema>;

export const LegacyLoggingMessageNotificationParamsSchema = z.looseObject({
  _meta: meta,
  level: LoggingLevelSchema,
  logger: z.string().optional(),
  data: z.unknown(),
});
export type LegacyLoggingMessageNotificationParams = z.infer<
  typeof LegacyLoggingMessageNotificationParamsSchema
>;

export const LegacyLoggingMessageNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal(NOTIFICATIONS.message),
  params: LegacyLoggingMessageNotificationParamsSchema,
});
export type LegacyLoggingMessageNotification = z.infer<typeof LegacyLoggingMessageNotificationSchema>;

/** End of a URL elicitation (2025-11-25 only). */
export const ElicitationCompleteNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal('notifications/elicitation/complete'),
  params: z.looseObject({ elicitationId: z.string() }),
});
export type ElicitationCompleteNotification = z.infer<typeof ElicitationCompleteNotificationSchema>;

/** Any notification a legacy server may send, selected by `method`. */
export const LegacyServerNotificationSchema = z.discriminatedUnion('method', [
  LegacyCancelledNotificationSchema,
  LegacyProgressNotificationSchema,
  LegacyResourceListChangedNotificationSchema,
  LegacyResourceUpdatedNotificationSchema,
  LegacyPromptListChangedNotificationSchema,
  LegacyToolListChangedNotificationSchema,
  TaskStatusNotificationSchema,
  LegacyLoggingMessageNotificationSchema,
  ElicitationCompleteNotificationSchema,
]);
export type LegacyServerNotification = z.infer<typeof LegacyServerNotificationSchema>;

/** Any notification a legacy client may send, selected by `method`. */
export const LegacyClientNotificationSchema = z.discriminatedUnion('method', [
  LegacyCancelledNotificationSchema,
  InitializedNotificationSchema,
  LegacyProgressNotificationSchema,
  TaskStatusNotificationSchema,
  RootsListChangedNotificationSchema,
]);
export type LegacyClientNotification = z.infer<typeof LegacyClientNotificationSchema>;
