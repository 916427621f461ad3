import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planPattern } from './analyze-pattern';

test('plans: RE2 for ordinary patterns, native for safe lookarounds, unsafe or invalid otherwise', () => {
  assert.equal(planPattern('^[a-z]+$').engine, 're2');
  assert.equal(planPattern('(a+)+$').engine, 're2');
  assert.equal(planPattern('(?<=a)b').engine, 're2');
  assert.equal(planPattern('^(?=.*\\d).{8,}$').engine, 'native');
  assert.equal(planPattern('^a{1001}').engine, 'native'); // beyond RE2's repeat limit, still linear
  assert.equal(planPattern('a{1001}').engine, 'unsafe'); // unanchored: quadratic on a backtracking engine
  const unsafe = planPattern('^(?=x)(a+)+$');
  assert.equal(unsafe.engine, 'unsafe');
  assert.match(unsafe.engine === 'unsafe' ? unsafe.message : '', /lookahead/);
  const invalid = planPattern('a{');
  assert.equal(invalid.engine, 'invalid');
  assert.match(
    invalid.engine === 'invalid' ? invalid.message : '',
    /not a valid ECMAScript regular expression/,
  );
  assert.equal(planPattern('(?<n>a)\\k<m>').engine, 'invalid');
});

test('(a+)+$ on 50,000 characters finishes quickly through RE2', () => {
  const plan = planPattern('(a+)+$');
  assert.ok(plan.engine === 're2');
  const input = `${'a'.repeat(50_000)}!`;
  const started = performance.now();
  assert.equal(plan.test(input), false);
  const elapsed = performance.now() - started;
  console.log(`re2js (a+)+$ on 50,001 chars: ${elapsed.toFixed(1)} ms`);
  assert.ok(elapsed < 1000, `${elapsed} ms`);
});
