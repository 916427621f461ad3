import { z } from 'zod';

/** Who a message or content is for. */
export const RoleSchema = z.enum(['user', 'assistant']);
export type Role = z.infer<typeof RoleSchema>;

/** Hints on content: audience, priority in [0, 1], ISO 8601 `lastModified` (format not checked). */
export const AnnotationsSchema = z.looseObject({
  audience: z.array(RoleSchema).optional(),
  priority: z.number().min(0).max(1).optional(),
  lastModified: z.string().optional(),
});
export type Annotations = z.infer<typeof AnnotationsSchema>;
