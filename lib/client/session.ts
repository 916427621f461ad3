// The effects behind the session model (./session-model.ts): one lib/client instance at a time,
// made from a target; connect, list, open the `subscriptions/listen` stream that keeps the list
// live, re-list on list_changed. Everything that happens becomes a SessionEvent, so the state is
// the reducer's and a UI only subscribes. Pure TypeScript: tested in Node against the mock server.

import { isObject } from '../json/is-object';
import type { ClientCapabilities } from '../spec/capabilities';
import { NOTIFICATIONS } from '../spec/methods';
import { newVisitorKey, withVisitorKey } from '../wire/visitor-key';
import type { OAuthOptions, PendingAuthorization } from './auth/oauth-options';
import type { FetchLike, InputRequestHandler, StorageLike } from './client-options';
import type { ConnectionState } from './connection-state';
import { createClient, type McpClient } from './create-client';
import { createMemoryStorage } from './era-memory';
import type { ToolListing } from './list-tools';
import type { ListenHandle } from './listen';
import {
  initialSessionStateWith,
  MOCK_URL,
  type SessionEvent,
  type SessionState,
  sessionReducer,
  type Target,
} from './session-model';
import type { Timeline } from './timeline';
import type { ClientValidator } from './validation';

export interface SessionOptions {
  timeline: Timeline;
  /** The mock's fetch (in the browser, the Worker bridge). */
  mockFetch: FetchLike;
  /** Every other target's fetch (default: the global fetch). */
  fetch?: FetchLike;
  onInputRequest: InputRequestHandler;
  /** The origin of this page, for /api/mcp's address. */
  origin: () => string;
  /** Answers the client's checks (in the browser: the validation worker). */
  validator: ClientValidator;
  /** Era memory shared by the session's clients (default: in memory). */
  storage?: StorageLike;
  clientInfo?: { name: string; version: string };
  /**
   * The OAuth options for a target (undefined: a 401 is shown as an error). Called on every
   * connect; the storage it names outlives the connection, so tokens survive a reconnect.
   */
  auth?: (target: Target, url: string) => OAuthOptions | undefined;
  /**
   * The in-page mock's listing from the site's build, shown until the page's own mock lists
   * (see SessionState.preview). Only for a mock in its default scenario.
   */
  preview?: ToolListing;
}

/** A redirect-mode authorization coming back to the page: finish it before the first request. */
export interface ResumeAuthorization {
  pending: PendingAuthorization;
  callbackUrl: string;
}

export interface Session {
  state(): SessionState;
  subscribe(listener: () => void): () => void;
  /** The client of the current connection (absent before the first connect and after close). */
  client(): McpClient | undefined;
  /**
   * Closes the previous connection (and its streams), then connects, lists and listens. With
   * `resume`, the authorization that left the page is finished first.
   */
  connect(target: Target, capabilities?: ClientCapabilities, resume?: ResumeAuthorization): Promise<void>;
  /** Lists again; `bypassCache` skips the response cache. */
  refreshTools(bypassCache: boolean): Promise<void>;
  /** Whether the listen stream should be open (remembered across connects). */
  setListening(on: boolean): void;
  /** Picks up a listing the client fetched by itself (e.g. after a -32020 during a call). */
  syncListing(): void;
  /** The build's preview no longer describes the mock (its scenario changed): stop showing it. */
  dropPreview(): void;
  close(): void;
}

/**
 * Whether the server says it announces tool list changes. `unknown` for a connection taken from
 * the era memory without a probe: no server/discover was sent, so its capabilities are not known
 * (the session then asks to listen and lets the server answer).
 */
export function announcesListChanges(connection: ConnectionState): 'yes' | 'no' | 'unknown' {
  if (connection.status !== 'ready') return 'no';
  if (connection.capabilities === undefined && connection.source === 'remembered') return 'unknown';
  const tools = connection.capabilities?.tools;
  return isObject(tools) && tools.listChanged === true ? 'yes' : 'no';
}

const DEFAULT_CAPABILITIES: ClientCapabilities = { elicitation: { form: {} } };

export function createSession(options: SessionOptions): Session {
  let state = initialSessionStateWith(options.preview);
  const listeners = new Set<() => void>();
  // This site's /api/mcp is shared by every visitor: a key of the session's own keeps its demo
  // state (the beta-tools switch) its own.
  const visitorKey = newVisitorKey();
  const storage = options.storage ?? createMemoryStorage();
  let current: { client: McpClient; listen?: ListenHandle; unwatch?: () => void } | undefined;
  let listenWanted = true;

  const dispatch = (event: SessionEvent) => {
    // After close(), what the old client still reports is not shown.
    if (event.type !== 'connect' && event.type !== 'preview-dropped' && current === undefined) return;
    const next = sessionReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const live = (g: number) => g === state.generation && current !== undefined;

  async function list(g: number, client: McpClient, refresh: boolean) {
    dispatch({ type: 'list-started', generation: g });
    const result = await client.listTools({ refresh });
    dispatch({ type: 'listed', generation: g, result, connection: client.connection() });
    return result;
  }

  async function openListen(g: number, client: McpClient) {
    const connection = client.connection();
    if (connection.status !== 'ready') return;
    if (connection.era === 'legacy') {
      dispatch({
        type: 'listen-unavailable',
        generation: g,
        reason: `a legacy server (${connection.protocolVersion}) has no subscriptions/listen; refresh by hand`,
      });
      return;
    }
    if (announcesListChanges(connection) === 'no') {
      dispatch({
        type: 'listen-unavailable',
        generation: g,
        reason: 'the server does not declare tools.listChanged',
      });
      return;
    }
    dispatch({ type: 'listen-opening', generation: g });
    const handle = await client.listen(
      { toolsListChanged: true },
      {
        onNotification: (notification) => {
          if (notification.method !== NOTIFICATIONS.toolsListChanged) return;
          dispatch({ type: 'list-changed', generation: g });
          // The client has dropped its cached list already: this reads the new one.
          void list(g, client, false);
        },
      },
    );
    if (!live(g) || current?.client !== client || !listenWanted) {
      if (handle.ok) handle.value.close();
      if (live(g) && !listenWanted) dispatch({ type: 'listen-off', generation: g, reason: 'turned off' });
      return;
    }
    if (!handle.ok) {
      dispatch({ type: 'listen-off', generation: g, reason: handle.error.message });
      return;
    }
    current.listen = handle.value;
    dispatch({ type: 'listen-on', generation: g, dropped: handle.value.dropped });
    void handle.value.done.then((end) => {
      if (current?.listen === handle.value) current.listen = undefined;
      const reason =
        end.kind === 'closed'
          ? 'closed'
          : end.kind === 'graceful'
            ? 'the server ended the stream'
            : `the stream broke: ${end.error.message}`;
      dispatch({ type: 'listen-off', generation: g, reason });
    });
  }

  function closeCurrent() {
    const previous = current;
    current = undefined;
    previous?.listen?.close();
    previous?.unwatch?.();
    void previous?.client.close();
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    client: () => current?.client,
    async connect(target, capabilities = DEFAULT_CAPABILITIES, resume) {
      const g = state.generation + 1;
      closeCurrent();
      const url =
        target.kind === 'mock'
          ? MOCK_URL
          : target.kind === 'api'
            ? withVisitorKey(`${options.origin()}/api/mcp`, visitorKey)
            : target.url;
      const headers = target.kind === 'url' ? target.headers : {};
      const otherFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
      const auth = options.auth?.(target, url);
      const client = createClient({
        url,
        fetch: target.kind === 'mock' ? options.mockFetch : otherFetch,
        headers,
        // Every header the user typed is treated as a secret: masked on the timeline and in exports.
        secretHeaders: Object.keys(headers),
        timeline: options.timeline,
        // The in-page mock is reconfigured between connects (a new scenario is a new server), so
        // what it spoke before says nothing: each mock connection probes, and shows the server's
        // identity, capabilities and listChanged. Other targets share the era memory.
        storage: target.kind === 'mock' ? createMemoryStorage() : storage,
        capabilities,
        onInputRequest: (request) => options.onInputRequest(request),
        clientInfo: options.clientInfo ?? { name: 'mcp-tool-lab-playground', version: '0.1.0' },
        networkErrorMeansLegacy: target.kind === 'url',
        validator: options.validator,
        ...(auth ? { auth } : {}),
      });
      current = { client };
      dispatch({ type: 'connect', generation: g, target, url });
      const authorizer = client.auth;
      if (authorizer) {
        current.unwatch = authorizer.subscribe((auth) =>
          dispatch({ type: 'auth-changed', generation: g, auth }),
        );
        dispatch({ type: 'auth-changed', generation: g, auth: authorizer.state() });
        if (resume) await authorizer.resume(resume.pending, resume.callbackUrl);
        if (!live(g)) return;
      }
      const ready = await client.connect();
      dispatch({ type: 'connected', generation: g, connection: client.connection() });
      if (!ready.ok || !live(g)) return;
      const listed = await list(g, client, false);
      if (listed.ok && listenWanted && live(g)) await openListen(g, client);
    },
    async refreshTools(bypassCache) {
      const active = current;
      if (active) await list(state.generation, active.client, bypassCache);
    },
    setListening(on) {
      listenWanted = on;
      const active = current;
      if (!active) return;
      if (!on) {
        active.listen?.close();
        active.listen = undefined;
        dispatch({ type: 'listen-off', generation: state.generation, reason: 'turned off' });
      } else if (!active.listen && state.listen.status !== 'opening') {
        void openListen(state.generation, active.client);
      }
    },
    syncListing() {
      const latest = current?.client.lastListing();
      if (latest) dispatch({ type: 'listing-synced', generation: state.generation, listing: latest });
    },
    dropPreview() {
      dispatch({ type: 'preview-dropped' });
    },
    close() {
      closeCurrent();
    },
  };
}
