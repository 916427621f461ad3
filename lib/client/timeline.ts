import { isObject } from '../json/is-object';
import { scrubSecrets } from './auth/redact';
import type { Outcome } from './client-error';
import {
  type NewTimelineEvent,
  TIMELINE_EVENT_TYPES,
  TIMELINE_IMPORTABLE_VERSIONS,
  TIMELINE_SCHEMA_VERSION,
  type TimelineEvent,
} from './timeline-event';

/**
 * The timeline as a reducer (the playground keeps it in React state; the client records into it).
 *
 *   record ──► events grow (oldest dropped past `limit`, counted in `dropped`)
 *   clear  ──► empty, numbering continues (ids are never reused)
 *   import ──► replaced by a checked export, numbering continues after its last event
 */
export interface TimelineState {
  events: readonly TimelineEvent[];
  /** The `seq` the next event gets. */
  nextSeq: number;
  /** Events dropped because the timeline was full. */
  dropped: number;
  /** Most events kept (oldest go first). */
  limit: number;
}

export type TimelineAction =
  | { type: 'record'; event: NewTimelineEvent }
  | { type: 'clear' }
  | { type: 'import'; events: readonly TimelineEvent[] };

/** Default number of events kept: enough for a long session, small enough to render. */
export const DEFAULT_TIMELINE_LIMIT = 5000;

export function initialTimelineState(limit = DEFAULT_TIMELINE_LIMIT): TimelineState {
  return { events: [], nextSeq: 1, dropped: 0, limit: Math.max(1, limit) };
}

export function timelineReducer(state: TimelineState, action: TimelineAction): TimelineState {
  switch (action.type) {
    case 'record': {
      const seq = state.nextSeq;
      const event = { ...action.event, id: `e${seq}`, seq } as TimelineEvent;
      const overflow = state.events.length + 1 - state.limit;
      const events = overflow > 0 ? [...state.events.slice(overflow), event] : [...state.events, event];
      return { ...state, events, nextSeq: seq + 1, dropped: state.dropped + Math.max(0, overflow) };
    }
    case 'clear':
      return { ...state, events: [], dropped: 0 };
    case 'import': {
      const last = action.events.reduce((max, e) => Math.max(max, e.seq), 0);
      const events = action.events.slice(-state.limit);
      return {
        ...state,
        events,
        nextSeq: Math.max(state.nextSeq, last + 1),
        dropped: action.events.length - events.length,
      };
    }
  }
}

/** A recording timeline: the reducer plus subscribers. One may be shared by several clients. */
export interface Timeline {
  /** Records an event (the timeline assigns `id` and `seq`) and returns it as stored. */
  record(event: NewTimelineEvent): TimelineEvent;
  events(): readonly TimelineEvent[];
  state(): TimelineState;
  /** Called after every change with the new state; returns an unsubscribe function. */
  subscribe(listener: (state: TimelineState, added?: TimelineEvent) => void): () => void;
  dispatch(action: TimelineAction): void;
}

/**
 * A timeline whose recording costs the same however full it is. The reducer copies its events on
 * every record (what React needs of a state); here the events go into a buffer that is trimmed in
 * one go once it holds twice the limit, and the state — the last `limit` events — is copied out
 * only when someone reads it (the playground reads it at most every 100 ms). A server sending
 * thousands of events then costs thousands of pushes, not thousands of copies of the timeline.
 */
export function createTimeline(options: { limit?: number } = {}): Timeline {
  const initial = initialTimelineState(options.limit);
  const { limit } = initial;
  let buffer: TimelineEvent[] = [];
  let nextSeq = initial.nextSeq;
  let dropped = 0;
  let snapshot: TimelineState | undefined = initial;
  const state = (): TimelineState => {
    snapshot ??= {
      events: buffer.length > limit ? buffer.slice(buffer.length - limit) : buffer.slice(),
      nextSeq,
      dropped,
      limit,
    };
    return snapshot;
  };
  const replace = (next: TimelineState) => {
    buffer = [...next.events];
    nextSeq = next.nextSeq;
    dropped = next.dropped;
    snapshot = next;
  };
  const listeners = new Set<(state: TimelineState, added?: TimelineEvent) => void>();
  const notify = (added?: TimelineEvent) => {
    if (listeners.size === 0) return;
    // Listeners that read the state get it; building it is left to the first one that does.
    const view: TimelineState = {
      get events() {
        return state().events;
      },
      get nextSeq() {
        return nextSeq;
      },
      get dropped() {
        return dropped;
      },
      limit,
    };
    for (const listener of listeners) {
      try {
        listener(view, added);
      } catch {
        // A broken subscriber must not stop the client or the other subscribers.
      }
    }
  };
  return {
    record(event) {
      const seq = nextSeq++;
      const added = { ...event, id: `e${seq}`, seq } as TimelineEvent;
      buffer.push(added);
      if (buffer.length > limit) dropped++;
      if (buffer.length >= 2 * limit) buffer = buffer.slice(buffer.length - limit);
      snapshot = undefined;
      notify(added);
      return added;
    },
    events: () => state().events,
    state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action) {
      if (action.type === 'record') {
        this.record(action.event);
        return;
      }
      replace(timelineReducer(state(), action));
      notify();
    },
  };
}

/** The JSON file a timeline exports to. */
export interface TimelineExport {
  format: 'mcp-tool-lab-timeline';
  version: typeof TIMELINE_SCHEMA_VERSION;
  exportedAt: string;
  events: TimelineEvent[];
}

/**
 * The export file of a timeline. Secrets were masked when the events were recorded; `secrets`
 * (the tokens and client secrets in use) are also scrubbed from every string, in case a server
 * echoed one back in a body.
 */
export function exportTimeline(
  events: readonly TimelineEvent[],
  now: number = Date.now(),
  secrets: readonly string[] = [],
): TimelineExport {
  return {
    format: 'mcp-tool-lab-timeline',
    version: TIMELINE_SCHEMA_VERSION,
    exportedAt: new Date(now).toISOString(),
    events: scrubSecrets([...events], secrets),
  };
}

const knownTypes = new Set<string>(TIMELINE_EVENT_TYPES);

/**
 * Checks an exported timeline (already parsed from JSON) before it is loaded: the format and
 * version, and for every event an id, a strictly increasing `seq`, a time and a known type.
 * Fields beyond those are trusted to be display data; a UI must still render them as text.
 */
export function importTimeline(value: unknown): Outcome<TimelineEvent[]> {
  const bad = (message: string): Outcome<TimelineEvent[]> => ({
    ok: false,
    error: { kind: 'malformed', message },
  });
  if (!isObject(value) || value.format !== 'mcp-tool-lab-timeline') {
    return bad('this is not an exported timeline (format "mcp-tool-lab-timeline" missing)');
  }
  if (typeof value.version !== 'number' || !TIMELINE_IMPORTABLE_VERSIONS.includes(value.version)) {
    return bad(
      `timeline version ${JSON.stringify(value.version)} is not supported (expected ${TIMELINE_SCHEMA_VERSION})`,
    );
  }
  if (!Array.isArray(value.events)) return bad('"events" is not an array');
  const ids = new Set<string>();
  let previous = 0;
  for (const [index, event] of value.events.entries()) {
    const where = `event ${index}`;
    if (!isObject(event)) return bad(`${where} is not an object`);
    if (typeof event.id !== 'string' || ids.has(event.id))
      return bad(`${where} has a missing or repeated "id"`);
    if (typeof event.seq !== 'number' || !Number.isInteger(event.seq) || event.seq <= previous) {
      return bad(`${where} has a "seq" that does not increase`);
    }
    if (typeof event.at !== 'number' || !Number.isFinite(event.at))
      return bad(`${where} has no numeric "at"`);
    if (typeof event.type !== 'string' || !knownTypes.has(event.type)) {
      return bad(`${where} has an unknown type ${JSON.stringify(event.type)}`);
    }
    ids.add(event.id);
    previous = event.seq;
  }
  return { ok: true, value: value.events as TimelineEvent[] };
}

/** Events grouped by operation, in order of first appearance (events without one are left out). */
export function groupByOperation(events: readonly TimelineEvent[]): Map<string, TimelineEvent[]> {
  const groups = new Map<string, TimelineEvent[]>();
  for (const event of events) {
    if (event.operationId === undefined) continue;
    const group = groups.get(event.operationId);
    if (group) group.push(event);
    else groups.set(event.operationId, [event]);
  }
  return groups;
}

/** The events of one HTTP exchange, in order. */
export function eventsOfExchange(events: readonly TimelineEvent[], exchangeId: string): TimelineEvent[] {
  return events.filter((e) => e.exchangeId === exchangeId);
}
