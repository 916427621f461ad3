/** Class names shared by the schema-form controls (Tailwind; light and dark). */

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 disabled:opacity-60 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400';

export const selectClass =
  'max-w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 disabled:opacity-60 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:aria-invalid:border-red-400';

export const monoInputClass = `${inputClass} font-mono text-xs leading-relaxed`;

export const checkboxClass = 'size-4 shrink-0 rounded border-slate-400 accent-sky-700 dark:accent-sky-400';

export const labelClass = 'text-sm font-medium text-slate-800 dark:text-slate-100';

export const hintClass = 'text-xs text-slate-600 dark:text-slate-400';

export const errorClass = 'text-sm text-red-700 dark:text-red-400';

export const fieldsetClass =
  'min-w-0 space-y-3 rounded-md border border-slate-200 px-3 pt-1 pb-3 dark:border-slate-700';

export const legendClass = 'px-1 text-sm font-semibold text-slate-900 dark:text-white';

export const smallButtonClass =
  'inline-flex h-7 shrink-0 items-center justify-center gap-1 rounded-md border border-slate-300 bg-white px-2 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
