import type { z } from 'zod';
import {
  CreateTaskResultSchema,
  GetTaskResultSchema,
  TaskStatusNotificationParamsSchema,
} from '../../spec/extensions/tasks';
import { mapZodIssues } from '../map-zod-issues';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { completedTask, taskFields, taskHandle, workingTask } from './task-shared';

const SCHEMAS: Record<'handle' | 'get' | 'notification', z.ZodType> = {
  handle: CreateTaskResultSchema,
  get: GetTaskResultSchema,
  notification: TaskStatusNotificationParamsSchema,
};

export const taskShape = defineRule({
  id: 'task-shape',
  severity: 'error',
  basis: 'spec-must',
  title: 'Tasks have the fields of the tasks extension',
  description:
    'A task of the io.modelcontextprotocol/tasks extension — the handle a tools/call returns, a tasks/get result, the params of a notifications/tasks — carries `taskId`, `status` (`working`, `input_required`, `completed`, `failed` or `cancelled`), `createdAt`, `lastUpdatedAt`, a required `ttlMs` (integer milliseconds, or `null` for no limit) and optionally `pollIntervalMs` (a positive integer) and `statusMessage`. What a status needs must be there: the outstanding `inputRequests` while `input_required`, the `result` once `completed`, the JSON-RPC `error` once `failed`. The official core schema does not know the extension; the project checks its own model of it.',
  target: 'task',
  versions: ONLY_2026_07_28,
  check({ target, path, report }) {
    const parsed = SCHEMAS[target.role].safeParse(target.value);
    if (parsed.success) return;
    for (const issue of mapZodIssues(parsed.error.issues, target.value))
      report({ path: `${path}${issue.path}`, message: issue.message });
  },
  cases: {
    pass: [
      { kind: 'task', document: taskHandle },
      { kind: 'task', document: completedTask },
      { kind: 'task', document: { ...taskHandle, ttlMs: null } },
    ],
    fail: [
      {
        kind: 'task',
        document: { resultType: 'task', status: 'working', taskId: 'x', createdAt: 'now' },
        path: '',
      },
      { kind: 'task', document: { ...workingTask, status: 'paused' }, path: '/status' },
      { kind: 'task', document: { ...completedTask, result: 'done' }, path: '/result' },
      { kind: 'task', document: { ...taskHandle, pollIntervalMs: 0.5 }, path: '/pollIntervalMs' },
      {
        kind: 'task',
        document: { ...taskFields, resultType: 'task', status: 'working', ttlMs: -5 },
        path: '/ttlMs',
      },
    ],
  },
});
