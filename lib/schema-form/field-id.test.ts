import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldId } from './field-id';

test('fieldId is one-to-one and free of whitespace', () => {
  assert.equal(fieldId('f', ''), 'f-f');
  assert.equal(fieldId('f', '/a/0'), 'f-f.a.0');
  assert.equal(fieldId('f', '/a b', 'desc'), 'f-f.a_20_b--desc');
  assert.notEqual(fieldId('f', '/a.b'), fieldId('f', '/a/b'));
  assert.notEqual(fieldId('f', '/a_2e_b'), fieldId('f', '/a.b'));
  assert.doesNotMatch(fieldId('f', '/\t\n é'), /\s/);
});
