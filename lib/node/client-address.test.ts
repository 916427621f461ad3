import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clientAddress, isLoopbackAddress, parseProxyTrust } from './client-address';

const headers = (entries: Record<string, string>) => new Headers(entries);

test('parses the trusted-proxy setting and refuses anything else', () => {
  assert.deepEqual(parseProxyTrust(undefined), { ok: true, trust: { kind: 'none' } });
  assert.deepEqual(parseProxyTrust('none'), { ok: true, trust: { kind: 'none' } });
  assert.deepEqual(parseProxyTrust('2'), { ok: true, trust: { kind: 'hops', hops: 2 } });
  assert.deepEqual(parseProxyTrust('header:CF-Connecting-IP'), {
    ok: true,
    trust: { kind: 'header', name: 'cf-connecting-ip' },
  });
  for (const bad of ['yes', '10', '-1', 'header:', 'header:a b'])
    assert.equal(parseProxyTrust(bad).ok, false, bad);
});

test('with no proxy trusted, a spoofed X-Forwarded-For changes nothing', () => {
  const spoofed = headers({ 'x-forwarded-for': '1.2.3.4' });
  assert.equal(clientAddress(spoofed, { kind: 'none' }, '203.0.113.9'), '203.0.113.9');
  assert.equal(clientAddress(spoofed, { kind: 'none' }, '::ffff:203.0.113.9'), '203.0.113.9');
  assert.equal(clientAddress(spoofed, { kind: 'none' }, undefined), '', 'unknown stays unknown');
});

test('n trusted hops: the address the outermost proxy saw, never what the client wrote', () => {
  // client wrote 6.6.6.6; the edge (trusted) appended the real 198.51.100.7; the peer is the edge.
  const h = headers({ 'x-forwarded-for': '6.6.6.6, 198.51.100.7' });
  assert.equal(clientAddress(h, { kind: 'hops', hops: 1 }, '10.0.0.2'), '198.51.100.7');
  assert.equal(clientAddress(h, { kind: 'hops', hops: 2 }, '10.0.0.2'), '6.6.6.6');
  assert.equal(clientAddress(headers({}), { kind: 'hops', hops: 1 }, '10.0.0.2'), '10.0.0.2');
  assert.equal(clientAddress(h, { kind: 'hops', hops: 9 }, '10.0.0.2'), '6.6.6.6', 'never past the left end');
});

test('a header the edge writes is taken as is (its last entry)', () => {
  const h = headers({ 'cf-connecting-ip': '192.0.2.44', 'x-forwarded-for': '6.6.6.6' });
  assert.equal(clientAddress(h, { kind: 'header', name: 'cf-connecting-ip' }, '10.0.0.2'), '192.0.2.44');
  assert.equal(
    clientAddress(headers({}), { kind: 'header', name: 'cf-connecting-ip' }, '10.0.0.2'),
    '10.0.0.2',
  );
});

test('loopback addresses', () => {
  for (const a of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1'])
    assert.equal(isLoopbackAddress(a), true, a);
  for (const a of ['10.0.0.1', '::', '0.0.0.0', '', undefined, '128.0.0.1'])
    assert.equal(isLoopbackAddress(a), false, String(a));
});
