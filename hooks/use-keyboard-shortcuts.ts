'use client';

import { useEffect, useRef } from 'react';

export interface ShortcutHandlers {
  /** Shift+Alt+F */
  format(): void;
  /** Ctrl+S / ⌘S (the browser's "save page" is prevented) */
  share(): void;
  /** F8 */
  nextDiagnostic(): void;
  /** Shift+F8 */
  previousDiagnostic(): void;
}

/** Which shortcut a key event is, if any. `code` is used for F because Alt changes `key` on macOS. */
export function shortcutOf(event: KeyboardEvent): keyof ShortcutHandlers | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (event.key === 'F8' && !mod && !event.altKey)
    return event.shiftKey ? 'previousDiagnostic' : 'nextDiagnostic';
  if (event.code === 'KeyF' && event.shiftKey && event.altKey && !mod) return 'format';
  if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 's') return 'share';
  return undefined;
}

/**
 * Page-wide shortcuts, active wherever focus is (the editors, the panel, the toolbar) except inside
 * an open modal dialog. Handlers may change between renders without re-subscribing.
 */
export function useKeyboardShortcuts(handlers: ShortcutHandlers): void {
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
  }, []);
}
