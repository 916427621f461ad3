import { z } from 'zod';
import { RequestIdSchema } from '../ids';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { METHODS } from '../methods';
import { RootSchema } from '../roots';
import { LegacyElicitRequestSchema } from './elicitation';
import { LegacyRequestParamsSchema, PingRequestSchema } from './envelope';
import { LegacyCreateMessageRequestSchema } from './sampling';
import {
  CancelTaskRequestSchema,
  GetTaskPayloadRequestSchema,
  GetTaskRequestSchema,
  ListTasksRequestSchema,
} from './tasks';

/** A server→client roots request on a legacy stream; `params` is optional. */
export const LegacyListRootsRequestSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  method: z.literal(METHODS.rootsList),
  params: LegacyRequestParamsSchema.optional(),
});
export type LegacyListRootsRequest = z.infer<typeof LegacyListRootsRequestSchema>;

export const LegacyListRootsResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  roots: z.array(RootSchema),
});
export type LegacyListRootsResult = z.infer<typeof LegacyListRootsResultSchema>;

/** Any request a legacy server may send to the client, selected by `method`. */
export const LegacyServerRequestSchema = z.discriminatedUnion('method', [
  PingRequestSchema,
  GetTaskRequestSchema,
  GetTaskPayloadRequestSchema,
  CancelTaskRequestSchema,
  ListTasksRequestSchema,
  LegacyCreateMessageRequestSchema,
  LegacyListRootsRequestSchema,
  LegacyElicitRequestSchema,
]);
export type LegacyServerRequest = z.infer<typeof LegacyServerRequestSchema>;
