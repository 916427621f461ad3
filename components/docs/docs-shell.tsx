import Link from 'next/link';
import type { ReactNode } from 'react';
import { SITE_WIDTH } from '@/components/site/site-width';
import { cn } from '@/components/ui/cn';
import { DocsNav } from './docs-nav';
import { DocsSearch } from './docs-search';
import { type DocPage, docHref, neighbours } from './docs-source';
import { DocsToc } from './docs-toc';
import type { IndexedHeading } from './search-index';

interface DocsShellProps {
  page: DocPage;
  headings: readonly IndexedHeading[];
  /** YYYY-MM-DD of the last commit of the page's source, when known. */
  updated?: string;
  children: ReactNode;
}

function Pager({ page }: { page: DocPage }) {
  const { previous, next } = neighbours(page);
  if (!previous && !next) return null;
  const box =
    'flex flex-col rounded-lg border border-slate-200 px-4 py-3 hover:border-sky-500 dark:border-slate-800 dark:hover:border-sky-500';
  return (
    <nav aria-label="Previous and next page" className="mt-12 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link href={docHref(previous)} rel="prev" className={box}>
          <span className="text-xs text-slate-600 dark:text-slate-400">Previous</span>
          <span className="font-medium text-slate-900 dark:text-white">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={docHref(next)} rel="next" className={`${box} sm:text-right`}>
          <span className="text-xs text-slate-600 dark:text-slate-400">Next</span>
          <span className="font-medium text-slate-900 dark:text-white">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * The docs layout around one page: search and page list on the left (folded into a menu on small
 * screens), the article with its title, lead and previous / next links, and "on this page" on the
 * right (folded at the top of the article below extra-large screens). Static HTML: no JavaScript
 * is needed to read or navigate.
 */
export function DocsShell({ page, headings, updated, children }: DocsShellProps) {
  return (
    <div
      className={cn(
        SITE_WIDTH,
        'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 xl:grid-cols-[15rem_minmax(0,1fr)_13rem]',
      )}
    >
      {/* The column does not scroll itself (only its page list does), so the search results can
          reach past its width instead of being clipped to it. data-docs-sidebar: the e2e tests scan
          it once, as it is the same on every page. */}
      <div data-docs-sidebar="" className="pt-6 lg:sticky lg:top-0 lg:flex lg:max-h-dvh lg:flex-col">
        <DocsSearch />
        <details className="mt-4 rounded-lg border border-slate-200 lg:hidden dark:border-slate-800">
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            All docs pages
          </summary>
          <div className="px-1 pb-2">
            <DocsNav current={page} label="Docs pages" />
          </div>
        </details>
        <div className="mt-6 hidden min-h-0 lg:block lg:overflow-y-auto lg:pb-10">
          <DocsNav current={page} label="Docs pages" />
        </div>
      </div>

      <article className="min-w-0 py-8 lg:py-10 [&_:not(pre)>code]:[overflow-wrap:break-word]">
        <header className="mb-8">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {page.title}
          </h1>
          <p className="mt-3 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
            {page.description}
          </p>
          {headings.length > 0 ? (
            <details className="mt-6 rounded-lg border border-slate-200 px-3 py-2 xl:hidden dark:border-slate-800">
              <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
                On this page
              </summary>
              <nav aria-label="On this page" className="mt-2">
                <DocsToc headings={headings} />
              </nav>
            </details>
          ) : null}
        </header>
        <div className="prose prose-slate max-w-none dark:prose-invert prose-headings:scroll-mt-20 prose-a:text-sky-800 prose-a:underline-offset-2 dark:prose-a:text-sky-300">
          {children}
        </div>
        {updated ? (
          <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
            Last updated <time dateTime={updated}>{updated}</time>
          </p>
        ) : null}
        <Pager page={page} />
      </article>

      {headings.length > 0 ? (
        <nav
          aria-label="On this page"
          className="hidden xl:sticky xl:top-0 xl:block xl:max-h-dvh xl:overflow-y-auto xl:py-10"
        >
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            On this page
          </p>
          <DocsToc headings={headings} />
        </nav>
      ) : null}
    </div>
  );
}
