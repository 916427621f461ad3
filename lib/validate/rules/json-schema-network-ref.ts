import { defineRule } from '../rule';
import { reportSchemaProblems } from './json-schema-shared';

export const jsonSchemaNetworkRef = defineRule({
  id: 'json-schema-network-ref',
  severity: 'error',
  basis: 'client-compat',
  title: 'Schemas do not $ref documents elsewhere',
  description:
    'Clients must never fetch a `$ref` that points at a network URI (or a file) on their own: it would let a server make the client reach any address. A schema whose `$ref` cannot be resolved locally should be refused rather than treated as "accept anything", so such a tool is unusable in careful clients. Inline the referenced schema under `$defs` and point at `#/$defs/…`.',
  target: 'json-schema',
  check(ctx) {
    reportSchemaProblems(ctx, ['network-ref']);
  },
  cases: {
    pass: [
      {
        kind: 'tool',
        document: {
          name: 'a',
          inputSchema: {
            type: 'object',
            $defs: { a: { type: 'string' } },
            properties: { x: { $ref: '#/$defs/a' } },
          },
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
            properties: { address: { $ref: 'https://example.com/schemas/address.json' } },
          },
        },
        path: '/inputSchema/properties/address/$ref',
      },
    ],
  },
});
