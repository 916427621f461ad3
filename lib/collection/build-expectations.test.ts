import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildExpectations } from './build-expectations';
import { emptyDraft } from './expectation-draft';

test('each field of the draft becomes its expectation', () => {
  const built = buildExpectations({
    notError: true,
    structuredValid: true,
    textContains: 'EUR',
    ignoreCase: true,
    textMatches: '^\\d+ EUR',
    jsonPath: ' $.structuredContent.converted ',
    jsonValue: '109',
    latencyMs: '2500',
  });
  assert.ok(built.ok);
  assert.deepEqual(built.expect, [
    { type: 'not-error' },
    { type: 'structured-content-valid' },
    { type: 'text-contains', text: 'EUR', ignoreCase: true },
    { type: 'text-matches', pattern: '^\\d+ EUR' },
    { type: 'json-path-equals', path: '$.structuredContent.converted', value: 109 },
    { type: 'latency-under', ms: 2500 },
  ]);
  assert.deepEqual(buildExpectations(emptyDraft), { ok: true, expect: [] });
});

test('bad fields are named with an actionable message', () => {
  const built = buildExpectations({
    ...emptyDraft,
    textMatches: '(unclosed',
    jsonPath: 'structuredContent.total',
    jsonValue: 'open',
    latencyMs: '1.5',
  });
  assert.equal(built.ok, false);
  const fields = built.ok ? [] : built.errors.map((e) => e.field);
  assert.deepEqual(fields, ['textMatches', 'jsonPath', 'jsonValue', 'latencyMs']);
  const messages = built.ok ? '' : built.errors.map((e) => e.message).join('\n');
  assert.match(messages, /double quotes/);
  assert.match(messages, /whole number of milliseconds/);
  // A value without a path (and the reverse) is incomplete, not silently dropped.
  const half = buildExpectations({ ...emptyDraft, jsonValue: '1' });
  assert.deepEqual(half.ok ? [] : half.errors.map((e) => e.field), ['jsonPath']);
  const other = buildExpectations({ ...emptyDraft, jsonPath: '$.isError' });
  assert.deepEqual(other.ok ? [] : other.errors.map((e) => e.field), ['jsonValue']);
});
