import type { z } from 'zod';
import { AnnotationsSchema, RoleSchema } from '../annotations';
import {
  AudioContentSchema,
  EmbeddedResourceSchema,
  ImageContentSchema,
  TextContentSchema,
} from '../content';
import { ProgressTokenSchema, RequestIdSchema } from '../ids';
import { BaseMetadataSchema } from '../implementation';
import { CursorSchema } from '../params';
import {
  BlobResourceContentsSchema,
  ResourceContentsSchema,
  TextResourceContentsSchema,
} from '../resource-contents';
import { ToolAnnotationsSchema } from '../tool';
import {
  CancelledNotification20250618Schema,
  ClientCapabilities20250618Schema,
  Implementation20250618Schema,
  InitializedNotification20250618Schema,
  InitializeRequest20250618Schema,
  InitializeResult20250618Schema,
  JSONRPCError20250618Schema,
  JSONRPCMessage20250618Schema,
  JSONRPCNotification20250618Schema,
  JSONRPCRequest20250618Schema,
  JSONRPCResponse20250618Schema,
  LoggingMessageNotification20250618Schema,
  Notification20250618Schema,
  PingRequest20250618Schema,
  ProgressNotification20250618Schema,
  Result20250618Schema,
  ServerCapabilities20250618Schema,
  ToolListChangedNotification20250618Schema,
} from './messages';
import {
  CallToolRequest20250618Schema,
  CallToolResult20250618Schema,
  ContentBlock20250618Schema,
  ListToolsRequest20250618Schema,
  ListToolsResult20250618Schema,
  Resource20250618Schema,
  ResourceLink20250618Schema,
  Tool20250618Schema,
} from './tools';

const registry = {
  Annotations: AnnotationsSchema,
  AudioContent: AudioContentSchema,
  BaseMetadata: BaseMetadataSchema,
  BlobResourceContents: BlobResourceContentsSchema,
  CallToolRequest: CallToolRequest20250618Schema,
  CallToolResult: CallToolResult20250618Schema,
  CancelledNotification: CancelledNotification20250618Schema,
  ClientCapabilities: ClientCapabilities20250618Schema,
  ContentBlock: ContentBlock20250618Schema,
  Cursor: CursorSchema,
  EmbeddedResource: EmbeddedResourceSchema,
  EmptyResult: Result20250618Schema,
  ImageContent: ImageContentSchema,
  Implementation: Implementation20250618Schema,
  InitializeRequest: InitializeRequest20250618Schema,
  InitializeResult: InitializeResult20250618Schema,
  InitializedNotification: InitializedNotification20250618Schema,
  JSONRPCError: JSONRPCError20250618Schema,
  JSONRPCMessage: JSONRPCMessage20250618Schema,
  JSONRPCNotification: JSONRPCNotification20250618Schema,
  JSONRPCRequest: JSONRPCRequest20250618Schema,
  JSONRPCResponse: JSONRPCResponse20250618Schema,
  ListToolsRequest: ListToolsRequest20250618Schema,
  ListToolsResult: ListToolsResult20250618Schema,
  LoggingMessageNotification: LoggingMessageNotification20250618Schema,
  Notification: Notification20250618Schema,
  PingRequest: PingRequest20250618Schema,
  ProgressNotification: ProgressNotification20250618Schema,
  ProgressToken: ProgressTokenSchema,
  RequestId: RequestIdSchema,
  Resource: Resource20250618Schema,
  ResourceContents: ResourceContentsSchema,
  ResourceLink: ResourceLink20250618Schema,
  Result: Result20250618Schema,
  Role: RoleSchema,
  ServerCapabilities: ServerCapabilities20250618Schema,
  TextContent: TextContentSchema,
  TextResourceContents: TextResourceContentsSchema,
  Tool: Tool20250618Schema,
  ToolAnnotations: ToolAnnotationsSchema,
  ToolListChangedNotification: ToolListChangedNotification20250618Schema,
} satisfies Record<string, z.ZodType>;

/** A modelled definition name of the 2025-06-18 schema (`definitions`, draft-07). */
export type Spec20250618DefName = keyof typeof registry;

/**
 * The zod schema for each modelled 2025-06-18 definition, keyed by its name in that version's
 * schema. Only the tool-related parts are modelled: tools, tool results, content blocks, the
 * JSON-RPC envelopes, the handshake and the notifications a tools client meets. Prompts,
 * resources (beyond content), sampling, elicitation, roots and completion are not.
 */
export const spec20250618Schemas: Readonly<Record<Spec20250618DefName, z.ZodType>> = registry;

export const SPEC_2025_06_18_DEF_NAMES = Object.keys(registry) as readonly Spec20250618DefName[];
