'use client';

import dynamic from 'next/dynamic';
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ToolEntry, ToolListing } from '@/lib/client/index';
import { NO_FINDINGS } from './tool-findings';
import { ToolRow } from './tool-row';
import { useFindings } from './validation-context';

/** Up to this many tools render as a plain list; longer lists are virtualized. */
export const VIRTUALIZE_AFTER = 60;

const VirtualToolList = dynamic(() => import('./virtual-tool-list'), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600 dark:text-slate-400">Loading the list…</p>,
});

export interface ToolListProps {
  tools: readonly ToolEntry[];
  selected: string | undefined;
  dark: boolean;
  allowRemoteIcons: boolean;
  onSelect(name: string): void;
  /** Enter on a row: select the tool and move on to its call form. */
  onOpen?(name: string): void;
  /** The listing: where each page starts (and with which cursor), and the findings of its pages. */
  listing?: ToolListing;
  /**
   * Render only this many rows at first, the rest once mounted: the page's HTML then carries a
   * screenful of the build's preview, not the whole list, which keeps the first paint light.
   */
  initialRows?: number;
}

/**
 * The usable tools as a list of buttons, one Tab stop for the whole list (roving tabindex: the
 * selected row, else the last one focused, else the first); arrow keys, Home and End move between
 * rows, Enter selects the tool and moves focus to its call form (Space and a click only select). A
 * long list renders only the rows in view (with their position announced), so a server with
 * thousands of tools costs the same as one with fifty.
 */
export function ToolList(props: ToolListProps) {
  return props.tools.length > VIRTUALIZE_AFTER ? (
    <VirtualToolList {...props} />
  ) : (
    <PlainToolList {...props} />
  );
}

export function nextIndex(event: KeyboardEvent, index: number, count: number): number | undefined {
  switch (event.key) {
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The list's keyboard behaviour, shared by the plain and the virtual list: which row holds the Tab
 * stop, and what the keys do. `move` brings a row into view and focuses it.
 */
export function useRovingRows(
  tools: readonly ToolEntry[],
  selected: string | undefined,
  onOpen: ((name: string) => void) | undefined,
  move: (index: number) => void,
) {
  const [focused, setFocused] = useState<number | undefined>(undefined);
  const selectedIndex = selected === undefined ? -1 : tools.findIndex((t) => t.name === selected);
  // The last row focused keeps the stop (a filter may have shortened the list since).
  const stop = focused !== undefined && focused < tools.length ? focused : Math.max(selectedIndex, 0);
  // A selection made elsewhere (a click, the palette, a link) takes the stop with it.
  useEffect(() => {
    if (selectedIndex >= 0) setFocused(selectedIndex);
  }, [selectedIndex]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const index = Number(event.currentTarget.dataset.toolIndex);
      if (event.key === 'Enter' && onOpen) {
        const name = tools[index]?.name;
        if (name === undefined) return;
        event.preventDefault();
        onOpen(name);
        return;
      }
      const next = nextIndex(event, index, tools.length);
      if (next === undefined) return;
      event.preventDefault();
      move(next);
    },
    [tools, onOpen, move],
  );
  const onFocus = useCallback((event: FocusEvent<HTMLButtonElement>) => {
    setFocused(Number(event.currentTarget.dataset.toolIndex));
  }, []);
  return { stop, onKeyDown, onFocus };
}

export function focusRow(container: HTMLElement | null, index: number) {
  container?.querySelector<HTMLButtonElement>(`[data-tool-index="${index}"]`)?.focus();
}

/** Scrolls `container` (only it, not the page) just enough to show `row`. */
export function scrollWithin(container: HTMLElement, row: HTMLElement) {
  const box = container.getBoundingClientRect();
  const at = row.getBoundingClientRect();
  if (at.top < box.top) container.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) container.scrollTop += at.bottom - box.bottom;
}

function PlainToolList({
  tools: all,
  selected,
  dark,
  allowRemoteIcons,
  onSelect,
  onOpen,
  listing,
  initialRows,
}: ToolListProps) {
  const findings = useFindings();
  const [limit, setLimit] = useState(initialRows);
  useEffect(() => setLimit(undefined), []);
  const tools = limit === undefined ? all : all.slice(0, limit);
  const pages = listing?.pages;
  const list = useRef<HTMLUListElement>(null);
  // A tool selected from elsewhere (the palette, a link) is brought into view in the list.
  useEffect(() => {
    const container = list.current;
    const row =
      selected === undefined ? null : container?.querySelector<HTMLElement>('[aria-current="true"]');
    if (container && row) scrollWithin(container, row);
  }, [selected]);
  const move = useCallback((index: number) => focusRow(list.current, index), []);
  const roving = useRovingRows(tools, selected, onOpen, move);
  return (
    <ul ref={list} aria-label="Tools" className="max-h-[36rem] space-y-0.5 overflow-auto">
      {tools.map((entry, index) => (
        <li key={entry.name}>
          {pages && pages.length > 1 && entry.page > 0 && tools[index - 1]?.page !== entry.page ? (
            <p className="mt-2 mb-1 border-t border-dashed border-slate-300 pt-1 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
              Page {entry.page + 1}
              {pages[entry.page]?.cursor !== undefined ? (
                <>
                  {' '}
                  · cursor <code className="break-all">{JSON.stringify(pages[entry.page]!.cursor)}</code>
                </>
              ) : null}
            </p>
          ) : null}
          <ToolRow
            entry={entry}
            findings={findings?.entry(listing, entry) ?? NO_FINDINGS}
            index={index}
            selected={entry.name === selected}
            dark={dark}
            allowRemoteIcons={allowRemoteIcons}
            onSelect={onSelect}
            onKeyDown={roving.onKeyDown}
            onFocus={roving.onFocus}
            tabIndex={index === roving.stop ? 0 : -1}
          />
        </li>
      ))}
    </ul>
  );
}
