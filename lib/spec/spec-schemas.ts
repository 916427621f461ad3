import type { z } from 'zod';
import { AnnotationsSchema, RoleSchema } from './annotations';
import {
  CallToolRequestParamsSchema,
  CallToolRequestSchema,
  CallToolResultResponseSchema,
  CallToolResultSchema,
} from './call-tool';
import { ClientCapabilitiesSchema, ServerCapabilitiesSchema } from './capabilities';
import {
  CompleteRequestParamsSchema,
  CompleteRequestSchema,
  CompleteResultResponseSchema,
  CompleteResultSchema,
  PromptReferenceSchema,
  ResourceTemplateReferenceSchema,
} from './completion';
import {
  AudioContentSchema,
  ContentBlockSchema,
  EmbeddedResourceSchema,
  ImageContentSchema,
  ResourceLinkSchema,
  TextContentSchema,
} from './content';
import { DiscoverRequestSchema, DiscoverResultResponseSchema, DiscoverResultSchema } from './discover';
import {
  ElicitRequestFormParamsSchema,
  ElicitRequestParamsSchema,
  ElicitRequestSchema,
  ElicitRequestURLParamsSchema,
  ElicitResultSchema,
} from './elicitation';
import {
  ErrorSchema,
  HeaderMismatchErrorSchema,
  InternalErrorSchema,
  InvalidParamsErrorSchema,
  InvalidRequestErrorSchema,
  MethodNotFoundErrorSchema,
  MissingRequiredClientCapabilityErrorSchema,
  ParseErrorSchema,
  UnsupportedProtocolVersionErrorSchema,
} from './errors';
import { IconSchema, IconsSchema } from './icon';
import { ProgressTokenSchema, RequestIdSchema } from './ids';
import { BaseMetadataSchema, ImplementationSchema } from './implementation';
import { JSONArraySchema, JSONObjectSchema, JSONValueSchema } from './json-value';
import {
  JSONRPCErrorResponseSchema,
  JSONRPCMessageSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  JSONRPCResponseSchema,
  JSONRPCResultResponseSchema,
  NotificationSchema,
  PaginatedRequestSchema,
  RequestSchema,
} from './jsonrpc';
import { ListToolsRequestSchema, ListToolsResultResponseSchema, ListToolsResultSchema } from './list-tools';
import { LoggingLevelSchema } from './logging-level';
import {
  ClientNotificationSchema,
  ClientRequestSchema,
  ServerNotificationSchema,
  ServerResultSchema,
} from './message-unions';
import {
  MetaObjectSchema,
  NotificationMetaObjectSchema,
  RequestMetaObjectSchema,
  ResultMetaObjectSchema,
} from './meta';
import {
  InputRequestSchema,
  InputRequestsSchema,
  InputRequiredResultSchema,
  InputResponseRequestParamsSchema,
  InputResponseSchema,
  InputResponsesSchema,
} from './mrtr';
import {
  CancelledNotificationParamsSchema,
  CancelledNotificationSchema,
  LoggingMessageNotificationParamsSchema,
  LoggingMessageNotificationSchema,
  ProgressNotificationParamsSchema,
  ProgressNotificationSchema,
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationParamsSchema,
  ResourceUpdatedNotificationSchema,
  ToolListChangedNotificationSchema,
} from './notifications';
import {
  CursorSchema,
  NotificationParamsSchema,
  PaginatedRequestParamsSchema,
  RequestParamsSchema,
} from './params';
import {
  BooleanSchemaSchema,
  EnumSchemaSchema,
  LegacyTitledEnumSchemaSchema,
  MultiSelectEnumSchemaSchema,
  NumberSchemaSchema,
  PrimitiveSchemaDefinitionSchema,
  SingleSelectEnumSchemaSchema,
  StringSchemaSchema,
  TitledMultiSelectEnumSchemaSchema,
  TitledSingleSelectEnumSchemaSchema,
  UntitledMultiSelectEnumSchemaSchema,
  UntitledSingleSelectEnumSchemaSchema,
} from './primitive-schema';
import {
  GetPromptRequestParamsSchema,
  GetPromptRequestSchema,
  GetPromptResultResponseSchema,
  GetPromptResultSchema,
  ListPromptsRequestSchema,
  ListPromptsResultResponseSchema,
  ListPromptsResultSchema,
  PromptArgumentSchema,
  PromptMessageSchema,
  PromptSchema,
} from './prompts';
import { ResourceSchema, ResourceTemplateSchema } from './resource';
import {
  BlobResourceContentsSchema,
  ResourceContentsSchema,
  TextResourceContentsSchema,
} from './resource-contents';
import {
  ListResourcesRequestSchema,
  ListResourcesResultResponseSchema,
  ListResourcesResultSchema,
  ListResourceTemplatesRequestSchema,
  ListResourceTemplatesResultResponseSchema,
  ListResourceTemplatesResultSchema,
  ReadResourceRequestParamsSchema,
  ReadResourceRequestSchema,
  ReadResourceResultResponseSchema,
  ReadResourceResultSchema,
  ResourceRequestParamsSchema,
} from './resources';
import {
  CacheableResultSchema,
  ClientResultSchema,
  EmptyResultSchema,
  PaginatedResultSchema,
  ResultSchema,
  ResultTypeSchema,
} from './result';
import { ListRootsRequestSchema, ListRootsResultSchema, RootSchema } from './roots';
import {
  CreateMessageRequestParamsSchema,
  CreateMessageRequestSchema,
  CreateMessageResultSchema,
  ModelHintSchema,
  ModelPreferencesSchema,
  SamplingMessageContentBlockSchema,
  SamplingMessageSchema,
  ToolChoiceSchema,
  ToolResultContentSchema,
  ToolUseContentSchema,
} from './sampling';
import {
  SubscriptionFilterSchema,
  SubscriptionsAcknowledgedNotificationParamsSchema,
  SubscriptionsAcknowledgedNotificationSchema,
  SubscriptionsListenRequestParamsSchema,
  SubscriptionsListenRequestSchema,
  SubscriptionsListenResultMetaObjectSchema,
  SubscriptionsListenResultResponseSchema,
  SubscriptionsListenResultSchema,
} from './subscriptions';
import { ToolAnnotationsSchema, ToolSchema } from './tool';

const registry = {
  Annotations: AnnotationsSchema,
  AudioContent: AudioContentSchema,
  BaseMetadata: BaseMetadataSchema,
  BlobResourceContents: BlobResourceContentsSchema,
  BooleanSchema: BooleanSchemaSchema,
  CacheableResult: CacheableResultSchema,
  CallToolRequest: CallToolRequestSchema,
  CallToolRequestParams: CallToolRequestParamsSchema,
  CallToolResult: CallToolResultSchema,
  CallToolResultResponse: CallToolResultResponseSchema,
  CancelledNotification: CancelledNotificationSchema,
  CancelledNotificationParams: CancelledNotificationParamsSchema,
  ClientCapabilities: ClientCapabilitiesSchema,
  ClientNotification: ClientNotificationSchema,
  ClientRequest: ClientRequestSchema,
  ClientResult: ClientResultSchema,
  CompleteRequest: CompleteRequestSchema,
  CompleteRequestParams: CompleteRequestParamsSchema,
  CompleteResult: CompleteResultSchema,
  CompleteResultResponse: CompleteResultResponseSchema,
  ContentBlock: ContentBlockSchema,
  CreateMessageRequest: CreateMessageRequestSchema,
  CreateMessageRequestParams: CreateMessageRequestParamsSchema,
  CreateMessageResult: CreateMessageResultSchema,
  Cursor: CursorSchema,
  DiscoverRequest: DiscoverRequestSchema,
  DiscoverResult: DiscoverResultSchema,
  DiscoverResultResponse: DiscoverResultResponseSchema,
  ElicitRequest: ElicitRequestSchema,
  ElicitRequestFormParams: ElicitRequestFormParamsSchema,
  ElicitRequestParams: ElicitRequestParamsSchema,
  ElicitRequestURLParams: ElicitRequestURLParamsSchema,
  ElicitResult: ElicitResultSchema,
  EmbeddedResource: EmbeddedResourceSchema,
  EmptyResult: EmptyResultSchema,
  EnumSchema: EnumSchemaSchema,
  Error: ErrorSchema,
  GetPromptRequest: GetPromptRequestSchema,
  GetPromptRequestParams: GetPromptRequestParamsSchema,
  GetPromptResult: GetPromptResultSchema,
  GetPromptResultResponse: GetPromptResultResponseSchema,
  HeaderMismatchError: HeaderMismatchErrorSchema,
  Icon: IconSchema,
  Icons: IconsSchema,
  ImageContent: ImageContentSchema,
  Implementation: ImplementationSchema,
  InputRequest: InputRequestSchema,
  InputRequests: InputRequestsSchema,
  InputRequiredResult: InputRequiredResultSchema,
  InputResponse: InputResponseSchema,
  InputResponseRequestParams: InputResponseRequestParamsSchema,
  InputResponses: InputResponsesSchema,
  InternalError: InternalErrorSchema,
  InvalidParamsError: InvalidParamsErrorSchema,
  InvalidRequestError: InvalidRequestErrorSchema,
  JSONArray: JSONArraySchema,
  JSONObject: JSONObjectSchema,
  JSONRPCErrorResponse: JSONRPCErrorResponseSchema,
  JSONRPCMessage: JSONRPCMessageSchema,
  JSONRPCNotification: JSONRPCNotificationSchema,
  JSONRPCRequest: JSONRPCRequestSchema,
  JSONRPCResponse: JSONRPCResponseSchema,
  JSONRPCResultResponse: JSONRPCResultResponseSchema,
  JSONValue: JSONValueSchema,
  LegacyTitledEnumSchema: LegacyTitledEnumSchemaSchema,
  ListPromptsRequest: ListPromptsRequestSchema,
  ListPromptsResult: ListPromptsResultSchema,
  ListPromptsResultResponse: ListPromptsResultResponseSchema,
  ListResourceTemplatesRequest: ListResourceTemplatesRequestSchema,
  ListResourceTemplatesResult: ListResourceTemplatesResultSchema,
  ListResourceTemplatesResultResponse: ListResourceTemplatesResultResponseSchema,
  ListResourcesRequest: ListResourcesRequestSchema,
  ListResourcesResult: ListResourcesResultSchema,
  ListResourcesResultResponse: ListResourcesResultResponseSchema,
  ListRootsRequest: ListRootsRequestSchema,
  ListRootsResult: ListRootsResultSchema,
  ListToolsRequest: ListToolsRequestSchema,
  ListToolsResult: ListToolsResultSchema,
  ListToolsResultResponse: ListToolsResultResponseSchema,
  LoggingLevel: LoggingLevelSchema,
  LoggingMessageNotification: LoggingMessageNotificationSchema,
  LoggingMessageNotificationParams: LoggingMessageNotificationParamsSchema,
  MetaObject: MetaObjectSchema,
  MethodNotFoundError: MethodNotFoundErrorSchema,
  MissingRequiredClientCapabilityError: MissingRequiredClientCapabilityErrorSchema,
  ModelHint: ModelHintSchema,
  ModelPreferences: ModelPreferencesSchema,
  MultiSelectEnumSchema: MultiSelectEnumSchemaSchema,
  Notification: NotificationSchema,
  NotificationMetaObject: NotificationMetaObjectSchema,
  NotificationParams: NotificationParamsSchema,
  NumberSchema: NumberSchemaSchema,
  PaginatedRequest: PaginatedRequestSchema,
  PaginatedRequestParams: PaginatedRequestParamsSchema,
  PaginatedResult: PaginatedResultSchema,
  ParseError: ParseErrorSchema,
  PrimitiveSchemaDefinition: PrimitiveSchemaDefinitionSchema,
  ProgressNotification: ProgressNotificationSchema,
  ProgressNotificationParams: ProgressNotificationParamsSchema,
  ProgressToken: ProgressTokenSchema,
  Prompt: PromptSchema,
  PromptArgument: PromptArgumentSchema,
  PromptListChangedNotification: PromptListChangedNotificationSchema,
  PromptMessage: PromptMessageSchema,
  PromptReference: PromptReferenceSchema,
  ReadResourceRequest: ReadResourceRequestSchema,
  ReadResourceRequestParams: ReadResourceRequestParamsSchema,
  ReadResourceResult: ReadResourceResultSchema,
  ReadResourceResultResponse: ReadResourceResultResponseSchema,
  Request: RequestSchema,
  RequestId: RequestIdSchema,
  RequestMetaObject: RequestMetaObjectSchema,
  RequestParams: RequestParamsSchema,
  Resource: ResourceSchema,
  ResourceContents: ResourceContentsSchema,
  ResourceLink: ResourceLinkSchema,
  ResourceListChangedNotification: ResourceListChangedNotificationSchema,
  ResourceRequestParams: ResourceRequestParamsSchema,
  ResourceTemplate: ResourceTemplateSchema,
  ResourceTemplateReference: ResourceTemplateReferenceSchema,
  ResourceUpdatedNotification: ResourceUpdatedNotificationSchema,
  ResourceUpdatedNotificationParams: ResourceUpdatedNotificationParamsSchema,
  Result: ResultSchema,
  ResultMetaObject: ResultMetaObjectSchema,
  ResultType: ResultTypeSchema,
  Role: RoleSchema,
  Root: RootSchema,
  SamplingMessage: SamplingMessageSchema,
  SamplingMessageContentBlock: SamplingMessageContentBlockSchema,
  ServerCapabilities: ServerCapabilitiesSchema,
  ServerNotification: ServerNotificationSchema,
  ServerResult: ServerResultSchema,
  SingleSelectEnumSchema: SingleSelectEnumSchemaSchema,
  StringSchema: StringSchemaSchema,
  SubscriptionFilter: SubscriptionFilterSchema,
  SubscriptionsAcknowledgedNotification: SubscriptionsAcknowledgedNotificationSchema,
  SubscriptionsAcknowledgedNotificationParams: SubscriptionsAcknowledgedNotificationParamsSchema,
  SubscriptionsListenRequest: SubscriptionsListenRequestSchema,
  SubscriptionsListenRequestParams: SubscriptionsListenRequestParamsSchema,
  SubscriptionsListenResult: SubscriptionsListenResultSchema,
  SubscriptionsListenResultMetaObject: SubscriptionsListenResultMetaObjectSchema,
  SubscriptionsListenResultResponse: SubscriptionsListenResultResponseSchema,
  TextContent: TextContentSchema,
  TextResourceContents: TextResourceContentsSchema,
  TitledMultiSelectEnumSchema: TitledMultiSelectEnumSchemaSchema,
  TitledSingleSelectEnumSchema: TitledSingleSelectEnumSchemaSchema,
  Tool: ToolSchema,
  ToolAnnotations: ToolAnnotationsSchema,
  ToolChoice: ToolChoiceSchema,
  ToolListChangedNotification: ToolListChangedNotificationSchema,
  ToolResultContent: ToolResultContentSchema,
  ToolUseContent: ToolUseContentSchema,
  UnsupportedProtocolVersionError: UnsupportedProtocolVersionErrorSchema,
  UntitledMultiSelectEnumSchema: UntitledMultiSelectEnumSchemaSchema,
  UntitledSingleSelectEnumSchema: UntitledSingleSelectEnumSchemaSchema,
} satisfies Record<string, z.ZodType>;

/** A `$defs` name of the 2026-07-28 schema. */
export type SpecDefName = keyof typeof registry;

/**
 * The zod schema for each official definition, keyed by its `$defs` name. Each is meant to
 * accept exactly what the official JSON Schema accepts (checked on generated documents by
 * `agreement.test.ts`); iterating this registry is how tests and the validator reach "the
 * definition called X".
 */
export const specSchemas: Readonly<Record<SpecDefName, z.ZodType>> = registry;

/** Every definition name of the official 2026-07-28 schema (`$defs`); the model covers all of them. */
export const SPEC_DEF_NAMES = Object.keys(registry) as readonly SpecDefName[];

const names = new Set<string>(SPEC_DEF_NAMES);

/** True when `name` is a definition of the 2026-07-28 schema covered by {@link specSchemas}. */
export function isSpecDefName(name: string): name is SpecDefName {
  return names.has(name);
}
