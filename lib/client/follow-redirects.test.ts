import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FetchLike } from './client-options';
import { fetchFollowingSameOrigin, MAX_REDIRECTS } from './follow-redirects';

function router(routes: Record<string, () => Response>) {
  const seen: Array<{ url: string; redirect?: RequestRedirect; headers: Headers; body: unknown }> = [];
  const fetch: FetchLike = async (url, init) => {
    seen.push({ url, redirect: init.redirect, headers: new Headers(init.headers), body: init.body });
    return (routes[url] ?? (() => new Response('{}', { headers: { 'content-type': 'application/json' } })))();
  };
  return { fetch, seen };
}

const redirect = (status: number, location: string) => () =>
  new Response(null, { status, headers: { location } });
const init = { method: 'POST', headers: { 'X-Api-Key': 'k' }, body: '{"jsonrpc":"2.0"}' };

test('a 307/308 to the same origin is followed with the same method, headers and body', async () => {
  const { fetch, seen } = router({
    'https://a.test/mcp': redirect(307, '/mcp/'),
    'https://a.test/mcp/': redirect(308, 'https://a.test/v2/mcp'),
  });
  const result = await fetchFollowingSameOrigin(fetch, 'https://a.test/mcp', init);
  assert.ok(result.ok);
  assert.deepEqual(result.hops, ['https://a.test/mcp/', 'https://a.test/v2/mcp']);
  assert.deepEqual(
    seen.map((s) => [s.url, s.redirect, s.headers.get('x-api-key'), s.body]),
    [
      ['https://a.test/mcp', 'manual', 'k', init.body],
      ['https://a.test/mcp/', 'manual', 'k', init.body],
      ['https://a.test/v2/mcp', 'manual', 'k', init.body],
    ],
  );
});

test('another origin, another port, a scheme change, a 302 and a loop are refused; nothing is sent there', async () => {
  for (const [location, why] of [
    ['https://evil.test/collect', /another origin \(https:\/\/evil\.test\)/],
    ['https://a.test:8443/mcp', /another origin/],
    ['http://a.test/mcp', /another origin/],
  ] as const) {
    const { fetch, seen } = router({ 'https://a.test/mcp': redirect(307, location) });
    const result = await fetchFollowingSameOrigin(fetch, 'https://a.test/mcp', init);
    assert.equal(result.ok, false);
    assert.match(result.ok ? '' : result.message, why);
    assert.equal(seen.length, 1, 'the target is never fetched');
  }
  const found = router({ 'https://a.test/mcp': redirect(302, '/other') });
  const moved = await fetchFollowingSameOrigin(found.fetch, 'https://a.test/mcp', init);
  assert.match(moved.ok ? '' : moved.message, /a 302 would turn the POST into a GET/);
  const loop = router({ 'https://a.test/a': redirect(307, '/b'), 'https://a.test/b': redirect(307, '/a') });
  const looped = await fetchFollowingSameOrigin(loop.fetch, 'https://a.test/a', init);
  assert.match(
    looped.ok ? '' : looped.message,
    /loops back to a URL already visited \(https:\/\/a\.test\/a → https:\/\/a\.test\/b\)/,
  );
  const chain: Record<string, () => Response> = {};
  for (let i = 0; i <= MAX_REDIRECTS + 1; i++) chain[`https://a.test/${i}`] = redirect(307, `/${i + 1}`);
  const long = await fetchFollowingSameOrigin(router(chain).fetch, 'https://a.test/0', init);
  assert.match(long.ok ? '' : long.message, /more than 5 redirects/);
});

test('in a browser a manual redirect is opaque, so it is refused with a way out', async () => {
  const opaque = {
    type: 'opaqueredirect',
    status: 0,
    headers: new Headers(),
    body: null,
  } as unknown as Response;
  const result = await fetchFollowingSameOrigin(async () => opaque, 'https://a.test/mcp', init);
  assert.equal(result.ok, false);
  assert.match(
    result.ok ? '' : result.message,
    /the browser hides where it points.*Connect to the URL it redirects to instead/,
  );
});
