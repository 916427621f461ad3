import { joinPointer } from '../../json/json-pointer';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { completedTask, taskHandle, workingTask } from './task-shared';

/** The member each status carries, and only that status. */
const PAYLOAD: Record<string, string> = {
  inputRequests: 'input_required',
  result: 'completed',
  error: 'failed',
};

export const taskStatusPayload = defineRule({
  id: 'task-status-payload',
  severity: 'error',
  basis: 'spec-must',
  title: 'A task carries only what its status allows',
  description:
    'A task handle (`resultType: "task"`) carries no `result`, `error` or `inputRequests`: those come from tasks/get. A tasks/get result or a notifications/tasks carries `inputRequests` only while `input_required`, `result` only once `completed` and `error` only once `failed`. A tool that ran and reported an error is `completed`, with `isError: true` in its result; `failed` is for a JSON-RPC error.',
  target: 'task',
  versions: ONLY_2026_07_28,
  check({ target, path, report }) {
    const task = target.value;
    for (const [member, status] of Object.entries(PAYLOAD)) {
      if (!(member in task)) continue;
      if (target.role === 'handle') {
        report({
          path: joinPointer(path, member),
          message: `A task handle carries no "${member}": the client reads it with tasks/get once the task is ${status}. Return the handle alone.`,
        });
      } else if (task.status !== status) {
        report({
          path: joinPointer(path, member),
          message: `"${member}" belongs to a ${status} task, but this one is ${JSON.stringify(task.status)}. Leave it out${member === 'error' && task.status === 'completed' ? ' (a tool that reported an error is completed with isError: true in its result)' : ''}.`,
        });
      }
    }
  },
  cases: {
    pass: [
      { kind: 'task', document: taskHandle },
      { kind: 'task', document: completedTask },
    ],
    fail: [
      { kind: 'task', document: { ...taskHandle, result: { content: [] } }, path: '/result' },
      { kind: 'task', document: { ...workingTask, error: { code: -32603, message: 'x' } }, path: '/error' },
    ],
  },
});
