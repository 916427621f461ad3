import { BRIDGE_TOKEN_HEADER, type BridgeEndpoint } from '@/lib/bridge/bridge-endpoint';
import type { ConnectionDraft } from './connection-panel';
import { newHeaderRow } from './header-fields';

/**
 * The connection form filled in from a bridge link or the bridge's JSON line: a URL target at the
 * bridge's address, with its headers (the launch token) replacing any older value of the same name
 * and the other rows kept. Empty rows are dropped, so the form shows one row per header.
 */
export function draftWithBridge(draft: ConnectionDraft, endpoint: BridgeEndpoint): ConnectionDraft {
  const names = new Set(Object.keys(endpoint.headers).map((name) => name.toLowerCase()));
  const kept = draft.headers.filter(
    (row) => row.name.trim() !== '' && !names.has(row.name.trim().toLowerCase()),
  );
  return {
    ...draft,
    kind: 'url',
    url: endpoint.url,
    headers: [...kept, ...Object.entries(endpoint.headers).map(([name, value]) => newHeaderRow(name, value))],
  };
}

/** What the form says once it has read a bridge link (the token itself is never shown). */
export const BRIDGE_FILLED_NOTE = `Bridge link read: the address and the ${BRIDGE_TOKEN_HEADER} header are filled in (kept in memory only). Press Connect.`;
