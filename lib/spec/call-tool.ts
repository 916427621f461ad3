import { z } from 'zod';
import { ContentBlockSchema } from './content';
import { RequestIdSchema } from './ids';
import { JSONRPC_VERSION } from './jsonrpc';
import { RequestMetaObjectSchema, ResultMetaObjectSchema } from './meta';
import { METHODS } from './methods';
import { InputRequiredResultSchema, InputResponsesSchema } from './mrtr';
import { ResultTypeSchema } from './result';

/** `tools/call` params; `inputResponses`/`requestState` appear only on an MRTR retry. */
export const CallToolRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()).optional(),
  inputResponses: InputResponsesSchema.optional(),
  requestState: z.string().optional(),
});
export type CallToolRequestParams = z.infer<typeof CallToolRequestParamsSchema>;

export const CallToolRequestSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  method: z.literal(METHODS.toolsCall),
  params: CallToolRequestParamsSchema,
});
export type CallToolRequest = z.infer<typeof CallToolRequestSchema>;

/**
 * A final tool result. `structuredContent` may be any JSON value, `null` included; only an absent
 * key means "none". There are no cache hints on `tools/call` results.
 */
export const CallToolResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  content: z.array(ContentBlockSchema),
  structuredContent: z.unknown().optional(),
  isError: z.boolean().optional(),
});
export type CallToolResult = z.infer<typeof CallToolResultSchema>;

/**
 * A `tools/call` response. The union is as weak as the official one (an `InputRequiredResult`
 * only needs `resultType`), so readers should branch on `resultType` and then parse with
 * {@link CallToolResultSchema} or {@link InputRequiredResultSchema}.
 */
export const CallToolResultResponseSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  result: z.union([InputRequiredResultSchema, CallToolResultSchema]),
});
export type CallToolResultResponse = z.infer<typeof CallToolResultResponseSchema>;
