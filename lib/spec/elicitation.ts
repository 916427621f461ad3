import { z } from 'zod';
import { jsonInteger } from './json-integer';
import { METHODS } from './methods';
import { PrimitiveSchemaDefinitionSchema } from './primitive-schema';

/** Form-mode elicitation; a missing `mode` means form. */
export const ElicitRequestFormParamsSchema = z.looseObject({
  mode: z.literal('form').optional(),
  message: z.string(),
  requestedSchema: z.looseObject({
    $schema: z.string().optional(),
    type: z.literal('object'),
    properties: z.record(z.string(), PrimitiveSchemaDefinitionSchema),
    required: z.array(z.string()).optional(),
  }),
});
export type ElicitRequestFormParams = z.infer<typeof ElicitRequestFormParamsSchema>;

/** URL-mode elicitation: the user completes it out of band at `url` (format not checked). */
export const ElicitRequestURLParamsSchema = z.looseObject({
  mode: z.literal('url'),
  message: z.string(),
  url: z.string(),
});
export type ElicitRequestURLParams = z.infer<typeof ElicitRequestURLParamsSchema>;

/** Either mode. Not a discriminated union: form params may omit `mode`. */
export const ElicitRequestParamsSchema = z.union([
  ElicitRequestFormParamsSchema,
  ElicitRequestURLParamsSchema,
]);
export type ElicitRequestParams = z.infer<typeof ElicitRequestParamsSchema>;

/** An elicitation as it appears inside `inputRequests` (no JSON-RPC envelope). */
export const ElicitRequestSchema = z.looseObject({
  method: z.literal(METHODS.elicitationCreate),
  params: ElicitRequestParamsSchema,
});
export type ElicitRequest = z.infer<typeof ElicitRequestSchema>;

/** The values of a submitted form. Numbers must be integral per the schema (fractions fail). */
export const ElicitContentValueSchema = z.union([
  z.array(z.string()),
  z.string(),
  jsonInteger(),
  z.boolean(),
]);

/** The user's answer, sent back in `inputResponses`. */
export const ElicitResultSchema = z.looseObject({
  action: z.enum(['accept', 'decline', 'cancel']),
  content: z.record(z.string(), ElicitContentValueSchema).optional(),
});
export type ElicitResult = z.infer<typeof ElicitResultSchema>;
