import { z } from 'zod';
import { ErrorSchema } from './errors';
import { RequestIdSchema } from './ids';
import { AnyObjectSchema } from './json-value';
import { PaginatedRequestParamsSchema } from './params';
import { ResultSchema } from './result';

/** The JSON-RPC version literal every envelope carries. */
export const JSONRPC_VERSION = '2.0';
const jsonrpc = z.literal(JSONRPC_VERSION);

/** A method call without the JSON-RPC envelope (the shape of `InputRequest` entries). */
export const RequestSchema = z.looseObject({
  method: z.string(),
  params: AnyObjectSchema.optional(),
});
export type RequestObject = z.infer<typeof RequestSchema>;

/** A notification without the JSON-RPC envelope. */
export const NotificationSchema = z.looseObject({
  method: z.string(),
  params: AnyObjectSchema.optional(),
});
export type NotificationObject = z.infer<typeof NotificationSchema>;

/** Any JSON-RPC request: it has an `id` and expects a response. */
export const JSONRPCRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.string(),
  params: AnyObjectSchema.optional(),
});
export type JSONRPCRequest = z.infer<typeof JSONRPCRequestSchema>;

/** Any JSON-RPC notification. Structurally it may carry an `id` too; telling them apart is the reader's job. */
export const JSONRPCNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.string(),
  params: AnyObjectSchema.optional(),
});
export type JSONRPCNotification = z.infer<typeof JSONRPCNotificationSchema>;

/** A successful response: `result` must be a `Result` (so it needs `resultType`). */
export const JSONRPCResultResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: ResultSchema,
});
export type JSONRPCResultResponse = z.infer<typeof JSONRPCResultResponseSchema>;

/** An error response; `id` is absent only when the request id could not be read. */
export const JSONRPCErrorResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema.optional(),
  error: ErrorSchema,
});
export type JSONRPCErrorResponse = z.infer<typeof JSONRPCErrorResponseSchema>;

/** A response of either kind. */
export const JSONRPCResponseSchema = z.union([JSONRPCResultResponseSchema, JSONRPCErrorResponseSchema]);
export type JSONRPCResponse = z.infer<typeof JSONRPCResponseSchema>;

/** Anything that may travel as one JSON-RPC message. */
export const JSONRPCMessageSchema = z.union([
  JSONRPCRequestSchema,
  JSONRPCNotificationSchema,
  JSONRPCResultResponseSchema,
  JSONRPCErrorResponseSchema,
]);
export type JSONRPCMessage = z.infer<typeof JSONRPCMessageSchema>;

/** A paginated list request with any method name. */
export const PaginatedRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.string(),
  params: PaginatedRequestParamsSchema,
});
export type PaginatedRequest = z.infer<typeof PaginatedRequestSchema>;
