'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  browserStorage,
  hasStoredItem,
  readStoredJson,
  type StorageLike,
  writeStoredJson,
} from '@/lib/browser/storage';

/** How long after the last change the state is written (ms). */
export const PERSIST_DEBOUNCE_MS = 600;

export type PersistStatus =
  | { status: 'saved' }
  | { status: 'too-large'; size: number; limit: number }
  | { status: 'refused'; reason: string }
  | { status: 'unavailable'; reason: string };

export interface PersistedStateOptions<T> {
  key: string;
  /** Checks what was stored (untrusted: another version of the site may have written it). */
  parse(value: unknown): T | undefined;
  /** Largest state written, measured by `sizeOf` before serialising (cheap for big texts). */
  maxSize: number;
  sizeOf(): number;
  /**
   * Why this value must not be stored (e.g. it holds a secret), or undefined. A refused value is
   * not written, and what an earlier write left under the key is removed.
   */
  refuse?(value: T): string | undefined;
  storage?: StorageLike;
}

/**
 * Keeps a state in localStorage: `save(read)` is cheap to call on every change (it restarts a
 * timer; `read`, which may build large strings, runs once changes pause), nothing is written above
 * `maxSize` or when `refuse` objects (the status says so), and a pending write is flushed when the
 * page is hidden or closed.
 */
export function usePersistedState<T>(options: PersistedStateOptions<T>) {
  const opts = useRef(options);
  opts.current = options;
  const pendingRead = useRef<(() => T) | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<PersistStatus>({ status: 'saved' });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const read = pendingRead.current;
    pendingRead.current = undefined;
    if (!read) return;
    const { key, maxSize, sizeOf } = opts.current;
    const size = sizeOf();
    if (size > maxSize) {
      setStatus({ status: 'too-large', size, limit: maxSize });
      return;
    }
    const storage = opts.current.storage ?? browserStorage();
    const value = read();
    const refused = opts.current.refuse?.(value);
    if (refused !== undefined) {
      try {
        storage?.removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
      setStatus({ status: 'refused', reason: refused });
      return;
    }
    const written = writeStoredJson(storage, key, value);
    setStatus(written.ok ? { status: 'saved' } : { status: 'unavailable', reason: written.error });
  }, []);

  const save = useCallback(
    (read: () => T) => {
      pendingRead.current = read;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, PERSIST_DEBOUNCE_MS);
    },
    [flush],
  );

  const load = useCallback((): T | undefined => {
    const stored = readStoredJson(opts.current.storage ?? browserStorage(), opts.current.key);
    return stored.ok && stored.value !== undefined ? opts.current.parse(stored.value) : undefined;
  }, []);

  /** Whether anything is stored under the key (cheap: nothing is parsed). */
  const hasStored = useCallback(
    (): boolean => hasStoredItem(opts.current.storage ?? browserStorage(), opts.current.key),
    [],
  );

  useEffect(() => {
    const onHide = () => flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return { load, hasStored, save, flush, status };
}
