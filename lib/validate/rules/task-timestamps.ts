import { joinPointer } from '../../json/json-pointer';
import { isIsoTimestamp } from '../../spec/extensions/task-lifecycle';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { taskHandle, workingTask } from './task-shared';

export const taskTimestamps = defineRule({
  id: 'task-timestamps',
  severity: 'error',
  basis: 'spec-must',
  title: 'Task timestamps are ISO 8601 date-times',
  description:
    "A task's `createdAt` and `lastUpdatedAt` are ISO 8601 timestamps, e.g. `2026-08-03T14:00:02Z`, with a time zone (a task's times are compared across machines), and `lastUpdatedAt` is never before `createdAt`. Clients show the age of a task and decide from them whether its `ttlMs` has passed.",
  target: 'task',
  versions: ONLY_2026_07_28,
  check({ target, path, report }) {
    const { createdAt, lastUpdatedAt } = target.value;
    for (const [key, value] of [
      ['createdAt', createdAt],
      ['lastUpdatedAt', lastUpdatedAt],
    ] as const) {
      if (typeof value === 'string' && !isIsoTimestamp(value)) {
        report({
          path: joinPointer(path, key),
          message: `"${key}" is ${JSON.stringify(String(value).slice(0, 60))}, not an ISO 8601 date-time with a zone; write it like "2026-08-03T14:00:02Z".`,
        });
      }
    }
    if (
      isIsoTimestamp(createdAt) &&
      isIsoTimestamp(lastUpdatedAt) &&
      Date.parse(lastUpdatedAt) < Date.parse(createdAt)
    ) {
      report({
        path: joinPointer(path, 'lastUpdatedAt'),
        severity: 'warning',
        message: `"lastUpdatedAt" (${lastUpdatedAt}) is before "createdAt" (${createdAt}): a task cannot change before it exists.`,
      });
    }
  },
  cases: {
    pass: [
      { kind: 'task', document: taskHandle },
      { kind: 'task', document: { ...workingTask, lastUpdatedAt: '2026-08-03T16:00:02.5+02:00' } },
    ],
    fail: [
      { kind: 'task', document: { ...taskHandle, createdAt: '2026-08-03 14:00' }, path: '/createdAt' },
      {
        kind: 'task',
        document: { ...workingTask, lastUpdatedAt: '2026-08-03T13:00:00Z' },
        path: '/lastUpdatedAt',
      },
    ],
  },
});
