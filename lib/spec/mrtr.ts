import { z } from 'zod';
import { ElicitRequestSchema, ElicitResultSchema } from './elicitation';
import { RequestMetaObjectSchema, ResultMetaObjectSchema } from './meta';
import { ResultTypeSchema } from './result';
import { ListRootsRequestSchema, ListRootsResultSchema } from './roots';
import { CreateMessageRequestSchema, CreateMessageResultSchema } from './sampling';

/** One thing the server needs from the client before it can finish, selected by `method`. */
export const InputRequestSchema = z.discriminatedUnion('method', [
  CreateMessageRequestSchema,
  ListRootsRequestSchema,
  ElicitRequestSchema,
]);
export type InputRequest = z.infer<typeof InputRequestSchema>;

/** Server-chosen keys to input requests. */
export const InputRequestsSchema = z.record(z.string(), InputRequestSchema);
export type InputRequests = z.infer<typeof InputRequestsSchema>;

/**
 * The client's answer to one input request. Not discriminated: the answer kinds share no tag, so
 * the entry is matched against each shape in turn.
 */
export const InputResponseSchema = z.union([
  CreateMessageResultSchema,
  ListRootsResultSchema,
  ElicitResultSchema,
]);
export type InputResponse = z.infer<typeof InputResponseSchema>;

/** Answers keyed like the `inputRequests` they fulfil. */
export const InputResponsesSchema = z.record(z.string(), InputResponseSchema);
export type InputResponses = z.infer<typeof InputResponsesSchema>;

/**
 * An interim result asking for input. Structurally only `resultType` is required; the rules that
 * it must be `input_required` and carry `inputRequests` or `requestState` are prose rules (see
 * `hasInputRequestsOrRequestState`).
 */
export const InputRequiredResultSchema = z.looseObject({
  _meta: ResultMetaObjectSchema.optional(),
  resultType: ResultTypeSchema,
  inputRequests: InputRequestsSchema.optional(),
  requestState: z.string().optional(),
});
export type InputRequiredResult = z.infer<typeof InputRequiredResultSchema>;

/** The MRTR retry fields mixed into `tools/call`, `prompts/get` and `resources/read` params. */
export const InputResponseRequestParamsSchema = z.looseObject({
  _meta: RequestMetaObjectSchema,
  inputResponses: InputResponsesSchema.optional(),
  requestState: z.string().optional(),
});
export type InputResponseRequestParams = z.infer<typeof InputResponseRequestParamsSchema>;
