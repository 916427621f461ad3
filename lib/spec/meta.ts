import { z } from 'zod';
import { ClientCapabilitiesSchema } from './capabilities';
import { ProgressTokenSchema, RequestIdSchema } from './ids';
import { ImplementationSchema } from './implementation';
import { LoggingLevelSchema } from './logging-level';
import { META_KEYS } from './meta-keys';

/** A free-form `_meta` object (on tools, content blocks, resources, …). */
export const MetaObjectSchema = z.looseObject({});
export type MetaObject = z.infer<typeof MetaObjectSchema>;

/** `params._meta` of every client request: protocol version and client capabilities are required. */
export const RequestMetaObjectSchema = z.looseObject({
  [META_KEYS.protocolVersion]: z.string(),
  [META_KEYS.clientCapabilities]: ClientCapabilitiesSchema,
  [META_KEYS.clientInfo]: ImplementationSchema.optional(),
  [META_KEYS.logLevel]: LoggingLevelSchema.optional(),
  [META_KEYS.progressToken]: ProgressTokenSchema.optional(),
});
export type RequestMetaObject = z.infer<typeof RequestMetaObjectSchema>;

/** `result._meta`: optional server identity. */
export const ResultMetaObjectSchema = z.looseObject({
  [META_KEYS.serverInfo]: ImplementationSchema.optional(),
});
export type ResultMetaObject = z.infer<typeof ResultMetaObjectSchema>;

/**
 * `params._meta` of a notification. The subscription id is optional here; that it is required on
 * listen-stream notifications is a prose rule for the validator.
 */
export const NotificationMetaObjectSchema = z.looseObject({
  [META_KEYS.subscriptionId]: RequestIdSchema.optional(),
});
export type NotificationMetaObject = z.infer<typeof NotificationMetaObjectSchema>;
