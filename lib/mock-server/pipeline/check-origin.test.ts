import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createOriginPolicy, LOCAL_DEV_ORIGINS, LOOPBACK_HOSTNAMES } from '../origin-policy';
import { checkOrigin } from './check-origin';

const policy = createOriginPolicy({ allowed: [...LOCAL_DEV_ORIGINS, 'https://lab.example'] });

test('no Origin (a non-browser client) passes without CORS headers', () => {
  assert.deepEqual(checkOrigin(null, 'lab.example', policy), { ok: true });
});

test('allowed origins pass and are echoed for CORS', () => {
  assert.deepEqual(checkOrigin('http://localhost:5173', 'api.example', policy), {
    ok: true,
    corsOrigin: 'http://localhost:5173',
  });
  assert.equal(checkOrigin('https://lab.example', 'api.example', policy).ok, true);
  assert.equal(checkOrigin('https://site.example', 'site.example', policy).ok, true, 'same origin');
});

test('a foreign origin is 403 and says how to allow it', () => {
  const verdict = checkOrigin('https://evil.example', 'api.example', policy);
  assert.equal(verdict.ok, false);
  if (verdict.ok) return;
  assert.equal(verdict.reply.status, 403);
  assert.match(verdict.reply.message, /evil\.example.*not allowed/);
});

test('a loopback-bound server refuses other Host names (DNS rebinding)', () => {
  const hosts = [...LOOPBACK_HOSTNAMES];
  assert.equal(checkOrigin(null, '127.0.0.1:8787', policy, hosts).ok, true);
  assert.equal(checkOrigin(null, 'localhost', policy, hosts).ok, true);
  assert.equal(checkOrigin(null, '[::1]:9000', policy, hosts).ok, true);
  const rebound = checkOrigin('http://evil.example', 'evil.example', policy, hosts);
  assert.equal(rebound.ok, false);
  if (!rebound.ok) assert.match(rebound.reply.message, /DNS rebinding/);
});

test('a request that arrived on loopback must name a loopback host, plus any the operator allowed', () => {
  // A rebinding page: its Origin matches its Host, so only the loopback arrival gives it away.
  const rebound = checkOrigin('http://evil.example:3000', 'evil.example:3000', policy, undefined, true);
  assert.equal(rebound.ok, false);
  if (!rebound.ok) assert.equal(rebound.reply.status, 403);
  assert.equal(checkOrigin(null, 'localhost:3000', policy, undefined, true).ok, true);
  assert.equal(checkOrigin(null, 'lab.example', policy, ['lab.example'], true).ok, true);
  assert.equal(checkOrigin(null, null, policy, undefined, true).ok, false, 'no Host at all');
  // The same request arriving on a public address is an ordinary same-origin call.
  assert.equal(checkOrigin('http://evil.example:3000', 'evil.example:3000', policy).ok, true);
});
