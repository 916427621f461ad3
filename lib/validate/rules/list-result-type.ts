import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';

export const listResultType = defineRule({
  id: 'list-result-type',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'tools/list results have resultType "complete"',
  description:
    'Every 2026-07-28 result carries `resultType`. Only `tools/call`, `prompts/get` and `resources/read` may answer `input_required`; a `tools/list` result is always `"complete"`. The official schema only says it is a string, so this rule is stricter than the schema on purpose.',
  target: 'list-result',
  check({ target, path, report }) {
    const resultType = target.value.resultType;
    if (typeof resultType !== 'string' || resultType === 'complete') return;
    report({
      path: joinPointer(path, 'resultType'),
      message:
        resultType === 'input_required'
          ? 'tools/list cannot ask for input: only tools/call, prompts/get and resources/read may return "input_required". Return "complete".'
          : `Unknown resultType "${resultType}": a tools/list result must say "complete", and clients treat unknown values as invalid.`,
    });
  },
  cases: {
    pass: [
      {
        kind: 'tools-list-result',
        document: { resultType: 'complete', tools: [], ttlMs: 0, cacheScope: 'public' },
      },
    ],
    fail: [
      {
        kind: 'tools-list-result',
        document: { resultType: 'input_required', tools: [], ttlMs: 0, cacheScope: 'public' },
        path: '/resultType',
      },
      {
        kind: 'tools-list-result',
        document: { resultType: 'done', tools: [], ttlMs: 0, cacheScope: 'public' },
        path: '/resultType',
      },
    ],
  },
});
