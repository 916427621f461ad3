import { z } from 'zod';
import { MetaObjectSchema } from './meta';
import { METHODS } from './methods';

/** A filesystem root the client exposes (`uri` is a `file://` URI by contract, not checked here). */
export const RootSchema = z.looseObject({
  uri: z.string(),
  name: z.string().optional(),
  _meta: MetaObjectSchema.optional(),
});
export type Root = z.infer<typeof RootSchema>;

/** A roots request inside `inputRequests`; `params` is optional. */
export const ListRootsRequestSchema = z.looseObject({
  method: z.literal(METHODS.rootsList),
  params: z.looseObject({ _meta: MetaObjectSchema.optional() }).optional(),
});
export type ListRootsRequest = z.infer<typeof ListRootsRequestSchema>;

/** The client's roots, sent back in `inputResponses` (no `resultType`). */
export const ListRootsResultSchema = z.looseObject({
  roots: z.array(RootSchema),
});
export type ListRootsResult = z.infer<typeof ListRootsResultSchema>;
