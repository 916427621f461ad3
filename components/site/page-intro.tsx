import type { ReactNode } from 'react';

/** The heading block at the top of a section page. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-12 pb-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <div className="mt-4 space-y-3 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
        {children}
      </div>
    </div>
  );
}
