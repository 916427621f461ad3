import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostSecurityOptions } from './host-defaults';

test('Node hosts allow local development origins plus configured ones', () => {
  const options = hostSecurityOptions({ allowedOrigins: 'https://docs.example, https://lab.example' });
  assert.deepEqual(options.allowedOrigins, [
    'http://localhost:*',
    'http://127.0.0.1:*',
    'http://[::1]:*',
    'https://docs.example',
    'https://lab.example',
  ]);
  assert.equal(options.allowSameOrigin, true);
});

test('allowed hosts come from the environment, lower-cased; none by default', () => {
  assert.deepEqual(hostSecurityOptions({ allowedHosts: 'Lab.Example, api.example' }).allowedHosts, [
    'lab.example',
    'api.example',
  ]);
  assert.equal(hostSecurityOptions({}).allowedHosts, undefined);
  assert.equal(hostSecurityOptions({ allowedHosts: ' ' }).allowedHosts, undefined);
});

test('the state secret comes from the environment, else is random per call', () => {
  assert.equal(hostSecurityOptions({ stateSecret: 'shared' }).stateSecret, 'shared');
  const a = hostSecurityOptions({}).stateSecret as Uint8Array;
  const b = hostSecurityOptions({ stateSecret: '' }).stateSecret as Uint8Array;
  assert.equal(a.byteLength, 32);
  assert.notDeepEqual(a, b);
});
