import { z } from 'zod';
import { AnnotationsSchema } from './annotations';
import type { ContentBlockType } from './content-block-type';
import { MetaObjectSchema } from './meta';
import { ResourceSchema } from './resource';
import { TextOrBlobResourceContentsSchema } from './resource-contents';

/** Plain text. */
export const TextContentSchema = z.looseObject({
  type: z.literal('text'),
  text: z.string(),
  annotations: AnnotationsSchema.optional(),
  _meta: MetaObjectSchema.optional(),
});
export type TextContent = z.infer<typeof TextContentSchema>;

/** An image; `data` is base64 by contract but not checked here. */
export const ImageContentSchema = z.looseObject({
  type: z.literal('image'),
  data: z.string(),
  mimeType: z.string(),
  annotations: AnnotationsSchema.optional(),
  _meta: MetaObjectSchema.optional(),
});
export type ImageContent = z.infer<typeof ImageContentSchema>;

/** Audio; `data` is base64 by contract but not checked here. */
export const AudioContentSchema = z.looseObject({
  type: z.literal('audio'),
  data: z.string(),
  mimeType: z.string(),
  annotations: AnnotationsSchema.optional(),
  _meta: MetaObjectSchema.optional(),
});
export type AudioContent = z.infer<typeof AudioContentSchema>;

/** A link to a resource the client may read or subscribe to. */
export const ResourceLinkSchema = z.looseObject({
  type: z.literal('resource_link'),
  ...ResourceSchema.shape,
});
export type ResourceLink = z.infer<typeof ResourceLinkSchema>;

/** A resource embedded in the result; `annotations` belong here, not inside `resource`. */
export const EmbeddedResourceSchema = z.looseObject({
  type: z.literal('resource'),
  resource: TextOrBlobResourceContentsSchema,
  annotations: AnnotationsSchema.optional(),
  _meta: MetaObjectSchema.optional(),
});
export type EmbeddedResource = z.infer<typeof EmbeddedResourceSchema>;

/** One block of unstructured content, selected by `type`. */
export const ContentBlockSchema = z.discriminatedUnion('type', [
  TextContentSchema,
  ImageContentSchema,
  AudioContentSchema,
  ResourceLinkSchema,
  EmbeddedResourceSchema,
]);
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

// CONTENT_BLOCK_TYPES (./content-block-type.ts) and this union must name the same types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: Same<ContentBlock['type'], ContentBlockType> = true;
void sameTypes;
