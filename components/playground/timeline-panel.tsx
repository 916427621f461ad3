'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TimelineEvent } from '@/lib/client/index';
import { plural } from '@/lib/text/plural';
import { Panel } from './panel';
import {
  buildRows,
  CATEGORY_LABELS,
  type EventCategory,
  findingsByExchange,
  groupEvents,
} from './timeline-model';
import { TimelineRowView } from './timeline-row';

const ALL_CATEGORIES = Object.keys(CATEGORY_LABELS) as EventCategory[];

export interface TimelinePanelProps {
  events: readonly TimelineEvent[];
  dropped: number;
  /** Set while an imported session is shown instead of the live one. */
  imported?: { name: string; count: number };
  onBackToLive(): void;
  onClear(): void;
  onExport(): void;
  /** Asks for a session file to replay. */
  onImport(): void;
  importError?: string;
}

/**
 * Every step of the session: operations (connect, list, each call with all its MRTR rounds, listen
 * streams) with their HTTP exchanges, SSE events, cache decisions, findings and timings. Filter by
 * kind, search the text of headers and bodies, copy a request as curl, export the session as JSON
 * and import one back to replay what it recorded. Only the rows in view are rendered.
 */
export function TimelinePanel(props: TimelinePanelProps) {
  const { events, dropped, imported, onBackToLive, onClear, onExport, onImport, importError } = props;
  const [categories, setCategories] = useState<ReadonlySet<EventCategory>>(() => new Set(ALL_CATEGORIES));
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [openEvents, setOpenEvents] = useState<ReadonlySet<string>>(() => new Set());
  const searchId = useId();
  const groups = useMemo(() => groupEvents(events), [events]);
  const rows = useMemo(
    () => buildRows(groups, { categories, query: deferredQuery, expanded }),
    [groups, categories, deferredQuery, expanded],
  );
  const findings = useMemo(() => findingsByExchange(events), [events]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 30,
    overscan: 12,
    getItemKey: (index) => {
      const row = rows[index]!;
      return row.kind === 'operation' ? `op-${row.group.id}` : `ev-${row.event.id}`;
    },
  });
  const toggle = (set: ReadonlySet<string>, id: string) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };
  return (
    <Panel
      id="timeline"
      title={
        <>
          Timeline{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            ({plural(events.length, 'event')}
            {dropped > 0 ? `, ${dropped} oldest dropped` : ''})
          </span>
        </>
      }
      actions={
        <div className="flex flex-wrap items-center gap-1.5">
          <Button size="sm" onClick={() => setExpanded(new Set(groups.map((g) => g.id)))}>
            Expand all
          </Button>
          <Button size="sm" onClick={() => setExpanded(new Set())}>
            Collapse all
          </Button>
          <Button size="sm" onClick={onExport} disabled={events.length === 0}>
            Export JSON
          </Button>
          <Button size="sm" onClick={onImport}>
            Import…
          </Button>
          {imported ? null : (
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear
            </Button>
          )}
        </div>
      }
    >
      {imported ? (
        <p
          role="status"
          className="mb-2 flex flex-wrap items-center gap-2 rounded-md bg-violet-50 px-2 py-1 text-xs text-violet-950 dark:bg-violet-950/50 dark:text-violet-100"
        >
          Replaying an imported session: {imported.name} ({plural(imported.count, 'event')}). Nothing here is
          live.
          <Button size="sm" onClick={onBackToLive}>
            Back to the live session
          </Button>
        </p>
      ) : null}
      {importError ? (
        <p role="alert" className="mb-2 text-xs text-red-800 dark:text-red-300">
          {importError}
        </p>
      ) : null}
      <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <label htmlFor={searchId} className="sr-only">
          Search the timeline
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search headers, bodies, methods…"
          className="h-8 w-64 max-w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1">
          <legend className="sr-only">Show events of kind</legend>
          {ALL_CATEGORIES.map((category) => (
            <label key={category} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={categories.has(category)}
                onChange={() => setCategories((c) => toggle(c, category) as ReadonlySet<EventCategory>)}
              />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </fieldset>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {events.length === 0 ? 'Nothing recorded yet.' : 'No event matches.'}
        </p>
      ) : (
        <section
          ref={scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to scroll it
          tabIndex={0}
          aria-label="Timeline events"
          className="max-h-[40rem] overflow-auto rounded-md border border-slate-200 dark:border-slate-800"
        >
          <ol className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className="absolute inset-x-0 top-0"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <TimelineRowView
                    row={row}
                    open={row.kind === 'event' && openEvents.has(row.event.id)}
                    findings={
                      row.kind === 'event' && row.event.exchangeId && row.event.type === 'http-request'
                        ? (findings.get(row.event.exchangeId) ?? 0)
                        : 0
                    }
                    onToggleGroup={(id) => setExpanded((e) => toggle(e, id))}
                    onToggleEvent={(id) => setOpenEvents((e) => toggle(e, id))}
                  />
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </Panel>
  );
}
