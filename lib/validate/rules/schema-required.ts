import { defineRule } from '../rule';
import { reportStructural } from './structural-shared';

export const schemaRequired = defineRule({
  id: 'schema-required',
  severity: 'error',
  basis: 'spec-must',
  title: 'Required members are present',
  description:
    'The official schema requires some members: `name` and `inputSchema` on a tool, `content` and `resultType` on a complete tools/call result, `tools`, `ttlMs` and `cacheScope` on a tools/list result, `params._meta` with the protocol version and client capabilities on every request, and so on. The finding points at the object that lacks the member.',
  target: 'document',
  structural: true,
  check(ctx) {
    reportStructural(ctx, 'schema-required');
  },
  cases: {
    pass: [{ kind: 'tool', document: { name: 'a', inputSchema: { type: 'object' } } }],
    fail: [
      { kind: 'tool', document: { inputSchema: { type: 'object' } }, path: '' },
      {
        kind: 'tools-list-result',
        document: { resultType: 'complete', tools: [], cacheScope: 'public' },
        path: '',
      },
    ],
  },
});
