// How a call's ending is told: the heading and the structured-content verdict never contradict a
// finding of the validator on the same result.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CallToolOutcome } from '@/lib/client/index';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import { outcomeHeading, structuredVerdict } from './explain';

const missing: Diagnostic = {
  rule: 'structured-content-missing',
  severity: 'error',
  path: '',
  message: 'declares an outputSchema, so a successful result must include "structuredContent"',
};
const mirror: Diagnostic = {
  rule: 'structured-content-text-mirror',
  severity: 'warning',
  path: '',
  message: 'x',
};
const outcome = (diagnostics: Diagnostic[]): CallToolOutcome =>
  ({
    kind: 'complete',
    toolName: 'deploy_release',
    result: { content: [{ type: 'text', text: 'Deployment not started' }] },
    diagnostics,
    rounds: 2,
    durationMs: 3,
    argumentErrors: [],
  }) as unknown as CallToolOutcome;

test('heading: a complete result with an error finding is not shown as a plain success', () => {
  const clean = outcomeHeading(outcome([]));
  assert.equal(clean.title, 'Complete');
  assert.equal(clean.tone, 'ok');
  const flawed = outcomeHeading(outcome([missing]));
  assert.notEqual(flawed.tone, 'ok');
  assert.match(flawed.title, /^Complete, but 1 error/);
  assert.match(flawed.explanation, /validator found 1 error/);
  // A warning alone does not turn the heading.
  assert.equal(outcomeHeading(outcome([mirror])).tone, 'ok');
});

test('structured verdict: absent structuredContent under an outputSchema is never "Conforms"', () => {
  const schema = { type: 'object' };
  const absent = structuredVerdict({ value: undefined, outputSchema: schema, findings: [missing] });
  assert.equal(absent.tone, 'error');
  assert.match(absent.text, /no structuredContent/);
  assert.doesNotMatch(absent.text, /^Conforms/);
  // Even with the finding not passed along, absence alone is not conformance.
  assert.equal(structuredVerdict({ value: undefined, outputSchema: schema, findings: [] }).tone, 'error');
  const error = structuredVerdict({ value: undefined, outputSchema: schema, findings: [], isError: true });
  assert.equal(error.tone, 'neutral');
  assert.match(error.text, /isError/);
  assert.equal(
    structuredVerdict({ value: { a: 1 }, outputSchema: schema, findings: [] }).text,
    'Conforms to the outputSchema.',
  );
  const broken = structuredVerdict({
    value: { a: 1 },
    outputSchema: schema,
    findings: [
      { rule: 'structured-content-schema', severity: 'error', path: '/structuredContent/a', message: 'x' },
    ],
  });
  assert.equal(broken.tone, 'error');
  assert.match(broken.text, /^Does not conform/);
  assert.match(
    structuredVerdict({ value: { a: 1 }, outputSchema: undefined, findings: [] }).text,
    /no outputSchema/,
  );
});
