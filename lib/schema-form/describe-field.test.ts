import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { describeField, MAX_FIELD_DEPTH } from './describe-field';
import type { FieldNode } from './field-node';
import { createSchemaDocument } from './schema-document';

function describeSchema(schema: unknown): FieldNode {
  const doc = createSchemaDocument(schema);
  return describeField(doc, doc.rootSlot);
}

function describeChild(root: unknown, pick: (node: FieldNode) => FieldNode['slot']): FieldNode {
  const doc = createSchemaDocument(root);
  return describeField(doc, pick(describeField(doc, doc.rootSlot)));
}

const example = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../content/examples/tool/${name}.json`, import.meta.url), 'utf8'))
    .inputSchema;

test('primitives by type, with their constraints and annotations', () => {
  assert.deepEqual(
    describeSchema({ type: 'string', format: 'date', maxLength: 300, title: 'Day', default: 'x' }),
    {
      slot: {
        schema: { type: 'string', format: 'date', maxLength: 300, title: 'Day', default: 'x' },
        pointer: '',
        trail: ['#'],
        depth: 0,
      },
      recursive: false,
      title: 'Day',
      hasDefault: true,
      default: 'x',
      readOnly: false,
      deprecated: false,
      kind: 'string',
      format: 'date',
      maxLength: 300,
      multiline: true,
    },
  );
  const integer = describeSchema({ type: 'integer', minimum: 1, maximum: 50 });
  assert.equal(integer.kind, 'number');
  assert.equal(integer.kind === 'number' && integer.integer, true);
  assert.equal(integer.kind === 'number' && integer.maximum, 50);
  assert.equal(describeSchema({ type: 'boolean' }).kind, 'boolean');
  assert.equal(describeSchema({ type: 'null' }).kind, 'null');
});

test('without a type, the keywords decide; an empty schema is any value', () => {
  assert.equal(describeSchema({ properties: { a: {} } }).kind, 'object');
  assert.equal(describeSchema({ items: { type: 'string' } }).kind, 'array');
  assert.equal(describeSchema({ maxLength: 3 }).kind, 'string');
  assert.equal(describeSchema({ minimum: 0 }).kind, 'number');
  assert.equal(describeSchema({}).kind, 'any');
  assert.equal(describeSchema(true).kind, 'any');
  assert.equal(describeSchema(false).kind, 'never');
  assert.equal(describeSchema({ description: 'anything' }).kind, 'any');
});

test('objects: declared properties in order, required flags, and when a key/value editor appears', () => {
  const node = describeSchema({
    type: 'object',
    properties: { b: { type: 'string' }, a: { type: 'number' } },
    required: ['a', 'ghost'],
  });
  assert.equal(node.kind, 'object');
  if (node.kind !== 'object') return;
  assert.deepEqual(
    node.properties.map((p) => [p.name, p.required, p.slot.pointer, p.undeclared]),
    [
      ['b', false, '/properties/b', undefined],
      ['a', true, '/properties/a', undefined],
      ['ghost', true, '/required/ghost', 'any'],
    ],
  );
  assert.equal(
    node.additional,
    null,
    'no editor when properties are declared and additionalProperties is absent',
  );
  assert.equal(node.closed, false);
  const open = describeSchema({ type: 'object' });
  assert.equal(open.kind === 'object' && open.additional?.schema, true);
  const typed = describeSchema({
    type: 'object',
    properties: { a: {} },
    additionalProperties: { type: 'number' },
  });
  assert.deepEqual(typed.kind === 'object' && typed.additional?.schema, { type: 'number' });
  const closed = describeSchema({ type: 'object', additionalProperties: false });
  assert.equal(closed.kind === 'object' && closed.closed, true);
  assert.equal(closed.kind === 'object' && closed.additional, null);
});

test('arrays: items, prefixItems, draft-07 tuple items, and enum items as a multi-select', () => {
  const list = describeSchema({ type: 'array', items: { type: 'string' }, maxItems: 10, uniqueItems: true });
  assert.equal(list.kind, 'array');
  assert.deepEqual(list.kind === 'array' && [list.items?.pointer, list.maxItems, list.uniqueItems], [
    '/items',
    10,
    true,
  ]);
  const tuple = describeSchema({ prefixItems: [{ type: 'number' }, { type: 'string' }], items: false });
  assert.deepEqual(tuple.kind === 'array' && [tuple.prefixItems.map((p) => p.pointer), tuple.items], [
    ['/prefixItems/0', '/prefixItems/1'],
    null,
  ]);
  const draft7 = describeSchema({
    $schema: 'http://json-schema.org/draft-07/schema#',
    items: [{ type: 'number' }],
    additionalItems: { type: 'string' },
  });
  assert.deepEqual(draft7.kind === 'array' && [draft7.prefixItems.length, draft7.items?.pointer], [
    1,
    '/additionalItems',
  ]);
  const multi = describeSchema({ type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1 });
  assert.equal(multi.kind, 'multi-select');
  assert.deepEqual(multi.kind === 'multi-select' && multi.options.map((o) => o.value), ['a', 'b']);
  const titled = describeSchema({
    type: 'array',
    items: {
      anyOf: [
        { const: 'r', title: 'Red' },
        { const: 'g', title: 'Green' },
      ],
    },
  });
  assert.deepEqual(titled.kind === 'multi-select' && titled.options.map((o) => o.label), ['Red', 'Green']);
});

test('enum and const, with legacy enumNames and titled oneOf as labels', () => {
  const plain = describeSchema({ type: 'string', enum: ['open', 'closed'] });
  assert.deepEqual(plain.kind === 'enum' && plain.options, [
    { value: 'open', label: 'open' },
    { value: 'closed', label: 'closed' },
  ]);
  const legacy = describeSchema({ type: 'string', enum: ['a', 'b'], enumNames: ['Alpha', 'Beta'] });
  assert.deepEqual(legacy.kind === 'enum' && legacy.options.map((o) => o.label), ['Alpha', 'Beta']);
  const titled = describeSchema({
    type: 'string',
    oneOf: [
      { const: 'lo', title: 'Low' },
      { const: 'hi', title: 'High', description: 'Loud' },
    ],
  });
  assert.deepEqual(titled.kind === 'enum' && titled.options, [
    { value: 'lo', label: 'Low' },
    { value: 'hi', label: 'High', description: 'Loud' },
  ]);
  assert.deepEqual(describeSchema({ const: 'fixed' }).kind, 'const');
  assert.equal(describeSchema({ enum: [] }).kind, 'never');
  const mixed = describeSchema({ enum: [1, null, 'x', ''] });
  assert.deepEqual(mixed.kind === 'enum' && mixed.options.map((o) => o.label), [
    '1',
    'null',
    'x',
    '(empty string)',
  ]);
});

test('nullable: a type list with null, and anyOf/oneOf with a null branch', () => {
  const list = describeSchema({ type: ['string', 'null'], description: 'Who', maxLength: 4 });
  assert.equal(list.kind, 'nullable');
  assert.equal(list.description, 'Who');
  assert.deepEqual(list.kind === 'nullable' && list.inner.schema, { maxLength: 4, type: 'string' });
  const anyOf = describeSchema({
    anyOf: [{ $ref: '#/$defs/p' }, { type: 'null' }],
    $defs: { p: { type: 'number' } },
  });
  assert.equal(anyOf.kind, 'nullable');
  assert.deepEqual(anyOf.kind === 'nullable' && anyOf.inner.schema, { $ref: '#/$defs/p' });
  const several = describeSchema({ oneOf: [{ type: 'string' }, { type: 'number' }, { const: null }] });
  assert.equal(several.kind, 'nullable');
  const inner = describeChild({ oneOf: [{ type: 'string' }, { type: 'number' }, { const: null }] }, (n) =>
    n.kind === 'nullable' ? n.inner : n.slot,
  );
  assert.equal(inner.kind, 'variants');
  assert.deepEqual(inner.kind === 'variants' && inner.variants.map((v) => v.label), ['string', 'number']);
  assert.equal(describeSchema({ type: ['null'] }).kind, 'null');
});

test('oneOf/anyOf variants: labels from titles, $ref names, discriminators and types; outer constraints merged in', () => {
  const node = describeSchema({
    type: 'object',
    properties: { id: { type: 'string' } },
    oneOf: [
      { title: 'By name', properties: { name: { type: 'string' } } },
      { $ref: '#/$defs/circle' },
      { properties: { kind: { const: 'square' } } },
      { properties: { x: {} } },
    ],
    $defs: { circle: { properties: { r: { type: 'number' } } } },
  });
  assert.equal(node.kind, 'variants');
  if (node.kind !== 'variants') return;
  assert.equal(node.keyword, 'oneOf');
  assert.deepEqual(
    node.variants.map((v) => v.label),
    ['By name', 'circle', 'square', 'object'],
  );
  const first = describeChild(
    {
      type: 'object',
      properties: { id: { type: 'string' } },
      oneOf: [{ properties: { name: { type: 'string' } } }],
    },
    (n) => (n.kind === 'variants' ? n.variants[0]!.slot : n.slot),
  );
  assert.deepEqual(first.kind === 'object' && first.properties.map((p) => p.name), ['id', 'name']);
  const byType = describeSchema({ type: ['string', 'integer', 'number'] });
  assert.deepEqual(byType.kind === 'variants' && [byType.keyword, byType.variants.map((v) => v.label)], [
    'type',
    ['string', 'number'],
  ]);
});

test('shape keywords and broken parts become raw JSON with a reason', () => {
  // Parsed from text: a literal object with a "then" key reads as a thenable to the linter.
  const conditional = describeSchema(
    JSON.parse('{"type":"object","if":{"properties":{"a":{"const":1}}},"then":{"required":["b"]}}'),
  );
  assert.equal(conditional.kind, 'raw');
  assert.match(conditional.kind === 'raw' ? conditional.reason : '', /"if"/);
  // An "if" that only tightens existing fields keeps the fields; one that adds a property does not.
  const tightening = JSON.parse(
    '{"type":"object","properties":{"a":{"type":"string"},"n":{"type":"integer"}},"if":{"properties":{"a":{"const":"x"}}},"then":{"properties":{"n":{"maximum":3}},"required":["n"]},"else":{"properties":{"n":{"minimum":4}}}}',
  );
  assert.equal(describeSchema(tightening).kind, 'object');
  const adding = JSON.parse(
    '{"type":"object","properties":{"a":{"type":"string"}},"if":{"properties":{"a":{"const":"x"}}},"then":{"properties":{"b":{"type":"string"}}}}',
  );
  assert.equal(describeSchema(adding).kind, 'raw');
  const reshaping = JSON.parse(
    '{"type":"object","properties":{"a":{"type":"string"}},"if":{"properties":{"a":{"const":"x"}}},"else":{"additionalProperties":false}}',
  );
  assert.equal(describeSchema(reshaping).kind, 'raw');
  assert.equal(describeSchema({ patternProperties: { '^x': {} } }).kind, 'raw');
  assert.equal(describeSchema({ dependencies: { a: { required: ['b'] } } }).kind, 'raw');
  assert.equal(describeSchema({ type: 'object', dependencies: { a: ['b'] } }).kind, 'object');
  assert.equal(describeSchema({ type: 'strng' }).kind, 'raw');
  assert.equal(describeSchema({ oneOf: [], type: 'string' }).kind, 'raw');
  assert.equal(describeSchema({ oneOf: [{}], anyOf: [{}] }).kind, 'raw');
  assert.equal(describeSchema({ $ref: 'https://example.com/s.json' }).kind, 'raw');
  const unmergeable = describeSchema({ allOf: [{ pattern: 'a' }, { pattern: 'b' }] });
  assert.match(unmergeable.kind === 'raw' ? unmergeable.reason : '', /cannot merge/);
  assert.equal(
    describeSchema({ type: 'string', not: { const: '' } }).kind,
    'string',
    'constraint keywords keep the field',
  );
});

test('recursive schemas are described one level at a time, marked recursive, capped in depth', () => {
  const root = { type: 'object', properties: { value: { type: 'number' }, next: { $ref: '#' } } };
  const next = describeChild(root, (n) => (n.kind === 'object' ? n.properties[1]!.slot : n.slot));
  assert.equal(next.kind, 'object');
  assert.equal(next.recursive, true);
  const doc = createSchemaDocument(root);
  let slot = doc.rootSlot;
  let node = describeField(doc, slot);
  for (let i = 0; i < 40 && node.kind === 'object'; i++) {
    slot = node.properties[1]!.slot;
    node = describeField(doc, slot);
  }
  assert.equal(node.kind, 'raw');
  assert.equal(slot.depth, MAX_FIELD_DEPTH + 1);
});

test('real tool schemas: calendar event ($defs, oneOf of objects, arrays of $ref objects) and draft-07 definitions', () => {
  const calendar = example('create-calendar-event');
  const doc = createSchemaDocument(calendar);
  const root = describeField(doc, doc.rootSlot);
  assert.equal(root.kind, 'object');
  if (root.kind !== 'object') return;
  const kinds = root.properties.map((p) => [p.name, describeField(doc, p.slot).kind]);
  assert.deepEqual(kinds, [
    ['calendar_id', 'string'],
    ['summary', 'string'],
    ['when', 'variants'],
    ['attendees', 'array'],
    ['location', 'string'],
  ]);
  const when = describeField(doc, root.properties[2]!.slot);
  assert.equal(when.description, 'When the event happens: either all-day or timed.');
  assert.deepEqual(when.kind === 'variants' && when.variants.map((v) => v.label), [
    'All-day event',
    'Timed event',
  ]);
  const draft7 = createSchemaDocument(example('draft-07-input-schema'));
  const rootNode = describeField(draft7, draft7.rootSlot);
  const from = rootNode.kind === 'object' ? describeField(draft7, rootNode.properties[1]!.slot) : rootNode;
  assert.equal(from.kind, 'string');
  assert.equal(from.kind === 'string' && from.pattern, '^[A-Z]{3}$');
});

test('elicitation requestedSchema shapes', () => {
  const node = describeSchema({
    type: 'object',
    properties: {
      confirm: { type: 'boolean', title: 'Deploy now' },
      email: { type: 'string', format: 'email' },
      count: { type: 'integer', minimum: 1 },
      colour: { type: 'string', oneOf: [{ const: 'r', title: 'Red' }] },
      legacy: { type: 'string', enum: ['a'], enumNames: ['A'] },
      tags: { type: 'array', items: { type: 'string', enum: ['x', 'y'] } },
    },
    required: ['confirm'],
  });
  assert.equal(node.kind, 'object');
  const kinds = node.kind === 'object' ? node.properties.map((p) => describeSchema(p.slot.schema).kind) : [];
  assert.deepEqual(kinds, ['boolean', 'string', 'number', 'enum', 'enum', 'multi-select']);
});

test('a name only required lists takes what the schema allows undeclared names, and says which', () => {
  const fields = (schema: unknown) => {
    const node = describeSchema(schema);
    return node.kind === 'object'
      ? node.properties
          .filter((p) => p.undeclared)
          .map((p) => [p.name, p.undeclared, p.slot.schema, p.slot.pointer])
      : node.kind;
  };
  // Typed by additionalProperties, not "any JSON value".
  assert.deepEqual(
    fields({ type: 'object', properties: {}, required: ['n'], additionalProperties: { type: 'integer' } }),
    [['n', 'additional', { type: 'integer' }, '/additionalProperties']],
  );
  // Closed: no value is allowed (the form says no arguments can satisfy the schema).
  assert.deepEqual(
    fields({ type: 'object', properties: { a: {} }, required: ['n'], additionalProperties: false }),
    [['n', 'forbidden', false, '/required/n']],
  );
  assert.deepEqual(
    fields({ type: 'object', properties: { a: {} }, required: ['n'], unevaluatedProperties: false }),
    [['n', 'forbidden', false, '/required/n']],
  );
  // A name listed twice gets one field.
  assert.deepEqual(fields({ type: 'object', required: ['n', 'n'] }), [['n', 'any', true, '/required/n']]);
  const never = describeChild({ type: 'object', required: ['n'], additionalProperties: false }, (node) =>
    node.kind === 'object' ? node.properties[0]!.slot : node.slot,
  );
  assert.equal(never.kind, 'never');
});
