import { isObject } from '../../json/is-object';
import { defineRule } from '../rule';
import { OPENAI_STRUCTURED_OUTPUTS } from './openai-sources';
import { schemaNodes } from './schema-nodes';

export const OPENAI_STRICT_LIMITS = {
  properties: 5000,
  /** The nesting limit every revision of the page accepts (5); later revisions allow `nestingLatest`. */
  nesting: 5,
  nestingLatest: 10,
  enumValues: 1000,
  stringLength: 120_000,
} as const;

/** What the limits count in a schema, as OpenAI describes them. */
export interface StrictSchemaSize {
  /** Object properties in total, at every depth and in definitions. */
  properties: number;
  /** Enum values across all enums. */
  enumValues: number;
  /** Characters of property names, definition names, enum and const values. */
  strings: number;
  /** The deepest nesting of object schemas (the root object is 1). */
  deepest: number;
}

/** Measures a schema against OPENAI_STRICT_LIMITS (shared by this rule and the strict conversion). */
export function measureStrictSchema(schema: unknown): StrictSchemaSize {
  const size = { properties: 0, enumValues: 0, strings: 0, deepest: 0 };
  const text = (v: unknown) => (typeof v === 'string' ? v.length : (JSON.stringify(v)?.length ?? 0));
  for (const { node, objectDepth } of schemaNodes(schema)) {
    size.deepest = Math.max(size.deepest, objectDepth);
    if (isObject(node.properties)) {
      const names = Object.keys(node.properties);
      size.properties += names.length;
      for (const n of names) size.strings += n.length;
    }
    for (const defs of [node.$defs, node.definitions])
      if (isObject(defs)) for (const n of Object.keys(defs)) size.strings += n.length;
    if (Array.isArray(node.enum)) {
      size.enumValues += node.enum.length;
      for (const v of node.enum) size.strings += text(v);
    }
    if ('const' in node) size.strings += text(node.const);
  }
  return size;
}

export const openaiStrictLimits = defineRule({
  id: 'openai-strict-limits',
  severity: 'error',
  basis: 'client-compat',
  title: 'OpenAI strict mode: schema size limits',
  description:
    'A strict schema may have up to 5000 object properties in total, 1000 enum values, and 120,000 characters of property names, definition names, enum and const values. Nesting deeper than 5 object levels is a warning: OpenAI has documented 5 and, in later revisions, 10 levels.',
  target: 'json-schema',
  profiles: ['openai-strict'],
  sources: [
    {
      ...OPENAI_STRUCTURED_OUTPUTS,
      quote: 'A schema may have up to 5000 object properties total, with up to 5 levels of nesting.',
    },
    {
      ...OPENAI_STRUCTURED_OUTPUTS,
      quote: 'A schema may have up to 1000 enum values across all enum properties.',
    },
    {
      ...OPENAI_STRUCTURED_OUTPUTS,
      quote:
        'In a schema, total string length of all property names, definition names, enum values, and const values cannot exceed 120,000 characters.',
    },
  ],
  check({ target, path, report }) {
    if (target.role !== 'input') return;
    const { properties, enumValues, strings, deepest } = measureStrictSchema(target.value);
    const L = OPENAI_STRICT_LIMITS;
    if (properties > L.properties)
      report({
        path,
        message: `This schema has ${properties} object properties; OpenAI strict mode allows ${L.properties} in total. Split the tool.`,
      });
    if (enumValues > L.enumValues)
      report({
        path,
        message: `This schema has ${enumValues} enum values; OpenAI strict mode allows ${L.enumValues} in total. Use a free string with a described format instead of a huge list.`,
      });
    if (strings > L.stringLength)
      report({
        path,
        message: `Property names, definition names, enum and const values add up to ${strings} characters; OpenAI strict mode allows ${L.stringLength}.`,
      });
    if (deepest > L.nesting)
      report({
        path,
        severity: 'warning',
        message: `Objects nest ${deepest} levels deep; OpenAI has documented a limit of ${L.nesting} levels for strict mode (${L.nestingLatest} in later revisions). Flatten the schema.`,
      });
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        profile: 'openai-strict',
        document: {
          name: 'set_level',
          inputSchema: {
            type: 'object',
            properties: { level: { type: 'string', enum: ['low', 'high'] } },
            required: ['level'],
            additionalProperties: false,
          },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        profile: 'openai-strict',
        // One line: the 1001 enum values would fill the rules reference otherwise.
        text: `${JSON.stringify({
          name: 'pick_code',
          inputSchema: {
            type: 'object',
            properties: { code: { type: 'string', enum: Array.from({ length: 1001 }, (_, i) => `C${i}`) } },
            required: ['code'],
            additionalProperties: false,
          },
        })}\n`,
        path: '/inputSchema',
      },
    ],
  },
});
