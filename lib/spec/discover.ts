import { z } from 'zod';
import { ServerCapabilitiesSchema } from './capabilities';
import { RequestIdSchema } from './ids';
import { JSONRPC_VERSION } from './jsonrpc';
import { ResultMetaObjectSchema } from './meta';
import { METHODS } from './methods';
import { RequestParamsSchema } from './params';
import { CacheScopeSchema, ResultTypeSchema, TtlMsSchema } from './result';

/** `server/discover`: no parameters besides the required `_meta`. */
export const DiscoverRequestSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  method: z.literal(METHODS.discover),
  params: RequestParamsSchema,
});
export type DiscoverRequest = z.infer<typeof DiscoverRequestSchema>;

/** Versions, capabilities and instructions of a server, with cache hints. */
export const DiscoverResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  ttlMs: TtlMsSchema,
  cacheScope: CacheScopeSchema,
  supportedVersions: z.array(z.string()),
  capabilities: ServerCapabilitiesSchema,
  instructions: z.string().optional(),
});
export type DiscoverResult = z.infer<typeof DiscoverResultSchema>;

export const DiscoverResultResponseSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  result: DiscoverResultSchema,
});
export type DiscoverResultResponse = z.infer<typeof DiscoverResultResponseSchema>;
