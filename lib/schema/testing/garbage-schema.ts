// A fast-check arbitrary for the schema tests: objects built from real JSON Schema keywords with
// values of any shape (nested schemas, arrays of them, maps of them, or plain JSON), so a property
// test meets keyword combinations no hand-written case would try.
import fc from 'fast-check';

const KEYWORDS = [
  'type',
  'properties',
  'items',
  'prefixItems',
  '$ref',
  '$id',
  '$anchor',
  '$defs',
  'definitions',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'pattern',
  'patternProperties',
  'required',
  'enum',
  'const',
  '$schema',
  '$dynamicRef',
  '$dynamicAnchor',
  'dependencies',
  'additionalProperties',
  'unevaluatedProperties',
  'minimum',
  'x-mcp-header',
];

export const garbageSchema = fc.letrec((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    fc.boolean(),
    fc.dictionary(
      fc.constantFrom(...KEYWORDS),
      fc.oneof(
        tie('schema'),
        fc.jsonValue(),
        fc.array(tie('schema'), { maxLength: 3 }),
        fc.dictionary(fc.string(), tie('schema'), { maxKeys: 3 }),
      ),
      { maxKeys: 5 },
    ),
  ),
})).schema;
