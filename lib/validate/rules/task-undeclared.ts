import { joinPointer } from '../../json/json-pointer';
import { TASKS_EXTENSION_ID } from '../../spec/extensions/tasks-extension';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { taskHandle, tasksDeclared } from './task-shared';

export const taskUndeclared = defineRule({
  id: 'task-undeclared',
  severity: 'error',
  basis: 'spec-must',
  title: 'A task answers only a request that declared the tasks extension',
  description:
    'A server may answer a tools/call with a task handle (`resultType: "task"`) only if that very request declared `io.modelcontextprotocol/tasks` in `_meta["io.modelcontextprotocol/clientCapabilities"].extensions` — not an earlier request, not the session. A client that did not declare it must refuse such an answer as invalid. When the capabilities of the request are known the finding is an error; checked alone, the handle gets a warning that says what to verify.',
  target: 'task',
  versions: ONLY_2026_07_28,
  check({ target, path, report }) {
    if (target.role !== 'handle' || target.declared === true) return;
    if (target.declared === false) {
      report({
        path: joinPointer(path, 'resultType'),
        message: `The request did not declare ${TASKS_EXTENSION_ID}, so the server must not answer with a task, and the client refuses this answer. Run the call as an ordinary one for such clients (or answer -32021 naming the extension when it can only run as a task).`,
      });
      return;
    }
    report({
      path: joinPointer(path, 'resultType'),
      severity: 'warning',
      message: `A task handle is valid only if the request it answers declared ${TASKS_EXTENSION_ID} in its clientCapabilities; a client that did not must refuse it. Check the request.`,
    });
  },
  cases: {
    pass: [{ kind: 'task', document: taskHandle, clientCapabilities: tasksDeclared }],
    fail: [
      { kind: 'task', document: taskHandle, clientCapabilities: { elicitation: {} }, path: '/resultType' },
      { kind: 'call-result', document: taskHandle, path: '/resultType' },
    ],
  },
});
