import { z } from 'zod';
import { MetaObjectSchema } from './meta';

/** Fields common to resource contents: `uri` (format not checked) and optional `mimeType`. */
export const ResourceContentsSchema = z.looseObject({
  uri: z.string(),
  mimeType: z.string().optional(),
  _meta: MetaObjectSchema.optional(),
});
export type ResourceContents = z.infer<typeof ResourceContentsSchema>;

/** Resource contents as text. */
export const TextResourceContentsSchema = z.looseObject({
  uri: z.string(),
  mimeType: z.string().optional(),
  _meta: MetaObjectSchema.optional(),
  text: z.string(),
});
export type TextResourceContents = z.infer<typeof TextResourceContentsSchema>;

/** Resource contents as base64 (`blob`; the encoding is not checked here). */
export const BlobResourceContentsSchema = z.looseObject({
  uri: z.string(),
  mimeType: z.string().optional(),
  _meta: MetaObjectSchema.optional(),
  blob: z.string(),
});
export type BlobResourceContents = z.infer<typeof BlobResourceContentsSchema>;

/** Either kind of contents, as found in `EmbeddedResource.resource` and `ReadResourceResult.contents`. */
export const TextOrBlobResourceContentsSchema = z.union([
  TextResourceContentsSchema,
  BlobResourceContentsSchema,
]);
export type TextOrBlobResourceContents = z.infer<typeof TextOrBlobResourceContentsSchema>;
