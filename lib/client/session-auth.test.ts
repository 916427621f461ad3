// The session with OAuth: the protected mock (in process) authorized through its consent, the
// authorization state in the session's view, tokens surviving a reconnect, and a redirect-mode
// authorization finished on the next page's first connect.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConsent, submitConsent } from '../mock-server/protected/consent-client';
import { createProtectedMockServer } from '../mock-server/protected/create-protected-mock-server';
import type { AuthorizationPrompt, OAuthOptions } from './auth/oauth-options';
import { createMemoryStorage } from './era-memory';
import { createSession, type Session } from './session';
import { MOCK_URL, type SessionState } from './session-model';
import { fetchFromHandler } from './testing/handler-fetch';
import { createTimeline } from './timeline';
import { createLocalValidator } from './validation';

const validator = createLocalValidator();

function until(session: Session, ready: (s: SessionState) => boolean, what: string): Promise<SessionState> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!ready(session.state())) return;
      stop();
      clearTimeout(guard);
      resolve(session.state());
    };
    const stop = session.subscribe(check);
    // Turns a hang into a message; not a timing assertion.
    const guard = setTimeout(() => {
      stop();
      reject(new Error(`never: ${what}`));
    }, 20_000);
    check();
  });
}

function protectedSession(authorize: OAuthOptions['authorize']) {
  const server = createProtectedMockServer();
  const fetch = fetchFromHandler((request) => server.handle(request));
  const storage = createMemoryStorage();
  const session = createSession({
    timeline: createTimeline(),
    mockFetch: fetch,
    onInputRequest: () => undefined,
    origin: () => 'https://lab.example',
    validator,
    auth: (target) =>
      target.kind === 'mock'
        ? { redirectUri: 'https://lab.example/oauth/callback', authorize, storage }
        : undefined,
  });
  return { session, fetch, storage };
}

test('the session authorizes the protected mock through its consent and shows the state; a reconnect keeps the token', async () => {
  const consents: string[] = [];
  let fetchRef: ReturnType<typeof protectedSession>['fetch'] | undefined;
  const { session, fetch } = protectedSession(async (prompt) => {
    const loaded = await loadConsent(fetchRef!, prompt.url);
    assert.ok(loaded.ok);
    consents.push(loaded.consent.client.name);
    const back = await submitConsent(fetchRef!, loaded.consent, 'approve');
    return back.ok ? { callbackUrl: back.callbackUrl } : { cancelled: back.message };
  });
  fetchRef = fetch;
  void session.connect({ kind: 'mock' });
  const ready = await until(session, (s) => s.list.status === 'ready', 'the tools are listed');
  assert.equal(ready.url, MOCK_URL);
  assert.equal(ready.auth?.status, 'authorized');
  assert.equal(ready.auth?.issuer, 'https://in-page-mock.invalid/oauth');
  assert.equal(ready.auth?.scope, 'tools:read offline_access');
  assert.deepEqual(consents, ['MCP Tool Lab']);
  void session.connect({ kind: 'mock' });
  await until(session, (s) => s.generation === 2 && s.list.status === 'ready', 'listed again');
  assert.equal(consents.length, 1, 'the stored token was used, no second consent');
  session.close();
});

test('redirect mode: the flow leaves the page, and the next page finishes it before its first request', async () => {
  let left: AuthorizationPrompt | undefined;
  const first = protectedSession(async (prompt) => {
    left = prompt;
    return { cancelled: 'the page is navigating to the authorization server' };
  });
  void first.session.connect({ kind: 'mock' });
  const failed = await until(first.session, (s) => s.connection.status === 'failed', 'the connect fails');
  assert.equal(failed.auth?.status, 'failed');
  assert.ok(left);
  // The browser: consent at the authorization server, then back to the redirect URI.
  const loaded = await loadConsent(first.fetch, left.url);
  assert.ok(loaded.ok);
  const back = await submitConsent(first.fetch, loaded.consent, 'approve');
  assert.ok(back.ok);
  first.session.close();
  // The next page load: a new session (memory is gone) on the same server, which issued the code.
  const session = createSession({
    timeline: createTimeline(),
    mockFetch: first.fetch,
    onInputRequest: () => undefined,
    origin: () => 'https://lab.example',
    validator,
    auth: () => ({
      redirectUri: 'https://lab.example/oauth/callback',
      authorize: async () => ({ cancelled: 'no second consent expected' }),
      storage: createMemoryStorage(),
    }),
  });
  void session.connect({ kind: 'mock' }, undefined, {
    pending: JSON.parse(JSON.stringify(left.pending)),
    callbackUrl: back.ok ? back.callbackUrl : '',
  });
  const ready = await until(session, (s) => s.list.status === 'ready', 'listed after the resume');
  assert.equal(ready.auth?.status, 'authorized');
  session.close();
});
