import { z } from 'zod';
import { IconSchema } from './icon';

/** `name` plus optional display `title`, the base of named protocol objects. */
export const BaseMetadataSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
});
export type BaseMetadata = z.infer<typeof BaseMetadataSchema>;

/** Self-reported identity of a client or server (`clientInfo`, `serverInfo`). */
export const ImplementationSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  version: z.string(),
  description: z.string().optional(),
  icons: z.array(IconSchema).optional(),
  websiteUrl: z.string().optional(),
});
export type Implementation = z.infer<typeof ImplementationSchema>;
