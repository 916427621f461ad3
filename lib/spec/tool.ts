import { z } from 'zod';
import { IconSchema } from './icon';
import { MetaObjectSchema } from './meta';

/**
 * Behaviour hints of a tool. All optional and untrusted unless the server is; the defaults when
 * absent are in TOOL_ANNOTATION_DEFAULTS (./tool-annotation-defaults.ts).
 */
export const ToolAnnotationsSchema = z.looseObject({
  title: z.string().optional(),
  readOnlyHint: z.boolean().optional(),
  destructiveHint: z.boolean().optional(),
  idempotentHint: z.boolean().optional(),
  openWorldHint: z.boolean().optional(),
});
export type ToolAnnotations = z.infer<typeof ToolAnnotationsSchema>;

/**
 * The arguments schema of a tool: a JSON Schema object whose root says `"type": "object"`. Any
 * other keyword may sit beside it and is kept as is; whether the whole is a valid schema is the
 * validator's business.
 */
export const ToolInputSchemaSchema = z.looseObject({
  $schema: z.string().optional(),
  type: z.literal('object'),
});
export type ToolInputSchema = z.infer<typeof ToolInputSchemaSchema>;

/** The schema of `structuredContent`: any JSON Schema object (array, primitive or composed roots too). */
export const ToolOutputSchemaSchema = z.looseObject({
  $schema: z.string().optional(),
});
export type ToolOutputSchema = z.infer<typeof ToolOutputSchemaSchema>;

/** A tool definition as listed by `tools/list`. Name syntax and uniqueness are validator rules. */
export const ToolSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  icons: z.array(IconSchema).optional(),
  inputSchema: ToolInputSchemaSchema,
  outputSchema: ToolOutputSchemaSchema.optional(),
  annotations: ToolAnnotationsSchema.optional(),
  _meta: MetaObjectSchema.optional(),
});
export type Tool = z.infer<typeof ToolSchema>;
