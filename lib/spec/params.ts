import { z } from 'zod';
import { NotificationMetaObjectSchema, RequestMetaObjectSchema } from './meta';

/** `params` of a request with no other parameters; `_meta` (and so `params`) is required. */
export const RequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
});
export type RequestParams = z.infer<typeof RequestParamsSchema>;

/** `params` of a notification; everything optional. */
export const NotificationParamsSchema = z.looseObject({
  _meta: NotificationMetaObjectSchema.optional(),
});
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

/** An opaque pagination cursor. The empty string is a valid cursor. */
export const CursorSchema = z.string();
export type Cursor = z.infer<typeof CursorSchema>;

/** `params` of a paginated list request. */
export const PaginatedRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  cursor: CursorSchema.optional(),
});
export type PaginatedRequestParams = z.infer<typeof PaginatedRequestParamsSchema>;
