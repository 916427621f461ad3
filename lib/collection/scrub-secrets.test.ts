import assert from 'node:assert/strict';
import { test } from 'node:test';
import { looksLikeSecretKey, scrubArguments, scrubServerUrl } from './scrub-secrets';

test('secret-looking keys are whole words, credentials only', () => {
  for (const key of [
    'password',
    'api_key',
    'apiKey',
    'accessToken',
    'client-secret',
    'Authorization',
    'session_id',
    'privateKey',
  ])
    assert.equal(looksLikeSecretKey(key), true, key);
  for (const key of ['max_tokens', 'author', 'query', 'email', 'phone', 'keyword', 'tokenizer'])
    assert.equal(looksLikeSecretKey(key), false, key);
});

test('scrubArguments empties values at any depth, inside arrays too, and lists where', () => {
  assert.deepEqual(scrubArguments({ list: [{ token: 't', n: 1 }], password: '', nested: { pwd: null } }), {
    value: { list: [{ token: '', n: 1 }], password: '', nested: { pwd: null } },
    removed: ['arguments.list[0].token'],
  });
});

test('scrubServerUrl drops credentials and keeps the rest of the URL as it was', () => {
  assert.deepEqual(scrubServerUrl('http://127.0.0.1:3100/mcp'), {
    value: 'http://127.0.0.1:3100/mcp',
    removed: [],
  });
  assert.deepEqual(scrubServerUrl('https://example.com/mcp?sig=x&token=y&page=2'), {
    value: 'https://example.com/mcp?page=2',
    removed: [`the URL's "sig" parameter`, `the URL's "token" parameter`],
  });
  assert.deepEqual(scrubServerUrl('not a url'), { value: 'not a url', removed: [] });
});
