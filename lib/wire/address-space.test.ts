import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressSpaceOf, isLocalNetworkRequest } from './address-space';

test('address spaces as Local Network Access sorts them', () => {
  for (const host of ['127.0.0.1', '127.8.9.1', 'localhost', 'app.localhost', '[::1]', '::1'])
    assert.equal(addressSpaceOf(host), 'loopback', host);
  for (const host of [
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.1',
    '192.168.1.20',
    '169.254.1.1',
    'printer.local',
    '[fd12::1]',
    'fe80::1',
  ])
    assert.equal(addressSpaceOf(host), 'local', host);
  for (const host of ['172.32.0.1', '8.8.8.8', 'example.com', '[2001:db8::1]', '192.169.0.1'])
    assert.equal(addressSpaceOf(host), 'public', host);
});

test('only a step into a more private space is a local network request', () => {
  assert.equal(isLocalNetworkRequest('public', 'loopback'), true);
  assert.equal(isLocalNetworkRequest('public', 'local'), true);
  assert.equal(isLocalNetworkRequest('local', 'loopback'), true);
  assert.equal(isLocalNetworkRequest('loopback', 'loopback'), false);
  assert.equal(isLocalNetworkRequest('loopback', 'public'), false);
  assert.equal(isLocalNetworkRequest('local', 'local'), false);
});
