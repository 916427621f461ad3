import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** The id of a panel's heading: the command palette's "Go to" commands focus it. */
export const panelHeadingId = (id: string) => `${id}-heading`;

/**
 * A region of the playground: a `<section>` named by its heading, so screen readers list it among
 * the landmarks, and a heading that can take focus when the palette jumps to it.
 */
export function Panel({
  id,
  title,
  actions,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={panelHeadingId(id)}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900/60',
        className,
      )}
    >
      <div className="flex min-h-11 flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-1.5 dark:border-slate-800">
        <h2
          id={panelHeadingId(id)}
          tabIndex={-1}
          className="mr-auto text-sm font-semibold text-slate-900 focus:outline-none focus-visible:outline-2 dark:text-white"
        >
          {title}
        </h2>
        {actions}
      </div>
      <div className="min-w-0 flex-1 p-3">{children}</div>
    </section>
  );
}

const tones = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  safe: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  caution: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small label (a hint, a status, a count). */
export function Badge({
  tone = 'neutral',
  title,
  className,
  children,
}: {
  tone?: BadgeTone;
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
