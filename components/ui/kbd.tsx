import type { ReactNode } from 'react';

/** A key name as it appears on the keyboard. */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
      {children}
    </kbd>
  );
}
