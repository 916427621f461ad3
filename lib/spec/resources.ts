import { z } from 'zod';
import { RequestIdSchema } from './ids';
import { JSONRPC_VERSION } from './jsonrpc';
import { RequestMetaObjectSchema, ResultMetaObjectSchema } from './meta';
import { METHODS } from './methods';
import { InputRequiredResultSchema, InputResponsesSchema } from './mrtr';
import { PaginatedRequestParamsSchema } from './params';
import { ResourceSchema, ResourceTemplateSchema } from './resource';
import { TextOrBlobResourceContentsSchema } from './resource-contents';
import { CacheScopeSchema, ResultTypeSchema, TtlMsSchema } from './result';

const jsonrpc = z.literal(JSONRPC_VERSION);

/** Fields shared by results that carry cache hints. */
const cacheable = {
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  ttlMs: TtlMsSchema,
  cacheScope: CacheScopeSchema,
};

export const ListResourcesRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal(METHODS.resourcesList),
  params: PaginatedRequestParamsSchema,
});
export type ListResourcesRequest = z.infer<typeof ListResourcesRequestSchema>;

export const ListResourcesResultSchema = z.looseObject({
  ...cacheable,
  nextCursor: z.string().optional(),
  resources: z.array(ResourceSchema),
});
export type ListResourcesResult = z.infer<typeof ListResourcesResultSchema>;

export const ListResourcesResultResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: ListResourcesResultSchema,
});
export type ListResourcesResultResponse = z.infer<typeof ListResourcesResultResponseSchema>;

export const ListResourceTemplatesRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal(METHODS.resourcesTemplatesList),
  params: PaginatedRequestParamsSchema,
});
export type ListResourceTemplatesRequest = z.infer<typeof ListResourceTemplatesRequestSchema>;

export const ListResourceTemplatesResultSchema = z.looseObject({
  ...cacheable,
  nextCursor: z.string().optional(),
  resourceTemplates: z.array(ResourceTemplateSchema),
});
export type ListResourceTemplatesResult = z.infer<typeof ListResourceTemplatesResultSchema>;

export const ListResourceTemplatesResultResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: ListResourceTemplatesResultSchema,
});
export type ListResourceTemplatesResultResponse = z.infer<typeof ListResourceTemplatesResultResponseSchema>;

/** `params` naming one resource by URI (format not checked). */
export const ResourceRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  uri: z.string(),
});
export type ResourceRequestParams = z.infer<typeof ResourceRequestParamsSchema>;

export const ReadResourceRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  uri: z.string(),
  inputResponses: InputResponsesSchema.optional(),
  requestState: z.string().optional(),
});
export type ReadResourceRequestParams = z.infer<typeof ReadResourceRequestParamsSchema>;

export const ReadResourceRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal(METHODS.resourcesRead),
  params: ReadResourceRequestParamsSchema,
});
export type ReadResourceRequest = z.infer<typeof ReadResourceRequestSchema>;

export const ReadResourceResultSchema = z.looseObject({
  ...cacheable,
  contents: z.array(TextOrBlobResourceContentsSchema),
});
export type ReadResourceResult = z.infer<typeof ReadResourceResultSchema>;

/** As weak as `CallToolResultResponse`: branch on `resultType` before trusting the shape. */
export const ReadResourceResultResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: z.union([InputRequiredResultSchema, ReadResourceResultSchema]),
});
export type ReadResourceResultResponse = z.infer<typeof ReadResourceResultResponseSchema>;
