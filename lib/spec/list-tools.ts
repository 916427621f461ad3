import { z } from 'zod';
import { RequestIdSchema } from './ids';
import { JSONRPC_VERSION } from './jsonrpc';
import { ResultMetaObjectSchema } from './meta';
import { METHODS } from './methods';
import { PaginatedRequestParamsSchema } from './params';
import { CacheScopeSchema, ResultTypeSchema, TtlMsSchema } from './result';
import { ToolSchema } from './tool';

/** `tools/list`; `params` (with `_meta`) is required even without a cursor. */
export const ListToolsRequestSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  method: z.literal(METHODS.toolsList),
  params: PaginatedRequestParamsSchema,
});
export type ListToolsRequest = z.infer<typeof ListToolsRequestSchema>;

/** One page of tools with its cache hints. */
export const ListToolsResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  nextCursor: z.string().optional(),
  ttlMs: TtlMsSchema,
  cacheScope: CacheScopeSchema,
  tools: z.array(ToolSchema),
});
export type ListToolsResult = z.infer<typeof ListToolsResultSchema>;

export const ListToolsResultResponseSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  result: ListToolsResultSchema,
});
export type ListToolsResultResponse = z.infer<typeof ListToolsResultResponseSchema>;
