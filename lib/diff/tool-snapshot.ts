import { scrubServerUrl } from '../collection/scrub-secrets';
import { findSecrets } from '../share/find-secrets';
import { diffTools } from './diff-tools';
import { readToolList, type ToolDefinition } from './read-tool-list';
import type { ToolDiff } from './tool-change';

/**
 * A saved copy of a server's tools/list, to diff the live list against later (the playground's
 * side of `mcp-tool-lab diff`). Kept in localStorage; never with headers or credentials.
 */
export interface ToolSnapshot {
  id: string;
  /** A label for people: the server and the time by default. */
  name: string;
  /** ISO 8601. */
  savedAt: string;
  /** The server's address without credentials, when it has one worth keeping. */
  server?: string;
  tools: ToolDefinition[];
}

export const MAX_SNAPSHOTS = 20;
/** Characters of JSON the snapshots may take in storage together (localStorage holds ~5 MB). */
export const MAX_SNAPSHOT_CHARS = 2_000_000;

/**
 * The first secret-looking text in tool definitions (share links' detectors over their JSON), in
 * words. Not the state check's "any header value" rule: a tool may well have a `headers` parameter.
 */
function secretIn(value: unknown): string | undefined {
  const found = findSecrets(JSON.stringify(value), 1)[0];
  return found ? `${found.label} ("${found.preview}")` : undefined;
}

export type SnapshotEdit = { ok: true; snapshots: ToolSnapshot[] } | { ok: false; error: string };

/**
 * Adds a snapshot of `tools` (newest first). Refused, with the reason, when the definitions look
 * like they hold a secret, or the list would not fit in storage; nothing changes then.
 */
export function addSnapshot(
  snapshots: readonly ToolSnapshot[],
  tools: readonly unknown[],
  options: { server?: string; now: Date; name?: string },
): SnapshotEdit {
  const read = readToolList([...tools]);
  if (!read.ok) return { ok: false, error: `Not saved: ${read.error}.` };
  const secret = secretIn(read.tools);
  if (secret)
    return {
      ok: false,
      error: `Not saved: the tool list looks like it contains ${secret}, and snapshots are kept in this browser's storage.`,
    };
  const server = options.server === undefined ? undefined : scrubServerUrl(options.server).value;
  const stamp = options.now.toISOString();
  const snapshot: ToolSnapshot = {
    id: `${stamp}-${snapshots.length}`,
    name: options.name?.trim() || `${server ?? 'in-page mock'}, ${stamp.slice(0, 19).replace('T', ' ')} UTC`,
    savedAt: stamp,
    ...(server !== undefined ? { server } : {}),
    tools: read.tools,
  };
  const next = [snapshot, ...snapshots].slice(0, MAX_SNAPSHOTS);
  const size = JSON.stringify(next).length;
  if (size > MAX_SNAPSHOT_CHARS)
    return {
      ok: false,
      error: `Not saved: the snapshots would take ${Math.round(size / 1000)} kB, over the ${MAX_SNAPSHOT_CHARS / 1000} kB kept in this browser. Delete an older snapshot first.`,
    };
  return { ok: true, snapshots: next };
}

export function removeSnapshot(snapshots: readonly ToolSnapshot[], id: string): ToolSnapshot[] {
  return snapshots.filter((s) => s.id !== id);
}

/** The snapshot (old) against the live list (new), classified by lib/diff. */
export function diffSnapshot(snapshot: ToolSnapshot, live: readonly unknown[]): ToolDiff | { error: string } {
  const read = readToolList([...live]);
  if (!read.ok) return { error: `The live list cannot be compared: ${read.error}.` };
  return diffTools(snapshot.tools, read.tools);
}

/** Snapshots as stored, checked again: malformed or secret-looking entries are left out. */
export function parseStoredSnapshots(value: unknown): ToolSnapshot[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: ToolSnapshot[] = [];
  for (const item of value.slice(0, MAX_SNAPSHOTS)) {
    if (typeof item !== 'object' || item === null) continue;
    const s = item as Record<string, unknown>;
    if (typeof s.id !== 'string' || typeof s.name !== 'string' || typeof s.savedAt !== 'string') continue;
    if (s.server !== undefined && typeof s.server !== 'string') continue;
    const read = readToolList(s.tools);
    if (!read.ok || secretIn(read.tools) !== undefined) continue;
    out.push({
      id: s.id,
      name: s.name,
      savedAt: s.savedAt,
      ...(typeof s.server === 'string' ? { server: s.server } : {}),
      tools: read.tools,
    });
  }
  return out;
}

/** Why the snapshots must not be stored, or undefined (the storage layer's last check). */
export function snapshotsRefusal(snapshots: readonly ToolSnapshot[]): string | undefined {
  const found = secretIn(snapshots);
  return found ? `Snapshots not saved in this browser: they look like they contain ${found}.` : undefined;
}
