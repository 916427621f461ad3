'use client';

import { type ReactNode, type ToggleEvent, useId, useRef, useState } from 'react';
import { Button, type ButtonProps } from './button';
import { cn } from './cn';

/**
 * A button that shows a non-modal panel beside it, on the native Popover API: Escape and a click
 * outside close it, the browser exposes the button's expanded state, and the panel follows the
 * button in the Tab order.
 */
export function Popover({
  label,
  title,
  trigger,
  triggerProps,
  className,
  children,
}: {
  /** The accessible name of the panel. */
  label: string;
  /** Optional heading shown inside the panel. */
  title?: string;
  /** The button's content. */
  trigger: ReactNode;
  triggerProps?: ButtonProps;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const isOpen = event.newState === 'open';
    setOpen(isOpen);
    const button = buttonRef.current;
    if (!isOpen || !button) return;
    const panel = event.currentTarget;
    const r = button.getBoundingClientRect();
    const width = panel.offsetWidth;
    panel.style.top = `${Math.round(r.bottom + 6)}px`;
    panel.style.left = `${Math.round(Math.max(8, Math.min(r.right - width, window.innerWidth - width - 8)))}px`;
  };
  return (
    <>
      <Button ref={buttonRef} popoverTarget={id} data-state={open ? 'open' : 'closed'} {...triggerProps}>
        {trigger}
      </Button>
      <div
        id={id}
        popover="auto"
        role="dialog"
        aria-label={label}
        onToggle={onToggle}
        data-state={open ? 'open' : 'closed'}
        className={cn(
          'fixed inset-auto m-0 w-96 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          className,
        )}
      >
        {title ? <h2 className="mb-2 font-semibold text-slate-900 dark:text-white">{title}</h2> : null}
        {children}
      </div>
    </>
  );
}
