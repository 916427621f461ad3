import { z } from 'zod';
import { RoleSchema } from './annotations';
import { AudioContentSchema, ContentBlockSchema, ImageContentSchema, TextContentSchema } from './content';
import { jsonInteger } from './json-integer';
import { JSONObjectSchema } from './json-value';
import { MetaObjectSchema } from './meta';
import { METHODS } from './methods';
import { ToolSchema } from './tool';

/** A model's request to call a tool, inside a sampling message. */
export const ToolUseContentSchema = z.looseObject({
  type: z.literal('tool_use'),
  id: z.string(),
  name: z.string(),
  input: z.record(z.string(), z.unknown()),
  _meta: MetaObjectSchema.optional(),
});
export type ToolUseContent = z.infer<typeof ToolUseContentSchema>;

/** The outcome of a tool use, inside a sampling message. `structuredContent` may be any JSON. */
export const ToolResultContentSchema = z.looseObject({
  type: z.literal('tool_result'),
  toolUseId: z.string(),
  content: z.array(ContentBlockSchema),
  structuredContent: z.unknown().optional(),
  isError: z.boolean().optional(),
  _meta: MetaObjectSchema.optional(),
});
export type ToolResultContent = z.infer<typeof ToolResultContentSchema>;

/** Content allowed in a sampling message, selected by `type`. */
export const SamplingMessageContentBlockSchema = z.discriminatedUnion('type', [
  TextContentSchema,
  ImageContentSchema,
  AudioContentSchema,
  ToolUseContentSchema,
  ToolResultContentSchema,
]);
export type SamplingMessageContentBlock = z.infer<typeof SamplingMessageContentBlockSchema>;

/** One block or an array of blocks. */
const samplingContent = z.union([
  SamplingMessageContentBlockSchema,
  z.array(SamplingMessageContentBlockSchema),
]);

export const SamplingMessageSchema = z.looseObject({
  role: RoleSchema,
  content: samplingContent,
  _meta: MetaObjectSchema.optional(),
});
export type SamplingMessage = z.infer<typeof SamplingMessageSchema>;

/** A hint toward a model family, matched by substring by the client. */
export const ModelHintSchema = z.looseObject({
  name: z.string().optional(),
});
export type ModelHint = z.infer<typeof ModelHintSchema>;

/** Priorities in [0, 1] plus ordered hints. */
export const ModelPreferencesSchema = z.looseObject({
  hints: z.array(ModelHintSchema).optional(),
  costPriority: z.number().min(0).max(1).optional(),
  speedPriority: z.number().min(0).max(1).optional(),
  intelligencePriority: z.number().min(0).max(1).optional(),
});
export type ModelPreferences = z.infer<typeof ModelPreferencesSchema>;

export const ToolChoiceSchema = z.looseObject({
  mode: z.enum(['auto', 'required', 'none']).optional(),
});
export type ToolChoice = z.infer<typeof ToolChoiceSchema>;

/**
 * What the server asks the client's model for. `maxTokens` is an integer of any size;
 * `metadata` is a `JSONObject` (no `null`, no fractions).
 */
export const CreateMessageRequestParamsSchema = z.looseObject({
  messages: z.array(SamplingMessageSchema),
  modelPreferences: ModelPreferencesSchema.optional(),
  systemPrompt: z.string().optional(),
  includeContext: z.enum(['none', 'thisServer', 'allServers']).optional(),
  temperature: z.number().optional(),
  maxTokens: jsonInteger(),
  stopSequences: z.array(z.string()).optional(),
  metadata: JSONObjectSchema.optional(),
  tools: z.array(ToolSchema).optional(),
  toolChoice: ToolChoiceSchema.optional(),
});
export type CreateMessageRequestParams = z.infer<typeof CreateMessageRequestParamsSchema>;

/** A sampling request inside `inputRequests` (no JSON-RPC envelope). Deprecated with Sampling. */
export const CreateMessageRequestSchema = z.looseObject({
  method: z.literal(METHODS.samplingCreateMessage),
  params: CreateMessageRequestParamsSchema,
});
export type CreateMessageRequest = z.infer<typeof CreateMessageRequestSchema>;

/** The client's sampled message, sent back in `inputResponses` (no `resultType`). */
export const CreateMessageResultSchema = z.looseObject({
  role: RoleSchema,
  content: samplingContent,
  model: z.string(),
  stopReason: z.string().optional(),
  _meta: MetaObjectSchema.optional(),
});
export type CreateMessageResult = z.infer<typeof CreateMessageResultSchema>;
