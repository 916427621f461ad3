// The playground's connection session as a pure state machine: what the page shows about the one
// connection it holds (connecting, the negotiated state, the tool listing, the listen stream). The
// effects that feed it live in ./session.ts; this file only says how each event changes the view.
//
//   any ──connect(g)──► connecting ──connected──► ready ──list-started──► list loading ──listed──► list ready
//                            │                      │                          │                   │ failed (previous kept)
//                            └──connected(failed)───┴─► failed                 │                   │
//   listen:  off ──listen-opening──► opening ──listen-on──► on ──listen-off(reason)──► off
//                          └──listen-unavailable (legacy, no listChanged)──► unavailable
//   on ──list-changed──► listChanges + 1 (and a list-started follows)
//   preview (the mock's listing from the site's build) ──connect(api|url), connected(failed),
//     listed, preview-dropped──► none; a connect to the mock keeps it until its own list arrives
//
// Every event carries the generation of the connect it belongs to; events of an older generation
// (answers that arrive after a reconnect) leave the view as it is.
import type { AuthorizationState } from './auth/oauth-options';
import type { ClientError, Outcome } from './client-error';
import type { ConnectionState } from './connection-state';
import type { ToolListing } from './list-tools';

/** Where the playground connects: the in-page mock, this site's /api/mcp, or any URL. */
export type Target =
  | { kind: 'mock' }
  | { kind: 'api' }
  /** Header values live here, in memory only: never in storage, links or the timeline. */
  | { kind: 'url'; url: string; headers: Record<string, string> };

export type ListState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: ToolListing }
  | { status: 'ready'; listing: ToolListing }
  | { status: 'failed'; error: ClientError; previous?: ToolListing };

export type ListenState =
  | { status: 'off'; reason?: string }
  | { status: 'opening' }
  | { status: 'on'; dropped: string[] }
  | { status: 'unavailable'; reason: string };

export interface SessionState {
  /** Increases with every connect; events of older connections are dropped. */
  generation: number;
  target: Target;
  url: string;
  connecting: boolean;
  connection: ConnectionState;
  list: ListState;
  listen: ListenState;
  /** `notifications/tools/list_changed` received on the listen stream in this connection. */
  listChanges: number;
  /** The OAuth side of this connection, when it has one (no secret is in here). */
  auth?: AuthorizationState;
  /**
   * The in-page mock's tool listing as the site's build produced it (the same server and client
   * code, the mock's default scenario: lib/client/mock-preview.ts), shown until the page's own mock
   * answers. Only a connect to the mock keeps it; the first listing of that connection, a failed
   * connection, or a change of the mock's scenario (`preview-dropped`) ends it.
   */
  preview?: ToolListing;
}

export type SessionEvent =
  | { type: 'connect'; generation: number; target: Target; url: string }
  | { type: 'connected'; generation: number; connection: ConnectionState }
  | { type: 'list-started'; generation: number }
  | { type: 'listed'; generation: number; result: Outcome<ToolListing>; connection: ConnectionState }
  /** A listing the client fetched by itself (e.g. after a -32020 during a call). */
  | { type: 'listing-synced'; generation: number; listing: ToolListing }
  | { type: 'listen-opening'; generation: number }
  | { type: 'listen-on'; generation: number; dropped: string[] }
  | { type: 'listen-off'; generation: number; reason: string }
  | { type: 'listen-unavailable'; generation: number; reason: string }
  | { type: 'list-changed'; generation: number }
  | { type: 'auth-changed'; generation: number; auth: AuthorizationState }
  /** The mock is no longer in its default scenario (or the page says so): the preview goes. */
  | { type: 'preview-dropped' };

/** The address mock requests carry: reserved (`.invalid`), so it is obvious they went nowhere. */
export const MOCK_URL = 'https://in-page-mock.invalid/mcp';

export const initialSessionState: SessionState = {
  generation: 0,
  target: { kind: 'mock' },
  url: MOCK_URL,
  connecting: false,
  connection: { status: 'idle' },
  list: { status: 'idle' },
  listen: { status: 'off' },
  listChanges: 0,
};

/** The listing to show: the current one, or the previous while a new one loads or after it failed. */
export function listingOf(list: ListState): ToolListing | undefined {
  return list.status === 'ready' ? list.listing : list.status === 'idle' ? undefined : list.previous;
}

/** The session's state before its first connect; with a preview, that listing shows meanwhile. */
export function initialSessionStateWith(preview: ToolListing | undefined): SessionState {
  // The page connects to the in-page mock as soon as it runs: with a preview that is what it says.
  return preview ? { ...initialSessionState, connecting: true, preview } : initialSessionState;
}

/** What the tools panel shows: the connection's listing, else the build's preview of the mock's. */
export function shownListing(state: SessionState): { listing?: ToolListing; preview: boolean } {
  const listing = listingOf(state.list);
  if (listing) return { listing, preview: false };
  return state.preview ? { listing: state.preview, preview: true } : { preview: false };
}

const withoutPreview = (state: SessionState): SessionState => {
  if (state.preview === undefined) return state;
  const { preview: _, ...rest } = state;
  return rest;
};

const withPrevious = (list: ListState) => {
  const previous = listingOf(list);
  return previous ? { previous } : {};
};

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  if (event.type === 'preview-dropped') return withoutPreview(state);
  if (event.type === 'connect') {
    if (event.generation <= state.generation) return state;
    return {
      ...initialSessionState,
      generation: event.generation,
      target: event.target,
      url: event.url,
      connecting: true,
      ...(event.target.kind === 'mock' && state.preview ? { preview: state.preview } : {}),
    };
  }
  if (event.generation !== state.generation) return state;
  switch (event.type) {
    case 'connected': {
      const next = { ...state, connecting: false, connection: event.connection };
      return event.connection.status === 'failed' ? withoutPreview(next) : next;
    }
    case 'list-started':
      return { ...state, list: { status: 'loading', ...withPrevious(state.list) } };
    case 'listed':
      return {
        ...withoutPreview(state),
        connection: event.connection,
        list: event.result.ok
          ? { status: 'ready', listing: event.result.value }
          : { status: 'failed', error: event.result.error, ...withPrevious(state.list) },
      };
    case 'listing-synced':
      return listingOf(state.list) === event.listing
        ? state
        : { ...withoutPreview(state), list: { status: 'ready', listing: event.listing } };
    case 'listen-opening':
      return { ...state, listen: { status: 'opening' } };
    case 'listen-on':
      return { ...state, listen: { status: 'on', dropped: event.dropped } };
    case 'listen-off':
      return { ...state, listen: { status: 'off', reason: event.reason } };
    case 'listen-unavailable':
      return { ...state, listen: { status: 'unavailable', reason: event.reason } };
    case 'list-changed':
      return { ...state, listChanges: state.listChanges + 1 };
    case 'auth-changed':
      return { ...state, auth: event.auth };
  }
}
