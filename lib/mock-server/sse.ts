/**
 * Server-sent events framing. Each JSON-RPC message is one event: `event: message` and a single
 * `data:` line (JSON.stringify never emits a raw newline), then a blank line. Comment lines (a
 * leading `:`) keep long streams alive through proxies; clients must ignore them.
 */

const encoder = new TextEncoder();

/** One JSON-RPC message as an SSE event. */
export function sseEvent(message: unknown): string {
  return `event: message\ndata: ${JSON.stringify(message)}\n\n`;
}

/** A keep-alive comment. */
export const SSE_KEEP_ALIVE = ': keep-alive\n\n';

/** UTF-8 bytes of an SSE chunk. */
export function sseBytes(text: string): Uint8Array {
  return encoder.encode(text);
}
