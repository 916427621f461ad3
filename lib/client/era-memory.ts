import { isLegacyVersion, isModernVersion } from '../spec/versions';
import type { StorageLike } from './client-options';
import type { Era } from './timeline-event';

/** What is remembered about a server: its era and the version that worked. */
export interface RememberedEra {
  era: Era;
  protocolVersion: string;
  /** When it was stored, epoch ms. */
  at: number;
}

const PREFIX = 'mcp-tool-lab:era:';

/**
 * The era belongs to the server, so it is remembered per origin (scheme, host and port), as the
 * spec suggests; a path change on the same origin reuses it. Returns undefined for URLs that do
 * not parse.
 */
export function eraKey(url: string): string | undefined {
  try {
    return `${PREFIX}${new URL(url).origin}`;
  } catch {
    return undefined;
  }
}

/** Reads the remembered era; storage failures and malformed entries read as "nothing remembered". */
export async function recallEra(
  storage: StorageLike | undefined,
  url: string,
): Promise<RememberedEra | undefined> {
  const key = eraKey(url);
  if (!storage || !key) return undefined;
  try {
    const text = await storage.getItem(key);
    if (!text) return undefined;
    const value = JSON.parse(text) as Partial<RememberedEra>;
    const version = value.protocolVersion;
    if (typeof version !== 'string' || typeof value.at !== 'number') return undefined;
    if (value.era === 'modern' && isModernVersion(version))
      return { era: 'modern', protocolVersion: version, at: value.at };
    if (value.era === 'legacy' && isLegacyVersion(version))
      return { era: 'legacy', protocolVersion: version, at: value.at };
    return undefined;
  } catch {
    return undefined;
  }
}

export async function rememberEra(
  storage: StorageLike | undefined,
  url: string,
  value: RememberedEra,
): Promise<void> {
  const key = eraKey(url);
  if (!storage || !key) return;
  try {
    await storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or denied: the client works the same, it only probes again next time.
  }
}

export async function forgetEra(storage: StorageLike | undefined, url: string): Promise<void> {
  const key = eraKey(url);
  if (!storage || !key) return;
  try {
    await storage.removeItem(key);
  } catch {
    // See rememberEra.
  }
}

/** An in-memory StorageLike (tests, the CLI, or a page that must not persist anything). */
export function createMemoryStorage(): StorageLike & { entries(): [string, string][] } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    entries: () => [...map.entries()],
  };
}
