import { type BridgeHop, bridgeHopOf, describeBridgeHop } from '@/lib/bridge/bridge-via';
import type { OperationFinishedEvent, OperationStartedEvent, TimelineEvent } from '@/lib/client/index';
import { isObject } from '@/lib/json/is-object';
import { plural } from '@/lib/text/plural';

/**
 * The timeline as the panel shows it: events grouped under the operation that caused them (a
 * connect, a listing, one call with all its MRTR rounds, a listen stream), filtered by category
 * and searched by text, flattened into rows for a virtualized list. Pure functions of the events.
 */

export type EventCategory = 'http' | 'sse' | 'protocol' | 'problems';

export const CATEGORY_LABELS: Record<EventCategory, string> = {
  http: 'HTTP',
  sse: 'SSE',
  protocol: 'Protocol (negotiation, cache, MRTR, notifications)',
  problems: 'Warnings, findings, errors',
};

export function categoryOf(event: TimelineEvent): EventCategory | undefined {
  switch (event.type) {
    case 'http-request':
    case 'http-response':
    case 'http-body':
    case 'exchange-finished':
      return 'http';
    case 'sse-event':
    case 'sse-comment':
      return 'sse';
    case 'warning':
    case 'diagnostics':
    case 'error':
      return 'problems';
    case 'operation-started':
    case 'operation-finished':
      return undefined;
    default:
      return 'protocol';
  }
}

function short(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function kb(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

/** One line of text for a row. */
export function eventSummary(event: TimelineEvent): string {
  switch (event.type) {
    case 'operation-started':
      return event.title;
    case 'operation-finished':
      return `${event.outcome} in ${event.durationMs} ms: ${event.summary}`;
    case 'http-request': {
      const rpc = event.rpc
        ? ` ${event.rpc.method ?? event.rpc.kind}${event.rpc.id !== undefined ? ` #${event.rpc.id}` : ''}`
        : '';
      return `→ ${event.method}${rpc} (${event.purpose})`;
    }
    case 'http-response': {
      const hop = bridgeHopOf(event.headers);
      return `← ${event.status} ${event.statusText} ${event.contentType || '(no content type)'} · ${event.elapsedMs} ms${hop ? ` · ${describeBridgeHop(hop)}` : ''}`;
    }
    case 'http-body':
      return `body ${kb(event.body.bytes)}${event.body.truncated ? ' (recording cut)' : ''}: ${short(event.body.text, 100)}`;
    case 'sse-event': {
      const message = isObject(event.message) ? event.message : undefined;
      const what = message
        ? typeof message.method === 'string'
          ? message.method
          : 'error' in message
            ? 'error response'
            : 'response'
        : short(event.data, 80);
      return `SSE #${event.index}${event.event ? ` ${event.event}` : ''}: ${event.ignored ? `ignored (${event.ignored})` : what}`;
    }
    case 'sse-comment':
      return `SSE comment ${short(event.text, 60)}`;
    case 'exchange-finished':
      return `exchange ${event.outcome}${event.status !== undefined ? ` · HTTP ${event.status}` : ''} · ${event.durationMs} ms · ${kb(event.bytes)}${event.error ? ` · ${event.error.message}` : ''}`;
    case 'negotiation':
      return `negotiation: ${event.step}${event.protocolVersion ? ` ${event.protocolVersion}` : ''} — ${event.reason}`;
    case 'cache':
      return `cache ${event.action} ${event.method}${event.cursor !== undefined ? ` cursor ${JSON.stringify(event.cursor)}` : ''}${event.ttlLeftMs !== undefined ? ` · TTL left ${Math.round(event.ttlLeftMs / 1000)} s` : ''}${event.scope ? ` · ${event.scope}` : ''}${event.reason ? ` — ${event.reason}` : ''}`;
    case 'mrtr-round':
      return `MRTR round ${event.round} ${event.phase}${event.inputRequests ? `: ${Object.keys(event.inputRequests).join(', ')}` : ''}${event.inputResponses ? `: answered ${Object.keys(event.inputResponses).join(', ')}` : ''}`;
    case 'progress':
      return `progress ${event.progress}${event.total !== undefined ? `/${event.total}` : ''}${event.message ? ` — ${event.message}` : ''}`;
    case 'notification':
      return `notification ${event.method} (${event.channel})`;
    case 'server-request':
      return `server request ${event.method} #${event.requestId}: ${event.answer}${event.reason ? ` (${event.reason})` : ''}`;
    case 'listen':
      return `listen ${event.phase}${event.end ? ` (${event.end})` : ''}${event.reason ? ` — ${event.reason}` : ''}`;
    case 'task':
      return `task ${event.phase.replace('-', ' ')}${event.status ? ` · ${event.status}` : ''}${event.statusMessage ? ` — ${short(event.statusMessage, 100)}` : ''}${event.reason ? ` — ${short(event.reason, 120)}` : ''}${event.source && event.phase === 'status' ? ` (${event.source === 'get' ? 'tasks/get' : event.source === 'notification' ? 'notification' : 'handle'})` : ''}`;
    case 'warning':
      return `warning ${event.code}: ${event.message}`;
    case 'diagnostics':
      return `${plural(event.diagnostics.length, 'finding')} on the ${event.subject}${event.tool ? ` of ${event.tool}` : ''}${event.page !== undefined ? ` (page ${event.page + 1})` : ''}`;
    case 'auth':
      return `auth ${event.step}${event.status === 'ok' ? '' : ` ${event.status}`}: ${event.message}`;
    case 'error':
      return `error (${event.error.kind}): ${event.error.message}`;
  }
}

/** Text searched for an event: its summary plus headers, bodies and SSE data (bounded). */
export function searchText(event: TimelineEvent): string {
  const parts = [eventSummary(event)];
  if (event.type === 'http-request' || event.type === 'http-response') {
    for (const header of event.headers) parts.push(`${header.name}: ${header.value}`);
  }
  if (event.type === 'http-request' && event.body) parts.push(event.body.text.slice(0, 20_000));
  if (event.type === 'http-request') parts.push(event.url);
  if (event.type === 'http-body') parts.push(event.body.text.slice(0, 20_000));
  if (event.type === 'sse-event') parts.push(event.data.slice(0, 20_000));
  if (event.type === 'diagnostics') for (const d of event.diagnostics) parts.push(`${d.rule} ${d.message}`);
  return parts.join('\n').toLowerCase();
}

export interface OperationGroup {
  id: string;
  started?: OperationStartedEvent;
  finished?: OperationFinishedEvent;
  events: TimelineEvent[];
  /** Findings and warnings in the group (for the header badge). */
  problems: number;
  /** Set when an answer in the group came through `mcp-tool-lab bridge` (its `Via`). */
  bridge?: BridgeHop;
}

/** Groups in order of first appearance; events with no operation go to a "session" group. */
export function groupEvents(events: readonly TimelineEvent[]): OperationGroup[] {
  const groups = new Map<string, OperationGroup>();
  for (const event of events) {
    const id = event.operationId ?? 'session';
    let group = groups.get(id);
    if (!group) {
      group = { id, events: [], problems: 0 };
      groups.set(id, group);
    }
    if (event.type === 'operation-started') group.started = event;
    else if (event.type === 'operation-finished') group.finished = event;
    else {
      group.events.push(event);
      if (event.type === 'warning' || event.type === 'error') group.problems++;
      if (event.type === 'diagnostics') group.problems += event.diagnostics.length;
      if (event.type === 'http-response') group.bridge ??= bridgeHopOf(event.headers);
    }
  }
  return [...groups.values()];
}

export type TimelineRow =
  | { kind: 'operation'; group: OperationGroup; expanded: boolean; matching: number }
  | { kind: 'event'; event: TimelineEvent; group: OperationGroup };

export interface RowOptions {
  categories: ReadonlySet<EventCategory>;
  query: string;
  expanded: ReadonlySet<string>;
}

/**
 * The rows to render: one per operation, and under an expanded one its events that pass the
 * filters. While searching, operations without a match are hidden and the others open.
 */
export function buildRows(groups: readonly OperationGroup[], options: RowOptions): TimelineRow[] {
  const query = options.query.trim().toLowerCase();
  const rows: TimelineRow[] = [];
  for (const group of groups) {
    const visible = group.events.filter((event) => {
      const category = categoryOf(event);
      if (category && !options.categories.has(category)) return false;
      return !query || searchText(event).includes(query);
    });
    const titleMatches = query !== '' && (group.started?.title.toLowerCase().includes(query) ?? false);
    if (query && visible.length === 0 && !titleMatches) continue;
    const expanded = options.expanded.has(group.id) || (query !== '' && visible.length > 0);
    rows.push({ kind: 'operation', group, expanded, matching: visible.length });
    if (expanded) for (const event of visible) rows.push({ kind: 'event', event, group });
  }
  return rows;
}

/** Findings per HTTP exchange, to badge the request that carried the message. */
export function findingsByExchange(events: readonly TimelineEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.type === 'diagnostics' && event.exchangeId) {
      counts.set(event.exchangeId, (counts.get(event.exchangeId) ?? 0) + event.diagnostics.length);
    }
  }
  return counts;
}
