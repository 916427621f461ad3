import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearerChallenge, parseWwwAuthenticate } from './www-authenticate';

test('a Bearer challenge with quoted parameters, as the conformance servers send it', () => {
  const challenges = parseWwwAuthenticate(
    'Bearer error="invalid_token", error_description="Missing Authorization header", scope="mcp:basic mcp:read", resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/mcp"',
  );
  assert.equal(challenges.length, 1);
  assert.equal(challenges[0]!.scheme, 'Bearer');
  assert.deepEqual(challenges[0]!.params, {
    error: 'invalid_token',
    error_description: 'Missing Authorization header',
    scope: 'mcp:basic mcp:read',
    resource_metadata: 'http://localhost:3000/.well-known/oauth-protected-resource/mcp',
  });
});

test('several challenges, token68, unquoted values, escapes and odd spacing', () => {
  const challenges = parseWwwAuthenticate(
    'Basic dXNlcjpwYXNz==, Newauth realm="apps", type=1,title="Login to \\"apps\\"",  bearer   Scope=files:read ,resource_metadata="https://x.example/prm"',
  );
  assert.deepEqual(
    challenges.map((c) => c.scheme),
    ['Basic', 'Newauth', 'bearer'],
  );
  assert.equal(challenges[0]!.token68, 'dXNlcjpwYXNz==');
  assert.deepEqual(challenges[1]!.params, { realm: 'apps', type: '1', title: 'Login to "apps"' });
  assert.deepEqual(challenges[2]!.params, {
    scope: 'files:read',
    resource_metadata: 'https://x.example/prm',
  });
});

test('bearerChallenge picks the Bearer challenge case-insensitively and ignores an empty scope', () => {
  const headers = new Headers({
    'WWW-Authenticate': 'DPoP algs="ES256", BEARER scope="", error="insufficient_scope"',
  });
  assert.deepEqual(bearerChallenge(headers), { error: 'insufficient_scope' });
  assert.equal(bearerChallenge(new Headers({ 'WWW-Authenticate': 'Basic realm="x"' })), undefined);
  assert.equal(bearerChallenge(new Headers()), undefined);
  assert.equal(bearerChallenge(undefined), undefined);
});

test('malformed values never throw and keep what was read before the damage', () => {
  for (const value of [
    '',
    '=',
    '"',
    'Bearer "',
    'Bearer scope="unterminated',
    ',,,',
    'Bearer a=b c',
    '\u0000Bearer',
  ]) {
    assert.doesNotThrow(() => parseWwwAuthenticate(value), value);
  }
  assert.deepEqual(parseWwwAuthenticate('Bearer realm="a", scope="unterminated')[0]!.params, { realm: 'a' });
  assert.deepEqual(parseWwwAuthenticate('Bearer scope=x')[0]!.params, { scope: 'x' });
  // A repeated parameter keeps its first value (a second one must not override what was checked).
  assert.deepEqual(parseWwwAuthenticate('Bearer scope="a", scope="b"')[0]!.params, { scope: 'a' });
  // A huge header is cut, not parsed for ever.
  const huge = `Bearer scope="${'x'.repeat(100_000)}"`;
  assert.doesNotThrow(() => parseWwwAuthenticate(huge));
});
