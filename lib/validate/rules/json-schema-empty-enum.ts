import { defineRule } from '../rule';
import { reportSchemaProblems } from './json-schema-shared';

export const jsonSchemaEmptyEnum = defineRule({
  id: 'json-schema-empty-enum',
  severity: 'warning',
  basis: 'spec-should',
  title: 'An enum lists at least one value',
  description:
    'JSON Schema 2020-12 says the array of `enum` should have at least one element. An empty `enum` is still a valid schema, but no value matches it, so a parameter or output member that has one can never be given, and some validators (ajv among them) refuse to compile the schema at all. List the allowed values, or write the schema `false` if nothing is allowed on purpose.',
  target: 'json-schema',
  check(ctx) {
    reportSchemaProblems(ctx, ['empty-enum']);
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object', properties: { unit: { enum: ['celsius', 'fahrenheit'] } } },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: { name: 'a', inputSchema: { type: 'object', properties: { unit: { enum: [] } } } },
        path: '/inputSchema/properties/unit/enum',
      },
    ],
  },
});
