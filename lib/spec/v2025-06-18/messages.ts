// The JSON-RPC layer of MCP 2025-06-18 and the handshake and notification shapes a tools client
// meets, in the project's own words. Differences from 2025-11-25 that matter here: an error
// response must carry its request's `id`, `notifications/cancelled` must name the request, and
// implementations carry no icons, description or website.
import { z } from 'zod';
import { ErrorSchema } from '../errors';
import { ProgressTokenSchema, RequestIdSchema } from '../ids';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { LoggingLevelSchema } from '../logging-level';

const jsonrpc = z.literal(JSONRPC_VERSION);
const anyObject = AnyObjectSchema.optional();

/** `params._meta` of a request: only `progressToken` is known. */
const RequestMeta20250618Schema = z.looseObject({ progressToken: ProgressTokenSchema.optional() });

export const Result20250618Schema = z.looseObject({ _meta: AnyObjectSchema.optional() });

export const JSONRPCRequest20250618Schema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.string(),
  params: z.looseObject({ _meta: RequestMeta20250618Schema.optional() }).optional(),
});

export const JSONRPCNotification20250618Schema = z.looseObject({
  jsonrpc,
  method: z.string(),
  params: z.looseObject({ _meta: AnyObjectSchema.optional() }).optional(),
});

/** A successful response (2025-06-18 calls it `JSONRPCResponse`). */
export const JSONRPCResponse20250618Schema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  result: Result20250618Schema,
});

/** An error response: unlike later versions, `id` is required. */
export const JSONRPCError20250618Schema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  error: ErrorSchema,
});

export const JSONRPCMessage20250618Schema = z.union([
  JSONRPCRequest20250618Schema,
  JSONRPCNotification20250618Schema,
  JSONRPCResponse20250618Schema,
  JSONRPCError20250618Schema,
]);

/** Any notification's method and params (without `jsonrpc`). */
export const Notification20250618Schema = z.looseObject({
  method: z.string(),
  params: z.looseObject({ _meta: AnyObjectSchema.optional() }).optional(),
});

/** Self-reported identity: name, optional title, version. */
export const Implementation20250618Schema = z.looseObject({
  name: z.string(),
  title: z.string().optional(),
  version: z.string(),
});

export const ClientCapabilities20250618Schema = z.looseObject({
  experimental: z.record(z.string(), AnyObjectSchema).optional(),
  roots: z.looseObject({ listChanged: z.boolean().optional() }).optional(),
  sampling: anyObject,
  elicitation: anyObject,
});

export const ServerCapabilities20250618Schema = z.looseObject({
  experimental: z.record(z.string(), AnyObjectSchema).optional(),
  logging: anyObject,
  completions: anyObject,
  prompts: z.looseObject({ listChanged: z.boolean().optional() }).optional(),
  resources: z
    .looseObject({ subscribe: z.boolean().optional(), listChanged: z.boolean().optional() })
    .optional(),
  tools: z.looseObject({ listChanged: z.boolean().optional() }).optional(),
});

export const InitializeRequest20250618Schema = z.looseObject({
  method: z.literal('initialize'),
  params: z.looseObject({
    protocolVersion: z.string(),
    capabilities: ClientCapabilities20250618Schema,
    clientInfo: Implementation20250618Schema,
  }),
});

export const InitializeResult20250618Schema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  protocolVersion: z.string(),
  capabilities: ServerCapabilities20250618Schema,
  serverInfo: Implementation20250618Schema,
  instructions: z.string().optional(),
});

const notificationParams = z.looseObject({ _meta: AnyObjectSchema.optional() }).optional();

export const InitializedNotification20250618Schema = z.looseObject({
  method: z.literal('notifications/initialized'),
  params: notificationParams,
});

export const ToolListChangedNotification20250618Schema = z.looseObject({
  method: z.literal('notifications/tools/list_changed'),
  params: notificationParams,
});

/** Cancelling a request: in 2025-06-18 `requestId` is required. */
export const CancelledNotification20250618Schema = z.looseObject({
  method: z.literal('notifications/cancelled'),
  params: z.looseObject({ requestId: RequestIdSchema, reason: z.string().optional() }),
});

export const ProgressNotification20250618Schema = z.looseObject({
  method: z.literal('notifications/progress'),
  params: z.looseObject({
    progressToken: ProgressTokenSchema,
    progress: z.number(),
    total: z.number().optional(),
    message: z.string().optional(),
  }),
});

export const LoggingMessageNotification20250618Schema = z.looseObject({
  method: z.literal('notifications/message'),
  params: z.looseObject({ level: LoggingLevelSchema, logger: z.string().optional(), data: z.unknown() }),
});

export const PingRequest20250618Schema = z.looseObject({
  method: z.literal('ping'),
  params: z.looseObject({ _meta: RequestMeta20250618Schema.optional() }).optional(),
});
