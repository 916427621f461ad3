import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { GEMINI_FUNCTION_DECLARATION, GEMINI_SCHEMA } from './gemini-sources';
import { schemaNodes } from './schema-nodes';

/** The fields of Gemini's Schema object, the OpenAPI 3.0 subset behind `parameters`. */
export const GEMINI_SCHEMA_FIELDS: ReadonlySet<string> = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);

export const geminiParametersSubset = defineRule({
  id: 'gemini-parameters-subset',
  severity: 'warning',
  basis: 'client-compat',
  title: "Gemini: the inputSchema fits the OpenAPI subset of 'parameters'",
  description:
    'A Gemini function declaration carries its arguments either in `parameters`, a select subset of an OpenAPI 3.0 schema (no `$ref`, `additionalProperties`, `oneOf`, `const`, type lists…), or in `parametersJsonSchema`, which takes JSON Schema. A host that maps MCP tools to `parameters` must drop or rewrite everything outside the subset, and the model never sees those constraints. This warns about each such keyword, so you can keep schemas portable.',
  target: 'json-schema',
  profiles: ['gemini'],
  sources: [
    { ...GEMINI_SCHEMA, quote: 'Represents a select subset of an OpenAPI 3.0 schema object.' },
    {
      ...GEMINI_FUNCTION_DECLARATION,
      quote:
        'parametersJsonSchema: Optional. Describes the parameters to the function in JSON Schema format. […] This field is mutually exclusive with parameters.',
    },
  ],
  check({ target, path, report }) {
    if (target.role !== 'input') return;
    const seen = new Map<string, { at: string; count: number; what: string }>();
    const note = (key: string, at: string, what: string) => {
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { at, count: 1, what });
    };
    for (const { node, path: at } of schemaNodes(target.value)) {
      for (const keyword of Object.keys(node)) {
        if (keyword === '$schema' || GEMINI_SCHEMA_FIELDS.has(keyword)) continue;
        note(keyword, joinPointer(at, keyword), `"${keyword}"`);
      }
      if (Array.isArray(node.type))
        note(
          'type-list',
          joinPointer(at, 'type'),
          'a list of types (write one type, with "nullable": true for null)',
        );
      if (Array.isArray(node.enum) && node.enum.some((v) => typeof v !== 'string'))
        note('enum-values', joinPointer(at, 'enum'), 'enum values that are not strings');
    }
    for (const { at, count, what } of seen.values()) {
      report({
        path: `${path}${at}`,
        part: 'key',
        message: `Gemini's "parameters" schema (an OpenAPI 3.0 subset) has no place for ${what}${count > 1 ? ` (${count} places)` : ''}: a host that maps the tool to "parameters" must drop or rewrite it, while "parametersJsonSchema" keeps it.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        profile: 'gemini',
        document: {
          name: 'search_issues',
          description: 'Search issues.',
          inputSchema: {
            type: 'object',
            properties: {
              query: { type: 'string', minLength: 1 },
              state: { type: 'string', enum: ['open', 'closed'] },
            },
            required: ['query'],
          },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        profile: 'gemini',
        document: {
          name: 'search_issues',
          description: 'Search issues.',
          inputSchema: {
            type: 'object',
            properties: { query: { type: 'string' } },
            additionalProperties: false,
          },
        },
        path: '/inputSchema/additionalProperties',
      },
    ],
  },
});
