import { z } from 'zod';
import { jsonInteger } from './json-integer';

/** A JSON-RPC request id: a string or an integer, never `null`. */
export const RequestIdSchema = z.union([z.string(), jsonInteger()]);
export type RequestId = z.infer<typeof RequestIdSchema>;

/** A progress token (`_meta.progressToken`): a string or an integer. */
export const ProgressTokenSchema = z.union([z.string(), jsonInteger()]);
export type ProgressToken = z.infer<typeof ProgressTokenSchema>;
