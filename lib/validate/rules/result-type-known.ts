import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';

export const resultTypeKnown = defineRule({
  id: 'result-type-known',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'tools/call results have resultType "complete" or "input_required"',
  description:
    'A client must treat a `resultType` it does not recognise as invalid. Core MCP defines `"complete"` and `"input_required"`; extensions may add values (the tasks extension adds `"task"`) but only for clients that declared the extension in that request. The official schema only says it is a string, so this rule is stricter than the schema on purpose.',
  target: 'call-result',
  check({ target, path, report }) {
    const resultType = target.value.resultType;
    if (typeof resultType !== 'string' || resultType === 'complete' || resultType === 'input_required')
      return;
    if (resultType === 'task') {
      report({
        path: joinPointer(path, 'resultType'),
        severity: 'warning',
        message:
          '"task" comes from the io.modelcontextprotocol/tasks extension; it is valid only if the client declared that extension in this request\'s capabilities.',
      });
      return;
    }
    const near = resultType.toLowerCase().replace(/[\s-]/g, '_');
    const hint =
      near === 'complete' || near === 'input_required'
        ? ` Did you mean "${near}"? Values are case-sensitive.`
        : '';
    report({
      path: joinPointer(path, 'resultType'),
      message: `Unknown resultType "${resultType}": use "complete" for a final result or "input_required" to ask for input.${hint}`,
    });
  },
  cases: {
    pass: [
      { kind: 'call-result', document: { resultType: 'complete', content: [] } },
      { kind: 'call-result', document: { resultType: 'input_required', requestState: 'abc' } },
    ],
    fail: [{ kind: 'call-result', document: { resultType: 'Complete', content: [] }, path: '/resultType' }],
  },
});
