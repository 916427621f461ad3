import { defineRule } from '../rule';
import { reportSchemaProblems } from './json-schema-shared';

export const jsonSchemaComplexity = defineRule({
  id: 'json-schema-complexity',
  severity: 'warning',
  basis: 'client-compat',
  title: 'Schemas stay within the limits clients enforce',
  description:
    'Validators should cap how deep and how large a schema may be, and how long validation may take, so a hostile schema cannot freeze a client. Very deep or very large schemas, and `pattern`s that can backtrack catastrophically (such as `^(a+)+$`), may be refused or time out in careful clients.',
  target: 'json-schema',
  check(ctx) {
    reportSchemaProblems(ctx, ['too-complex', 'regex-unsafe', 'regex-backtracking']);
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' } } },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: { words: { type: 'string', pattern: '^(\\w+\\s?)+$' } },
          },
        },
        path: '/inputSchema/properties/words/pattern',
      },
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            properties: { code: { type: 'string', pattern: '^(?=a)(a+)+\\1$' } },
          },
        },
        path: '/inputSchema/properties/code/pattern',
      },
    ],
  },
});
