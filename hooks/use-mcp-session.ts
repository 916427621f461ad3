'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ClientError,
  type ConnectionState,
  createClient,
  createMemoryStorage,
  type FetchLike,
  type InputRequestHandler,
  type ListenHandle,
  type McpClient,
  type Timeline,
  type ToolListing,
} from '@/lib/client/index';
import { newVisitorKey, withVisitorKey } from '@/lib/mock-server/visitor-scope';
import type { ClientCapabilities } from '@/lib/spec/capabilities';
import { NOTIFICATIONS } from '@/lib/spec/methods';

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

export interface SessionView {
  /** Increases with every connect; results of older connections are dropped. */
  generation: number;
  target: Target;
  url: string;
  client?: McpClient;
  connecting: boolean;
  connection: ConnectionState;
  list: ListState;
  listen: ListenState;
  /** `notifications/tools/list_changed` received on the listen stream in this connection. */
  listChanges: number;
}

export interface SessionOptions {
  timeline: Timeline;
  /** The mock's fetch (the Worker bridge). */
  mockFetch: FetchLike;
  onInputRequest: InputRequestHandler;
  /** The origin of this page, for the mock's and /api/mcp's addresses. */
  origin: () => string;
}

/** The address mock requests carry: reserved (`.invalid`), so it is obvious they went nowhere. */
export const MOCK_URL = 'https://in-page-mock.invalid/mcp';

export function listingOf(list: ListState): ToolListing | undefined {
  return list.status === 'ready' ? list.listing : list.status === 'idle' ? undefined : list.previous;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when the server says it announces tool list changes. */
export function announcesListChanges(connection: ConnectionState): boolean {
  if (connection.status !== 'ready') return false;
  const tools = connection.capabilities?.tools;
  return isObject(tools) && tools.listChanged === true;
}

/**
 * One connection at a time, made from a target: the lib/client instance, its connection state, the
 * tool listing, and the `subscriptions/listen` stream that keeps the list live. All clients record
 * into one timeline. Connecting again closes the previous client (and its streams); answers that
 * arrive for an older connection are ignored.
 */
export function useMcpSession(options: SessionOptions) {
  const opts = useRef(options);
  opts.current = options;
  const generation = useRef(0);
  const current = useRef<{ client: McpClient; listen?: ListenHandle } | undefined>(undefined);
  const storage = useRef(createMemoryStorage());
  const listenWanted = useRef(true);
  const visitorKey = useRef(newVisitorKey());
  const [view, setView] = useState<SessionView>({
    generation: 0,
    target: { kind: 'mock' },
    url: MOCK_URL,
    connecting: false,
    connection: { status: 'idle' },
    list: { status: 'idle' },
    listen: { status: 'off' },
    listChanges: 0,
  });

  const patch = useCallback((g: number, update: (view: SessionView) => Partial<SessionView>) => {
    if (g !== generation.current) return;
    setView((v) => (v.generation === g ? { ...v, ...update(v) } : v));
  }, []);

  const loadTools = useCallback(
    async (g: number, client: McpClient, refresh: boolean) => {
      patch(g, (v) => ({
        list: { status: 'loading', ...(listingOf(v.list) ? { previous: listingOf(v.list) } : {}) },
      }));
      const result = await client.listTools({ refresh });
      patch(g, (v) => ({
        connection: client.connection(),
        list: result.ok
          ? { status: 'ready', listing: result.value }
          : {
              status: 'failed',
              error: result.error,
              ...(listingOf(v.list) ? { previous: listingOf(v.list) } : {}),
            },
      }));
      return result;
    },
    [patch],
  );

  const openListen = useCallback(
    async (g: number, client: McpClient) => {
      const connection = client.connection();
      if (connection.status !== 'ready') return;
      if (connection.era === 'legacy') {
        patch(g, () => ({
          listen: {
            status: 'unavailable',
            reason: `a legacy server (${connection.protocolVersion}) has no subscriptions/listen; refresh by hand`,
          },
        }));
        return;
      }
      if (!announcesListChanges(connection)) {
        patch(g, () => ({
          listen: { status: 'unavailable', reason: 'the server does not declare tools.listChanged' },
        }));
        return;
      }
      patch(g, () => ({ listen: { status: 'opening' } }));
      const handle = await client.listen(
        { toolsListChanged: true },
        {
          onNotification: (notification) => {
            if (notification.method !== NOTIFICATIONS.toolsListChanged) return;
            patch(g, (v) => ({ listChanges: v.listChanges + 1 }));
            // The client has dropped its cached list already: this reads the new one.
            void loadTools(g, client, false);
          },
        },
      );
      if (g !== generation.current || !current.current) {
        if (handle.ok) handle.value.close();
        return;
      }
      if (!handle.ok) {
        patch(g, () => ({ listen: { status: 'off', reason: handle.error.message } }));
        return;
      }
      current.current.listen = handle.value;
      patch(g, () => ({ listen: { status: 'on', dropped: handle.value.dropped } }));
      void handle.value.done.then((end) => {
        if (current.current?.listen === handle.value) current.current.listen = undefined;
        const reason =
          end.kind === 'closed'
            ? 'closed'
            : end.kind === 'graceful'
              ? 'the server ended the stream'
              : `the stream broke: ${end.error.message}`;
        patch(g, () => ({ listen: { status: 'off', reason } }));
      });
    },
    [patch, loadTools],
  );

  const connect = useCallback(
    async (target: Target, capabilities: ClientCapabilities = { elicitation: { form: {} } }) => {
      const g = ++generation.current;
      const previous = current.current;
      previous?.listen?.close();
      void previous?.client.close();
      const { timeline, mockFetch, origin } = opts.current;
      // /api/mcp is shared by every visitor: this tab's own key keeps its demo state (the beta-tools
      // switch) its own.
      const url =
        target.kind === 'mock'
          ? MOCK_URL
          : target.kind === 'api'
            ? withVisitorKey(`${origin()}/api/mcp`, visitorKey.current)
            : target.url;
      const headers = target.kind === 'url' ? target.headers : {};
      const client = createClient({
        url,
        fetch: target.kind === 'mock' ? mockFetch : (input, init) => globalThis.fetch(input, init),
        headers,
        // Every header the user typed is treated as a secret: masked on the timeline and in exports.
        secretHeaders: Object.keys(headers),
        timeline,
        storage: storage.current,
        capabilities,
        onInputRequest: (request) => opts.current.onInputRequest(request),
        clientInfo: { name: 'mcp-tool-lab-playground', version: '0.1.0' },
        networkErrorMeansLegacy: target.kind === 'url',
      });
      current.current = { client };
      setView({
        generation: g,
        target,
        url,
        client,
        connecting: true,
        connection: { status: 'idle' },
        list: { status: 'idle' },
        listen: { status: 'off' },
        listChanges: 0,
      });
      const ready = await client.connect();
      patch(g, () => ({ connecting: false, connection: client.connection() }));
      if (!ready.ok || g !== generation.current) return;
      const listed = await loadTools(g, client, false);
      if (listed.ok && listenWanted.current) await openListen(g, client);
    },
    [patch, loadTools, openListen],
  );

  const refreshTools = useCallback(
    (bypassCache: boolean) => {
      const active = current.current;
      if (active) void loadTools(generation.current, active.client, bypassCache);
    },
    [loadTools],
  );

  const setListening = useCallback(
    (on: boolean) => {
      listenWanted.current = on;
      const active = current.current;
      if (!active) return;
      if (!on) {
        active.listen?.close();
        active.listen = undefined;
        patch(generation.current, () => ({ listen: { status: 'off', reason: 'turned off' } }));
      } else if (!active.listen) {
        void openListen(generation.current, active.client);
      }
    },
    [openListen, patch],
  );

  /** Picks up a listing the client fetched by itself (e.g. after a -32020 during a call). */
  const syncListing = useCallback(() => {
    const active = current.current;
    if (!active) return;
    const latest = active.client.lastListing();
    patch(generation.current, (v) =>
      latest && listingOf(v.list) !== latest ? { list: { status: 'ready', listing: latest } } : {},
    );
  }, [patch]);

  useEffect(
    () => () => {
      generation.current++;
      current.current?.listen?.close();
      void current.current?.client.close();
      current.current = undefined;
    },
    [],
  );

  return { view, connect, refreshTools, setListening, syncListing };
}
