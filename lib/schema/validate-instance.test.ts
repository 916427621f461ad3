import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileSchema } from './compile-schema';
import type { CompiledSchema } from './compiled-schema';
import { type InstanceError, validateInstance } from './validate-instance';

function compiled(schema: unknown): CompiledSchema {
  const result = compileSchema(schema);
  assert.ok(result.ok, JSON.stringify(result));
  return result.validator;
}

function brief(errors: readonly InstanceError[]): Array<[string, string, string]> {
  return errors.map((e) => [e.instancePath, e.keyword, e.message]);
}

const order = compiled({
  type: 'object',
  properties: {
    id: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 2 },
          qty: { type: 'integer', minimum: 1 },
          color: { enum: ['red', 'green'] },
        },
        required: ['name'],
      },
      maxItems: 3,
    },
    meta: {
      type: 'object',
      additionalProperties: false,
      properties: { 'a/b': { const: 1 }, 'c d': { type: 'boolean' } },
    },
  },
  required: ['id'],
});

test('errors point into nested objects and arrays with readable messages', () => {
  const result = validateInstance(order, {
    items: [{ name: 'ok', qty: 1 }, { qty: 0.5 }, { name: 'x', color: 'gren' }],
    meta: { 'a/b': 2, 'c d': 'yes', extra: true },
  });
  assert.equal(result.valid, false);
  assert.deepEqual(brief(result.errors), [
    ['', 'required', 'is missing required property "id"'],
    ['/items/1', 'required', 'is missing required property "name"'],
    ['/items/1/qty', 'type', 'must be an integer, got number'],
    ['/items/1/qty', 'minimum', 'must be at least 1'],
    ['/items/2/name', 'minLength', 'must be at least 2 characters long'],
    ['/items/2/color', 'enum', 'must be one of: "red", "green" (did you mean "green"?)'],
    [
      '/meta',
      'additionalProperties',
      'has unexpected property "extra" (additional properties are not allowed)',
    ],
    ['/meta/a~1b', 'const', 'must be exactly 1'],
    ['/meta/c d', 'type', 'must be a boolean, got string'],
  ]);
  assert.deepEqual(
    result.errors.map((e) => e.schemaPath),
    [
      '/required',
      '/properties/items/items/required',
      '/properties/items/items/properties/qty/type',
      '/properties/items/items/properties/qty/minimum',
      '/properties/items/items/properties/name/minLength',
      '/properties/items/items/properties/color/enum',
      '/properties/meta/additionalProperties',
      '/properties/meta/properties/a~1b/const',
      '/properties/meta/properties/c d/type',
    ],
  );
  assert.deepEqual(result.errors[0]?.params, { missingProperty: 'id' });
  assert.deepEqual(validateInstance(order, { id: 'x', items: [] }), { valid: true, errors: [] });
});

test('type errors name the actual type', () => {
  const v = compiled({
    type: 'object',
    properties: { s: { type: 'string' }, n: { type: ['number', 'null'] }, o: { type: 'object' } },
  });
  assert.deepEqual(brief(validateInstance(v, { s: 1, n: 'x', o: [] }).errors), [
    ['/s', 'type', 'must be a string, got number'],
    ['/n', 'type', 'must be a number or a null, got string'],
    ['/o', 'type', 'must be an object, got array'],
  ]);
  assert.deepEqual(brief(validateInstance(v, null).errors), [['', 'type', 'must be an object, got null']]);
});

test('oneOf, anyOf, if/then/else and unevaluatedProperties (2020-12)', () => {
  const one = compiled({ type: 'object', oneOf: [{ required: ['id'] }, { required: ['name'] }] });
  assert.equal(validateInstance(one, { id: 'a' }).valid, true);
  assert.equal(
    validateInstance(one, { id: 'a', name: 'b' }).errors.at(-1)?.message,
    'must match exactly one "oneOf" schema, but matches several (schemas 0 and 1, counting from 0)',
  );
  const none = validateInstance(one, {});
  assert.deepEqual(brief(none.errors), [
    ['', 'required', 'is missing required property "id"'],
    ['', 'required', 'is missing required property "name"'],
    ['', 'oneOf', 'must match exactly one "oneOf" schema, but matches none'],
  ]);

  const any = compiled({ anyOf: [{ type: 'string' }, { type: 'number' }] });
  assert.equal(validateInstance(any, 3).valid, true);
  assert.equal(validateInstance(any, true).errors.at(-1)?.message, 'must match at least one "anyOf" schema');

  const conditional = compiled({
    type: 'object',
    if: { properties: { kind: { const: 'card' } }, required: ['kind'] },
    // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword
    then: { required: ['number'] },
    else: { required: ['iban'] },
  });
  assert.equal(validateInstance(conditional, { kind: 'card', number: '4' }).valid, true);
  assert.deepEqual(brief(validateInstance(conditional, { kind: 'card' }).errors), [
    ['', 'required', 'is missing required property "number"'],
    ['', 'if', 'must match the "then" schema (because it matches "if")'],
  ]);
  assert.equal(
    validateInstance(conditional, { kind: 'bank' }).errors.at(-1)?.message,
    'must match the "else" schema (because it does not match "if")',
  );

  const closed = compiled({
    type: 'object',
    allOf: [{ properties: { a: { type: 'string' } } }],
    properties: { b: { type: 'number' } },
    unevaluatedProperties: false,
  });
  assert.equal(validateInstance(closed, { a: 'x', b: 1 }).valid, true);
  assert.deepEqual(brief(validateInstance(closed, { a: 'x', c: 1 }).errors), [
    ['', 'unevaluatedProperties', 'has unexpected property "c" (no subschema accepts it)'],
  ]);
});

test('other keywords: propertyNames, uniqueItems, contains, dependentRequired, not, false', () => {
  const v = compiled({
    type: 'object',
    propertyNames: { pattern: '^[a-z]+$' },
    properties: {
      tags: { type: 'array', uniqueItems: true, contains: { const: 'main' } },
      never: false,
      notNull: { not: { type: 'null' } },
    },
    dependentRequired: { tags: ['owner'] },
  });
  const result = validateInstance(v, { tags: ['a', 'a'], never: 1, notNull: null, Bad: 1 });
  const messages = result.errors.map((e) => `${e.instancePath} ${e.message}`);
  assert.ok(
    messages.includes('/tags must not contain duplicates (items 0 and 1 are equal)'),
    messages.join('\n'),
  );
  assert.ok(messages.includes('/tags must contain at least 1 item matching "contains"'), messages.join('\n'));
  assert.ok(
    messages.includes('/never is not allowed here (the schema at this place is false)'),
    messages.join('\n'),
  );
  assert.ok(messages.includes('/notNull must not match the "not" schema'), messages.join('\n'));
  assert.ok(messages.includes(' has property "tags", so it must also have "owner"'), messages.join('\n'));
  assert.ok(
    messages.includes(' has a property name "Bad" that must match the pattern "^[a-z]+$"'),
    messages.join('\n'),
  );
});

test('required is not satisfied by inherited properties', () => {
  const v = compiled({ type: 'object', required: ['toString', 'constructor'] });
  assert.equal(validateInstance(v, {}).errors.length, 2);
  assert.equal(validateInstance(v, { toString: 1, constructor: 2 }).valid, true);
});

test('never throws: foreign validator objects and instances too deep for the stack', () => {
  const foreign = validateInstance({ dialect: '2020-12', warnings: [] }, 1);
  assert.equal(foreign.valid, false);
  assert.equal(foreign.errors[0]?.keyword, 'compile');

  const tree = compiled({ type: 'array', items: { $ref: '#' } });
  let deep: unknown = [];
  for (let i = 0; i < 200_000; i++) deep = [deep];
  const result = validateInstance(tree, deep);
  assert.equal(result.valid, false);
  assert.deepEqual(result.errors, []);
  assert.match(result.unchecked?.message ?? '', /^could not be checked: the value nests too deeply/);
  assert.equal(validateInstance(tree, [[[]]]).valid, true);
});
