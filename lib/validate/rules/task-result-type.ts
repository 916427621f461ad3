import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { workingTask } from './task-shared';

export const taskResultType = defineRule({
  id: 'task-result-type',
  severity: 'error',
  basis: 'spec-must',
  title: 'tasks/get answers with resultType "complete"',
  description:
    'Only the handle a tools/call returns says `resultType: "task"`. A tasks/get result is the ordinary answer of its method, so its `resultType` is `"complete"`, whatever the task\'s own `status`; the acknowledgements of tasks/update and tasks/cancel are `"complete"` too.',
  target: 'task',
  versions: ONLY_2026_07_28,
  check({ target, path, report }) {
    if (target.role !== 'get' || target.value.resultType === 'complete') return;
    report({
      path: joinPointer(path, 'resultType'),
      message: `A tasks/get result says "resultType": "complete" (the task's state is in "status"); this one says ${JSON.stringify(target.value.resultType)}.`,
    });
  },
  cases: {
    pass: [{ kind: 'task', document: workingTask }],
    fail: [{ kind: 'task', document: { ...workingTask, resultType: 'input_required' }, path: '/resultType' }],
  },
});
