import type { Metadata } from 'next';
import Link from 'next/link';
import { docsIndex } from '@/components/docs/docs-outline';
import { DocsSearch } from '@/components/docs/docs-search';
import { searchDocs } from '@/components/docs/search-docs';

export const metadata: Metadata = { title: 'Search the docs', robots: { index: false } };

interface Props {
  searchParams: Promise<{ q?: string | string[] }>;
}

/** Search results rendered on the server: the search box's answer when JavaScript is off (or on Enter). */
export default async function DocsSearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? '';
  const hits = query.trim() ? searchDocs(docsIndex, query, 30) : [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
        Search the docs
      </h1>
      <div className="mt-6 max-w-md">
        <DocsSearch initialQuery={query} />
      </div>
      {query.trim() ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300" role="status">
          {hits.length === 0
            ? `No page contains every word of “${query}”.`
            : `${hits.length} ${hits.length === 1 ? 'page matches' : 'pages match'} “${query}”.`}
        </p>
      ) : null}
      <ol className="mt-4 space-y-4">
        {hits.map((hit) => (
          <li key={hit.href}>
            <Link
              href={hit.href}
              className="font-medium text-sky-800 underline underline-offset-2 dark:text-sky-300"
            >
              {hit.pageTitle}
              {hit.section ? ` › ${hit.section}` : ''}
            </Link>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hit.snippet}</p>
          </li>
        ))}
      </ol>
      <p className="mt-10 text-sm">
        <Link href="/docs" className="text-sky-800 underline underline-offset-2 dark:text-sky-300">
          Back to the docs
        </Link>
      </p>
    </div>
  );
}
