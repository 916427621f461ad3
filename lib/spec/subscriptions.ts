import { z } from 'zod';
import { RequestIdSchema } from './ids';
import { ImplementationSchema } from './implementation';
import { JSONRPC_VERSION } from './jsonrpc';
import { NotificationMetaObjectSchema, RequestMetaObjectSchema } from './meta';
import { META_KEYS } from './meta-keys';
import { METHODS, NOTIFICATIONS } from './methods';
import { ResultTypeSchema } from './result';

/** Which change notifications a listen stream wants; an omitted field means "not subscribed". */
export const SubscriptionFilterSchema = z.looseObject({
  toolsListChanged: z.boolean().optional(),
  promptsListChanged: z.boolean().optional(),
  resourcesListChanged: z.boolean().optional(),
  resourceSubscriptions: z.array(z.string()).optional(),
});
export type SubscriptionFilter = z.infer<typeof SubscriptionFilterSchema>;

export const SubscriptionsListenRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  notifications: SubscriptionFilterSchema,
});
export type SubscriptionsListenRequestParams = z.infer<typeof SubscriptionsListenRequestParamsSchema>;

/** Opens a long-lived stream of change notifications; its id doubles as the subscription id. */
export const SubscriptionsListenRequestSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  method: z.literal(METHODS.subscriptionsListen),
  params: SubscriptionsListenRequestParamsSchema,
});
export type SubscriptionsListenRequest = z.infer<typeof SubscriptionsListenRequestSchema>;

/** The filter the server agreed to honour (a subset of the request's). */
export const SubscriptionsAcknowledgedNotificationParamsSchema = z.looseObject({
  _meta: NotificationMetaObjectSchema.optional(),
  notifications: SubscriptionFilterSchema,
});
export type SubscriptionsAcknowledgedNotificationParams = z.infer<
  typeof SubscriptionsAcknowledgedNotificationParamsSchema
>;

/** The first message of a listen stream. */
export const SubscriptionsAcknowledgedNotificationSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  method: z.literal(NOTIFICATIONS.subscriptionsAcknowledged),
  params: SubscriptionsAcknowledgedNotificationParamsSchema,
});
export type SubscriptionsAcknowledgedNotification = z.infer<
  typeof SubscriptionsAcknowledgedNotificationSchema
>;

/** `_meta` of a listen result: the subscription id is required. */
export const SubscriptionsListenResultMetaObjectSchema = z.looseObject({
  [META_KEYS.serverInfo]: ImplementationSchema.optional(),
  [META_KEYS.subscriptionId]: RequestIdSchema,
});
export type SubscriptionsListenResultMetaObject = z.infer<typeof SubscriptionsListenResultMetaObjectSchema>;

/** The result that ends a listen stream gracefully; `_meta` is required. */
export const SubscriptionsListenResultSchema = z.looseObject({
  _meta: SubscriptionsListenResultMetaObjectSchema,
  resultType: ResultTypeSchema,
});
export type SubscriptionsListenResult = z.infer<typeof SubscriptionsListenResultSchema>;

export const SubscriptionsListenResultResponseSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  result: SubscriptionsListenResultSchema,
});
export type SubscriptionsListenResultResponse = z.infer<typeof SubscriptionsListenResultResponseSchema>;
