import { z } from 'zod';
import { CallToolRequestSchema, CallToolResultSchema } from './call-tool';
import { CompleteRequestSchema, CompleteResultSchema } from './completion';
import { DiscoverRequestSchema, DiscoverResultSchema } from './discover';
import { ListToolsRequestSchema, ListToolsResultSchema } from './list-tools';
import { InputRequiredResultSchema } from './mrtr';
import {
  CancelledNotificationSchema,
  LoggingMessageNotificationSchema,
  ProgressNotificationSchema,
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  ToolListChangedNotificationSchema,
} from './notifications';
import {
  GetPromptRequestSchema,
  GetPromptResultSchema,
  ListPromptsRequestSchema,
  ListPromptsResultSchema,
} from './prompts';
import {
  ListResourcesRequestSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesRequestSchema,
  ListResourceTemplatesResultSchema,
  ReadResourceRequestSchema,
  ReadResourceResultSchema,
} from './resources';
import { ResultSchema } from './result';
import {
  SubscriptionsAcknowledgedNotificationSchema,
  SubscriptionsListenRequestSchema,
  SubscriptionsListenResultSchema,
} from './subscriptions';

/** Any request a modern client may send, selected by `method`. */
export const ClientRequestSchema = z.discriminatedUnion('method', [
  DiscoverRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ReadResourceRequestSchema,
  SubscriptionsListenRequestSchema,
  ListPromptsRequestSchema,
  GetPromptRequestSchema,
  ListToolsRequestSchema,
  CallToolRequestSchema,
  CompleteRequestSchema,
]);
export type ClientRequest = z.infer<typeof ClientRequestSchema>;

/** The one client notification (`notifications/cancelled`, stdio). */
export const ClientNotificationSchema = CancelledNotificationSchema;
export type ClientNotification = z.infer<typeof ClientNotificationSchema>;

/** Any notification a modern server may send, selected by `method`. */
export const ServerNotificationSchema = z.discriminatedUnion('method', [
  CancelledNotificationSchema,
  ProgressNotificationSchema,
  ResourceListChangedNotificationSchema,
  SubscriptionsAcknowledgedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  PromptListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
  LoggingMessageNotificationSchema,
]);
export type ServerNotification = z.infer<typeof ServerNotificationSchema>;

/**
 * Any server result. Since plain `Result` is a member, anything with a string `resultType`
 * passes; it exists to mirror the schema, not to tell results apart.
 */
export const ServerResultSchema = z.union([
  ResultSchema,
  InputRequiredResultSchema,
  DiscoverResultSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesResultSchema,
  ReadResourceResultSchema,
  SubscriptionsListenResultSchema,
  ListPromptsResultSchema,
  GetPromptResultSchema,
  ListToolsResultSchema,
  CallToolResultSchema,
  CompleteResultSchema,
]);
export type ServerResult = z.infer<typeof ServerResultSchema>;
