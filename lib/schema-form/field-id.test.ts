import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldId, pointerOfFieldId } from './field-id';

test('fieldId is one-to-one and free of whitespace', () => {
  assert.equal(fieldId('f', ''), 'f-f');
  assert.equal(fieldId('f', '/a/0'), 'f-f.a.0');
  assert.equal(fieldId('f', '/a b', 'desc'), 'f-f.a_20_b--desc');
  assert.notEqual(fieldId('f', '/a.b'), fieldId('f', '/a/b'));
  assert.notEqual(fieldId('f', '/a_2e_b'), fieldId('f', '/a.b'));
  assert.doesNotMatch(fieldId('f', '/\t\n é'), /\s/);
});

test('pointerOfFieldId reads back the pointer of any field id, without its part', () => {
  for (const pointer of ['', '/a/0', '/a b', '/a.b', '/é/~1x', '/x-y']) {
    assert.equal(pointerOfFieldId('f', fieldId('f', pointer)), pointer);
    assert.equal(pointerOfFieldId('f', fieldId('f', pointer, 'in2')), pointer);
    assert.equal(pointerOfFieldId('f', fieldId('f', pointer, 'variant1')), pointer);
  }
  assert.equal(pointerOfFieldId('g', fieldId('f', '/a')), undefined);
});
