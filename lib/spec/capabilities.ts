import { z } from 'zod';
import { JSONObjectSchema } from './json-value';

/**
 * What a client supports, declared anew on every request in `_meta`. `{}` means no optional
 * capability. Capability values are `JSONObject`s, which (per the schema) cannot hold `null` or
 * fractional numbers.
 */
export const ClientCapabilitiesSchema = z.looseObject({
  experimental: z.record(z.string(), JSONObjectSchema).optional(),
  roots: z.looseObject({}).optional(),
  sampling: z
    .looseObject({
      context: JSONObjectSchema.optional(),
      tools: JSONObjectSchema.optional(),
    })
    .optional(),
  elicitation: z
    .looseObject({
      form: JSONObjectSchema.optional(),
      url: JSONObjectSchema.optional(),
    })
    .optional(),
  extensions: z.record(z.string(), JSONObjectSchema).optional(),
});
export type ClientCapabilities = z.infer<typeof ClientCapabilitiesSchema>;

/** What a server supports, reported by `server/discover`. */
export const ServerCapabilitiesSchema = z.looseObject({
  experimental: z.record(z.string(), JSONObjectSchema).optional(),
  logging: JSONObjectSchema.optional(),
  completions: JSONObjectSchema.optional(),
  prompts: z.looseObject({ listChanged: z.boolean().optional() }).optional(),
  resources: z
    .looseObject({
      subscribe: z.boolean().optional(),
      listChanged: z.boolean().optional(),
    })
    .optional(),
  tools: z.looseObject({ listChanged: z.boolean().optional() }).optional(),
  extensions: z.record(z.string(), JSONObjectSchema).optional(),
});
export type ServerCapabilities = z.infer<typeof ServerCapabilitiesSchema>;
