/** The `_meta` keys MCP 2026-07-28 reserves, as they appear on the wire. */
export const META_KEYS = {
  protocolVersion: 'io.modelcontextprotocol/protocolVersion',
  clientCapabilities: 'io.modelcontextprotocol/clientCapabilities',
  clientInfo: 'io.modelcontextprotocol/clientInfo',
  /** Deprecated with Logging; opts a single request into `notifications/message`. */
  logLevel: 'io.modelcontextprotocol/logLevel',
  serverInfo: 'io.modelcontextprotocol/serverInfo',
  subscriptionId: 'io.modelcontextprotocol/subscriptionId',
  progressToken: 'progressToken',
  traceparent: 'traceparent',
  tracestate: 'tracestate',
  baggage: 'baggage',
} as const;

export type MetaKey = (typeof META_KEYS)[keyof typeof META_KEYS];

/** Keys that must be present in every request's `params._meta`. */
export const REQUIRED_REQUEST_META_KEYS = [META_KEYS.protocolVersion, META_KEYS.clientCapabilities] as const;

/** Keys a client may put in `params._meta` of a request. */
export const REQUEST_META_KEYS = [
  META_KEYS.protocolVersion,
  META_KEYS.clientCapabilities,
  META_KEYS.clientInfo,
  META_KEYS.logLevel,
  META_KEYS.progressToken,
  META_KEYS.traceparent,
  META_KEYS.tracestate,
  META_KEYS.baggage,
] as const;

/** Reserved keys without a prefix: progress and W3C trace context / baggage. */
export const UNPREFIXED_RESERVED_META_KEYS = [
  META_KEYS.progressToken,
  META_KEYS.traceparent,
  META_KEYS.tracestate,
  META_KEYS.baggage,
] as const;

const known = new Set<string>(Object.values(META_KEYS));

/** True for a key listed in {@link META_KEYS}. */
export function isKnownMetaKey(key: string): key is MetaKey {
  return known.has(key);
}
