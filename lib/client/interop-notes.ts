import { isObject } from '../json/is-object';
import { specForProtocolVersion } from '../validate/spec-version';

/** One 2026-07-28 feature a server on an older version cannot use, and what the user sees instead. */
export interface InteropNote {
  feature: string;
  /** Why a result or the tool looks the way it does on this connection. */
  effect: string;
}

/**
 * What a connection at `protocolVersion` gives up against 2026-07-28, for one tool: the features
 * the server cannot use there, each with the way it shows in the playground. Empty on 2026-07-28.
 */
export function interopNotes(protocolVersion: string, tool: Record<string, unknown>): InteropNote[] {
  const { version } = specForProtocolVersion(protocolVersion);
  if (version === '2026-07-28') return [];
  const notes: InteropNote[] = [
    {
      feature: 'resultType and multi round-trip requests (input_required)',
      effect:
        'Results carry no "resultType" and are read as complete; a tool that needs input asks through server requests on the session stream, not by an input_required result the client retries.',
    },
    {
      feature: 'cache hints (ttlMs, cacheScope)',
      effect: 'The tool list carries no freshness hint, so it is read as stale at once and never cached.',
    },
    {
      feature: 'subscriptions/listen',
      effect: 'List changes arrive, if at all, on the session’s GET stream instead of a listen subscription.',
    },
    {
      feature: 'structuredContent of any JSON type',
      effect: `At ${version} structuredContent must be an object and outputSchema an object schema; arrays and other values are errors there.`,
    },
  ];
  const schema = isObject(tool.inputSchema) ? tool.inputSchema : undefined;
  const properties = schema && isObject(schema.properties) ? schema.properties : undefined;
  if (properties && Object.values(properties).some((p) => isObject(p) && 'x-mcp-header' in p)) {
    notes.push({
      feature: 'x-mcp-header',
      effect:
        'The marked arguments are not mirrored into Mcp-Param-* headers: legacy requests carry no such headers.',
    });
  }
  if (version === '2025-06-18') {
    notes.push({
      feature: 'icons and tasks (2025-11-25)',
      effect: 'A 2025-06-18 connection has no icons or execution: a client of that version ignores them.',
    });
  }
  return notes;
}
