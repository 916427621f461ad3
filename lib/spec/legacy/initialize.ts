import { z } from 'zod';
import { RequestIdSchema } from '../ids';
import { ImplementationSchema } from '../implementation';
import { AnyObjectSchema } from '../json-value';
import { JSONRPC_VERSION } from '../jsonrpc';
import { LegacyNotificationParamsSchema, LegacyRequestMetaSchema } from './envelope';

const jsonrpc = z.literal(JSONRPC_VERSION);
const anyObject = AnyObjectSchema.optional();

/** 2025-11-25 client capabilities, declared once in `initialize`. Values are any objects. */
export const LegacyClientCapabilitiesSchema = z.looseObject({
  experimental: z.record(z.string(), AnyObjectSchema).optional(),
  roots: z.looseObject({ listChanged: z.boolean().optional() }).optional(),
  sampling: z.looseObject({ context: anyObject, tools: anyObject }).optional(),
  elicitation: z.looseObject({ form: anyObject, url: anyObject }).optional(),
  tasks: z
    .looseObject({
      list: anyObject,
      cancel: anyObject,
      requests: z
        .looseObject({
          sampling: z.looseObject({ createMessage: anyObject }).optional(),
          elicitation: z.looseObject({ create: anyObject }).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type LegacyClientCapabilities = z.infer<typeof LegacyClientCapabilitiesSchema>;

/** 2025-11-25 server capabilities, returned once by `initialize`. */
export const LegacyServerCapabilitiesSchema = z.looseObject({
  experimental: z.record(z.string(), AnyObjectSchema).optional(),
  logging: anyObject,
  completions: anyObject,
  prompts: z.looseObject({ listChanged: z.boolean().optional() }).optional(),
  resources: z
    .looseObject({
      subscribe: z.boolean().optional(),
      listChanged: z.boolean().optional(),
    })
    .optional(),
  tools: z.looseObject({ listChanged: z.boolean().optional() }).optional(),
  tasks: z
    .looseObject({
      list: anyObject,
      cancel: anyObject,
      requests: z.looseObject({ tools: z.looseObject({ call: anyObject }).optional() }).optional(),
    })
    .optional(),
});
export type LegacyServerCapabilities = z.infer<typeof LegacyServerCapabilitiesSchema>;

export const InitializeRequestParamsSchema = z.looseObject({
  _meta: LegacyRequestMetaSchema.optional(),
  protocolVersion: z.string(),
  capabilities: LegacyClientCapabilitiesSchema,
  clientInfo: ImplementationSchema,
});
export type InitializeRequestParams = z.infer<typeof InitializeRequestParamsSchema>;

/** The handshake a client sends after falling back to a legacy server. */
export const InitializeRequestSchema = z.looseObject({
  jsonrpc,
  id: RequestIdSchema,
  method: z.literal('initialize'),
  params: InitializeRequestParamsSchema,
});
export type InitializeRequest = z.infer<typeof InitializeRequestSchema>;

/** The server's answer: negotiated version (possibly lower than asked), capabilities and identity. */
export const InitializeResultSchema = z.looseObject({
  _meta: AnyObjectSchema.optional(),
  protocolVersion: z.string(),
  capabilities: LegacyServerCapabilitiesSchema,
  serverInfo: ImplementationSchema,
  instructions: z.string().optional(),
});
export type InitializeResult = z.infer<typeof InitializeResultSchema>;

/** Sent by the client once `initialize` succeeded. */
export const InitializedNotificationSchema = z.looseObject({
  jsonrpc,
  method: z.literal('notifications/initialized'),
  params: LegacyNotificationParamsSchema.optional(),
});
export type InitializedNotification = z.infer<typeof InitializedNotificationSchema>;
