import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optionLabel, uniqueLabels, variantLabel } from './variant-label';

test('variant labels and their de-duplication', () => {
  assert.equal(optionLabel(''), '(empty string)');
  assert.equal(optionLabel(null), 'null');
  assert.equal(variantLabel({}, { title: ' Named ' }, 0), 'Named');
  assert.equal(variantLabel({ $ref: '#/$defs/a~1b' }, {}, 0), 'a/b');
  assert.equal(variantLabel({}, { properties: { kind: { const: 'c' } } }, 0), 'c');
  assert.equal(variantLabel({}, { properties: { v: { const: 2 } } }, 0), 'v = 2');
  assert.equal(variantLabel({}, { type: ['string', 'null'] }, 0), 'string or null');
  assert.equal(variantLabel({}, { required: ['id', 'name'] }, 0), 'with id, name');
  assert.equal(variantLabel({}, {}, 2), 'Option 3');
  assert.deepEqual(uniqueLabels(['a', 'b', 'a', 'a']), ['a', 'b', 'a (2)', 'a (3)']);
});
