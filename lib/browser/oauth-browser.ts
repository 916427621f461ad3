import type { AuthorizationResult, PendingAuthorization } from '../client/auth/oauth-options';
import type { StorageLike } from './storage';

/**
 * The browser side of the OAuth user-agent step. Two modes, both ending on the site's
 * `/oauth/callback` page:
 *
 * - popup: the page opens the authorization URL in a window (from the click, so no blocker stops
 *   it) and waits; the callback page posts the redirect URL on a BroadcastChannel and closes. A
 *   channel, not `window.opener`: the callback page's Cross-Origin-Opener-Policy (same-origin)
 *   severs the link to its opener. The playground itself allows popups to keep it
 *   (`same-origin-allow-popups`), so it can see the window close while it is on the authorization
 *   server ({@link watchPopup}) and offer to try again.
 * - redirect: the page saves the pending authorization (PKCE verifier included) and where to come
 *   back to in sessionStorage, and navigates; the callback page stores the redirect URL beside it
 *   and goes back; the page finishes the flow on load and deletes both entries.
 */
export const OAUTH_CHANNEL = 'mcp-tool-lab-oauth';

const PREFIX = 'mcp-tool-lab:oauth:';
const redirectKey = (state: string) => `${PREFIX}redirect:${state}`;
const callbackKey = (state: string) => `${PREFIX}callback:${state}`;

/** The part of BroadcastChannel used here (a fake in tests). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface CallbackMessage {
  type: 'mcp-tool-lab-oauth-callback';
  state: string;
  url: string;
}

const isCallbackMessage = (v: unknown): v is CallbackMessage =>
  typeof v === 'object' &&
  v !== null &&
  (v as CallbackMessage).type === 'mcp-tool-lab-oauth-callback' &&
  typeof (v as CallbackMessage).state === 'string' &&
  typeof (v as CallbackMessage).url === 'string';

/**
 * Waits for the callback of the authorization with `state` on the channel. Resolves with the
 * redirect URL, or a cancellation when `signal` aborts (the person pressed Cancel).
 */
export function waitForPopupCallback(
  state: string,
  channel: ChannelLike,
  signal?: AbortSignal,
): Promise<AuthorizationResult> {
  return new Promise((resolve) => {
    const done = (result: AuthorizationResult) => {
      channel.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      channel.close();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (isCallbackMessage(event.data) && event.data.state === state) done({ callbackUrl: event.data.url });
    };
    const onAbort = () => done({ cancelled: 'the sign-in window was given up' });
    channel.addEventListener('message', onMessage);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The timers the popup watch uses (injected in tests). */
export interface WatchTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How often the watch looks at the popup, and how long an answer may still take once it closed. */
export const POPUP_POLL_MS = 500;
export const POPUP_ANSWER_GRACE_MS = 2000;

/**
 * Watches a sign-in popup and calls `onLost` once it is gone without an answer: the person closed
 * it (often after the authorization server showed an error), or the browser cut the link to it.
 * `closed` also turns true when the window moves to a page whose opener policy severs the link
 * (this site's own callback page does, just before it posts the answer): so `onLost` waits
 * POPUP_ANSWER_GRACE_MS for the answer before it calls. The answer is still taken when it comes
 * later; the watch only lets the page offer to try again. Returns a function that stops it.
 */
export function watchPopup(
  popup: { readonly closed: boolean },
  onLost: () => void,
  timers: WatchTimers = globalThis,
): () => void {
  let handle: unknown;
  let stopped = false;
  const look = () => {
    if (stopped) return;
    let closed: boolean;
    try {
      closed = popup.closed;
    } catch {
      closed = true;
    }
    handle = closed
      ? timers.setTimeout(() => {
          if (!stopped) onLost();
        }, POPUP_ANSWER_GRACE_MS)
      : timers.setTimeout(look, POPUP_POLL_MS);
  };
  handle = timers.setTimeout(look, POPUP_POLL_MS);
  return () => {
    stopped = true;
    timers.clearTimeout(handle);
  };
}

interface RedirectRecord {
  pending: PendingAuthorization;
  /** The page (path, query, hash) to return to, on this origin. */
  returnTo: string;
}

/** Saves what the page needs after the round trip; false when sessionStorage refuses. */
export function saveRedirect(storage: StorageLike, pending: PendingAuthorization, returnTo: string): boolean {
  try {
    storage.setItem(
      redirectKey(pending.state),
      JSON.stringify({ pending, returnTo } satisfies RedirectRecord),
    );
    return true;
  } catch {
    return false;
  }
}

/** A same-origin path to go back to (never another origin: the entry could be tampered with). */
function safeReturn(returnTo: unknown): string {
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')
    ? returnTo
    : '/playground';
}

export type CallbackOutcome =
  | { mode: 'redirect'; returnTo: string }
  | { mode: 'popup' }
  | { mode: 'invalid'; reason: string };

/**
 * What the `/oauth/callback` page does with the URL it was loaded at: in redirect mode it keeps
 * the URL for the page to return to; otherwise it hands it to the waiting page over the channel.
 * The code is taken out of the address bar first, so it stays out of the history.
 */
export function handleCallback(env: {
  href: string;
  storage: StorageLike | undefined;
  channel: () => ChannelLike | undefined;
  replaceUrl(url: string): void;
}): CallbackOutcome {
  let url: URL;
  try {
    url = new URL(env.href);
  } catch {
    return { mode: 'invalid', reason: 'the address is not a URL' };
  }
  const params = url.searchParams;
  const state = params.get('state');
  env.replaceUrl(url.pathname);
  if (!state) return { mode: 'invalid', reason: 'the authorization response has no state' };
  const saved = env.storage?.getItem(redirectKey(state));
  if (saved) {
    let record: Partial<RedirectRecord> = {};
    try {
      record = JSON.parse(saved) as Partial<RedirectRecord>;
    } catch {
      return { mode: 'invalid', reason: 'the saved authorization is damaged' };
    }
    env.storage?.setItem(callbackKey(state), url.toString());
    return { mode: 'redirect', returnTo: safeReturn(record.returnTo) };
  }
  const channel = env.channel();
  if (!channel) return { mode: 'invalid', reason: 'this browser cannot pass the answer to the waiting page' };
  channel.postMessage({
    type: 'mcp-tool-lab-oauth-callback',
    state,
    url: url.toString(),
  } satisfies CallbackMessage);
  channel.close();
  return { mode: 'popup' };
}

export interface RedirectReturn {
  pending: PendingAuthorization;
  callbackUrl: string;
  returnTo: string;
}

/**
 * The authorization a redirect brought back, if any, removed from sessionStorage as it is read
 * (the PKCE verifier is kept no longer than the round trip). Stale entries without an answer are
 * removed too.
 */
export function takeRedirectReturn(
  storage: StorageLike & { key?(index: number): string | null; length?: number },
): RedirectReturn | undefined {
  const keys: string[] = [];
  const count = storage.length ?? 0;
  for (let i = 0; i < count; i++) {
    const key = storage.key?.(i);
    if (key?.startsWith(`${PREFIX}redirect:`)) keys.push(key);
  }
  let found: RedirectReturn | undefined;
  for (const key of keys) {
    const state = key.slice(`${PREFIX}redirect:`.length);
    const callbackUrl = storage.getItem(callbackKey(state));
    const saved = storage.getItem(key);
    storage.removeItem(key);
    storage.removeItem(callbackKey(state));
    if (found || callbackUrl === null || saved === null) continue;
    try {
      const record = JSON.parse(saved) as RedirectRecord;
      if (record.pending?.format === 'mcp-tool-lab-pending-authorization' && record.pending.state === state) {
        found = { pending: record.pending, callbackUrl, returnTo: safeReturn(record.returnTo) };
      }
    } catch {
      // A damaged entry is dropped.
    }
  }
  return found;
}
