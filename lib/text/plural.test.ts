import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plural, pluralWord } from './plural';

test('one for exactly 1, the plural otherwise, irregular and mass nouns as given', () => {
  assert.equal(plural(1, 'call'), '1 call');
  assert.equal(plural(0, 'call'), '0 calls');
  assert.equal(plural(2, 'change'), '2 changes');
  assert.equal(plural(2, 'info', 'info'), '2 info');
  assert.equal(plural(1, 'entry', 'entries'), '1 entry');
  assert.equal(plural(3, 'entry', 'entries'), '3 entries');
  assert.equal(pluralWord(1, 'byte'), 'byte');
  assert.equal(pluralWord(1024, 'byte'), 'bytes');
});
