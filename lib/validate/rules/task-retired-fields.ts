import { isObject } from '../../json/is-object';
import { joinPointer } from '../../json/json-pointer';
import { RELATED_TASK_META_KEY, RETIRED_TASK_FIELDS } from '../../spec/extensions/tasks-extension';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { completedTask, taskHandle } from './task-shared';

export const taskRetiredFields = defineRule({
  id: 'task-retired-fields',
  severity: 'error',
  basis: 'spec-must',
  title: 'Tasks use the names of the extension, not of 2025-11-25',
  description:
    "The tasks of 2025-11-25 became the io.modelcontextprotocol/tasks extension with other names: `ttlMs` instead of `ttl`, `pollIntervalMs` instead of `pollInterval`, a flat handle instead of a nested `task`, no `requestState` on a task (the server keeps a task's state, the client sends only its id) and no `io.modelcontextprotocol/related-task` `_meta` on an inlined result (the `taskId` is right beside it). A client reading the new names misses the old ones.",
  target: 'task',
  versions: ONLY_2026_07_28,
  check({ target, path, report }) {
    for (const [field, instead] of Object.entries(RETIRED_TASK_FIELDS)) {
      if (field in target.value)
        report({
          path: joinPointer(path, field),
          message: `"${field}" is from the 2025-11-25 tasks: ${instead}.`,
        });
    }
    const result = target.value.result;
    if (isObject(result) && isObject(result._meta) && RELATED_TASK_META_KEY in result._meta) {
      report({
        path: joinPointer(path, 'result', '_meta', RELATED_TASK_META_KEY),
        message: `The inlined result carries "${RELATED_TASK_META_KEY}", which 2025-11-25 needed to tie a result to its task; here the taskId is right beside it, so leave it out.`,
      });
    }
  },
  cases: {
    pass: [{ kind: 'task', document: completedTask }],
    fail: [
      { kind: 'task', document: { ...taskHandle, ttl: 60, pollInterval: 500 }, path: '/ttl' },
      { kind: 'task', document: { ...taskHandle, requestState: 'eyJ4Ijox' }, path: '/requestState' },
      {
        kind: 'task',
        document: {
          ...completedTask,
          result: {
            ...completedTask.result,
            _meta: { 'io.modelcontextprotocol/related-task': { taskId: 'x' } },
          },
        },
        path: '/result/_meta/io.modelcontextprotocol~1related-task',
      },
    ],
  },
});
