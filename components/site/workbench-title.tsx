import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { SITE_WIDTH } from './site-width';

/**
 * The one-line title row above a full-height workbench (/playground, /validate): its height is
 * fixed on wide screens so the workbench below fits the rest of the viewport. The page's intro
 * sits below the workbench, reachable from the link here, instead of taking the first screen.
 */
export function WorkbenchTitle({ title, aboutId }: { title: string; aboutId: string }) {
  return (
    <div className={cn(SITE_WIDTH, 'flex items-baseline gap-4 pt-3 pb-1 lg:h-11')}>
      <h1 className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <a href={`#${aboutId}`} className="text-sm text-sky-800 underline dark:text-sky-300">
        About this page
      </a>
    </div>
  );
}

/** The intro of a workbench page, below the workbench (the target of WorkbenchTitle's link). */
export function WorkbenchAbout({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn(SITE_WIDTH, 'scroll-mt-4 pt-4 pb-10')}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-2 max-w-4xl space-y-2 text-slate-600 dark:text-slate-300">{children}</div>
    </section>
  );
}
