import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readTask } from './read-task';
import {
  declaresTasksExtension,
  isAllowedTaskTransition,
  isIsoTimestamp,
  isTerminalTaskStatus,
  requestDeclaresTasks,
  withoutTasksExtension,
  withTasksExtension,
} from './task-lifecycle';
import {
  CreateTaskResultSchema,
  DetailedTaskSchema,
  GetTaskResultSchema,
  TaskStatusNotificationSchema,
  UpdateTaskRequestSchema,
} from './tasks';
import { TASKS_EXTENSION_ID } from './tasks-extension';

const base = {
  taskId: 'b1f0c7e2-4e1a-4c35-9a52-2f6c1d0e9a11',
  createdAt: '2026-08-01T09:00:00Z',
  lastUpdatedAt: '2026-08-01T09:00:04.250Z',
  ttlMs: 3_600_000,
  pollIntervalMs: 1000,
};
const meta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS_EXTENSION_ID]: {} } },
};

test('a task handle is flat, says resultType "task", and may have an unlimited ttl', () => {
  assert.ok(CreateTaskResultSchema.safeParse({ resultType: 'task', status: 'working', ...base }).success);
  assert.ok(
    CreateTaskResultSchema.safeParse({ resultType: 'task', status: 'working', ...base, ttlMs: null }).success,
  );
  // ttlMs is required (null, not absent, means unlimited); the v1 field names do not count.
  const { ttlMs: _ttl, ...noTtl } = base;
  assert.equal(
    CreateTaskResultSchema.safeParse({ resultType: 'task', status: 'working', ...noTtl, ttl: 60 }).success,
    false,
  );
  assert.equal(
    CreateTaskResultSchema.safeParse({ resultType: 'complete', status: 'working', ...base }).success,
    false,
  );
  assert.equal(
    CreateTaskResultSchema.safeParse({ resultType: 'task', status: 'working', ...base, pollIntervalMs: 0.5 })
      .success,
    false,
  );
});

test('a detailed task carries what its status needs', () => {
  assert.ok(
    DetailedTaskSchema.safeParse({ ...base, status: 'completed', result: { content: [], isError: true } })
      .success,
  );
  assert.equal(DetailedTaskSchema.safeParse({ ...base, status: 'completed' }).success, false);
  assert.ok(
    DetailedTaskSchema.safeParse({ ...base, status: 'failed', error: { code: -32603, message: 'x' } })
      .success,
  );
  assert.equal(
    DetailedTaskSchema.safeParse({ ...base, status: 'failed', error: { code: 'x' } }).success,
    false,
  );
  const asking = {
    ...base,
    status: 'input_required',
    inputRequests: {
      approve: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: 'Drop the old column?',
          requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
        },
      },
    },
  };
  assert.ok(DetailedTaskSchema.safeParse(asking).success);
  assert.equal(DetailedTaskSchema.safeParse({ ...asking, inputRequests: undefined }).success, false);
  assert.ok(GetTaskResultSchema.safeParse({ ...asking, resultType: 'complete' }).success);
  assert.equal(GetTaskResultSchema.safeParse(asking).success, false, 'resultType is required');
  assert.equal(DetailedTaskSchema.safeParse({ ...base, status: 'paused' }).success, false);
});

test('tasks/update and notifications/tasks have their shapes', () => {
  assert.ok(
    UpdateTaskRequestSchema.safeParse({
      jsonrpc: '2.0',
      id: 7,
      method: 'tasks/update',
      params: {
        _meta: meta,
        taskId: base.taskId,
        inputResponses: { approve: { action: 'accept', content: { ok: true } } },
      },
    }).success,
  );
  assert.equal(
    UpdateTaskRequestSchema.safeParse({
      jsonrpc: '2.0',
      id: 7,
      method: 'tasks/update',
      params: { _meta: meta, taskId: base.taskId },
    }).success,
    false,
  );
  assert.ok(
    TaskStatusNotificationSchema.safeParse({
      jsonrpc: '2.0',
      method: 'notifications/tasks',
      params: { ...base, status: 'cancelled', _meta: { 'io.modelcontextprotocol/subscriptionId': 3 } },
    }).success,
  );
});

test('the lifecycle: terminal statuses are never left; working and input_required alternate', () => {
  assert.ok(isTerminalTaskStatus('cancelled'));
  assert.equal(isTerminalTaskStatus('input_required'), false);
  assert.ok(isAllowedTaskTransition('working', 'input_required'));
  assert.ok(isAllowedTaskTransition('input_required', 'working'));
  assert.ok(isAllowedTaskTransition('working', 'failed'));
  assert.ok(isAllowedTaskTransition('completed', 'completed'));
  assert.equal(isAllowedTaskTransition('completed', 'working'), false);
  assert.equal(isAllowedTaskTransition('cancelled', 'completed'), false);
});

test('declaring the extension, per request', () => {
  assert.ok(declaresTasksExtension({ extensions: { [TASKS_EXTENSION_ID]: {} } }));
  assert.equal(declaresTasksExtension({ extensions: { [TASKS_EXTENSION_ID]: true } }), false);
  assert.equal(declaresTasksExtension({}), false);
  assert.ok(requestDeclaresTasks({ _meta: meta }));
  assert.equal(
    requestDeclaresTasks({ _meta: { ...meta, 'io.modelcontextprotocol/clientCapabilities': {} } }),
    false,
  );
  const on = withTasksExtension({ elicitation: {}, extensions: { 'com.example/x': {} } });
  assert.deepEqual(on.extensions, { 'com.example/x': {}, [TASKS_EXTENSION_ID]: {} });
  assert.deepEqual(withoutTasksExtension(on), { elicitation: {}, extensions: { 'com.example/x': {} } });
  assert.deepEqual(withoutTasksExtension(withTasksExtension({})), {});
});

test('timestamps are ISO 8601 with a zone', () => {
  assert.ok(isIsoTimestamp('2026-08-01T09:00:00Z'));
  assert.ok(isIsoTimestamp('2026-08-01T09:00:00.123+02:00'));
  assert.equal(isIsoTimestamp('2026-08-01 09:00:00'), false);
  assert.equal(isIsoTimestamp('2026-08-01T09:00:00'), false);
  assert.equal(isIsoTimestamp('2026-13-45T09:00:00Z'), false);
  assert.equal(isIsoTimestamp(1_700_000_000), false);
});

test('readTask (no zod, for the page) agrees with the zod model on what a follower depends on', () => {
  const good = { ...base, status: 'working' };
  const variants: unknown[] = [
    good,
    { ...good, status: 'completed', result: { content: [] } },
    { ...good, status: 'completed' },
    { ...good, status: 'failed', error: { code: -32603, message: 'x', data: { a: 1 } } },
    { ...good, status: 'failed', error: { code: 1.5, message: 'x' } },
    { ...good, status: 'failed', error: { code: 1 } },
    { ...good, status: 'cancelled', statusMessage: 'bye' },
    { ...good, status: 'cancelled', statusMessage: 7 },
    { ...good, status: 'paused' },
    { ...good, ttlMs: null },
    { ...good, ttlMs: -1 },
    { ...good, ttlMs: undefined },
    { ...good, pollIntervalMs: 0 },
    { ...good, pollIntervalMs: 2.5 },
    { ...good, taskId: 5 },
    { ...good, createdAt: undefined },
    [],
    'task',
    null,
  ];
  for (const variant of variants) {
    assert.equal(
      readTask(variant, 'detailed').ok,
      DetailedTaskSchema.safeParse(variant).success,
      JSON.stringify(variant),
    );
    const handle =
      typeof variant === 'object' && variant !== null && !Array.isArray(variant)
        ? { ...variant, resultType: 'task' }
        : variant;
    assert.equal(
      readTask(handle, 'handle').ok,
      CreateTaskResultSchema.safeParse(handle).success,
      JSON.stringify(handle),
    );
  }
  assert.equal(readTask({ ...good, resultType: 'complete' }, 'handle').ok, false);
  const reading = readTask({ ...good, status: 'input_required' }, 'detailed');
  assert.deepEqual(reading, {
    ok: false,
    path: 'inputRequests',
    message: 'is required while the status is "input_required"',
  });
});
