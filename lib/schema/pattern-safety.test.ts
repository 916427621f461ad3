import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPatternSafety } from './pattern-safety';
import { parsePattern } from './pattern-syntax';

function safe(source: string): boolean {
  const parsed = parsePattern(source);
  assert.ok(parsed.ok, source);
  return checkPatternSafety(parsed.ast).safe;
}

test('linear patterns with lookarounds or back-references are judged safe', () => {
  for (const source of [
    '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$',
    '^(?!.*--)[a-z-]+$',
    'foo(?!bar)',
    '^(["\'])\\1$',
    '^\\d{1,3}(?=px)',
    '^(?:ab){1,3}(?=c)',
  ]) {
    assert.equal(safe(source), true, source);
  }
});

test('nested, consecutive or unanchored unbounded quantifiers are judged unsafe', () => {
  for (const source of [
    '^(a+)+$',
    '(a+)+$',
    '^(?:a|aa)*(?=b)',
    '^a*a*(?=b)',
    '\\d+(?!px)',
    '(?=.*\\d)',
    '^(\\w+)\\s\\1$',
    '^(?:a+){2}(?=b)',
    '^(?=(a+)+b)',
  ]) {
    assert.equal(safe(source), false, source);
  }
});

test('probe finding 1: small nested repeats of alternatives are judged unsafe (the old check let them through)', () => {
  assert.equal(safe('^(?=a)(?:(?:a|a){10}){10}$'), false);
  assert.equal(safe('^(?=a)((a{1,10}){1,10}){1,10}$'), false);
  // one level of a small repeat stays acceptable
  assert.equal(safe('^(?=a)(?:a|b){1,10}$'), true);
});
