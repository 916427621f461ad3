'use client';

import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { cn } from './cn';

/**
 * A modal dialog on the native <dialog> element: focus moves in and is kept there, Escape or a
 * click on the backdrop closes it (calling `onClose`), and focus returns to where it was. `open` is
 * controlled. `initialFocus` is focused in the same turn as the dialog opens, so that keys typed at
 * once (Ctrl+K, then a name) land in it rather than on whatever showModal focused first.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  className,
  initialFocus,
  children,
}: {
  open: boolean;
  onClose(): void;
  initialFocus?: RefObject<HTMLElement | null>;
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape, built into <dialog>.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-state={open ? 'open' : 'closed'}
      // The close event is queued as a task: when the dialog was opened again before it arrived (a
      // quick reopen right after a choice closed it), it is stale and must not close the new one.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      // A click on the backdrop lands on the <dialog> itself (its content fills the box): close.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={cn(
        'm-auto max-h-[85dvh] w-[min(44rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-slate-200 bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
        className,
      )}
    >
      {open ? (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {description}
              </div>
            ) : null}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
