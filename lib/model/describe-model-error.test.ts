import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeModelError, isRetryable, retryAfterMs } from './describe-model-error';
import { createSecretScrubber } from './secret-scrubber';

const context = {
  providerLabel: 'OpenAI',
  modelId: 'gpt-x',
  baseUrl: 'https://api.openai.com/v1',
  scrubber: createSecretScrubber(['sk-secret-0123456789']),
};

test('retry-after is read from retry-after-ms, retry-after (seconds or a date) and Google RetryInfo', () => {
  assert.equal(retryAfterMs({ 'retry-after-ms': '1500', 'retry-after': '9' }, undefined), 1500);
  assert.equal(retryAfterMs({ 'retry-after': '3' }, undefined), 3000);
  assert.equal(
    retryAfterMs(
      { 'retry-after': 'Wed, 21 Oct 2015 07:28:10 GMT' },
      undefined,
      Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'),
    ),
    10_000,
  );
  assert.equal(retryAfterMs({}, '{"error":{"details":[{"retryDelay":"17.5s"}]}}'), 17_500);
  assert.equal(retryAfterMs({}, '{}'), undefined);
});

test('HTTP failures become actionable problems; the key never shows', () => {
  const api = (statusCode: number, message: string, responseHeaders: Record<string, string> = {}) => ({
    name: 'AI_APICallError',
    statusCode,
    message,
    responseHeaders,
    responseBody: '',
  });
  const auth = describeModelError(api(401, 'Incorrect API key provided: sk-secret-0123456789.'), context);
  assert.equal(auth.kind, 'auth');
  assert.equal(
    auth.message,
    'OpenAI refused the API key (HTTP 401): Incorrect API key provided: <redacted>. Check the key: it may be mistyped, revoked, or meant for another provider.',
  );
  const limited = describeModelError(api(429, 'Slow down.', { 'Retry-After': '30' }), context);
  assert.deepEqual([limited.kind, limited.retryAfterMs, isRetryable(limited)], ['rate-limit', 30_000, true]);
  assert.match(limited.message, /Retry after 30 s\.$/);
  assert.equal(describeModelError(api(404, 'x'), context).kind, 'not-found');
  assert.equal(describeModelError(api(400, 'bad tools'), context).kind, 'bad-request');
  assert.equal(isRetryable(describeModelError(api(400, 'bad tools'), context)), false);
  assert.equal(describeModelError(api(503, 'busy'), context).kind, 'overloaded');
});

test('network failures, aborts and timeouts say what happened', () => {
  const network = describeModelError(
    Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }),
    context,
  );
  assert.equal(network.kind, 'network');
  assert.match(
    network.message,
    /^Could not reach OpenAI at https:\/\/api\.openai\.com\/v1 \(ECONNREFUSED\).*CORS/,
  );
  assert.equal(describeModelError(undefined, { ...context, abortReason: 'user' }).kind, 'aborted');
  assert.match(
    describeModelError(undefined, { ...context, abortReason: 'idle', idleMs: 45_000 }).message,
    /sent nothing for 45 s/,
  );
  assert.match(
    describeModelError(undefined, { ...context, abortReason: 'too-large', maxAnswerChars: 1000 }).message,
    /passed 1,000 characters/,
  );
});
