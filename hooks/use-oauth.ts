'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { OAUTH_CHANNEL, saveRedirect, waitForPopupCallback, watchPopup } from '@/lib/browser/oauth-browser';
import { tabStorage } from '@/lib/browser/storage';
import { CLIENT_METADATA_PATH, OAUTH_CALLBACK_PATH } from '@/lib/client/auth/client-metadata-document';
import {
  type AuthorizationPrompt,
  type AuthorizationResult,
  createMemoryStorage,
  type FetchLike,
  isClientMetadataUrl,
  type OAuthOptions,
  type Target,
} from '@/lib/client/index';
import { loadConsent, submitConsent } from '@/lib/mock-server/protected/consent-client';
import type { ConsentDescriptor } from '@/lib/mock-server/protected/consent-page';

/** An authorization waiting for the person: the mock's consent screen, or a remote server's sign-in. */
export type OAuthPrompt =
  | {
      kind: 'consent';
      id: number;
      consent: ConsentDescriptor;
      decide(decision: 'approve' | 'deny', scopes: string[]): void;
    }
  | {
      kind: 'remote';
      id: number;
      prompt: AuthorizationPrompt;
      /**
       * Opens the authorization URL in a window; call it from the click, or the blocker stops it.
       * Called again (after the window closed or showed an error), it opens a new window for the
       * same authorization, whose answer is awaited as before.
       */
      popup(): 'opened' | 'blocked';
      /** Leaves the page for the authorization server; the playground comes back to `returnTo`. */
      redirect(returnTo: string): void;
      cancel(): void;
    };

export interface UseOAuthOptions {
  /** The mock's fetch: the in-page scenario's authorization server lives in the Worker. */
  mockFetch: FetchLike;
}

const KEEP_KEY = 'mcp-tool-lab:oauth:keep-in-tab';

/**
 * The playground's OAuth glue: the user-agent step for each kind of server (the in-page consent
 * screen for the protected mock; a popup or a full-page redirect for a remote server, started by a
 * click), and where tokens live — memory by default, the tab's sessionStorage when the person opts
 * in (never localStorage).
 */
/**
 * Where a sign-in window stands: none open, open and awaited, or gone without an answer (closed by
 * the person, often after the authorization server showed an error: the dialog offers to retry).
 */
export type PopupState = 'none' | 'waiting' | 'lost';

export function useOAuth({ mockFetch }: UseOAuthOptions) {
  const [queue, setQueue] = useState<OAuthPrompt[]>([]);
  const [popupState, setPopupState] = useState<PopupState>('none');
  const nextId = useRef(1);
  const memory = useRef(createMemoryStorage());
  const [keepInTab, setKeepInTabState] = useState(false);
  const fetchRef = useRef(mockFetch);
  fetchRef.current = mockFetch;

  useEffect(() => {
    setKeepInTabState(tabStorage()?.getItem(KEEP_KEY) === 'yes');
  }, []);

  const setKeepInTab = useCallback((on: boolean) => {
    const tab = tabStorage();
    if (on) {
      tab?.setItem(KEEP_KEY, 'yes');
      // What this page holds now is kept too, so the next connection finds it.
      for (const [key, value] of memory.current.entries())
        if (key.startsWith('mcp-tool-lab:oauth:')) tab?.setItem(key, value);
    } else {
      tab?.removeItem(KEEP_KEY);
      // Opting out forgets what was kept: tokens and registrations leave the tab's storage.
      if (tab) {
        const keys: string[] = [];
        for (let i = 0; i < tab.length; i++) {
          const key = tab.key(i);
          if (key?.startsWith('mcp-tool-lab:oauth:tokens:') || key?.startsWith('mcp-tool-lab:oauth:client:'))
            keys.push(key);
        }
        for (const key of keys) tab.removeItem(key);
      }
    }
    setKeepInTabState(on);
  }, []);

  const enqueue = useCallback((make: (id: number, done: () => void) => OAuthPrompt) => {
    const id = nextId.current++;
    const done = () => setQueue((q) => q.filter((entry) => entry.id !== id));
    setQueue((q) => [...q, make(id, done)]);
  }, []);

  const consentStep = useCallback(
    async (prompt: AuthorizationPrompt): Promise<AuthorizationResult> => {
      const fetch = fetchRef.current;
      const loaded = await loadConsent(fetch, prompt.url, prompt.signal);
      if (!loaded.ok) {
        // The server refused before any consent and sent the browser back with an error: the
        // client reads it (after checking state and iss) like any authorization response.
        if (loaded.message.startsWith('redirect:'))
          return { callbackUrl: loaded.message.slice('redirect:'.length) };
        return { cancelled: loaded.message };
      }
      const decision = await new Promise<{ decision: 'approve' | 'deny'; scopes: string[] } | undefined>(
        (resolve) => {
          prompt.signal?.addEventListener('abort', () => resolve(undefined), { once: true });
          enqueue((id, done) => ({
            kind: 'consent',
            id,
            consent: loaded.consent,
            decide: (d, scopes) => {
              done();
              resolve({ decision: d, scopes });
            },
          }));
        },
      );
      if (!decision) return { cancelled: 'cancelled' };
      const back = await submitConsent(fetch, loaded.consent, decision.decision, decision.scopes);
      return back.ok ? { callbackUrl: back.callbackUrl } : { cancelled: back.message };
    },
    [enqueue],
  );

  const remoteStep = useCallback(
    (prompt: AuthorizationPrompt): Promise<AuthorizationResult> =>
      new Promise((resolve) => {
        const stop = new AbortController();
        let listening = false;
        let unwatch: (() => void) | undefined;
        enqueue((id, done) => {
          let finished = false;
          const finish = (result: AuthorizationResult) => {
            if (finished) return;
            finished = true;
            unwatch?.();
            setPopupState('none');
            done();
            resolve(result);
          };
          prompt.signal?.addEventListener('abort', () => stop.abort(), { once: true });
          return {
            kind: 'remote',
            id,
            prompt,
            popup() {
              if (typeof BroadcastChannel !== 'function') return 'blocked';
              const win = window.open(prompt.url, 'mcp-tool-lab-oauth', 'popup,width=520,height=720');
              if (!win) return 'blocked';
              // One listener for the authorization, however many windows it takes: the answer of
              // any of them (same state) finishes it.
              if (!listening) {
                listening = true;
                const channel = new BroadcastChannel(OAUTH_CHANNEL);
                void waitForPopupCallback(prompt.pending.state, channel, stop.signal).then(finish);
              }
              unwatch?.();
              unwatch = watchPopup(win, () => {
                if (!finished) setPopupState('lost');
              });
              setPopupState('waiting');
              return 'opened';
            },
            redirect(returnTo) {
              const tab = tabStorage();
              if (!tab || !saveRedirect(tab, prompt.pending, returnTo)) {
                finish({
                  cancelled:
                    'this tab cannot keep the authorization across the redirect (sessionStorage is blocked)',
                });
                return;
              }
              finish({ cancelled: 'the page is going to the authorization server' });
              window.location.assign(prompt.url);
            },
            cancel() {
              stop.abort();
              finish({ cancelled: 'cancelled' });
            },
          };
        });
      }),
    [enqueue],
  );

  /**
   * The OAuth options for a connect: the protected mock (consent in the page), or a URL target with
   * OAuth on (sign-in by popup or redirect); undefined for anything else.
   */
  const authFor = useCallback(
    (target: Target, options: { mockProtected: boolean; urlOAuth: boolean }): OAuthOptions | undefined => {
      const origin = window.location.origin;
      const metadataUrl = `${origin}${CLIENT_METADATA_PATH}`;
      const common = {
        redirectUri: `${origin}${OAUTH_CALLBACK_PATH}`,
        ...(isClientMetadataUrl(metadataUrl) ? { clientMetadataUrl: metadataUrl } : {}),
        clientName: 'MCP Tool Lab',
        clientUri: origin,
        applicationType: 'web' as const,
        storage: (keepInTab ? tabStorage() : undefined) ?? memory.current,
        browser: true,
      };
      if (target.kind === 'mock' && options.mockProtected) return { ...common, authorize: consentStep };
      if (target.kind === 'url' && options.urlOAuth) return { ...common, authorize: remoteStep };
      return undefined;
    },
    [consentStep, keepInTab, remoteStep],
  );

  return useMemo(
    () => ({ authFor, prompt: queue[0], popupState, keepInTab, setKeepInTab }),
    [authFor, queue, popupState, keepInTab, setKeepInTab],
  );
}
