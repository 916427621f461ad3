import type { HeaderEntry } from '../wire/secret-headers';

/** How a bridge is in between, read from the `Via` it adds: `stdio`, `target`, or just `bridge`. */
export type BridgeHop = 'stdio' | 'target' | 'bridge';

/**
 * Whether an answer came through `mcp-tool-lab bridge`, from the response headers a client
 * recorded (a page sees `Via` because the bridge exposes it). Undefined when no bridge is named.
 */
export function bridgeHopOf(headers: readonly HeaderEntry[]): BridgeHop | undefined {
  for (const header of headers) {
    if (header.name.toLowerCase() !== 'via') continue;
    const match = /mcp-tool-lab-bridge(?:\s*\((stdio|target)\))?/i.exec(header.value);
    if (match) return (match[1]?.toLowerCase() as 'stdio' | 'target' | undefined) ?? 'bridge';
  }
  return undefined;
}

/** The words a timeline shows for a hop. */
export function describeBridgeHop(hop: BridgeHop): string {
  return hop === 'stdio'
    ? 'via mcp-tool-lab bridge (a stdio server behind it)'
    : hop === 'target'
      ? 'via mcp-tool-lab bridge (CORS in front of an HTTP server)'
      : 'via mcp-tool-lab bridge';
}
