import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createFakeFetch, type FakeReply } from '../testing/fake-fetch';
import type { NewTimelineEvent } from '../timeline-event';
import { type AuthHttpContext, authRequest } from './auth-http';

function context(fetch: AuthHttpContext['fetch'], timers?: AuthHttpContext['timers']) {
  const events: NewTimelineEvent[] = [];
  let n = 0;
  const ctx: AuthHttpContext = {
    fetch,
    record: (event) => events.push(event),
    nextId: () => `x${++n}`,
    now: () => 0,
    timers: timers ?? {
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout),
    },
    secrets: new Set(['authorization']),
    maxRecordedBodyChars: 10_000,
    knownSecrets: () => ['known-secret-value'],
  };
  return { ctx, events };
}

const get = (url: string) => ({
  purpose: 'auth-metadata' as const,
  method: 'GET' as const,
  url,
  maxBytes: 1000,
  timeoutMs: 5000,
});

test('same-origin redirects of a GET are followed; each hop is its own recorded exchange', async () => {
  const fake = createFakeFetch(
    (r): FakeReply =>
      r.url.endsWith('/a')
        ? { status: 301, headers: { Location: '/b' } }
        : { json: { ok: true }, headers: { 'content-type': 'application/json' } },
  );
  const { ctx, events } = context(fake.fetch);
  const got = await authRequest(ctx, get('https://as.example/a'));
  assert.equal(got.ok, true);
  assert.deepEqual(got.ok ? got.json : undefined, { ok: true });
  assert.deepEqual(
    fake.requests.map((r) => r.url),
    ['https://as.example/a', 'https://as.example/b'],
  );
  assert.equal(events.filter((e) => e.type === 'exchange-finished').length, 2);
});

test('a redirect to another origin is refused and its target never fetched', async () => {
  const fake = createFakeFetch(() => ({ status: 302, headers: { Location: 'https://evil.example/x' } }));
  const { ctx } = context(fake.fetch);
  const got = await authRequest(ctx, get('https://as.example/a'));
  assert.equal(got.ok, false);
  assert.equal(!got.ok && got.problem, 'redirect');
  assert.equal(fake.requests.length, 1);
});

test('a POST follows no redirect at all, even to its own origin', async () => {
  const fake = createFakeFetch(() => ({ status: 307, headers: { Location: 'https://as.example/token2' } }));
  const { ctx } = context(fake.fetch);
  const got = await authRequest(ctx, {
    purpose: 'auth-token',
    method: 'POST',
    url: 'https://as.example/token',
    form: { code: 'c0de-secret-value', grant_type: 'authorization_code' },
    maxBytes: 1000,
    timeoutMs: 5000,
  });
  assert.equal(!got.ok && got.problem, 'redirect');
  assert.equal(fake.requests.length, 1);
});

test('in a browser (opaque redirects) the GET is re-fetched following, and judged by where it landed', async () => {
  const opaque = () => {
    const r = new Response(null, { status: 200 });
    Object.defineProperty(r, 'type', { value: 'opaqueredirect' });
    return r;
  };
  const landed = (url: string) => {
    const r = new Response('{"issuer":"x"}', { headers: { 'content-type': 'application/json' } });
    Object.defineProperty(r, 'url', { value: url });
    return r;
  };
  for (const [target, ok] of [
    ['https://as.example/elsewhere', true],
    ['https://evil.example/metadata', false],
  ] as const) {
    const modes: string[] = [];
    const fetch: AuthHttpContext['fetch'] = async (_url, init) => {
      modes.push(String(init.redirect));
      return init.redirect === 'manual' ? opaque() : landed(target);
    };
    const { ctx } = context(fetch);
    const got = await authRequest(ctx, get('https://as.example/.well-known/oauth-authorization-server'));
    assert.deepEqual(modes, ['manual', 'follow']);
    assert.equal(got.ok, ok, target);
  }
});

test('bodies past the limit are cut off; cookies are never sent', async () => {
  const fake = createFakeFetch(() => ({ text: 'x'.repeat(5000) }));
  let credentials: RequestCredentials | undefined;
  const { ctx } = context(async (url, init) => {
    credentials = init.credentials;
    return fake.fetch(url, init);
  });
  const got = await authRequest(ctx, get('https://as.example/big'));
  assert.equal(!got.ok && got.problem, 'too-large');
  assert.equal(credentials, 'omit');
});

test('a silent server times out (by the injected timer) and the failure says so', async () => {
  let fire: (() => void) | undefined;
  const timers = {
    setTimeout: (cb: () => void) => {
      fire = cb;
      return 1;
    },
    clearTimeout: () => {},
  };
  const fake = createFakeFetch(() => new Promise(() => {}));
  const { ctx } = context(fake.fetch, timers);
  const pending = authRequest(ctx, get('https://as.example/slow'));
  await new Promise((r) => setImmediate(r));
  fire?.();
  const got = await pending;
  assert.equal(!got.ok && got.problem, 'timeout');
});

test('what is recorded carries no secret: form fields, JSON members, Basic credentials, known values', async () => {
  const fake = createFakeFetch(() => ({
    json: {
      access_token: 'at-secret-value',
      refresh_token: 'rt-secret-value',
      token_type: 'Bearer',
      echo: 'known-secret-value',
    },
  }));
  const { ctx, events } = context(fake.fetch);
  await authRequest(ctx, {
    purpose: 'auth-token',
    method: 'POST',
    url: 'https://as.example/token',
    headers: { Authorization: 'Basic Y2xpZW50OnNlY3JldA==' },
    form: {
      grant_type: 'authorization_code',
      code: 'code-secret-value',
      code_verifier: 'verifier-secret-value',
      client_secret: 'cs-secret-value',
    },
    maxBytes: 1000,
    timeoutMs: 5000,
  });
  const text = JSON.stringify(events);
  for (const secret of [
    'at-secret-value',
    'rt-secret-value',
    'code-secret-value',
    'verifier-secret-value',
    'cs-secret-value',
    'Y2xpZW50OnNlY3JldA==',
    'known-secret-value',
  ]) {
    assert.equal(text.includes(secret), false, secret);
  }
  assert.ok(text.includes('Basic <redacted>'));
  assert.ok(text.includes('grant_type=authorization_code'));
  // The request itself carried them, of course.
  assert.ok(fake.requests[0]!.text.includes('code-secret-value'));
});

test('a GET that meets a broken connection is sent once more; a POST is not', async () => {
  let gets = 0;
  const flaky: AuthHttpContext['fetch'] = async (_url, init) => {
    if (init.method === 'GET' && ++gets > 1)
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    throw new TypeError('fetch failed: read ECONNRESET');
  };
  const { ctx } = context(flaky);
  assert.equal((await authRequest(ctx, get('https://as.example/m'))).ok, true);
  assert.equal(gets, 2);
  let posts = 0;
  const { ctx: postCtx } = context(async () => {
    posts++;
    throw new TypeError('fetch failed: read ECONNRESET');
  });
  const post = await authRequest(postCtx, {
    purpose: 'auth-token',
    method: 'POST',
    url: 'https://as.example/token',
    form: { grant_type: 'authorization_code', code: 'once-only-code' },
    maxBytes: 1000,
    timeoutMs: 5000,
  });
  assert.equal(!post.ok && post.problem, 'network');
  assert.equal(posts, 1);
});
