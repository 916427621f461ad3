import type { z } from 'zod';
import { isObject } from '../../json/is-object';
import { joinPointer } from '../../json/json-pointer';
import { requestDeclaresTasks } from '../../spec/extensions/task-lifecycle';
import {
  CancelTaskRequestParamsSchema,
  GetTaskRequestParamsSchema,
  UpdateTaskRequestParamsSchema,
} from '../../spec/extensions/tasks';
import {
  DROPPED_TASK_METHODS,
  TASK_METHODS,
  TASK_STATUS_NOTIFICATION,
  TASK_STATUS_NOTIFICATION_ALIAS,
  TASKS_EXTENSION_ID,
} from '../../spec/extensions/tasks-extension';
import { mapZodIssues } from '../map-zod-issues';
import { defineRule } from '../rule';
import { ONLY_2026_07_28 } from '../spec-version';
import { requestMeta, TASK_ID } from './task-shared';

const PARAMS: Record<string, z.ZodType> = {
  [TASK_METHODS.get]: GetTaskRequestParamsSchema,
  [TASK_METHODS.update]: UpdateTaskRequestParamsSchema,
  [TASK_METHODS.cancel]: CancelTaskRequestParamsSchema,
};

const dropped = new Set<string>(DROPPED_TASK_METHODS);

export const taskRequests = defineRule({
  id: 'task-requests',
  severity: 'error',
  basis: 'spec-must',
  title: 'Task requests carry a taskId and declare the tasks extension',
  description:
    "tasks/get, tasks/update and tasks/cancel belong to the io.modelcontextprotocol/tasks extension: each names its task in `params.taskId` (tasks/update also carries `inputResponses`, keyed like the task's `inputRequests`) and, like every 2026-07-28 request, declares its capabilities in `_meta` — which must include the extension, or the server answers -32021. So must a subscriptions/listen that asks for `notifications.taskIds`. tasks/result and tasks/list existed in 2025-11-25 only (-32601 now), and the status notification is `notifications/tasks`. Over HTTP the request also carries `Mcp-Name: <taskId>`.",
  target: 'message',
  versions: ONLY_2026_07_28,
  check({ target, path, report }) {
    const message = target.value;
    const method = message.method;
    if (typeof method !== 'string') return;
    const params = isObject(message.params) ? message.params : undefined;
    if (dropped.has(method)) {
      report({
        path: joinPointer(path, 'method'),
        message: `${method} is not part of the ${TASKS_EXTENSION_ID} extension (it was a 2025-11-25 method): a server answers -32601. ${method === 'tasks/result' ? 'tasks/get carries the result once the task is done.' : 'A task is reached only through its id.'}`,
      });
      return;
    }
    if (method === TASK_STATUS_NOTIFICATION_ALIAS) {
      report({
        path: joinPointer(path, 'method'),
        severity: 'warning',
        message: `The extension's status notification is "${TASK_STATUS_NOTIFICATION}" (a draft of its schema says "${TASK_STATUS_NOTIFICATION_ALIAS}"); clients listening for one may miss the other.`,
      });
      return;
    }
    const needsExtension =
      method === 'subscriptions/listen'
        ? isObject(params?.notifications) && params.notifications.taskIds !== undefined
        : method in PARAMS;
    if (!needsExtension || !('id' in message)) return;
    const schema = PARAMS[method];
    if (schema) {
      const parsed = schema.safeParse(params);
      if (!parsed.success) {
        for (const issue of mapZodIssues(parsed.error.issues, params))
          report({ path: `${joinPointer(path, 'params')}${issue.path}`, message: issue.message });
      }
    }
    if (params && isObject(params._meta) && !requestDeclaresTasks(params)) {
      report({
        path: joinPointer(path, 'params', '_meta', 'io.modelcontextprotocol/clientCapabilities'),
        message: `${method === 'subscriptions/listen' ? 'Asking for notifications.taskIds' : method} needs ${TASKS_EXTENSION_ID} declared in this request's clientCapabilities.extensions; without it the server answers -32021.`,
      });
    }
  },
  cases: {
    pass: [
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 3,
          method: 'tasks/get',
          params: { _meta: requestMeta(), taskId: TASK_ID },
        },
      },
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 4,
          method: 'tasks/update',
          params: {
            _meta: requestMeta(),
            taskId: TASK_ID,
            inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
          },
        },
      },
    ],
    fail: [
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 3,
          method: 'tasks/get',
          params: { _meta: requestMeta({}), taskId: TASK_ID },
        },
        path: '/params/_meta/io.modelcontextprotocol~1clientCapabilities',
      },
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 4,
          method: 'tasks/update',
          params: { _meta: requestMeta(), taskId: TASK_ID },
        },
        path: '/params',
      },
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 5,
          method: 'tasks/result',
          params: { _meta: requestMeta(), taskId: TASK_ID },
        },
        path: '/method',
      },
      {
        kind: 'message',
        document: {
          jsonrpc: '2.0',
          id: 6,
          method: 'subscriptions/listen',
          params: { _meta: requestMeta({}), notifications: { taskIds: [TASK_ID] } },
        },
        path: '/params/_meta/io.modelcontextprotocol~1clientCapabilities',
      },
    ],
  },
});
