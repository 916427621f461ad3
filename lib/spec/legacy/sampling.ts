import { z } from 'zod';
import { RoleSchema } from '../annotations';
import { AudioContentSchema, ContentBlockSchema, ImageContentSchema, TextContentSchema } from '../content';
import { RequestIdSchema } from '../ids';
import { jsonInteger } from '../json-integer';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { METHODS } from '../methods';
import { ModelPreferencesSchema, ToolChoiceSchema, ToolUseContentSchema } from '../sampling';
import { LegacyRequestMetaSchema } from './envelope';
import { TaskMetadataSchema } from './tasks';
import { LegacyToolSchema } from './tool';

/** A tool result inside a legacy sampling message: `structuredContent` must be an object. */
export const LegacyToolResultContentSchema = z.looseObject({
  type: z.literal('tool_result'),
  toolUseId: z.string(),
  content: z.array(ContentBlockSchema),
  structuredContent: z.record(z.string(), z.unknown()).optional(),
  isError: z.boolean().optional(),
  _meta: AnyObjectSchema.optional(),
});
export type LegacyToolResultContent = z.infer<typeof LegacyToolResultContentSchema>;

export const LegacySamplingMessageContentBlockSchema = z.discriminatedUnion('type', [
  TextContentSchema,
  ImageContentSchema,
  AudioContentSchema,
  ToolUseContentSchema,
  LegacyToolResultContentSchema,
]);
export type LegacySamplingMessageContentBlock = z.infer<typeof LegacySamplingMessageContentBlockSchema>;

const content = z.union([
  LegacySamplingMessageContentBlockSchema,
  z.array(LegacySamplingMessageContentBlockSchema),
]);

export const LegacySamplingMessageSchema = z.looseObject({
  role: RoleSchema,
  content,
  _meta: AnyObjectSchema.optional(),
});
export type LegacySamplingMessage = z.infer<typeof LegacySamplingMessageSchema>;

/** Legacy sampling params: `metadata` is any object; tools are legacy tools; optional `task`. */
export const LegacyCreateMessageRequestParamsSchema = z.looseObject({
  _meta: LegacyRequestMetaSchema.optional(),
  task: TaskMetadataSchema.optional(),
  messages: z.array(LegacySamplingMessageSchema),
  modelPreferences: ModelPreferencesSchema.optional(),
  systemPrompt: z.string().optional(),
  includeContext: z.enum(['none', 'thisServer', 'allServers']).optional(),
  temperature: z.number().optional(),
  maxTokens: jsonInteger(),
  stopSequences: z.array(z.string()).optional(),
  metadata: AnyObjectSchema.optional(),
  tools: z.array(LegacyToolSchema).optional(),
  toolChoice: ToolChoiceSchema.optional(),
});
export type LegacyCreateMessageRequestParams = z.infer<typeof LegacyCreateMessageRequestParamsSchema>;

/** A server→client sampling request on a legacy stream (a real JSON-RPC request with an id). */
export const LegacyCreateMessageRequestSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  method: z.literal(METHODS.samplingCreateMessage),
  params: LegacyCreateMessageRequestParamsSchema,
});
export type LegacyCreateMessageRequest = z.infer<typeof LegacyCreateMessageRequestSchema>;

/** The client's answer, POSTed back as a JSON-RPC response. */
export const LegacyCreateMessageResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  role: RoleSchema,
  content,
  model: z.string(),
  stopReason: z.string().optional(),
});
export type LegacyCreateMessageResult = z.infer<typeof LegacyCreateMessageResultSchema>;
