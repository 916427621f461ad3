import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';

export const inputRequiredEmpty = defineRule({
  id: 'input-required-empty',
  severity: 'error',
  basis: 'spec-must',
  versions: ONLY_2026_07_28,
  title: 'input_required results carry inputRequests or requestState',
  description:
    'An `input_required` result tells the client what to ask for (`inputRequests`) and/or what to echo back on the retry (`requestState`). With neither, the client has nothing to do. A result with only `requestState` is fine (e.g. "try again"). The official schema cannot express this, so the rule is stricter than the schema on purpose.',
  target: 'call-result',
  check({ target, path, report }) {
    const result = target.value;
    if (result.resultType !== 'input_required') return;
    if (result.inputRequests !== undefined || result.requestState !== undefined) return;
    report({
      path,
      message:
        'This input_required result has neither "inputRequests" nor "requestState". Add the requests the client must answer, or a requestState for it to echo on the retry.',
    });
  },
  cases: {
    pass: [{ kind: 'call-result', document: { resultType: 'input_required', requestState: 'eyJ4IjoxfQ' } }],
    fail: [{ kind: 'call-result', document: { resultType: 'input_required' }, path: '' }],
  },
});
