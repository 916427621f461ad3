import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileSchema, validateInstance } from '../schema';
import { errorsOfVariant, indexErrors } from './error-index';

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

test('shows errors only at the fields asked for (e.g. the touched ones)', () => {
  const compiled = compileSchema({
    type: 'object',
    properties: { from: { type: 'string' }, to: { type: 'string', pattern: '^[A-Z]{3}$' } },
    required: ['from', 'to'],
  });
  assert.equal(compiled.ok, true);
  if (!compiled.ok) return;
  const { errors } = validateInstance(compiled.validator, { to: 'eur' });
  const touched = new Set(['', '/to']);
  const index = indexErrors(errors, (pointer) => touched.has(pointer));
  assert.deepEqual(index.at('/from'), []);
  assert.equal(index.at('/to').length, 1);
  assert.equal(index.size, 1);
});

test('an untouched oneOf shows only the errors of the variant the form shows', () => {
  const pickup = {
    type: 'object',
    properties: { method: { const: 'pickup' }, warehouse: { type: 'string', enum: ['AMS', 'PDX'] } },
    required: ['method', 'warehouse'],
  };
  const ship = {
    type: 'object',
    properties: {
      method: { const: 'ship' },
      address: {
        type: 'object',
        properties: { street: { type: 'string' }, city: { type: 'string' } },
        required: ['street', 'city'],
      },
    },
    required: ['method', 'address'],
  };
  const compiled = compileSchema({
    type: 'object',
    properties: { delivery: { oneOf: [pickup, ship] } },
    required: ['delivery'],
  });
  assert.equal(compiled.ok, true);
  if (!compiled.ok) return;
  const { errors } = validateInstance(compiled.validator, { delivery: { method: 'pickup' } });
  const all = indexErrors(errors);
  // Both variants' complaints, and the summary, land in the form without filtering.
  assert.ok(all.at('/delivery/address').length > 0);
  const shown = indexErrors(
    errorsOfVariant(errors, '/delivery', ['/properties/delivery/oneOf/0', '/properties/delivery/oneOf/1'], 0),
  );
  assert.deepEqual(shown.at('/delivery/warehouse'), ['is required']);
  assert.deepEqual(shown.at('/delivery/address'), []);
  assert.deepEqual(shown.at('/delivery/method'), []);
  assert.deepEqual(shown.at('/delivery'), []);
  assert.equal(shown.size, 1);
});
