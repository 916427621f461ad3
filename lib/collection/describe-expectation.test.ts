import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Expectation } from './collection-schema';
import { describeExpectation } from './describe-expectation';

test('describeExpectation labels each kind of expectation, long values cut', () => {
  assert.deepEqual(
    (
      [
        { type: 'not-error' },
        { type: 'structured-content-valid' },
        { type: 'text-contains', text: 'a', ignoreCase: true },
        { type: 'text-matches', pattern: 'b+' },
        { type: 'json-path-equals', path: '$.x', value: 3 },
        { type: 'latency-under', ms: 5 },
        { type: 'text-matches', pattern: 'x'.repeat(50) },
      ] as Expectation[]
    ).map(describeExpectation),
    [
      'not isError',
      'structuredContent valid against outputSchema',
      'text contains "a" (any case)',
      'text matches /b+/',
      '$.x = 3',
      'latency < 5 ms',
      `text matches /${'x'.repeat(39)}…/`,
    ],
  );
});
