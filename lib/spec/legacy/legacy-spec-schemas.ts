import type { z } from 'zod';
import { AnnotationsSchema, RoleSchema } from '../annotations';
import {
  AudioContentSchema,
  ContentBlockSchema,
  EmbeddedResourceSchema,
  ImageContentSchema,
  ResourceLinkSchema,
  TextContentSchema,
} from '../content';
import { ErrorSchema } from '../errors';
import { IconSchema, IconsSchema } from '../icon';
import { ProgressTokenSchema, RequestIdSchema } from '../ids';
import { BaseMetadataSchema, ImplementationSchema } from '../implementation';
import {
  JSONRPCErrorResponseSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  NotificationSchema,
  RequestSchema,
} from '../jsonrpc';
import { LoggingLevelSchema } from '../logging-level';
import { CursorSchema } from '../params';
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
} from '../primitive-schema';
import {
  BlobResourceContentsSchema,
  ResourceContentsSchema,
  TextResourceContentsSchema,
} from '../resource-contents';
import { RootSchema } from '../roots';
import { ModelHintSchema, ModelPreferencesSchema, ToolChoiceSchema, ToolUseContentSchema } from '../sampling';
import { ToolAnnotationsSchema } from '../tool';
import {
  LegacyElicitRequestFormParamsSchema,
  LegacyElicitRequestParamsSchema,
  LegacyElicitRequestSchema,
  LegacyElicitRequestURLParamsSchema,
  LegacyElicitResultSchema,
  URLElicitationRequiredErrorSchema,
} from './elicitation';
import {
  LegacyEmptyResultSchema,
  LegacyJSONRPCMessageSchema,
  LegacyJSONRPCResponseSchema,
  LegacyJSONRPCResultResponseSchema,
  LegacyNotificationParamsSchema,
  LegacyPaginatedRequestParamsSchema,
  LegacyPaginatedResultSchema,
  LegacyRequestParamsSchema,
  LegacyResultSchema,
  PingRequestSchema,
} from './envelope';
import {
  InitializedNotificationSchema,
  InitializeRequestParamsSchema,
  InitializeRequestSchema,
  InitializeResultSchema,
  LegacyClientCapabilitiesSchema,
  LegacyServerCapabilitiesSchema,
} from './initialize';
import {
  ElicitationCompleteNotificationSchema,
  LegacyCancelledNotificationParamsSchema,
  LegacyCancelledNotificationSchema,
  LegacyClientNotificationSchema,
  LegacyLoggingMessageNotificationParamsSchema,
  LegacyLoggingMessageNotificationSchema,
  LegacyProgressNotificationParamsSchema,
  LegacyProgressNotificationSchema,
  LegacyPromptListChangedNotificationSchema,
  LegacyResourceListChangedNotificationSchema,
  LegacyResourceUpdatedNotificationParamsSchema,
  LegacyResourceUpdatedNotificationSchema,
  LegacyServerNotificationSchema,
  LegacyToolListChangedNotificationSchema,
  RootsListChangedNotificationSchema,
} from './notifications';
import {
  LegacyCreateMessageRequestParamsSchema,
  LegacyCreateMessageRequestSchema,
  LegacyCreateMessageResultSchema,
  LegacySamplingMessageContentBlockSchema,
  LegacySamplingMessageSchema,
  LegacyToolResultContentSchema,
} from './sampling';
import {
  LegacyListRootsRequestSchema,
  LegacyListRootsResultSchema,
  LegacyServerRequestSchema,
} from './server-request';
import {
  CancelTaskRequestSchema,
  CancelTaskResultSchema,
  CreateTaskResultSchema,
  GetTaskPayloadRequestSchema,
  GetTaskPayloadResultSchema,
  GetTaskRequestSchema,
  GetTaskResultSchema,
  ListTasksRequestSchema,
  ListTasksResultSchema,
  RelatedTaskMetadataSchema,
  TaskAugmentedRequestParamsSchema,
  TaskMetadataSchema,
  TaskSchema,
  TaskStatusNotificationParamsSchema,
  TaskStatusNotificationSchema,
  TaskStatusSchema,
} from './tasks';
import {
  LegacyCallToolRequestParamsSchema,
  LegacyCallToolRequestSchema,
  LegacyCallToolResultSchema,
  LegacyListToolsRequestSchema,
  LegacyListToolsResultSchema,
  LegacyToolSchema,
  ToolExecutionSchema,
} from './tool';

const registry = {
  Annotations: AnnotationsSchema,
  AudioContent: AudioContentSchema,
  BaseMetadata: BaseMetadataSchema,
  BlobResourceContents: BlobResourceContentsSchema,
  BooleanSchema: BooleanSchemaSchema,
  CallToolRequest: LegacyCallToolRequestSchema,
  CallToolRequestParams: LegacyCallToolRequestParamsSchema,
  CallToolResult: LegacyCallToolResultSchema,
  CancelTaskRequest: CancelTaskRequestSchema,
  CancelTaskResult: CancelTaskResultSchema,
  CancelledNotification: LegacyCancelledNotificationSchema,
  CancelledNotificationParams: LegacyCancelledNotificationParamsSchema,
  ClientCapabilities: LegacyClientCapabilitiesSchema,
  ClientNotification: LegacyClientNotificationSchema,
  ContentBlock: ContentBlockSchema,
  CreateMessageRequest: LegacyCreateMessageRequestSchema,
  CreateMessageRequestParams: LegacyCreateMessageRequestParamsSchema,
  CreateMessageResult: LegacyCreateMessageResultSchema,
  CreateTaskResult: CreateTaskResultSchema,
  Cursor: CursorSchema,
  ElicitRequest: LegacyElicitRequestSchema,
  ElicitRequestFormParams: LegacyElicitRequestFormParamsSchema,
  ElicitRequestParams: LegacyElicitRequestParamsSchema,
  ElicitRequestURLParams: LegacyElicitRequestURLParamsSchema,
  ElicitResult: LegacyElicitResultSchema,
  ElicitationCompleteNotification: ElicitationCompleteNotificationSchema,
  EmbeddedResource: EmbeddedResourceSchema,
  EmptyResult: LegacyEmptyResultSchema,
  EnumSchema: EnumSchemaSchema,
  Error: ErrorSchema,
  GetTaskPayloadRequest: GetTaskPayloadRequestSchema,
  GetTaskPayloadResult: GetTaskPayloadResultSchema,
  GetTaskRequest: GetTaskRequestSchema,
  GetTaskResult: GetTaskResultSchema,
  Icon: IconSchema,
  Icons: IconsSchema,
  ImageContent: ImageContentSchema,
  Implementation: ImplementationSchema,
  InitializeRequest: InitializeRequestSchema,
  InitializeRequestParams: InitializeRequestParamsSchema,
  InitializeResult: InitializeResultSchema,
  InitializedNotification: InitializedNotificationSchema,
  JSONRPCErrorResponse: JSONRPCErrorResponseSchema,
  JSONRPCMessage: LegacyJSONRPCMessageSchema,
  JSONRPCNotification: JSONRPCNotificationSchema,
  JSONRPCRequest: JSONRPCRequestSchema,
  JSONRPCResponse: LegacyJSONRPCResponseSchema,
  JSONRPCResultResponse: LegacyJSONRPCResultResponseSchema,
  LegacyTitledEnumSchema: LegacyTitledEnumSchemaSchema,
  ListRootsRequest: LegacyListRootsRequestSchema,
  ListRootsResult: LegacyListRootsResultSchema,
  ListTasksRequest: ListTasksRequestSchema,
  ListTasksResult: ListTasksResultSchema,
  ListToolsRequest: LegacyListToolsRequestSchema,
  ListToolsResult: LegacyListToolsResultSchema,
  LoggingLevel: LoggingLevelSchema,
  LoggingMessageNotification: LegacyLoggingMessageNotificationSchema,
  LoggingMessageNotificationParams: LegacyLoggingMessageNotificationParamsSchema,
  ModelHint: ModelHintSchema,
  ModelPreferences: ModelPreferencesSchema,
  MultiSelectEnumSchema: MultiSelectEnumSchemaSchema,
  Notification: NotificationSchema,
  NotificationParams: LegacyNotificationParamsSchema,
  NumberSchema: NumberSchemaSchema,
  PaginatedRequestParams: LegacyPaginatedRequestParamsSchema,
  PaginatedResult: LegacyPaginatedResultSchema,
  PingRequest: PingRequestSchema,
  PrimitiveSchemaDefinition: PrimitiveSchemaDefinitionSchema,
  ProgressNotification: LegacyProgressNotificationSchema,
  ProgressNotificationParams: LegacyProgressNotificationParamsSchema,
  ProgressToken: ProgressTokenSchema,
  PromptListChangedNotification: LegacyPromptListChangedNotificationSchema,
  RelatedTaskMetadata: RelatedTaskMetadataSchema,
  Request: RequestSchema,
  RequestId: RequestIdSchema,
  RequestParams: LegacyRequestParamsSchema,
  ResourceContents: ResourceContentsSchema,
  ResourceLink: ResourceLinkSchema,
  ResourceListChangedNotification: LegacyResourceListChangedNotificationSchema,
  ResourceUpdatedNotification: LegacyResourceUpdatedNotificationSchema,
  ResourceUpdatedNotificationParams: LegacyResourceUpdatedNotificationParamsSchema,
  Result: LegacyResultSchema,
  Role: RoleSchema,
  Root: RootSchema,
  RootsListChangedNotification: RootsListChangedNotificationSchema,
  SamplingMessage: LegacySamplingMessageSchema,
  SamplingMessageContentBlock: LegacySamplingMessageContentBlockSchema,
  ServerCapabilities: LegacyServerCapabilitiesSchema,
  ServerNotification: LegacyServerNotificationSchema,
  ServerRequest: LegacyServerRequestSchema,
  SingleSelectEnumSchema: SingleSelectEnumSchemaSchema,
  StringSchema: StringSchemaSchema,
  Task: TaskSchema,
  TaskAugmentedRequestParams: TaskAugmentedRequestParamsSchema,
  TaskMetadata: TaskMetadataSchema,
  TaskStatus: TaskStatusSchema,
  TaskStatusNotification: TaskStatusNotificationSchema,
  TaskStatusNotificationParams: TaskStatusNotificationParamsSchema,
  TextContent: TextContentSchema,
  TextResourceContents: TextResourceContentsSchema,
  TitledMultiSelectEnumSchema: TitledMultiSelectEnumSchemaSchema,
  TitledSingleSelectEnumSchema: TitledSingleSelectEnumSchemaSchema,
  Tool: LegacyToolSchema,
  ToolAnnotations: ToolAnnotationsSchema,
  ToolChoice: ToolChoiceSchema,
  ToolExecution: ToolExecutionSchema,
  ToolListChangedNotification: LegacyToolListChangedNotificationSchema,
  ToolResultContent: LegacyToolResultContentSchema,
  ToolUseContent: ToolUseContentSchema,
  URLElicitationRequiredError: URLElicitationRequiredErrorSchema,
  UntitledMultiSelectEnumSchema: UntitledMultiSelectEnumSchemaSchema,
  UntitledSingleSelectEnumSchema: UntitledSingleSelectEnumSchemaSchema,
} satisfies Record<string, z.ZodType>;

/** A covered `$defs` name of the 2025-11-25 schema. */
export type LegacySpecDefName = keyof typeof registry;

/**
 * The zod schema for each covered 2025-11-25 definition, keyed by its `$defs` name in that
 * version's schema. Where a definition did not change, the 2026-07-28 schema is re-used.
 */
export const legacySpecSchemas: Readonly<Record<LegacySpecDefName, z.ZodType>> = registry;

/**
 * The 2025-11-25 definitions a client meets after falling back to a legacy server: the handshake,
 * tools, JSON-RPC envelopes, ping, tasks, and the server→client requests and notifications of a
 * legacy stream, with everything they reference. Prompts, resources, completion, logging/setLevel
 * and resource subscriptions of that version are not modelled.
 */
export const LEGACY_SPEC_DEF_NAMES = Object.keys(registry) as readonly LegacySpecDefName[];
