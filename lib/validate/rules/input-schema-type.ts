import { defineRule } from '../rule';
import { reportStructural } from './structural-shared';

export const inputSchemaType = defineRule({
  id: 'input-schema-type',
  severity: 'error',
  basis: 'spec-must',
  title: 'inputSchema is an object schema with "type": "object"',
  description:
    'Tool arguments are always a JSON object, so `inputSchema` must be a JSON Schema object (never `null`) whose root says `"type": "object"`. Any other 2020-12 keyword may sit beside it. A tool without parameters can use `{"type": "object", "additionalProperties": false}`.',
  target: 'document',
  structural: true,
  check(ctx) {
    reportStructural(ctx, 'input-schema-type');
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object', oneOf: [{ required: ['a'] }, { required: ['b'] }] },
        },
      },
    ],
    fail: [
      { kind: 'tool', document: { name: 'a', inputSchema: null }, path: '/inputSchema' },
      { kind: 'tool', document: { name: 'a', inputSchema: { type: 'string' } }, path: '/inputSchema/type' },
      { kind: 'tool', document: { name: 'a', inputSchema: { properties: {} } }, path: '/inputSchema' },
    ],
  },
});
