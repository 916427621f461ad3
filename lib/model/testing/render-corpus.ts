import type { Tool } from '../../spec/tool';

/**
 * Schemas that exercise every branch of the conversions: type lists, const and numeric enums, null
 * branches, references (to $defs, to definitions, local pointers, recursive), boolean subschemas,
 * tuples, root combinators, free-form objects, names every provider refuses.
 */
export const EDGE_TOOLS: Tool[] = [
  {
    name: 'kitchen_sink',
    description: 'Every keyword at once.',
    inputSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      title: 'Args',
      properties: {
        q: { type: 'string', minLength: 1, maxLength: 200, pattern: '^\\w+$', default: 'x', examples: ['a'] },
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        level: { type: 'integer', enum: [1, 2, 3] },
        ratio: { type: 'number', enum: [0.5, 1.5] },
        flag: { type: 'boolean', enum: [true] },
        mode: { const: 'fast' },
        when: { type: ['string', 'null'], format: 'date-time' },
        either: { type: ['string', 'integer'] },
        nothing: { type: 'null' },
        maybe: { anyOf: [{ type: 'string', description: 'text' }, { type: 'null' }] },
        choice: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
        tags: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 5, uniqueItems: true },
        pair: {
          type: 'array',
          prefixItems: [{ type: 'string' }, { type: 'number' }],
          items: { type: 'number' },
        },
        filter: {
          type: 'object',
          properties: { field: { type: 'string' }, value: { type: 'string', format: 'uri' } },
          required: ['field'],
          additionalProperties: false,
        },
        empty: { type: 'object' },
        emptyDescribed: { type: 'object', description: 'nothing inside' },
        anything: {},
        nullableEnum: { type: ['string', 'null'], enum: ['a', 'b', null] },
      },
      required: ['q'],
      additionalProperties: false,
    },
  },
  {
    name: 'with_refs',
    description: 'References to $defs and definitions.',
    inputSchema: {
      type: 'object',
      properties: {
        address: { $ref: '#/$defs/Address', description: 'Where to ship.' },
        legacy: { $ref: '#/definitions/Legacy' },
        wrapped: { allOf: [{ $ref: '#/$defs/Address' }], description: 'Pydantic style.' },
      },
      required: ['address'],
      $defs: {
        Address: {
          type: 'object',
          properties: { street: { type: 'string' }, zip: { type: 'string', pattern: '^[0-9]{5}$' } },
          required: ['street'],
        },
      },
      definitions: { Legacy: { type: 'string', enum: ['x', 'y'] } },
    },
  },
  {
    name: 'recursive_tree',
    description: 'A tree that refers to itself.',
    inputSchema: {
      type: 'object',
      properties: { root: { $ref: '#/$defs/Node' } },
      required: ['root'],
      $defs: {
        Node: {
          type: 'object',
          properties: {
            label: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/Node' } },
          },
          required: ['label'],
        },
      },
    },
  },
  {
    name: 'local_pointer_ref',
    description: 'A reference the SDK does not follow.',
    inputSchema: {
      type: 'object',
      properties: { a: { type: 'string', minLength: 2 }, b: { $ref: '#/properties/a' } },
    },
  },
  {
    name: 'root_any_of',
    description: 'Either id or path.',
    inputSchema: {
      type: 'object',
      properties: { id: { type: 'string' }, path: { type: 'string' } },
      anyOf: [{ required: ['id'] }, { required: ['path'] }],
    },
  },
  {
    name: 'root_one_of_objects',
    description: 'Alternatives with their own properties.',
    inputSchema: {
      type: 'object',
      oneOf: [
        { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
      ],
    },
  },
  {
    name: 'all_of_objects',
    description: 'Merged parts.',
    inputSchema: {
      type: 'object',
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'number' } } },
      ],
    },
  },
  {
    name: 'booleans_inside',
    description: 'Boolean subschemas.',
    inputSchema: {
      type: 'object',
      properties: { any: true, never: false, list: { type: 'array', items: true } },
    },
  },
  {
    name: 'mixed_enum',
    description: 'An enum the SDK cannot type.',
    inputSchema: { type: 'object', properties: { v: { enum: ['a', 1] }, w: { type: 'string', const: 3 } } },
  },
  { name: 'no_params', description: 'Takes nothing.', inputSchema: { type: 'object' } },
  { name: 'no_params_closed', inputSchema: { type: 'object', additionalProperties: false } },
  {
    name: 'free_map',
    description: 'A map of labels.',
    inputSchema: {
      type: 'object',
      properties: { labels: { type: 'object', additionalProperties: { type: 'string' } } },
      required: ['labels'],
    },
  },
  {
    name: 'conditional',
    description: 'if/then and not.',
    inputSchema: {
      type: 'object',
      properties: { kind: { type: 'string' }, size: { type: 'integer', not: { const: 13 } } },
      required: ['kind'],
      if: { properties: { kind: { const: 'big' } } },
      // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword
      then: { required: ['size'] },
      dependentRequired: { size: ['kind'] },
    },
  },
  {
    name: 'admin.tools/list v2',
    description: 'A name every provider renames.',
    inputSchema: { type: 'object', properties: { x: { type: 'string' } } },
  },
  {
    name: `very_long_${'x'.repeat(120)}`,
    description: 'Too long for OpenAI and Gemini, fine for Claude.',
    inputSchema: { type: 'object', properties: {} },
  },
  { name: '42', description: 'A name made of digits.', inputSchema: { type: 'object' } },
  {
    name: 'draft07_tuple',
    description: 'items as a list.',
    inputSchema: {
      type: 'object',
      properties: { t: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] } },
    },
  },
  {
    name: 'nested_nullable_ref',
    description: 'Optional reference.',
    inputSchema: {
      type: 'object',
      properties: { opt: { $ref: '#/$defs/Mode' }, count: { type: 'integer', enum: [1, 2] } },
      $defs: { Mode: { type: 'string', enum: ['on', 'off'] } },
    },
  },
] as Tool[];
