'use client';

import { memo } from 'react';
import { cn } from '@/components/ui/cn';
import { plural, pluralWord } from '@/lib/text/plural';
import { HiddenText } from './hidden-text';
import { Badge, type BadgeTone } from './panel';
import { TimelineEventDetail } from './timeline-event-detail';
import { categoryOf, eventSummary, type TimelineRow } from './timeline-model';

const OUTCOME_TONE: Record<string, BadgeTone> = { ok: 'safe', failed: 'danger', cancelled: 'caution' };

const CATEGORY_TONE = { http: 'info', sse: 'neutral', protocol: 'neutral', problems: 'caution' } as const;

function clock(at: number): string {
  const d = new Date(at);
  return `${d.toLocaleTimeString('en-GB', { hour12: false })}.${String(d.getMilliseconds()).padStart(3, '0')}`;
}

/** One row of the timeline: an operation header (expands its events) or an event (expands its detail). */
export const TimelineRowView = memo(function TimelineRowView({
  row,
  open,
  findings,
  onToggleGroup,
  onToggleEvent,
}: {
  row: TimelineRow;
  open: boolean;
  findings: number;
  onToggleGroup(id: string): void;
  onToggleEvent(id: string): void;
}) {
  if (row.kind === 'operation') {
    const { group } = row;
    const title = group.started?.title ?? (group.id === 'session' ? 'Session' : group.id);
    return (
      <button
        type="button"
        aria-expanded={row.expanded}
        onClick={() => onToggleGroup(group.id)}
        className="flex w-full items-center gap-2 border-b border-slate-200 bg-slate-50 px-2 py-1.5 text-left text-xs hover:bg-slate-100 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className="w-3 text-slate-600 dark:text-slate-300">
          {row.expanded ? '▾' : '▸'}
        </span>
        <span className="font-mono text-slate-600 dark:text-slate-300">
          {group.started ? clock(group.started.at) : ''}
        </span>
        <span className="font-semibold text-slate-900 dark:text-white">
          {group.started ? `${group.started.operation}: ` : ''}
          <HiddenText text={title} />
        </span>
        <span className="ml-auto flex flex-wrap items-center gap-1">
          {group.finished ? (
            <Badge tone={OUTCOME_TONE[group.finished.outcome] ?? 'neutral'}>
              {group.finished.outcome} · {group.finished.durationMs} ms
            </Badge>
          ) : group.started ? (
            <Badge tone="info">running</Badge>
          ) : null}
          {group.bridge ? (
            <Badge tone="info">
              {group.bridge === 'bridge' ? 'via bridge' : `via bridge (${group.bridge})`}
            </Badge>
          ) : null}
          {group.problems > 0 ? (
            <Badge tone="caution">
              {plural(group.problems, 'finding')}/{pluralWord(group.problems, 'warning')}
            </Badge>
          ) : null}
          <span className="text-slate-600 dark:text-slate-300">
            {row.matching}/{plural(group.events.length, 'event')}
          </span>
        </span>
      </button>
    );
  }
  const { event, group } = row;
  const category = categoryOf(event);
  const offset = group.started ? event.at - group.started.at : undefined;
  return (
    <div className="border-b border-slate-100 dark:border-slate-800/60">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => onToggleEvent(event.id)}
        className={cn(
          'flex w-full items-center gap-2 py-1 pr-2 pl-7 text-left text-xs hover:bg-slate-50 dark:hover:bg-slate-800/60',
          event.type === 'error' && 'text-red-800 dark:text-red-300',
          event.type === 'warning' && 'text-amber-900 dark:text-amber-200',
        )}
      >
        <span className="w-14 shrink-0 text-right font-mono text-slate-500 tabular-nums dark:text-slate-400">
          {offset !== undefined ? `+${offset}ms` : ''}
        </span>
        {category ? <Badge tone={CATEGORY_TONE[category]}>{event.type}</Badge> : null}
        <span className="min-w-0 flex-1 truncate font-mono">
          <HiddenText text={eventSummary(event)} />
        </span>
        {event.type === 'cache' && event.action === 'hit' ? <Badge tone="safe">cache hit</Badge> : null}
        {findings > 0 ? <Badge tone="caution">{plural(findings, 'finding')}</Badge> : null}
      </button>
      {open ? (
        <div className="px-7 pb-2">
          <TimelineEventDetail event={event} events={group.events} />
        </div>
      ) : null}
    </div>
  );
});
