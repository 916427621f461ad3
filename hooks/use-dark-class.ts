'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains('dark');

/**
 * True while <html> has the `dark` class (set by next-themes from the user's choice or the system
 * setting). Follows the class itself, so it agrees with the site's CSS at every moment.
 */
export function useDarkClass(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
