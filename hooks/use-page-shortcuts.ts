'use client';

import { useEffect, useRef } from 'react';

/**
 * Page-wide keyboard shortcuts, active wherever focus is except inside an open modal dialog (which
 * has its own keys) and for keys something else already handled. `shortcutOf` names the shortcut a
 * key event is (a module-level function: it must not change between renders); handlers may change
 * between renders without re-subscribing.
 */
export function usePageShortcuts<K extends string>(
  handlers: Record<K, () => void>,
  shortcutOf: (event: KeyboardEvent) => K | undefined,
): void {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      ref.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcutOf]);
}
