import { z } from 'zod';

/**
 * An icon. `src` is typed as a URI in the schema but the format is not checked here; scheme rules
 * (https or data: only) belong to the validator.
 */
export const IconSchema = z.looseObject({
  src: z.string(),
  mimeType: z.string().optional(),
  sizes: z.array(z.string()).optional(),
  theme: z.enum(['light', 'dark']).optional(),
});
export type Icon = z.infer<typeof IconSchema>;

/** The `icons` mix-in shared by tools, prompts, resources and implementations. */
export const IconsSchema = z.looseObject({
  icons: z.array(IconSchema).optional(),
});
export type Icons = z.infer<typeof IconsSchema>;
