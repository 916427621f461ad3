import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileSchema, validateInstance } from '../schema';
import { indexErrors } from './error-index';

test('moves a missing required property to its own field', () => {
  const compiled = compileSchema({
    type: 'object',
    properties: { a: { type: 'string' }, list: { type: 'array', items: { type: 'integer' } } },
    required: ['a'],
  });
  assert.equal(compiled.ok, true);
  if (!compiled.ok) return;
  const { errors } = validateInstance(compiled.validator, { list: [1, 'x'] });
  const index = indexErrors(errors);
  assert.deepEqual(index.at('/a'), ['is required']);
  assert.deepEqual(index.at('/list/1'), ['must be an integer, got string']);
  assert.deepEqual(index.at(''), []);
  assert.deepEqual(index.below('/list'), ['/1: must be an integer, got string']);
  assert.deepEqual(index.below('/list/1'), []);
  assert.equal(index.size, 2);
});

test('moves dependentRequired and additionalProperties errors to the property concerned', () => {
  const compiled = compileSchema({
    type: 'object',
    properties: { card: { type: 'string' }, cvc: { type: 'string' } },
    dependentRequired: { card: ['cvc'] },
    additionalProperties: false,
  });
  assert.ok(compiled.ok);
  if (!compiled.ok) return;
  const index = indexErrors(validateInstance(compiled.validator, { card: '4242', extra: 1 }).errors);
  assert.deepEqual(index.at('/cvc'), ['is required when "card" is set']);
  assert.deepEqual(index.at('/extra'), ['is not allowed here: the schema does not declare this property']);
  assert.deepEqual(index.at(''), []);
});

test('keeps the given order, drops repeats, and takes no errors at all', () => {
  const index = indexErrors([
    { instancePath: '/x', message: 'b' },
    { instancePath: '/x', message: 'a' },
    { instancePath: '/x', message: 'b' },
  ]);
  assert.deepEqual(index.at('/x'), ['b', 'a']);
  assert.equal(indexErrors(undefined).size, 0);
  assert.deepEqual(indexErrors([]).below(''), []);
});
