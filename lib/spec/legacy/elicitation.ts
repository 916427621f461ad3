import { z } from 'zod';
import { ElicitContentValueSchema } from '../elicitation';
import { RequestIdSchema } from '../ids';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { METHODS } from '../methods';
import { PrimitiveSchemaDefinitionSchema } from '../primitive-schema';
import { LegacyRequestMetaSchema } from './envelope';
import { TaskMetadataSchema } from './tasks';

export const LegacyElicitRequestFormParamsSchema = z.looseObject({
  _meta: LegacyRequestMetaSchema.optional(),
  task: TaskMetadataSchema.optional(),
  mode: z.literal('form').optional(),
  message: z.string(),
  requestedSchema: z.looseObject({
    $schema: z.string().optional(),
    type: z.literal('object'),
    properties: z.record(z.string(), PrimitiveSchemaDefinitionSchema),
    required: z.array(z.string()).optional(),
  }),
});
export type LegacyElicitRequestFormParams = z.infer<typeof LegacyElicitRequestFormParamsSchema>;

/** URL mode in 2025-11-25 also carries `elicitationId` (gone in 2026-07-28). */
export const LegacyElicitRequestURLParamsSchema = z.looseObject({
  _meta: LegacyRequestMetaSchema.optional(),
  task: TaskMetadataSchema.optional(),
  mode: z.literal('url'),
  message: z.string(),
  url: z.string(),
  elicitationId: z.string(),
});
export type LegacyElicitRequestURLParams = z.infer<typeof LegacyElicitRequestURLParamsSchema>;

export const LegacyElicitRequestParamsSchema = z.union([
  LegacyElicitRequestURLParamsSchema,
  LegacyElicitRequestFormParamsSchema,
]);
export type LegacyElicitRequestParams = z.infer<typeof LegacyElicitRequestParamsSchema>;

/** A server→client elicitation on a legacy stream (a real JSON-RPC request with an id). */
export const LegacyElicitRequestSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema,
  method: z.literal(METHODS.elicitationCreate),
  params: LegacyElicitRequestParamsSchema,
});
export type LegacyElicitRequest = z.infer<typeof LegacyElicitRequestSchema>;

export const LegacyElicitResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  action: z.enum(['accept', 'decline', 'cancel']),
  content: z.record(z.string(), ElicitContentValueSchema).optional(),
});
export type LegacyElicitResult = z.infer<typeof LegacyElicitResultSchema>;

/** -32042 (2025-11-25 only): the request needs the URL elicitations listed in `data`. */
export const URLElicitationRequiredErrorSchema = z.looseObject({
  jsonrpc: z.literal(JSONRPC_VERSION),
  id: RequestIdSchema.optional(),
  error: z.looseObject({
    code: z.literal(-32042),
    message: z.string(),
    data: z.looseObject({ elicitations: z.array(LegacyElicitRequestURLParamsSchema) }),
  }),
});
export type URLElicitationRequiredError = z.infer<typeof URLElicitationRequiredErrorSchema>;
