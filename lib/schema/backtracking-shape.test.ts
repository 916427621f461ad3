import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hasExponentialShape } from './backtracking-shape';
import { parsePattern } from './pattern-syntax';

const shape = (source: string) => {
  const parsed = parsePattern(source);
  assert.ok(parsed.ok, source);
  return hasExponentialShape(parsed.ast);
};

test('flags nested unbounded repetition, the classic catastrophic shape', () => {
  for (const p of [
    '^(a+)+$',
    '(a*)*',
    '^(\\w+\\s?)+$',
    '((ab)*)+',
    '(x+x+)+y',
    '^([a-z]+)*$',
    '(?:a+){2,}',
  ]) {
    assert.equal(shape(p), true, p);
  }
});

test('leaves common, unambiguous patterns alone', () => {
  for (const p of [
    '^[A-Z]{3}$',
    '^\\d+$',
    '^[a-z0-9-]+(\\.[a-z0-9-]+)*$',
    '^([a-z0-9-]+\\.)+[a-z]{2,}$',
    '^(https?|ftp)://',
    '^[^@]+@[^@]+$',
    '(ab)+',
    '^(a|b)+$',
  ]) {
    assert.equal(shape(p), false, p);
  }
});
