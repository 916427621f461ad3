'use client';

import Link from 'next/link';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type SearchHit, searchDocs } from './search-docs';
import type { DocsIndex } from './search-index';

let indexPromise: Promise<DocsIndex> | undefined;

/** The docs index is a separate chunk, fetched the first time someone uses the search box. */
function loadIndex(): Promise<DocsIndex> {
  indexPromise ??= import('@/content/docs/docs-index.generated.json').then(
    (m) => (m.default ?? m) as unknown as DocsIndex,
  );
  return indexPromise;
}

/**
 * The docs search box. Without JavaScript it is a plain form that opens /docs/search?q=…; with it,
 * matches appear as you type (from an index built at build time) and the arrow keys move through them.
 */
export function DocsSearch({ initialQuery = '' }: { initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const [index, setIndex] = useState<DocsIndex>();
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const listId = useId();

  const warm = useCallback(() => {
    if (!index) void loadIndex().then(setIndex);
  }, [index]);

  const hits: SearchHit[] = index && query.trim() ? searchDocs(index, query) : [];
  const showList = open && query.trim().length > 0;

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      inputRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    if (all.length === 0) return;
    event.preventDefault();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') all[Math.min(at + 1, all.length - 1)]?.focus();
    else if (at <= 0) inputRef.current?.focus();
    else all[at - 1]?.focus();
  };

  return (
    <search>
      <form
        ref={rootRef}
        action="/docs/search"
        method="get"
        className="relative"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <label
          htmlFor={inputId}
          className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          Search the docs
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          autoComplete="off"
          placeholder="e.g. cacheScope"
          aria-controls={showList ? listId : undefined}
          aria-describedby={`${listId}-status`}
          value={query}
          onFocus={() => {
            warm();
            setOpen(true);
          }}
          onChange={(event) => {
            warm();
            setQuery(event.target.value);
            setOpen(true);
          }}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        <p id={`${listId}-status`} role="status" className="sr-only">
          {showList ? (index ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'}` : 'Loading') : ''}
        </p>
        {showList ? (
          <div className="absolute left-0 z-30 mt-1 w-[min(26rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
            {hits.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-400">
                {index ? 'No page contains all of these words.' : 'Loading the index…'}
              </p>
            ) : (
              <ul
                ref={listRef}
                id={listId}
                aria-label="Search results"
                className="max-h-96 overflow-y-auto py-1"
              >
                {hits.map((hit) => (
                  <li key={hit.href}>
                    <Link
                      href={hit.href}
                      onClick={() => setOpen(false)}
                      className="block px-3 py-2 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-offset-[-2px] dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                    >
                      <span className="block text-sm font-medium text-slate-900 dark:text-white">
                        {hit.pageTitle}
                        {hit.section ? <span className="font-normal"> › {hit.section}</span> : null}
                      </span>
                      <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                        {hit.snippet}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </form>
    </search>
  );
}
