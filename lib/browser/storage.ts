/** The part of the Web Storage API used here (localStorage in the page, a Map-backed fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageResult<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The page's localStorage, or undefined where there is none or it is blocked (a sandboxed frame,
 * some privacy modes make even reading the property throw).
 */
export function browserStorage(): StorageLike | undefined {
  try {
    const storage = globalThis.localStorage;
    return storage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reads and parses a JSON value; `undefined` (ok) when nothing is stored under the key. */
export function readStoredJson(storage: StorageLike | undefined, key: string): StorageResult<unknown> {
  if (storage === undefined) return { ok: false, error: 'storage is not available' };
  try {
    const text = storage.getItem(key);
    return { ok: true, value: text === null ? undefined : JSON.parse(text) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Whether anything is stored under the key, without parsing it: lets a page skip loading the code
 * that reads a kind of stored data when there is none. Blocked storage holds nothing.
 */
export function hasStoredItem(storage: StorageLike | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** Stores a value as JSON; fails (without throwing) when the quota is exceeded or storage is blocked. */
export function writeStoredJson(
  storage: StorageLike | undefined,
  key: string,
  value: unknown,
): StorageResult<void> {
  if (storage === undefined) return { ok: false, error: 'storage is not available' };
  try {
    storage.setItem(key, JSON.stringify(value));
    return { ok: true, value: undefined };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The tab's sessionStorage (gone when the tab closes, never shared with other tabs), or undefined
 * where it is blocked. Tokens go here only when the person opts in.
 */
export function tabStorage():
  | (StorageLike & { key(index: number): string | null; readonly length: number })
  | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}
