import { type ComponentProps, useId } from 'react';
import { cn } from './cn';

export type SelectProps = ComponentProps<'select'> & {
  /** The visible label, tied to the select. */
  label: string;
};

/** A native <select> with a visible label: keyboard and screen reader behaviour come for free. */
export function Select({ label, className, id, children, ...props }: SelectProps) {
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  return (
    <div className={cn('flex max-w-full min-w-0 items-center gap-2', className)}>
      <label htmlFor={selectId} className="shrink-0 text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={selectId}
        className="h-9 min-w-0 max-w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        {...props}
      >
        {children}
      </select>
    </div>
  );
}
