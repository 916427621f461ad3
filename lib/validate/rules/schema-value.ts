import { defineRule } from '../rule';
import { reportStructural } from './structural-shared';

export const schemaValue = defineRule({
  id: 'schema-value',
  severity: 'error',
  basis: 'spec-must',
  title: 'Members take only the values the schema allows',
  description:
    'Some members accept a fixed set of values: `jsonrpc` is `"2.0"`, content blocks are `text`, `image`, `audio`, `resource_link` or `resource`, `cacheScope` is `public` or `private`, `audience` items are `user` or `assistant`, an icon `theme` is `light` or `dark`.',
  target: 'document',
  structural: true,
  check(ctx) {
    reportStructural(ctx, 'schema-value');
  },
  cases: {
    pass: [
      {
        kind: 'tools-list-result',
        document: { resultType: 'complete', tools: [], ttlMs: 0, cacheScope: 'private' },
      },
    ],
    fail: [
      {
        kind: 'tools-list-result',
        document: { resultType: 'complete', tools: [], ttlMs: 0, cacheScope: 'shared' },
        path: '/cacheScope',
      },
      {
        kind: 'call-result',
        document: { resultType: 'complete', content: [{ type: 'markdown', text: '# hi' }] },
        path: '/content/0/type',
      },
    ],
  },
});
