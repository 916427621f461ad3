'use client';

import dynamic from 'next/dynamic';

/** The markdown renderer, loaded on first use so it stays out of the page's first load. */
export const Markdown = dynamic(() => import('./markdown-text'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-500 dark:text-slate-400">Rendering…</p>,
});
