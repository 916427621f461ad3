import { defineRule } from '../rule';
import { reportStructural } from './structural-shared';

export const schemaType = defineRule({
  id: 'schema-type',
  severity: 'error',
  basis: 'spec-must',
  title: 'Members have the JSON type the schema gives them',
  description:
    'Each member has one JSON type in the official schema: `name` is a string, `isError` a boolean, `content` an array, `ttlMs` an integer, request ids a string or an integer (never null), and so on. A wrong type usually breaks the receiving parser outright.',
  target: 'document',
  structural: true,
  check(ctx) {
    reportStructural(ctx, 'schema-type');
  },
  cases: {
    pass: [{ kind: 'call-result', document: { resultType: 'complete', content: [], isError: false } }],
    fail: [
      {
        kind: 'call-result',
        document: { resultType: 'complete', content: [], isError: 'false' },
        path: '/isError',
      },
      { kind: 'tool', document: { name: 42, inputSchema: { type: 'object' } }, path: '/name' },
    ],
  },
});
