import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeField } from './describe-field';
import { constraintHints } from './field-hint';
import { createSchemaDocument } from './schema-document';

const hints = (schema: unknown) => {
  const doc = createSchemaDocument(schema);
  return constraintHints(describeField(doc, doc.rootSlot));
};

test('hints say what a field accepts', () => {
  assert.deepEqual(hints({ type: 'integer', minimum: 1, maximum: 50 }), ['a whole number, from 1 to 50']);
  assert.deepEqual(hints({ type: 'number', exclusiveMinimum: 0 }), ['more than 0']);
  assert.deepEqual(hints({ type: 'number', minimum: 0, exclusiveMaximum: 1, multipleOf: 0.5 }), [
    'at least 0 and less than 1',
    'a multiple of 0.5',
  ]);
  assert.deepEqual(hints({ type: 'string', format: 'date', minLength: 1, maxLength: 200 }), [
    'a date, YYYY-MM-DD',
    '1 to 200 characters',
  ]);
  assert.deepEqual(hints({ type: 'string', format: 'hostname-ish', maxLength: 1 }), [
    'format "hostname-ish"',
    'at most 1 character',
  ]);
  assert.deepEqual(hints({ type: 'array', maxItems: 10, uniqueItems: true }), [
    'at most 10 items',
    'no repeated items',
  ]);
  assert.deepEqual(hints({ type: 'array', items: { enum: ['a'] }, minItems: 1 }), ['pick at least 1 choice']);
  assert.deepEqual(hints({ type: 'boolean', deprecated: true }), ['deprecated']);
  assert.deepEqual(hints({ type: 'string' }), []);
});
