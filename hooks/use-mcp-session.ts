'use client';

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createSession, type McpClient, type SessionOptions, type SessionState } from '@/lib/client/index';

/** What the page renders: the session's state and the client of the current connection. */
export type SessionView = SessionState & { client?: McpClient };

/**
 * The playground's connection session (lib/client/session.ts) for React: the state machine and its
 * effects live in lib; this subscribes to it and closes it on unmount. Options are read when they
 * are needed, so the latest ones apply without making a new session.
 */
export function useMcpSession(options: SessionOptions) {
  const opts = useRef(options);
  opts.current = options;
  const [session] = useState(() =>
    createSession({
      get timeline() {
        return opts.current.timeline;
      },
      get mockFetch() {
        return opts.current.mockFetch;
      },
      get validator() {
        return opts.current.validator;
      },
      onInputRequest: (request) => opts.current.onInputRequest(request),
      origin: () => opts.current.origin(),
      auth: (target, url) => opts.current.auth?.(target, url),
      ...(options.preview ? { preview: options.preview } : {}),
    }),
  );
  const state = useSyncExternalStore(session.subscribe, session.state, session.state);
  useEffect(() => () => session.close(), [session]);
  const view = useMemo<SessionView>(() => {
    const client = session.client();
    return client ? { ...state, client } : state;
  }, [session, state]);
  return {
    view,
    connect: session.connect,
    refreshTools: session.refreshTools,
    setListening: session.setListening,
    syncListing: session.syncListing,
    dropPreview: session.dropPreview,
  };
}
