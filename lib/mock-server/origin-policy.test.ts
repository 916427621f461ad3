import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  createOriginPolicy,
  hostnameOf,
  isOriginAllowed,
  parseOriginPattern,
  splitOriginList,
} from './origin-policy';

test('parses origins and port wildcards', () => {
  assert.deepEqual(parseOriginPattern('https://Lab.Example/'), {
    scheme: 'https',
    host: 'lab.example',
    port: '',
  });
  assert.deepEqual(parseOriginPattern('http://localhost:*'), {
    scheme: 'http',
    host: 'localhost',
    port: '*',
  });
  assert.deepEqual(parseOriginPattern('http://[::1]:3000'), { scheme: 'http', host: '[::1]', port: '3000' });
  assert.equal(parseOriginPattern('not an origin'), undefined);
  assert.equal(parseOriginPattern('https://a.example/path'), undefined);
});

test('matches exact origins, default ports and wildcards', () => {
  const policy = createOriginPolicy({
    allowed: ['https://lab.example', 'http://localhost:*'],
    sameOrigin: false,
  });
  assert.equal(isOriginAllowed('https://lab.example', null, policy), true);
  assert.equal(isOriginAllowed('https://lab.example:443', null, policy), true);
  assert.equal(isOriginAllowed('http://lab.example', null, policy), false, 'scheme matters');
  assert.equal(isOriginAllowed('http://localhost:6274', null, policy), true);
  assert.equal(isOriginAllowed('http://localhost.evil.example', null, policy), false);
  assert.equal(isOriginAllowed('null', null, policy), false);
});

test('same origin compares the Origin authority with Host', () => {
  const policy = createOriginPolicy({});
  assert.equal(isOriginAllowed('https://site.example', 'site.example', policy), true);
  assert.equal(isOriginAllowed('https://site.example', 'site.example:443', policy), true);
  assert.equal(isOriginAllowed('http://127.0.0.1:3000', '127.0.0.1:3000', policy), true);
  assert.equal(isOriginAllowed('http://127.0.0.1:3001', '127.0.0.1:3000', policy), false);
  assert.equal(isOriginAllowed('https://evil.example', 'site.example', policy), false);
  assert.equal(
    isOriginAllowed('https://site.example', 'site.example', createOriginPolicy({ sameOrigin: false })),
    false,
  );
});

test('* allows any origin; lists split on commas and spaces', () => {
  assert.equal(isOriginAllowed('null', null, createOriginPolicy({ allowed: ['*'] })), true);
  assert.deepEqual(splitOriginList('https://a.example, https://b.example  *'), [
    'https://a.example',
    'https://b.example',
    '*',
  ]);
  assert.deepEqual(splitOriginList(undefined), []);
  assert.equal(hostnameOf('[::1]:8080'), '[::1]');
  assert.equal(hostnameOf('Example.COM:80'), 'example.com');
});
