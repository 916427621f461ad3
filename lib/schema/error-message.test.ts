import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileSchema } from './compile-schema';
import { describeError, showValue } from './error-message';
import { validateInstance } from './validate-instance';

function messages(schema: unknown, instance: unknown): string[] {
  const result = compileSchema(schema);
  assert.ok(result.ok, JSON.stringify(result));
  return validateInstance(result.validator, instance).errors.map((e) => e.message);
}

test('numeric, length, size and array keywords read as plain words', () => {
  assert.deepEqual(messages({ exclusiveMinimum: 0, exclusiveMaximum: 10, multipleOf: 3 }, 10), [
    'must be less than 10',
    'must be a multiple of 3',
  ]);
  assert.deepEqual(messages({ exclusiveMinimum: 0 }, 0), ['must be greater than 0']);
  assert.deepEqual(messages({ maximum: 5 }, 6), ['must be at most 5']);
  assert.deepEqual(messages({ maxLength: 1 }, 'ab'), ['must be at most 1 character long']);
  assert.deepEqual(messages({ minProperties: 2, maxProperties: 0 }, { a: 1 }), [
    'must have at most 0 properties',
    'must have at least 2 properties',
  ]);
  assert.deepEqual(messages({ minItems: 1 }, []), ['must have at least 1 item']);
  assert.deepEqual(messages({ prefixItems: [{}], items: false }, [1, 2]), ['must have at most 1 item']);
  assert.deepEqual(messages({ prefixItems: [{}], unevaluatedItems: false }, [1, 2]), [
    'must have at most 1 item (no subschema accepts the rest)',
  ]);
  assert.deepEqual(messages({ contains: { type: 'string' }, minContains: 1, maxContains: 1 }, ['a', 'b']), [
    'must contain between 1 and 1 items matching "contains"',
  ]);
  assert.deepEqual(messages({ const: { a: [1] } }, {}), ['must be exactly {"a":[1]}']);
});

test('long values are cut; enum lists stop after 20 values', () => {
  assert.equal(showValue('x'.repeat(100), 10), '"xxxxxxxx…');
  const values = Array.from({ length: 25 }, (_, i) => i);
  const [message] = messages({ enum: values }, 'nope');
  assert.match(message ?? '', /^must be one of: 0, 1, .*19 … \(5 more\)$/);
});

test('unknown keywords fall back to ajv text', () => {
  assert.equal(
    describeError(
      { keyword: 'custom', instancePath: '', schemaPath: '#/custom', params: {}, message: 'is odd' },
      1,
    ),
    'is odd',
  );
  assert.equal(
    describeError({ keyword: 'custom', instancePath: '', schemaPath: '#/custom', params: {} }, 1),
    'fails the "custom" keyword',
  );
});
