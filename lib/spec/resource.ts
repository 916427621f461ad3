import { z } from 'zod';
import { AnnotationsSchema } from './annotations';
import { IconSchema } from './icon';
import { jsonInteger } from './json-integer';
import { MetaObjectSchema } from './meta';

/** A resource the server can read. `size` is the raw byte count (an integer of any size). */
export const ResourceSchema = z.looseObject({
  uri: z.string(),
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: AnnotationsSchema.optional(),
  size: jsonInteger().optional(),
  icons: z.array(IconSchema).optional(),
  _meta: MetaObjectSchema.optional(),
});
export type Resource = z.infer<typeof ResourceSchema>;

/** A family of resources described by an RFC 6570 URI template (format not checked). */
export const ResourceTemplateSchema = z.looseObject({
  uriTemplate: z.string(),
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: AnnotationsSchema.optional(),
  icons: z.array(IconSchema).optional(),
  _meta: MetaObjectSchema.optional(),
});
export type ResourceTemplate = z.infer<typeof ResourceTemplateSchema>;
