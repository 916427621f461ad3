import { HEADERS, LEGACY_HEADERS } from '../spec/headers';
import type { ClientContext } from './client-context';

/** Header names the protocol owns; a caller's custom header never replaces them. */
const PROTOCOL_HEADERS = new Set(
  [
    HEADERS.contentType,
    HEADERS.accept,
    HEADERS.protocolVersion,
    HEADERS.method,
    HEADERS.name,
    LEGACY_HEADERS.sessionId,
  ].map((h) => h.toLowerCase()),
);

export function isProtocolHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return PROTOCOL_HEADERS.has(lower) || lower.startsWith('mcp-param-');
}

/** The caller's custom headers minus any protocol header (those are the client's to set). */
export function customHeaders(ctx: ClientContext): Record<string, string> {
  return Object.fromEntries(Object.entries(ctx.options.headers).filter(([name]) => !isProtocolHeader(name)));
}
