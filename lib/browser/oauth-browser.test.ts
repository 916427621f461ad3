import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PendingAuthorization } from '../client/auth/oauth-options';
import {
  type ChannelLike,
  handleCallback,
  saveRedirect,
  takeRedirectReturn,
  waitForPopupCallback,
} from './oauth-browser';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    map,
  };
}

/** Channels on one bus, like BroadcastChannel between the popup and the page. */
function bus() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const open = (): ChannelLike => {
    const mine = new Set<(event: MessageEvent) => void>();
    return {
      postMessage: (data) => {
        for (const l of listeners) if (!mine.has(l)) l({ data } as MessageEvent);
      },
      addEventListener: (_t, l) => {
        mine.add(l);
        listeners.add(l);
      },
      removeEventListener: (_t, l) => {
        mine.delete(l);
        listeners.delete(l);
      },
      close: () => {
        for (const l of mine) listeners.delete(l);
      },
    };
  };
  return { open, listeners };
}

const pending = (state: string): PendingAuthorization => ({
  format: 'mcp-tool-lab-pending-authorization',
  flowId: 'f',
  state,
  codeVerifier: 'verifier-secret-value',
  endpoint: 'https://mcp.example/mcp',
  resource: 'https://mcp.example/mcp',
  issuer: 'https://as.example',
  issParameterSupported: true,
  tokenEndpoint: 'https://as.example/token',
  redirectUri: 'https://lab.example/oauth/callback',
  clientId: 'c',
  authMethod: 'none',
  registration: 'dynamic-registration',
  createdAt: 0,
});

test('popup mode: the callback page posts the URL; only the page waiting for that state takes it', async () => {
  const b = bus();
  const waiting = waitForPopupCallback('s1', b.open());
  const other = waitForPopupCallback('s2', b.open());
  let replaced = '';
  const outcome = handleCallback({
    href: 'https://lab.example/oauth/callback?code=c0de&state=s1&iss=https%3A%2F%2Fas.example',
    storage: memory(),
    channel: b.open,
    replaceUrl: (u) => {
      replaced = u;
    },
  });
  assert.deepEqual(outcome, { mode: 'popup' });
  assert.equal(replaced, '/oauth/callback', 'the code leaves the address bar');
  assert.deepEqual(await waiting, {
    callbackUrl: 'https://lab.example/oauth/callback?code=c0de&state=s1&iss=https%3A%2F%2Fas.example',
  });
  const cancel = new AbortController();
  cancel.abort();
  assert.equal('cancelled' in (await waitForPopupCallback('s3', b.open(), cancel.signal)), true);
  void other;
});

test('redirect mode: saved, answered on the callback page, taken once on return, then gone', () => {
  const storage = memory();
  assert.equal(saveRedirect(storage, pending('s1'), '/playground#x'), true);
  const outcome = handleCallback({
    href: 'https://lab.example/oauth/callback?code=c0de&state=s1',
    storage,
    channel: () => undefined,
    replaceUrl: () => {},
  });
  assert.deepEqual(outcome, { mode: 'redirect', returnTo: '/playground#x' });
  const back = takeRedirectReturn(storage);
  assert.equal(back?.pending.state, 's1');
  assert.equal(back?.callbackUrl, 'https://lab.example/oauth/callback?code=c0de&state=s1');
  assert.equal(storage.map.size, 0, 'the verifier does not outlive the round trip');
  assert.equal(takeRedirectReturn(storage), undefined);
});

test('tampered or stale entries: never another origin to return to; no answer, no resume', () => {
  const storage = memory();
  saveRedirect(storage, pending('s1'), '//evil.example/x');
  const outcome = handleCallback({
    href: 'https://lab.example/oauth/callback?state=s1&code=x',
    storage,
    channel: () => undefined,
    replaceUrl: () => {},
  });
  assert.deepEqual(outcome, { mode: 'redirect', returnTo: '/playground' });
  const stale = memory();
  saveRedirect(stale, pending('s2'), '/playground');
  assert.equal(takeRedirectReturn(stale), undefined);
  assert.equal(stale.map.size, 0);
  assert.equal(
    handleCallback({
      href: 'https://lab.example/oauth/callback?code=x',
      storage,
      channel: () => undefined,
      replaceUrl: () => {},
    }).mode,
    'invalid',
  );
});

test('the popup watch calls onLost once the window has been closed for the grace period, and not after stop', async () => {
  const { manualTimers } = await import('./testing/manual-timers');
  const { watchPopup, POPUP_POLL_MS, POPUP_ANSWER_GRACE_MS } = await import('./oauth-browser');
  const clock = manualTimers();
  const timers = clock.timers as unknown as Parameters<typeof watchPopup>[2];
  const popup = { closed: false };
  let lost = 0;
  watchPopup(popup, () => lost++, timers);
  clock.advance(POPUP_POLL_MS * 10);
  assert.equal(lost, 0, 'an open window is not lost');
  popup.closed = true;
  clock.advance(POPUP_POLL_MS);
  clock.advance(POPUP_ANSWER_GRACE_MS - 1);
  assert.equal(lost, 0, 'the answer may still arrive');
  clock.advance(1);
  assert.equal(lost, 1);
  clock.advance(POPUP_ANSWER_GRACE_MS * 10);
  assert.equal(lost, 1, 'once');

  // The answer arrived (the caller stops the watch): no loss is reported afterwards.
  const second = { closed: false };
  let lost2 = 0;
  const stop = watchPopup(second, () => lost2++, timers);
  second.closed = true;
  clock.advance(POPUP_POLL_MS);
  stop();
  clock.advance(POPUP_ANSWER_GRACE_MS * 2);
  assert.equal(lost2, 0);

  // A window whose `closed` cannot be read counts as gone.
  const severed = {
    get closed(): boolean {
      throw new Error('blocked');
    },
  };
  let lost3 = 0;
  watchPopup(severed, () => lost3++, timers);
  clock.advance(POPUP_POLL_MS);
  clock.advance(POPUP_ANSWER_GRACE_MS);
  assert.equal(lost3, 1);
});
