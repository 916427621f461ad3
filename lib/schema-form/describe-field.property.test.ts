import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import { compileSchema, validateInstance } from '../schema';
import { describeField } from './describe-field';
import type { SchemaSlot } from './field-node';
import { findRawParts } from './find-raw-parts';
import { initialValue } from './initial-value';
import { createSchemaDocument, type SchemaDocument } from './schema-document';

// Schemas built from the keywords the form reads, with references that may point anywhere
// (themselves included): whatever comes in, the model must answer quickly and never throw.
const refs = fc.constantFrom('#', '#/$defs/a', '#/$defs/b', '#/properties/x', '#/nowhere', 'http://x/y');
const schemaArb = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    fc.boolean(),
    fc.record({ type: fc.constantFrom('string', 'number', 'integer', 'boolean', 'null', 'object', 'array') }),
    fc.record({ $ref: refs }),
    fc.record({ $ref: refs, description: fc.string() }),
    fc.record({ enum: fc.array(fc.jsonValue(), { maxLength: 3 }) }),
    fc.record({ const: fc.jsonValue() }),
    fc.record({ type: fc.constant(['string', 'null']) }),
    fc.record({ anyOf: fc.array(tie('schema'), { maxLength: 3 }) }),
    fc.record({ oneOf: fc.array(tie('schema'), { maxLength: 3 }) }),
    fc.record({ allOf: fc.array(tie('schema'), { maxLength: 3 }) }),
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(fc.constantFrom('x', 'y', '__proto__'), tie('schema'), { maxKeys: 3 }),
        required: fc.array(fc.constantFrom('x', 'y', 'z')),
        additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
      },
      { requiredKeys: ['properties'] },
    ),
    fc.record(
      { items: tie('schema'), prefixItems: fc.array(tie('schema'), { maxLength: 2 }) },
      { requiredKeys: [] },
    ),
  ),
}));
const rootArb = fc.record({
  root: schemaArb.schema,
  a: schemaArb.schema,
  b: schemaArb.schema,
});

function walkSlots(doc: SchemaDocument, slot: SchemaSlot, budget: { left: number }): void {
  if (budget.left-- <= 0) return;
  const node = describeField(doc, slot);
  const children: SchemaSlot[] = [];
  if (node.kind === 'object') {
    children.push(...node.properties.map((p) => p.slot));
    if (node.additional) children.push(node.additional);
  } else if (node.kind === 'array') {
    children.push(...node.prefixItems);
    if (node.items) children.push(node.items);
  } else if (node.kind === 'variants') children.push(...node.variants.map((v) => v.slot));
  else if (node.kind === 'nullable') children.push(node.inner);
  for (const child of children) walkSlots(doc, child, budget);
}

test('any schema: describing, starting values and mapping values back never throw or loop', () => {
  fc.assert(
    fc.property(rootArb, fc.jsonValue(), ({ root, a, b }, value) => {
      const schema = typeof root === 'object' ? { ...root, $defs: { a, b } } : root;
      const doc = createSchemaDocument(schema);
      walkSlots(doc, doc.rootSlot, { left: 300 });
      initialValue(doc, doc.rootSlot);
      findRawParts(doc, value);
    }),
    { numRuns: 400 },
  );
});

const examplesDir = new URL('../../content/examples/tool/', import.meta.url);

test('every example tool: the starting value only lacks what the user must fill in', () => {
  const files = readdirSync(examplesDir).filter((f) => f.endsWith('.json') && !f.endsWith('.expect.json'));
  let checked = 0;
  for (const file of files) {
    let tool: { inputSchema?: unknown };
    try {
      tool = JSON.parse(readFileSync(new URL(file, examplesDir), 'utf8'));
    } catch {
      continue; // the JSON-syntax examples
    }
    if (tool.inputSchema === undefined) continue;
    const compiled = compileSchema(tool.inputSchema);
    if (!compiled.ok) continue;
    const doc = createSchemaDocument(tool.inputSchema);
    const start = initialValue(doc, doc.rootSlot);
    const errors = validateInstance(compiled.validator, start ?? {}).errors;
    assert.deepEqual(
      errors
        .filter((e) => !['required', 'oneOf', 'anyOf', 'minProperties', 'minItems'].includes(e.keyword))
        .map((e) => `${e.instancePath} ${e.message}`),
      [],
      file,
    );
    assert.deepEqual(findRawParts(doc, start), [], file);
    checked++;
  }
  assert.ok(checked >= 20, `only ${checked} examples were checked`);
});
