// The tool-related shapes of MCP 2025-06-18, in the project's own words. Where a definition did not
// change between 2025-06-18 and 2026-07-28 the 2026 zod schema is re-used; what differs is written
// here: no icons anywhere, no `execution` on tools, no `$schema` typing on tool schemas, and
// results without `resultType` or cache hints.
import { z } from 'zod';
import { AnnotationsSchema } from '../annotations';
import {
  AudioContentSchema,
  EmbeddedResourceSchema,
  ImageContentSchema,
  TextContentSchema,
} from '../content';
import { jsonInteger } from '../json-integer';
import { AnyObjectSchema } from '../json-value';
import { ToolAnnotationsSchema } from '../tool';

/**
 * The 2025-06-18 typing of `inputSchema` and `outputSchema`: `"type": "object"` at the root, each
 * of `properties` an object, `required` a list of strings. Any other keyword passes (the object is
 * open), `$schema` included, whatever its value: 2025-06-18 does not name a dialect.
 */
export const ObjectSchema20250618Schema = z.looseObject({
  type: z.literal('object'),
  properties: z.record(z.string(), AnyObjectSchema).optional(),
  required: z.array(z.string()).optional(),
});

/** A 2025-06-18 tool: `title` and `outputSchema` are new in this version; no icons, no `execution`. */
export const Tool20250618Schema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: ObjectSchema20250618Schema,
  outputSchema: ObjectSchema20250618Schema.optional(),
  annotations: ToolAnnotationsSchema.optional(),
  _meta: AnyObjectSchema.optional(),
});

/** A resource as 2025-06-18 knows it (no icons); the base of `resource_link`. */
export const Resource20250618Schema = z.looseObject({
  uri: z.string(),
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  mimeType: z.string().optional(),
  annotations: AnnotationsSchema.optional(),
  size: jsonInteger().optional(),
  _meta: AnyObjectSchema.optional(),
});

/** `resource_link`, new in 2025-06-18. */
export const ResourceLink20250618Schema = z.looseObject({
  type: z.literal('resource_link'),
  ...Resource20250618Schema.shape,
});

/** The five content blocks of a 2025-06-18 tool result, selected by `type`. */
export const ContentBlock20250618Schema = z.discriminatedUnion('type', [
  TextContentSchema,
  ImageContentSchema,
  AudioContentSchema,
  ResourceLink20250618Schema,
  EmbeddedResourceSchema,
]);

/** A page of tools: no `resultType`, no `ttlMs` or `cacheScope`. */
export const ListToolsResult20250618Schema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  nextCursor: z.string().optional(),
  tools: z.array(Tool20250618Schema),
});

/** A tool result: `structuredContent`, new in this version, must be an object. */
export const CallToolResult20250618Schema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  content: z.array(ContentBlock20250618Schema),
  structuredContent: z.record(z.string(), z.unknown()).optional(),
  isError: z.boolean().optional(),
});

/**
 * The request definitions of 2025-06-18 describe the method and params only: `jsonrpc` and `id`
 * come from `JSONRPCRequest`, which a message must satisfy as well.
 */
export const ListToolsRequest20250618Schema = z.looseObject({
  method: z.literal('tools/list'),
  params: z.looseObject({ cursor: z.string().optional() }).optional(),
});

export const CallToolRequest20250618Schema = z.looseObject({
  method: z.literal('tools/call'),
  params: z.looseObject({
    name: z.string(),
    arguments: AnyObjectSchema.optional(),
  }),
});
