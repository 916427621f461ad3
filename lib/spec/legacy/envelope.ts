import { z } from 'zod';
import { ProgressTokenSchema, RequestIdSchema } from '../ids';
import { AnyObjectSchema } from '../json-value';
import {
  JSONRPC_VERSION,
  JSONRPCErrorResponseSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
} from '../jsonrpc';

/**
 * 2025-11-25 shapes of the JSON-RPC layer. Requests, notifications and error responses are the
 * same as in 2026-07-28 and are re-used; results differ because a legacy `Result` has no
 * `resultType` (read a missing one as `complete`).
 */
const jsonrpc = z.literal(JSONRPC_VERSION);

/** A free-form `_meta` on a legacy request: only `progressToken` is known. */
export const LegacyRequestMetaSchema = z.looseObject({
  progressToken: ProgressTokenSchema.optional(),
});
export type LegacyRequestMeta = z.infer<typeof LegacyRequestMetaSchema>;

/** A legacy result: any object, `_meta` an object if present. */
export const LegacyResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
});
export type LegacyResult = z.infer<typeof LegacyResultSchema>;

export const LegacyEmptyResultSchema = LegacyResultSchema;
export type LegacyEmptyResult = LegacyResult;

/** Legacy request params: optional, with an optional `_meta`. */
export const LegacyRequestParamsSchema = z.looseObject({
  _meta: LegacyRequestMetaSchema.optional(),
});
export type LegacyRequestParams = z.infer<typeof LegacyRequestParamsSchema>;

export const LegacyNotificationParamsSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
});
export type LegacyNotificationParams = z.infer<typeof LegacyNotificationParamsSchema>;

/** Legacy list params: `_meta` is optional, and so (in the requests) is `params` itself. */
export const LegacyPaginatedRequestParamsSchema = z.looseObject({
  _meta: LegacyRequestMetaSchema.optional(),
  cursor: z.string().optional(),
});
export type LegacyPaginatedRequestParams = z.infer<typeof LegacyPaginatedRequestParamsSchema>;

export const LegacyJSONRPCResultResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: LegacyResultSchema,
});
export type LegacyJSONRPCResultResponse = z.infer<typeof LegacyJSONRPCResultResponseSchema>;

export const LegacyJSONRPCResponseSchema = z.union([
  LegacyJSONRPCResultResponseSchema,
  JSONRPCErrorResponseSchema,
]);
export type LegacyJSONRPCResponse = z.infer<typeof LegacyJSONRPCResponseSchema>;

/** Any message on a legacy connection, in either direction. */
export const LegacyJSONRPCMessageSchema = z.union([
  JSONRPCRequestSchema,
  JSONRPCNotificationSchema,
  LegacyJSONRPCResultResponseSchema,
  JSONRPCErrorResponseSchema,
]);
export type LegacyJSONRPCMessage = z.infer<typeof LegacyJSONRPCMessageSchema>;

/** `ping`, which either side of a legacy session may send; the answer is an empty result. */
export const PingRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal('ping'),
  params: LegacyRequestParamsSchema.optional(),
});
export type PingRequest = z.infer<typeof PingRequestSchema>;

/** A legacy page: no `resultType`, optional `nextCursor`. */
export const LegacyPaginatedResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  nextCursor: z.string().optional(),
});
export type LegacyPaginatedResult = z.infer<typeof LegacyPaginatedResultSchema>;
