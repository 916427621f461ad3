import { defineRule } from '../rule';
import { reportStructural } from './structural-shared';

export const schemaRange = defineRule({
  id: 'schema-range',
  severity: 'error',
  basis: 'spec-must',
  title: 'Numbers are within their range',
  description:
    'Some numbers have bounds in the official schema: `ttlMs` is an integer of at least 0, `annotations.priority` lies between 0 and 1, `Resource.size` is an integer, and a few arrays have a maximum length.',
  target: 'document',
  structural: true,
  check(ctx) {
    reportStructural(ctx, 'schema-range');
  },
  cases: {
    pass: [
      {
        kind: 'tools-list-result',
        document: { resultType: 'complete', tools: [], ttlMs: 60000, cacheScope: 'public' },
      },
    ],
    fail: [
      {
        kind: 'tools-list-result',
        document: { resultType: 'complete', tools: [], ttlMs: -1, cacheScope: 'public' },
        path: '/ttlMs',
      },
      {
        kind: 'tools-list-result',
        document: { resultType: 'complete', tools: [], ttlMs: 1.5, cacheScope: 'public' },
        path: '/ttlMs',
      },
      {
        kind: 'call-result',
        document: {
          resultType: 'complete',
          content: [{ type: 'text', text: 'x', annotations: { priority: 2 } }],
        },
        path: '/content/0/annotations/priority',
      },
    ],
  },
});
