import Link from 'next/link';
import { cn } from '@/components/ui/cn';
import { type DocPage, docGroups, docHref } from './docs-source';

/** The list of every docs page by group, with the current page marked (`aria-current="page"`). */
export function DocsNav({ current, label }: { current: DocPage; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      {docGroups.map((group) => (
        <div key={group.id} className="mb-5">
          <p className="mb-1.5 px-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {group.title}
          </p>
          <ul className="space-y-0.5">
            {group.pages.map((page) => {
              const active = page === current;
              return (
                <li key={page.file}>
                  <Link
                    href={docHref(page)}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-2 py-1 transition-colors',
                      active
                        ? 'bg-sky-50 font-medium text-sky-900 dark:bg-sky-950/60 dark:text-sky-200'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                    )}
                  >
                    {page.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
