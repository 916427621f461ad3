import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSecretScrubber } from './secret-scrubber';

const key = 'sk-ant-api03-AbCdEf0123456789+/xyz';

test('the key, its URL-encoded and JSON-escaped forms and its random tail are masked', () => {
  const scrub = createSecretScrubber([key, undefined]);
  assert.equal(scrub.text(`key ${key}!`), 'key <redacted>!');
  assert.equal(scrub.text(`?k=${encodeURIComponent(key)}`), '?k=<redacted>');
  assert.equal(scrub.text(`…${key.slice(-12)}`), '…<redacted>');
  assert.deepEqual(scrub.value({ a: [`x ${key}`], [key]: 1, n: 2 }), {
    a: ['x <redacted>'],
    '<redacted>': 1,
    n: 2,
  });
  assert.equal(scrub.error(new Error(`bad key ${key}`)), 'bad key <redacted>');
  assert.equal(scrub.error({ detail: key }), '{"detail":"<redacted>"}');
  assert.equal(scrub.empty, false);
});

test('short strings and missing keys are not secrets: nothing changes', () => {
  const scrub = createSecretScrubber(['abc', undefined]);
  assert.equal(scrub.empty, true);
  const value = { text: 'abc def' };
  assert.equal(scrub.value(value), value);
  assert.equal(scrub.text('abc'), 'abc');
});
