import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { OPENAI_STRUCTURED_OUTPUTS } from './openai-sources';
import { schemaNodes } from './schema-nodes';

/** Keywords OpenAI documents as not supported in strict mode: the request is refused. */
export const OPENAI_STRICT_UNSUPPORTED: readonly string[] = [
  'allOf',
  'not',
  'dependentRequired',
  'dependentSchemas',
  'if',
  'then',
  'else',
];
/** Assertions missing from OpenAI's list of supported properties: likely refused, so a warning. */
export const OPENAI_STRICT_NOT_LISTED: readonly string[] = [
  'oneOf',
  'minLength',
  'maxLength',
  'minProperties',
  'maxProperties',
  'patternProperties',
  'propertyNames',
  'uniqueItems',
  'contains',
  'minContains',
  'maxContains',
  'prefixItems',
  'unevaluatedItems',
  'unevaluatedProperties',
  'dependencies',
  '$dynamicRef',
];
/** The string formats OpenAI lists as supported. */
export const OPENAI_STRICT_FORMATS: ReadonlySet<string> = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
]);
const MAX_REPORTS = 30;

export const openaiStrictKeywords = defineRule({
  id: 'openai-strict-keywords',
  severity: 'error',
  basis: 'client-compat',
  title: 'OpenAI strict mode: only the supported subset of JSON Schema',
  description:
    'Strict mode supports a subset of JSON Schema: `allOf`, `not`, `dependentRequired`, `dependentSchemas`, `if`, `then` and `else` are refused, and the root may not be an `anyOf`. Keywords absent from the supported list (`minLength`, `oneOf`, `uniqueItems`…) and string formats outside it are warnings: the list is what OpenAI promises, not everything it may accept.',
  target: 'json-schema',
  profiles: ['openai-strict'],
  sources: [
    {
      ...OPENAI_STRUCTURED_OUTPUTS,
      quote: 'Composition: allOf, not, dependentRequired, dependentSchemas, if, then, else',
    },
    {
      ...OPENAI_STRUCTURED_OUTPUTS,
      quote: 'Note that the root level object of a schema must be an object, and not use anyOf.',
    },
  ],
  check({ target, path, report }) {
    if (target.role !== 'input') return;
    let reported = 0;
    const add = (at: string, severity: 'error' | 'warning', message: string) => {
      if (reported++ < MAX_REPORTS) report({ path: `${path}${at}`, severity, message, part: 'key' });
    };
    const root = target.value;
    if (typeof root === 'object' && root !== null && 'anyOf' in root)
      add(
        '/anyOf',
        'error',
        'OpenAI strict mode refuses a root schema that uses "anyOf"; make the root a plain object and move the alternatives into a property.',
      );
    for (const { node, path: at } of schemaNodes(root)) {
      for (const keyword of OPENAI_STRICT_UNSUPPORTED) {
        if (keyword in node)
          add(
            joinPointer(at, keyword),
            'error',
            `OpenAI strict mode does not support "${keyword}"; the request is refused. Express the constraint another way or describe it in the description.`,
          );
      }
      for (const keyword of OPENAI_STRICT_NOT_LISTED) {
        if (keyword in node)
          add(
            joinPointer(at, keyword),
            'warning',
            `"${keyword}" is not among the keywords OpenAI lists for strict mode; expect the request to be refused. Drop it or state the limit in the description.`,
          );
      }
      if (typeof node.format === 'string' && !OPENAI_STRICT_FORMATS.has(node.format))
        add(
          joinPointer(at, 'format'),
          'warning',
          `The format "${node.format}" is not one OpenAI lists for strict mode (${[...OPENAI_STRICT_FORMATS].join(', ')}).`,
        );
    }
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        profile: 'openai-strict',
        document: {
          name: 'book_room',
          inputSchema: {
            type: 'object',
            properties: {
              day: { type: 'string', format: 'date' },
              size: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
            },
            required: ['day', 'size'],
            additionalProperties: false,
          },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        profile: 'openai-strict',
        document: {
          name: 'book_room',
          inputSchema: {
            type: 'object',
            properties: { day: { type: 'string' }, room: { type: 'string' } },
            required: ['day', 'room'],
            additionalProperties: false,
            if: { properties: { day: { const: 'sunday' } } },
            // biome-ignore lint/suspicious/noThenProperty: "then" is a JSON Schema keyword
            then: { properties: { room: { const: 'hall' } } },
          },
        },
        path: '/inputSchema/if',
      },
    ],
  },
});
