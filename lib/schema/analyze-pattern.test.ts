import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_PATTERN_LENGTH, PatternUndecided, planPattern } from './analyze-pattern';

test('plans: RE2 for what it can express, the backtracker for the rest, unrunnable or invalid otherwise', () => {
  assert.equal(planPattern('^[a-z]+$').engine, 're2');
  assert.equal(planPattern('(a+)+$').engine, 're2');
  assert.equal(planPattern('(?<=a)b').engine, 're2');
  assert.equal(planPattern('^(?=.*\\d).{8,}$').engine, 'backtrack');
  assert.equal(planPattern('^a{1001}').engine, 'backtrack'); // beyond RE2's repeat limit
  const risky = planPattern('^(?=x)(a+)+$');
  assert.equal(risky.engine, 'backtrack');
  assert.match(risky.engine === 'backtrack' ? (risky.caveat ?? '') : '', /lookahead.*step limit/);
  const invalid = planPattern('a{');
  assert.equal(invalid.engine, 'invalid');
  assert.match(
    invalid.engine === 'invalid' ? invalid.message : '',
    /not a valid ECMAScript regular expression/,
  );
  assert.equal(planPattern('(?<n>a)\\k<m>').engine, 'invalid');
  const huge = planPattern(`^${'\\p{L}'.repeat(5_000)}$`);
  assert.equal(huge.engine, 'unrunnable');
  assert.match(huge.engine === 'unrunnable' ? huge.message : '', /too large to compile/);
  assert.equal(planPattern('x'.repeat(MAX_PATTERN_LENGTH + 1)).engine, 'unrunnable');
});

test("the probe's bypass of the old static check no longer reaches the native engine: it stops undecided", () => {
  const plan = planPattern('^(?=a)(?:(?:a|a){10}){10}$');
  assert.equal(plan.engine, 'backtrack');
  if (plan.engine !== 'backtrack') return;
  assert.equal(plan.test('a'.repeat(100)), true);
  assert.throws(() => plan.test(`${'a'.repeat(120)}b`), PatternUndecided);
});

test('(a+)+$ on 50,000 characters is decided by RE2 (linear time, no step limit needed)', () => {
  const plan = planPattern('(a+)+$');
  assert.ok(plan.engine === 're2');
  const input = `${'a'.repeat(50_000)}!`;
  const started = performance.now();
  assert.equal(plan.test(input), false);
  const elapsed = performance.now() - started;
  console.log(`re2js (a+)+$ on 50,001 chars: ${elapsed.toFixed(1)} ms`);
});
