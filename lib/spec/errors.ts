import { z } from 'zod';
import { ClientCapabilitiesSchema } from './capabilities';
import { ERROR_CODES } from './error-codes';
import { RequestIdSchema } from './ids';
import { jsonInteger } from './json-integer';

/**
 * The `error` member of a JSON-RPC error response. `data` accepts any JSON, `null` included.
 * (The type is named `ErrorObject` so it does not shadow the global `Error`.)
 */
export const ErrorSchema = z.looseObject({
  code: jsonInteger(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type ErrorObject = z.infer<typeof ErrorSchema>;

function errorWithCode<C extends number>(code: C) {
  return z.looseObject({
    code: z.literal(code),
    message: z.string(),
    data: z.unknown().optional(),
  });
}

/** -32700: the JSON text could not be parsed. */
export const ParseErrorSchema = errorWithCode(ERROR_CODES.parseError);
export type ParseError = z.infer<typeof ParseErrorSchema>;

/** -32600: not a valid JSON-RPC request object. */
export const InvalidRequestErrorSchema = errorWithCode(ERROR_CODES.invalidRequest);
export type InvalidRequestError = z.infer<typeof InvalidRequestErrorSchema>;

/** -32601: unknown method, or one gated on a capability the server did not advertise. */
export const MethodNotFoundErrorSchema = errorWithCode(ERROR_CODES.methodNotFound);
export type MethodNotFoundError = z.infer<typeof MethodNotFoundErrorSchema>;

/** -32602: malformed params, unknown tool, missing required `_meta` keys, bad cursor, … */
export const InvalidParamsErrorSchema = errorWithCode(ERROR_CODES.invalidParams);
export type InvalidParamsError = z.infer<typeof InvalidParamsErrorSchema>;

/** -32603: unexpected failure inside the server. */
export const InternalErrorSchema = errorWithCode(ERROR_CODES.internalError);
export type InternalError = z.infer<typeof InternalErrorSchema>;

/** -32020 as a full JSON-RPC error response (HTTP 400): headers missing, malformed or disagreeing with the body. */
export const HeaderMismatchErrorSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: RequestIdSchema.optional(),
  error: errorWithCode(ERROR_CODES.headerMismatch),
});
export type HeaderMismatchError = z.infer<typeof HeaderMismatchErrorSchema>;

/** -32021 as a full JSON-RPC error response: `data.requiredCapabilities` names what was missing. */
export const MissingRequiredClientCapabilityErrorSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: RequestIdSchema.optional(),
  error: z.looseObject({
    code: z.literal(ERROR_CODES.missingRequiredClientCapability),
    message: z.string(),
    data: z.looseObject({ requiredCapabilities: ClientCapabilitiesSchema }),
  }),
});
export type MissingRequiredClientCapabilityError = z.infer<typeof MissingRequiredClientCapabilityErrorSchema>;

/** -32022 as a full JSON-RPC error response: `data.supported` and `data.requested` are required. */
export const UnsupportedProtocolVersionErrorSchema = z.looseObject({
  jsonrpc: z.literal('2.0'),
  id: RequestIdSchema.optional(),
  error: z.looseObject({
    code: z.literal(ERROR_CODES.unsupportedProtocolVersion),
    message: z.string(),
    data: z.looseObject({
      supported: z.array(z.string()),
      requested: z.string(),
    }),
  }),
});
export type UnsupportedProtocolVersionError = z.infer<typeof UnsupportedProtocolVersionErrorSchema>;
