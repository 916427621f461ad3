import { z } from 'zod';
import { jsonInteger } from './json-integer';
import { ResultMetaObjectSchema } from './meta';

/**
 * `resultType`: any string structurally. Whether the value is known (`complete`,
 * `input_required`, or an advertised extension value) is checked by `isKnownResultType`.
 */
export const ResultTypeSchema = z.string();
export type ResultType = z.infer<typeof ResultTypeSchema>;

/** The base of every server result: `resultType` is required, anything else may follow. */
export const ResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
});
export type Result = z.infer<typeof ResultSchema>;

/** A result with no payload. Same shape as {@link ResultSchema}. */
export const EmptyResultSchema = ResultSchema;
export type EmptyResult = Result;

/** Results of `ClientResult` (same as {@link ResultSchema}; client results inside MRTR are not `Result`s). */
export const ClientResultSchema = ResultSchema;
export type ClientResult = Result;

/** Cache hints: `ttlMs` is an integer ≥ 0 (no upper bound), `cacheScope` is `public` or `private`. */
export const CACHE_SCOPES = ['public', 'private'] as const;
export const CacheScopeSchema = z.enum(CACHE_SCOPES);
export const TtlMsSchema = jsonInteger().min(0);

/** A complete result that carries cache hints. */
export const CacheableResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  ttlMs: TtlMsSchema,
  cacheScope: CacheScopeSchema,
});
export type CacheableResult = z.infer<typeof CacheableResultSchema>;

/** A page of a list; a missing `nextCursor` ends the list. */
export const PaginatedResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  nextCursor: z.string().optional(),
});
export type PaginatedResult = z.infer<typeof PaginatedResultSchema>;
