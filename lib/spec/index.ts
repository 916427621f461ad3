/**
 * The MCP 2026-07-28 model: constants, `_meta` key syntax, and zod schemas that mirror the official
 * JSON Schema definition by definition (registry: `specSchemas`), plus the 2025-11-25 shapes a
 * client meets after falling back to a legacy server (registry: `legacySpecSchemas`). Test support
 * (mutation generators, the ajv oracle) lives in `./testing` and is not exported here. The 2025-11-25
 * shapes are exported by `./legacy/index`.
 *
 * Structural checks only. The zod schemas accept exactly what the official schema accepts, so
 * the rules below, which the spec prose states but the schema does not encode, are NOT in them.
 * The validator enforces them with these helpers:
 *
 * 1. `resultType` must be `complete`, `input_required` or an extension value the client
 *    advertised; the schema takes any string (`isKnownResultType`).
 * 2. An `input_required` result needs `inputRequests` or `requestState`; the schema requires
 *    neither (`hasInputRequestsOrRequestState`).
 * 3. Only `tools/call`, `prompts/get` and `resources/read` may return `input_required`; e.g. a
 *    `tools/list` result cannot be one (`mayReturnInputRequired`).
 * 4. `CallToolResultResponse`, `ReadResourceResultResponse` and `GetPromptResultResponse` accept
 *    `{"resultType":"complete"}` with no payload, because `InputRequiredResult` only needs
 *    `resultType`: branch on `resultType` first (`effectiveResultType`), then parse with the
 *    specific result schema.
 * 5. Complete results of cacheable methods carry `ttlMs`/`cacheScope`; interim ones never do
 *    (`requiresCacheHints`). All pages of one list must share one `cacheScope` (cross-document).
 * 6. Notifications on a `subscriptions/listen` stream must carry the subscription id in
 *    `params._meta`; the schema makes it optional (`hasSubscriptionId`).
 * 7. `_meta` keys and capability `extensions` ids follow the key syntax; extension ids need a
 *    prefix (`parseMetaKey`, `isValidExtensionId`).
 * 8. Error codes follow the allocation policy: no retired -32002/-32042, no undefined codes in
 *    -32099..-32020 (`classifyErrorCode`).
 * 9. `format` is an annotation: URIs, base64 (`format: byte`), URI templates and timestamps are
 *    not checked, nor icon schemes (`javascript:` passes the schema).
 * 10. Tool name syntax and uniqueness, validity of `inputSchema`/`outputSchema` as JSON Schemas,
 *     `structuredContent` conforming to `outputSchema`, and `x-mcp-header` constraints.
 * 11. Legacy results lack `resultType` (read as `complete`) and cache hints (read `ttlMs` as 0).
 *
 * Where the schema is narrower than the TypeScript source, the model follows the schema: the
 * spec's `JSONValue` (capability values, sampling `metadata`) excludes `null` and fractional
 * numbers, and `ElicitResult.content` numbers must be integers. The validator may soften these to
 * warnings; the model reports them as structural errors.
 */
export {
  type Annotations,
  AnnotationsSchema,
  type Role,
  RoleSchema,
} from './annotations';
export {
  type CallToolRequest,
  type CallToolRequestParams,
  CallToolRequestParamsSchema,
  CallToolRequestSchema,
  type CallToolResult,
  type CallToolResultResponse,
  CallToolResultResponseSchema,
  CallToolResultSchema,
} from './call-tool';
export {
  type ClientCapabilities,
  ClientCapabilitiesSchema,
  type ServerCapabilities,
  ServerCapabilitiesSchema,
} from './capabilities';
export {
  type CompleteRequest,
  type CompleteRequestParams,
  CompleteRequestParamsSchema,
  CompleteRequestSchema,
  type CompleteResult,
  type CompleteResultResponse,
  CompleteResultResponseSchema,
  CompleteResultSchema,
  type PromptReference,
  PromptReferenceSchema,
  type ResourceTemplateReference,
  ResourceTemplateReferenceSchema,
} from './completion';
export {
  type AudioContent,
  AudioContentSchema,
  type ContentBlock,
  ContentBlockSchema,
  type EmbeddedResource,
  EmbeddedResourceSchema,
  type ImageContent,
  ImageContentSchema,
  type ResourceLink,
  ResourceLinkSchema,
  type TextContent,
  TextContentSchema,
} from './content';
export {
  CONTENT_BLOCK_TYPES,
  type ContentBlockHandlers,
  type ContentBlockType,
  contentBlockType,
  matchContentBlock,
  type TypedBlock,
} from './content-block-type';
export {
  type DiscoverRequest,
  DiscoverRequestSchema,
  type DiscoverResult,
  type DiscoverResultResponse,
  DiscoverResultResponseSchema,
  DiscoverResultSchema,
} from './discover';
export {
  ElicitContentValueSchema,
  type ElicitRequest,
  type ElicitRequestFormParams,
  ElicitRequestFormParamsSchema,
  type ElicitRequestParams,
  ElicitRequestParamsSchema,
  ElicitRequestSchema,
  type ElicitRequestURLParams,
  ElicitRequestURLParamsSchema,
  type ElicitResult,
  ElicitResultSchema,
} from './elicitation';
export {
  classifyErrorCode,
  ERROR_CODE_NAMES,
  ERROR_CODES,
  type ErrorCodeClass,
  type ErrorCodeRange,
  JSONRPC_RESERVED_RANGE,
  LEGACY_ERROR_RANGE,
  MCP_RESERVED_ERROR_RANGE,
  RETIRED_ERROR_CODES,
} from './error-codes';
export {
  type ErrorObject,
  ErrorSchema,
  type HeaderMismatchError,
  HeaderMismatchErrorSchema,
  type InternalError,
  InternalErrorSchema,
  type InvalidParamsError,
  InvalidParamsErrorSchema,
  type InvalidRequestError,
  InvalidRequestErrorSchema,
  type MethodNotFoundError,
  MethodNotFoundErrorSchema,
  type MissingRequiredClientCapabilityError,
  MissingRequiredClientCapabilityErrorSchema,
  type ParseError,
  ParseErrorSchema,
  type UnsupportedProtocolVersionError,
  UnsupportedProtocolVersionErrorSchema,
} from './errors';
export {
  ACCEPT_BOTH,
  BASE64_HEADER_PREFIX,
  BASE64_HEADER_SUFFIX,
  HEADERS,
  LEGACY_HEADERS,
  MCP_PARAM_HEADER_PREFIX,
  mcpParamHeaderName,
  sameHeaderName,
} from './headers';
export {
  type Icon,
  IconSchema,
  type Icons,
  IconsSchema,
} from './icon';
export {
  type ProgressToken,
  ProgressTokenSchema,
  type RequestId,
  RequestIdSchema,
} from './ids';
export {
  type BaseMetadata,
  BaseMetadataSchema,
  type Implementation,
  ImplementationSchema,
} from './implementation';
export { jsonInteger } from './json-integer';
export {
  AnyObjectSchema,
  type JSONArray,
  JSONArraySchema,
  type JSONObject,
  JSONObjectSchema,
  type JSONValue,
  JSONValueSchema,
} from './json-value';
export {
  JSONRPC_VERSION,
  type JSONRPCErrorResponse,
  JSONRPCErrorResponseSchema,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  type JSONRPCNotification,
  JSONRPCNotificationSchema,
  type JSONRPCRequest,
  JSONRPCRequestSchema,
  type JSONRPCResponse,
  JSONRPCResponseSchema,
  type JSONRPCResultResponse,
  JSONRPCResultResponseSchema,
  type NotificationObject,
  NotificationSchema,
  type PaginatedRequest,
  PaginatedRequestSchema,
  type RequestObject,
  RequestSchema,
} from './jsonrpc';
export {
  type ListToolsRequest,
  ListToolsRequestSchema,
  type ListToolsResult,
  type ListToolsResultResponse,
  ListToolsResultResponseSchema,
  ListToolsResultSchema,
} from './list-tools';
export { LoggingLevelSchema } from './logging-level';
export { LOGGING_LEVELS, type LoggingLevel } from './logging-levels';
export {
  type ClientNotification,
  ClientNotificationSchema,
  type ClientRequest,
  ClientRequestSchema,
  type ServerNotification,
  ServerNotificationSchema,
  type ServerResult,
  ServerResultSchema,
} from './message-unions';
export {
  type MetaObject,
  MetaObjectSchema,
  type NotificationMetaObject,
  NotificationMetaObjectSchema,
  type RequestMetaObject,
  RequestMetaObjectSchema,
  type ResultMetaObject,
  ResultMetaObjectSchema,
} from './meta';
export {
  isValidExtensionId,
  type ParsedMetaKey,
  parseMetaKey,
} from './meta-key';
export {
  isKnownMetaKey,
  META_KEYS,
  type MetaKey,
  REQUEST_META_KEYS,
  REQUIRED_REQUEST_META_KEYS,
  UNPREFIXED_RESERVED_META_KEYS,
} from './meta-keys';
export {
  CACHEABLE_METHODS,
  CLIENT_NOTIFICATION_METHODS,
  CLIENT_REQUEST_METHODS,
  type ClientRequestMethod,
  INPUT_REQUEST_METHODS,
  INPUT_REQUIRED_METHODS,
  type InputRequestMethod,
  isClientRequestMethod,
  isRemovedMethod,
  METHODS,
  NOTIFICATIONS,
  PAGINATED_METHODS,
  REMOVED_METHODS,
  type RemovedMethod,
  SERVER_NOTIFICATION_METHODS,
  type ServerNotificationMethod,
} from './methods';
export {
  type InputRequest,
  InputRequestSchema,
  type InputRequests,
  InputRequestsSchema,
  type InputRequiredResult,
  InputRequiredResultSchema,
  type InputResponse,
  type InputResponseRequestParams,
  InputResponseRequestParamsSchema,
  InputResponseSchema,
  type InputResponses,
  InputResponsesSchema,
} from './mrtr';
export {
  type CancelledNotification,
  type CancelledNotificationParams,
  CancelledNotificationParamsSchema,
  CancelledNotificationSchema,
  type LoggingMessageNotification,
  type LoggingMessageNotificationParams,
  LoggingMessageNotificationParamsSchema,
  LoggingMessageNotificationSchema,
  type ProgressNotification,
  type ProgressNotificationParams,
  ProgressNotificationParamsSchema,
  ProgressNotificationSchema,
  type PromptListChangedNotification,
  PromptListChangedNotificationSchema,
  type ResourceListChangedNotification,
  ResourceListChangedNotificationSchema,
  type ResourceUpdatedNotification,
  type ResourceUpdatedNotificationParams,
  ResourceUpdatedNotificationParamsSchema,
  ResourceUpdatedNotificationSchema,
  type ToolListChangedNotification,
  ToolListChangedNotificationSchema,
} from './notifications';
export {
  type Cursor,
  CursorSchema,
  type NotificationParams,
  NotificationParamsSchema,
  type PaginatedRequestParams,
  PaginatedRequestParamsSchema,
  type RequestParams,
  RequestParamsSchema,
} from './params';
export {
  type BooleanSchema,
  BooleanSchemaSchema,
  type EnumSchema,
  EnumSchemaSchema,
  type LegacyTitledEnumSchema,
  LegacyTitledEnumSchemaSchema,
  type MultiSelectEnumSchema,
  MultiSelectEnumSchemaSchema,
  type NumberSchema,
  NumberSchemaSchema,
  type PrimitiveSchemaDefinition,
  PrimitiveSchemaDefinitionSchema,
  type SingleSelectEnumSchema,
  SingleSelectEnumSchemaSchema,
  type StringSchema,
  StringSchemaSchema,
  type TitledMultiSelectEnumSchema,
  TitledMultiSelectEnumSchemaSchema,
  type TitledSingleSelectEnumSchema,
  TitledSingleSelectEnumSchemaSchema,
  type UntitledMultiSelectEnumSchema,
  UntitledMultiSelectEnumSchemaSchema,
  type UntitledSingleSelectEnumSchema,
  UntitledSingleSelectEnumSchemaSchema,
} from './primitive-schema';
export {
  type GetPromptRequest,
  type GetPromptRequestParams,
  GetPromptRequestParamsSchema,
  GetPromptRequestSchema,
  type GetPromptResult,
  type GetPromptResultResponse,
  GetPromptResultResponseSchema,
  GetPromptResultSchema,
  type ListPromptsRequest,
  ListPromptsRequestSchema,
  type ListPromptsResult,
  type ListPromptsResultResponse,
  ListPromptsResultResponseSchema,
  ListPromptsResultSchema,
  type Prompt,
  type PromptArgument,
  PromptArgumentSchema,
  type PromptMessage,
  PromptMessageSchema,
  PromptSchema,
} from './prompts';
export {
  effectiveResultType,
  hasInputRequestsOrRequestState,
  hasSubscriptionId,
  mayReturnInputRequired,
  requiresCacheHints,
} from './prose-rules';
export {
  type Resource,
  ResourceSchema,
  type ResourceTemplate,
  ResourceTemplateSchema,
} from './resource';
export {
  type BlobResourceContents,
  BlobResourceContentsSchema,
  type ResourceContents,
  ResourceContentsSchema,
  type TextOrBlobResourceContents,
  TextOrBlobResourceContentsSchema,
  type TextResourceContents,
  TextResourceContentsSchema,
} from './resource-contents';
export {
  type ListResourcesRequest,
  ListResourcesRequestSchema,
  type ListResourcesResult,
  type ListResourcesResultResponse,
  ListResourcesResultResponseSchema,
  ListResourcesResultSchema,
  type ListResourceTemplatesRequest,
  ListResourceTemplatesRequestSchema,
  type ListResourceTemplatesResult,
  type ListResourceTemplatesResultResponse,
  ListResourceTemplatesResultResponseSchema,
  ListResourceTemplatesResultSchema,
  type ReadResourceRequest,
  type ReadResourceRequestParams,
  ReadResourceRequestParamsSchema,
  ReadResourceRequestSchema,
  type ReadResourceResult,
  type ReadResourceResultResponse,
  ReadResourceResultResponseSchema,
  ReadResourceResultSchema,
  type ResourceRequestParams,
  ResourceRequestParamsSchema,
} from './resources';
export {
  CACHE_SCOPES,
  type CacheableResult,
  CacheableResultSchema,
  CacheScopeSchema,
  type ClientResult,
  ClientResultSchema,
  type EmptyResult,
  EmptyResultSchema,
  type PaginatedResult,
  PaginatedResultSchema,
  type Result,
  ResultSchema,
  type ResultType,
  ResultTypeSchema,
  TtlMsSchema,
} from './result';
export {
  isKnownResultType,
  type KnownResultType,
  RESULT_TYPES,
} from './result-types';
export {
  type ListRootsRequest,
  ListRootsRequestSchema,
  type ListRootsResult,
  ListRootsResultSchema,
  type Root,
  RootSchema,
} from './roots';
export {
  type CreateMessageRequest,
  type CreateMessageRequestParams,
  CreateMessageRequestParamsSchema,
  CreateMessageRequestSchema,
  type CreateMessageResult,
  CreateMessageResultSchema,
  type ModelHint,
  ModelHintSchema,
  type ModelPreferences,
  ModelPreferencesSchema,
  type SamplingMessage,
  type SamplingMessageContentBlock,
  SamplingMessageContentBlockSchema,
  SamplingMessageSchema,
  type ToolChoice,
  ToolChoiceSchema,
  type ToolResultContent,
  ToolResultContentSchema,
  type ToolUseContent,
  ToolUseContentSchema,
} from './sampling';
export {
  isSpecDefName,
  SPEC_DEF_NAMES,
  type SpecDefName,
  specSchemas,
} from './spec-schemas';
export {
  type SubscriptionFilter,
  SubscriptionFilterSchema,
  type SubscriptionsAcknowledgedNotification,
  type SubscriptionsAcknowledgedNotificationParams,
  SubscriptionsAcknowledgedNotificationParamsSchema,
  SubscriptionsAcknowledgedNotificationSchema,
  type SubscriptionsListenRequest,
  type SubscriptionsListenRequestParams,
  SubscriptionsListenRequestParamsSchema,
  SubscriptionsListenRequestSchema,
  type SubscriptionsListenResult,
  type SubscriptionsListenResultMetaObject,
  SubscriptionsListenResultMetaObjectSchema,
  type SubscriptionsListenResultResponse,
  SubscriptionsListenResultResponseSchema,
  SubscriptionsListenResultSchema,
} from './subscriptions';
export {
  type Tool,
  type ToolAnnotations,
  ToolAnnotationsSchema,
  type ToolInputSchema,
  ToolInputSchemaSchema,
  type ToolOutputSchema,
  ToolOutputSchemaSchema,
  ToolSchema,
} from './tool';
export { TOOL_ANNOTATION_DEFAULTS } from './tool-annotation-defaults';
export {
  isLegacyVersion,
  isModernVersion,
  LATEST_PROTOCOL_VERSION,
  LEGACY_PROTOCOL_VERSIONS,
  type LegacyProtocolVersion,
  MODERN_PROTOCOL_VERSIONS,
  type ModernProtocolVersion,
} from './versions';
