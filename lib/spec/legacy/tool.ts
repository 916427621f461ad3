import { z } from 'zod';
import { ContentBlockSchema } from '../content';
import { IconSchema } from '../icon';
import { RequestIdSchema } from '../ids';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { ToolAnnotationsSchema } from '../tool';
import { LegacyPaginatedRequestParamsSchema, LegacyRequestMetaSchema } from './envelope';
import { TaskMetadataSchema } from './tasks';

const jsonrpc = z.literal(JSONRPC_VERSION);

/** Whether a 2025-11-25 tool can run as a task. */
export const ToolExecutionSchema = z.looseObject({
  taskSupport: z.enum(['forbidden', 'optional', 'required']).optional(),
});
export type ToolExecution = z.infer<typeof ToolExecutionSchema>;

/**
 * The 2025-11-25 typing of `inputSchema` and `outputSchema`: an object root with `properties`
 * (each an object) and `required`. Other keywords pass, as the objects are open.
 */
export const LegacyObjectSchemaSchema = z.looseObject({
  $schema: z.string().optional(),
  type: z.literal('object'),
  properties: z.record(z.string(), AnyObjectSchema).optional(),
  required: z.array(z.string()).optional(),
});
export type LegacyObjectSchema = z.infer<typeof LegacyObjectSchemaSchema>;

/** A 2025-11-25 tool: may carry `execution`; `outputSchema` must also have an object root. */
export const LegacyToolSchema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  icons: z.array(IconSchema).optional(),
  inputSchema: LegacyObjectSchemaSchema,
  outputSchema: LegacyObjectSchemaSchema.optional(),
  execution: ToolExecutionSchema.optional(),
  annotations: ToolAnnotationsSchema.optional(),
  _meta: AnyObjectSchema.optional(),
});
export type LegacyTool = z.infer<typeof LegacyToolSchema>;

/** `tools/list` on a legacy server: `params` may be left out. */
export const LegacyListToolsRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal('tools/list'),
  params: LegacyPaginatedRequestParamsSchema.optional(),
});
export type LegacyListToolsRequest = z.infer<typeof LegacyListToolsRequestSchema>;

/** A legacy page of tools: no `resultType`, no cache hints (read the TTL as 0). */
export const LegacyListToolsResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  nextCursor: z.string().optional(),
  tools: z.array(LegacyToolSchema),
});
export type LegacyListToolsResult = z.infer<typeof LegacyListToolsResultSchema>;

/** Legacy `tools/call` params: no per-request `_meta` keys, optional `task`. */
export const LegacyCallToolRequestParamsSchema = z.looseObject({
  _meta: LegacyRequestMetaSchema.optional(),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()).optional(),
  task: TaskMetadataSchema.optional(),
});
export type LegacyCallToolRequestParams = z.infer<typeof LegacyCallToolRequestParamsSchema>;

export const LegacyCallToolRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal('tools/call'),
  params: LegacyCallToolRequestParamsSchema,
});
export type LegacyCallToolRequest = z.infer<typeof LegacyCallToolRequestSchema>;

/** A legacy tool result: no `resultType`; `structuredContent` must be an object. */
export const LegacyCallToolResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  content: z.array(ContentBlockSchema),
  structuredContent: z.record(z.string(), z.unknown()).optional(),
  isError: z.boolean().optional(),
});
export type LegacyCallToolResult = z.infer<typeof LegacyCallToolResultSchema>;
