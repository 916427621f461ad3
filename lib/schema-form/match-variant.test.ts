import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeField } from './describe-field';
import type { VariantsNode } from './field-node';
import { pickVariant, scoreVariants, switchVariant } from './match-variant';
import { createSchemaDocument } from './schema-document';

const shapes = {
  $defs: {
    circle: {
      title: 'Circle',
      type: 'object',
      properties: { kind: { const: 'circle' }, radius: { type: 'number' }, label: { type: 'string' } },
      required: ['kind', 'radius'],
    },
    square: {
      title: 'Square',
      type: 'object',
      properties: {
        kind: { const: 'square' },
        side: { type: 'number', default: 1 },
        label: { type: 'string' },
      },
      required: ['kind', 'side'],
    },
  },
  oneOf: [{ $ref: '#/$defs/circle' }, { $ref: '#/$defs/square' }],
};

function setup(schema: unknown) {
  const doc = createSchemaDocument(schema);
  const node = describeField(doc, doc.rootSlot) as VariantsNode;
  assert.equal(node.kind, 'variants');
  return { doc, node };
}

test('a const discriminator decides the variant', () => {
  const { doc, node } = setup(shapes);
  assert.equal(pickVariant(scoreVariants(doc, node, { kind: 'square', side: 2 })), 1);
  assert.equal(pickVariant(scoreVariants(doc, node, { kind: 'circle' })), 0);
  assert.equal(pickVariant(scoreVariants(doc, node, { kind: 'triangle' })), -1);
  assert.equal(pickVariant(scoreVariants(doc, node, 'text')), -1);
});

test('without a discriminator, the declared properties present (and undeclared ones) decide', () => {
  const { doc, node } = setup({
    anyOf: [
      {
        type: 'object',
        properties: { date: { type: 'string' } },
        required: ['date'],
        additionalProperties: false,
      },
      {
        type: 'object',
        properties: { start: { type: 'string' }, end: { type: 'string' } },
        required: ['start', 'end'],
        additionalProperties: false,
      },
    ],
  });
  assert.equal(pickVariant(scoreVariants(doc, node, { start: 'a' })), 1);
  assert.equal(pickVariant(scoreVariants(doc, node, { date: 'a' })), 0);
  assert.deepEqual(scoreVariants(doc, node, {}), [2, 2], 'missing required properties are no evidence');
  assert.equal(pickVariant(scoreVariants(doc, node, {}), 1), 1);
});

test('an absent value ties everywhere: the preferred (last chosen) variant wins the tie, else the first', () => {
  const { doc, node } = setup(shapes);
  const scores = scoreVariants(doc, node, undefined);
  assert.deepEqual(scores, [0, 0]);
  assert.equal(pickVariant(scores), 0);
  assert.equal(pickVariant(scores, 1), 1);
  assert.equal(pickVariant([5, 2], 1), 0, 'a worse preferred variant does not win');
});

test('primitive variants by type: integers prefer an integer branch', () => {
  const { doc, node } = setup({ oneOf: [{ type: 'number' }, { type: 'integer' }, { type: 'string' }] });
  assert.equal(pickVariant(scoreVariants(doc, node, 2)), 1);
  assert.equal(pickVariant(scoreVariants(doc, node, 2.5)), 0);
  assert.equal(pickVariant(scoreVariants(doc, node, 'x')), 2);
});

test('switching keeps the fields both variants declare, sets the new constant and defaults', () => {
  const { doc, node } = setup(shapes);
  assert.deepEqual(switchVariant(doc, node, 1, { kind: 'circle', radius: 3, label: 'L' }), {
    kind: 'square',
    side: 1,
    label: 'L',
  });
  assert.deepEqual(
    switchVariant(doc, node, 0, { kind: 'square', side: 1, label: 'L' }, { kind: 'circle', radius: 3 }),
    { kind: 'circle', radius: 3, label: 'L' },
    'what the variant held before comes back',
  );
  assert.deepEqual(switchVariant(doc, node, 0, undefined), { kind: 'circle' });
});

test('switching between primitive variants keeps a value the target can hold', () => {
  const { doc, node } = setup({
    anyOf: [{ type: 'string' }, { type: 'string', format: 'date' }, { type: 'number' }],
  });
  assert.equal(switchVariant(doc, node, 1, '2026-01-01'), '2026-01-01');
  assert.equal(switchVariant(doc, node, 2, '2026-01-01'), undefined);
  assert.equal(switchVariant(doc, node, 2, '2026-01-01', 5), 5);
});
