import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileSchema } from './compile-schema';
import { validateInstance } from './validate-instance';
import { FUEL_KEYWORD, fuelFor, VALIDATION_FUEL } from './validation-fuel';

/** A union over a recursive $ref: every level tries both branches, so plain ajv takes 2^depth steps. */
const recursiveUnion = {
  $defs: {
    node: {
      anyOf: [
        {
          type: 'object',
          properties: { child: { $ref: '#/$defs/node' } },
          required: ['child'],
          additionalProperties: false,
        },
        {
          type: 'object',
          properties: { child: { $ref: '#/$defs/node' }, extra: { type: 'string' } },
          required: ['child', 'extra'],
        },
      ],
    },
  },
  $ref: '#/$defs/node',
};

function nested(depth: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let i = 0; i < depth; i++) value = { child: value };
  return value;
}

test('a union over a recursive $ref stops on its fuel instead of taking exponential time', () => {
  const compiled = compileSchema(recursiveUnion);
  assert.ok(compiled.ok);
  // Depth 30 would be 2^30 applications without the cap: far beyond any test timeout.
  const result = validateInstance(compiled.validator, nested(30));
  assert.equal(result.valid, false);
  assert.deepEqual(result.errors, [], 'not an error: the value may well be valid');
  assert.equal(result.unchecked?.instancePath, '');
  assert.match(
    result.unchecked?.message ?? '',
    /^could not be checked: validation needed more than 100,000 work units .*mostly applying subschemas/,
  );
});

test('ordinary validation is unaffected, including large instances', () => {
  const schema = {
    type: 'array',
    items: {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 10 }, (_, i) => [`f${i}`, { type: 'integer', minimum: 0 }]),
      ),
      required: ['f0'],
    },
  };
  const compiled = compileSchema(schema);
  assert.ok(compiled.ok);
  const rows = Array.from({ length: 20_000 }, (_, r) =>
    Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, r + i])),
  );
  assert.deepEqual(validateInstance(compiled.validator, rows), { valid: true, errors: [] });
  rows[19_999]!.f3 = -1;
  const result = validateInstance(compiled.validator, rows);
  assert.equal(result.valid, false);
  assert.equal(result.errors[0]?.instancePath, '/19999/f3');
});

test('fuel grows with the instance and never drops below the floor', () => {
  assert.equal(fuelFor(1), VALIDATION_FUEL);
  assert.ok(fuelFor(Array.from({ length: 100_000 }, () => 1)) > VALIDATION_FUEL);
});

test('the fuel keyword stays private: the caller’s schema object is not changed', () => {
  const schema = { type: 'object', properties: { a: { type: 'string' } } };
  const compiled = compileSchema(schema);
  assert.ok(compiled.ok);
  assert.equal(FUEL_KEYWORD in schema, false);
  assert.equal(FUEL_KEYWORD in schema.properties.a, false);
});

test('a subschema costs what its own keywords do: a long enum over many items reaches the limit', () => {
  const words = Array.from({ length: 10_000 }, (_, i) => `word-${i}`);
  const compiled = compileSchema({ type: 'array', items: { enum: words } });
  assert.ok(compiled.ok);
  assert.equal(validateInstance(compiled.validator, ['word-1', 'word-9999']).valid, true);
  const many = validateInstance(
    compiled.validator,
    Array.from({ length: 100_000 }, (_, i) => `word-${i % 10_000}`),
  );
  assert.deepEqual(many.errors, []);
  assert.match(many.unchecked?.message ?? '', /^could not be checked: validation needed more than/);
});

test('minLength on one long string applied by many branches is charged by the string length', () => {
  const compiled = compileSchema({
    anyOf: Array.from({ length: 1000 }, (_, i) => ({ minLength: 2_000_000 + i })),
  });
  assert.ok(compiled.ok);
  const result = validateInstance(compiled.validator, 'x'.repeat(1_000_000));
  assert.deepEqual(result.errors, []);
  assert.match(result.unchecked?.message ?? '', /could not be checked/);
});
