'use client';

import { usePageShortcuts } from './use-page-shortcuts';

export interface PlaygroundShortcuts {
  /** Mod+K: open the command palette. */
  palette(): void;
  /** Mod+Enter: run the selected tool. */
  run(): void;
}

/** Which playground shortcut a key event is, if any (Mod = Ctrl, or ⌘ on a Mac). */
export function playgroundShortcutOf(event: KeyboardEvent): keyof PlaygroundShortcuts | undefined {
  const mod = event.ctrlKey || event.metaKey;
  if (!mod || event.altKey || event.shiftKey) return undefined;
  if (event.key.toLowerCase() === 'k') return 'palette';
  if (event.key === 'Enter') return 'run';
  return undefined;
}

/** The playground's shortcuts (see usePageShortcuts). */
export function usePlaygroundKeyboard(handlers: PlaygroundShortcuts): void {
  usePageShortcuts<keyof PlaygroundShortcuts>(handlers, playgroundShortcutOf);
}
