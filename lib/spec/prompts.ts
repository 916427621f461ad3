import { z } from 'zod';
import { RoleSchema } from './annotations';
import { ContentBlockSchema } from './content';
import { IconSchema } from './icon';
import { RequestIdSchema } from './ids';
import { JSONRPC_VERSION } from './jsonrpc';
import { MetaObjectSchema, RequestMetaObjectSchema, ResultMetaObjectSchema } from './meta';
import { METHODS } from './methods';
import { InputRequiredResultSchema, InputResponsesSchema } from './mrtr';
import { PaginatedRequestParamsSchema } from './params';
import { CacheScopeSchema, ResultTypeSchema, TtlMsSchema } from './result';

const jsonrpc = z.literal(JSONRPC_VERSION);

export const PromptArgumentSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  required: z.boolean().optional(),
});
export type PromptArgument = z.infer<typeof PromptArgumentSchema>;

export const PromptSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  arguments: z.array(PromptArgumentSchema).optional(),
  icons: z.array(IconSchema).optional(),
  _meta: MetaObjectSchema.optional(),
});
export type Prompt = z.infer<typeof PromptSchema>;

/** One message of a prompt: a role and a single content block. */
export const PromptMessageSchema = z.looseObject({
  role: RoleSchema,
  content: ContentBlockSchema,
});
export type PromptMessage = z.infer<typeof PromptMessageSchema>;

export const ListPromptsRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal(METHODS.promptsList),
  params: PaginatedRequestParamsSchema,
});
export type ListPromptsRequest = z.infer<typeof ListPromptsRequestSchema>;

export const ListPromptsResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  ttlMs: TtlMsSchema,
  cacheScope: CacheScopeSchema,
  nextCursor: z.string().optional(),
  prompts: z.array(PromptSchema),
});
export type ListPromptsResult = z.infer<typeof ListPromptsResultSchema>;

export const ListPromptsResultResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: ListPromptsResultSchema,
});
export type ListPromptsResultResponse = z.infer<typeof ListPromptsResultResponseSchema>;

/** `prompts/get` params; argument values are strings. */
export const GetPromptRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  name: z.string(),
  arguments: z.record(z.string(), z.string()).optional(),
  inputResponses: InputResponsesSchema.optional(),
  requestState: z.string().optional(),
});
export type GetPromptRequestParams = z.infer<typeof GetPromptRequestParamsSchema>;

export const GetPromptRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal(METHODS.promptsGet),
  params: GetPromptRequestParamsSchema,
});
export type GetPromptRequest = z.infer<typeof GetPromptRequestSchema>;

export const GetPromptResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  description: z.string().optional(),
  messages: z.array(PromptMessageSchema),
});
export type GetPromptResult = z.infer<typeof GetPromptResultSchema>;

/** As weak as `CallToolResultResponse`: branch on `resultType` before trusting the shape. */
export const GetPromptResultResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: z.union([InputRequiredResultSchema, GetPromptResultSchema]),
});
export type GetPromptResultResponse = z.infer<typeof GetPromptResultResponseSchema>;
