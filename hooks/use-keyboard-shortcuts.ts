'use client';

import { usePageShortcuts } from './use-page-shortcuts';

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

/** The validator page's shortcuts (see usePageShortcuts). */
export function useKeyboardShortcuts(handlers: ShortcutHandlers): void {
  usePageShortcuts<keyof ShortcutHandlers>(handlers, shortcutOf);
}
