/**
 * HTTP header names of the Streamable HTTP transport, in the spelling the spec uses. Header names
 * are case-insensitive on the wire: compare them with {@link sameHeaderName}, never with `===`.
 */
export const HEADERS = {
  protocolVersion: 'MCP-Protocol-Version',
  method: 'Mcp-Method',
  name: 'Mcp-Name',
  accept: 'Accept',
  contentType: 'Content-Type',
  authorization: 'Authorization',
  wwwAuthenticate: 'WWW-Authenticate',
} as const;

/** Prefix of headers that mirror tool arguments marked with `x-mcp-header` (`Mcp-Param-{Name}`). */
export const MCP_PARAM_HEADER_PREFIX = 'Mcp-Param-';

/** Headers of the handshake era (2025-11-25 and earlier) that a 2026-07-28 server ignores. */
export const LEGACY_HEADERS = {
  sessionId: 'Mcp-Session-Id',
  lastEventId: 'Last-Event-ID',
} as const;

/** Marker around a Base64 header value (`=?base64?…?=`); case-sensitive, lowercase. */
export const BASE64_HEADER_PREFIX = '=?base64?';
export const BASE64_HEADER_SUFFIX = '?=';

/** The `Accept` value a client must send on every POST. */
export const ACCEPT_BOTH = 'application/json, text/event-stream';

/** Case-insensitive comparison of two header names. */
export function sameHeaderName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** `Mcp-Param-{name}` for an `x-mcp-header` value. */
export function mcpParamHeaderName(name: string): string {
  return `${MCP_PARAM_HEADER_PREFIX}${name}`;
}
