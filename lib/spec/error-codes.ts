/** JSON-RPC and MCP error codes in use in 2026-07-28. */
export const ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  headerMismatch: -32020,
  missingRequiredClientCapability: -32021,
  unsupportedProtocolVersion: -32022,
} as const;

/** Codes from earlier versions that 2026-07-28 implementations must not emit and the spec will not reuse. */
export const RETIRED_ERROR_CODES = {
  /** Resource not found up to 2025-11-25; now `-32602`. Clients should still accept it from old servers. */
  resourceNotFound: -32002,
  /** URL elicitation required, 2025-11-25 only; URL elicitation now goes through MRTR. */
  urlElicitationRequired: -32042,
} as const;

/** An inclusive range of error codes. */
export interface ErrorCodeRange {
  readonly min: number;
  readonly max: number;
}

/** The whole block JSON-RPC 2.0 reserves for protocol-level errors. Application codes live outside it. */
export const JSONRPC_RESERVED_RANGE: ErrorCodeRange = { min: -32768, max: -32000 };

/** Implementation-defined ("legacy") codes: new implementations should not use them, receivers give them no meaning. */
export const LEGACY_ERROR_RANGE: ErrorCodeRange = { min: -32019, max: -32000 };

/** Codes reserved for the MCP spec; an undefined code here must not be emitted. */
export const MCP_RESERVED_ERROR_RANGE: ErrorCodeRange = { min: -32099, max: -32020 };

/** Schema definition name of every code the 2026-07-28 spec defines, plus the retired ones. */
export const ERROR_CODE_NAMES: Readonly<Record<number, string>> = {
  [ERROR_CODES.parseError]: 'ParseError',
  [ERROR_CODES.invalidRequest]: 'InvalidRequestError',
  [ERROR_CODES.methodNotFound]: 'MethodNotFoundError',
  [ERROR_CODES.invalidParams]: 'InvalidParamsError',
  [ERROR_CODES.internalError]: 'InternalError',
  [ERROR_CODES.headerMismatch]: 'HeaderMismatchError',
  [ERROR_CODES.missingRequiredClientCapability]: 'MissingRequiredClientCapabilityError',
  [ERROR_CODES.unsupportedProtocolVersion]: 'UnsupportedProtocolVersionError',
  [RETIRED_ERROR_CODES.resourceNotFound]: 'ResourceNotFound (retired)',
  [RETIRED_ERROR_CODES.urlElicitationRequired]: 'URLElicitationRequiredError (retired)',
};

/**
 * Where a code sits in the allocation policy:
 * - `defined`: one of {@link ERROR_CODES};
 * - `retired`: -32002 or -32042, never to be emitted by a 2026 implementation;
 * - `legacy-range`: -32019..-32000, implementation-defined, no meaning to receivers;
 * - `reserved-undefined`: -32099..-32020 but not defined by the spec (forbidden);
 * - `jsonrpc-reserved`: elsewhere in -32768..-32000 and not defined (forbidden);
 * - `application`: outside the JSON-RPC block, free for servers to use;
 * - `not-integer`: not an integral number, so not a valid code at all.
 */
export type ErrorCodeClass =
  | 'defined'
  | 'retired'
  | 'legacy-range'
  | 'reserved-undefined'
  | 'jsonrpc-reserved'
  | 'application'
  | 'not-integer';

const defined = new Set<number>(Object.values(ERROR_CODES));
const retired = new Set<number>(Object.values(RETIRED_ERROR_CODES));

function inRange(code: number, range: ErrorCodeRange): boolean {
  return code >= range.min && code <= range.max;
}

/** Classifies an error code against the 2026-07-28 allocation policy. */
export function classifyErrorCode(code: number): ErrorCodeClass {
  if (!Number.isInteger(code)) return 'not-integer';
  if (defined.has(code)) return 'defined';
  if (retired.has(code)) return 'retired';
  if (inRange(code, LEGACY_ERROR_RANGE)) return 'legacy-range';
  if (inRange(code, MCP_RESERVED_ERROR_RANGE)) return 'reserved-undefined';
  if (inRange(code, JSONRPC_RESERVED_RANGE)) return 'jsonrpc-reserved';
  return 'application';
}
