import { defineRule } from '../rule';
import { reportSchemaProblems } from './json-schema-shared';

export const jsonSchemaDialect = defineRule({
  id: 'json-schema-dialect',
  severity: 'warning',
  basis: 'client-compat',
  title: 'Schemas use a JSON Schema dialect clients support',
  description:
    'Without `$schema`, tool schemas are JSON Schema 2020-12, which every client must support. A `$schema` may name another dialect, but clients need only support 2020-12 and must refuse, with an error, dialects they do not implement. This validator checks 2020-12, 2019-09 and draft-07; others (such as draft-04) cannot be checked and may be refused.',
  target: 'json-schema',
  check(ctx) {
    reportSchemaProblems(ctx, ['dialect-unsupported']);
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' },
        },
      },
    ],
    fail: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' },
        },
        path: '/inputSchema/$schema',
      },
    ],
  },
});
