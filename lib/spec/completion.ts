import { z } from 'zod';
import { RequestIdSchema } from './ids';
import { jsonInteger } from './json-integer';
import { JSONRPC_VERSION } from './jsonrpc';
import { RequestMetaObjectSchema, ResultMetaObjectSchema } from './meta';
import { METHODS } from './methods';
import { ResultTypeSchema } from './result';

const jsonrpc = z.literal(JSONRPC_VERSION);

/** Completion target: a prompt by name. */
export const PromptReferenceSchema = z.looseObject({
  type: z.literal('ref/prompt'),
  name: z.string(),
  title: z.string().optional(),
});
export type PromptReference = z.infer<typeof PromptReferenceSchema>;

/** Completion target: a resource template by its URI template (format not checked). */
export const ResourceTemplateReferenceSchema = z.looseObject({
  type: z.literal('ref/resource'),
  uri: z.string(),
});
export type ResourceTemplateReference = z.infer<typeof ResourceTemplateReferenceSchema>;

export const CompleteRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  ref: z.discriminatedUnion('type', [PromptReferenceSchema, ResourceTemplateReferenceSchema]),
  argument: z.looseObject({ name: z.string(), value: z.string() }),
  context: z.looseObject({ arguments: z.record(z.string(), z.string()).optional() }).optional(),
});
export type CompleteRequestParams = z.infer<typeof CompleteRequestParamsSchema>;

export const CompleteRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal(METHODS.completionComplete),
  params: CompleteRequestParamsSchema,
});
export type CompleteRequest = z.infer<typeof CompleteRequestSchema>;

/** At most 100 suggestions per result. */
export const CompleteResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  completion: z.looseObject({
    values: z.array(z.string()).max(100),
    total: jsonInteger().optional(),
    hasMore: z.boolean().optional(),
  }),
});
export type CompleteResult = z.infer<typeof CompleteResultSchema>;

export const CompleteResultResponseSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: CompleteResultSchema,
});
export type CompleteResultResponse = z.infer<typeof CompleteResultResponseSchema>;
