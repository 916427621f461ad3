import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Hides a keyboard hint on a touch screen without a mouse (a phone or tablet): a "Ctrl+K" there
 * names keys the person does not have. CSS, so the server-rendered page is right at once.
 */
export const HIDDEN_ON_TOUCH = '[@media(hover:none)_and_(pointer:coarse)]:hidden';

/**
 * A key name as it appears on the keyboard. `hint` marks a shortcut mentioned beside a control
 * (hidden on touch screens), as opposed to a key in a list of shortcuts, which stays.
 */
export function Kbd({ children, hint = false }: { children: ReactNode; hint?: boolean }) {
  return (
    <kbd
      className={cn(
        'rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
        hint && HIDDEN_ON_TOUCH,
      )}
    >
      {children}
    </kbd>
  );
}
