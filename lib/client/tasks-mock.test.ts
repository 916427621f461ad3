// The client's tasks path (io.modelcontextprotocol/tasks) against the project's mock server, in
// process: a task followed to its report (polls and status notifications), input inside a task,
// a failed task, a cancelled one, one picked up again by its id, and no task at all for a client
// that does not declare the extension.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer } from '../mock-server/create-mock-server';
import { withTasksExtension } from '../spec/extensions/task-lifecycle';
import { TASKS_EXTENSION_ID } from '../spec/extensions/tasks-extension';
import { type CreateClientOptions, createClient } from './create-client';
import type { TaskView } from './task-tracker';
import { fetchFromHandler } from './testing/handler-fetch';
import type { TaskEvent } from './timeline-event';

const URL = 'http://127.0.0.1:8787/mcp';

function setup(clientOptions: Partial<CreateClientOptions> = {}) {
  const server = createMockServer();
  const requests: { method: string; headers: Headers; body: Record<string, unknown> }[] = [];
  const fetch = fetchFromHandler(async (request) => {
    const body = JSON.parse(await request.clone().text()) as Record<string, unknown>;
    requests.push({ method: body.method as string, headers: request.headers, body });
    return server.handle(request);
  });
  const client = createClient({
    url: URL,
    fetch,
    capabilities: withTasksExtension({ elicitation: { form: {} } }),
    ...clientOptions,
  });
  return { server, client, requests };
}

const taskEvents = (client: ReturnType<typeof setup>['client']) =>
  client.timeline.events().filter((e): e is TaskEvent => e.type === 'task');

test('generate_report as a task: followed to its report, every task request with Mcp-Name and the extension declared', async () => {
  const { client, requests, server } = setup();
  const seen: TaskView[] = [];
  const outcome = await client.callTool(
    'generate_report',
    { quarter: '2026-Q1', sections: 3, step_ms: 20 },
    { onTaskUpdate: (task) => seen.push(task) },
  );
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.match(
    JSON.stringify(outcome.kind === 'complete' && outcome.result),
    /# Report 2026-Q1[\s\S]*## Signups/,
  );
  assert.equal(outcome.task?.status, 'completed');
  assert.deepEqual(
    outcome.task?.steps.map((step) => step.status),
    ['working', 'completed'],
  );
  assert.ok(seen.length >= 2);
  const phases = taskEvents(client).map((e) => e.phase);
  assert.equal(phases[0], 'created');
  assert.equal(phases.at(-1), 'ended');
  for (const request of requests.filter((r) => r.method.startsWith('tasks/'))) {
    assert.equal(request.headers.get('mcp-name'), outcome.task?.taskId);
    const meta = (request.body.params as { _meta: Record<string, unknown> })._meta;
    assert.deepEqual(
      (meta['io.modelcontextprotocol/clientCapabilities'] as { extensions: unknown }).extensions,
      { [TASKS_EXTENSION_ID]: {} },
    );
  }
  // The status came (also) by notification: a listen stream named the task.
  const listen = requests.find((r) => r.method === 'subscriptions/listen');
  assert.deepEqual((listen!.body.params as { notifications: unknown }).notifications, {
    taskIds: [outcome.task?.taskId],
  });
  assert.ok(
    client.timeline.events().some((e) => e.type === 'notification' && e.method === 'notifications/tasks'),
  );
  server.close();
});

test('migrate_database: the input request inside the task reaches the handler, its answer goes by tasks/update', async () => {
  const asked: unknown[] = [];
  const { client, requests } = setup({
    onInputRequest: (request) => {
      asked.push({ via: request.via, key: request.key, taskId: request.taskId, method: request.method });
      return { action: 'accept', content: { confirm: true } };
    },
  });
  const outcome = await client.callTool('migrate_database', { target: 'v2', step_ms: 5 });
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.match(JSON.stringify(outcome.kind === 'complete' && outcome.result), /"status":"migrated"/);
  assert.deepEqual(asked, [
    { via: 'task', key: 'confirm_drop', taskId: outcome.task?.taskId, method: 'elicitation/create' },
  ]);
  const update = requests.find((r) => r.method === 'tasks/update');
  assert.deepEqual((update!.body.params as { inputResponses: unknown }).inputResponses, {
    confirm_drop: { action: 'accept', content: { confirm: true } },
  });
  const phases = taskEvents(client).map((e) => e.phase);
  assert.ok(phases.includes('input-required') && phases.includes('answered'), phases.join(' '));
  assert.deepEqual(
    outcome.task?.steps.map((step) => step.status),
    ['working', 'input_required', 'working', 'completed'],
  );
});

test('rebuild_search_index: a failed task is a protocol error with the inlined error; without the extension, -32021', async () => {
  const { client } = setup();
  const outcome = await client.callTool('rebuild_search_index', { step_ms: 5 });
  assert.equal(outcome.kind, 'protocol-error', JSON.stringify(outcome));
  assert.equal(outcome.kind === 'protocol-error' && outcome.error.code, -32603);
  assert.match(outcome.kind === 'protocol-error' ? outcome.error.message : '', /index volume is full/);
  assert.equal(outcome.task?.status, 'failed');
  const plain = setup({ capabilities: { elicitation: { form: {} } } });
  const refused = await plain.client.callTool('rebuild_search_index', {});
  assert.equal(refused.kind === 'protocol-error' && refused.error.code, -32021);
});

test('cancel: aborting the call cancels the task on the server, and the outcome says it was cancelled as asked', async () => {
  const { client, server } = setup();
  const abort = new AbortController();
  let taskId = '';
  const outcome = await client.callTool(
    'generate_report',
    { quarter: '2026-Q3', sections: 10, step_ms: 10_000 },
    {
      signal: abort.signal,
      onTaskUpdate: (task) => {
        taskId = task.taskId;
        abort.abort();
      },
    },
  );
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'aborted', JSON.stringify(outcome));
  assert.match(outcome.kind === 'failed' ? outcome.error.message : '', /^Task .* was cancelled, as asked\.$/);
  assert.equal(outcome.task?.status, 'cancelled');
  // The server agrees.
  const check = createClient({
    url: URL,
    fetch: fetchFromHandler((request) => server.handle(request)),
    capabilities: withTasksExtension({}),
  });
  const got = await check.request('tasks/get', { taskId });
  assert.equal(got.ok && (got.value as { status: string }).status, 'cancelled');
  server.close();
});

test('a task picked up again by its id (a page reload) ends like the call that started it', async () => {
  const server = createMockServer();
  const fetch = fetchFromHandler((request) => server.handle(request));
  const first = createClient({ url: URL, fetch, capabilities: withTasksExtension({}) });
  // The first client gets the handle and goes away (the page reloads).
  const abort = new AbortController();
  let taskId = '';
  const started = first.callTool(
    'generate_report',
    { quarter: '2026-Q2', sections: 2, step_ms: 30 },
    { signal: abort.signal, taskNotifications: false, onTaskUpdate: (task) => (taskId ||= task.taskId) },
  );
  while (!taskId) await new Promise((resolve) => setImmediate(resolve));
  const second = createClient({ url: URL, fetch, capabilities: withTasksExtension({}) });
  const resumed = await second.followTask(taskId, { toolName: 'generate_report' });
  assert.equal(resumed.kind, 'complete', JSON.stringify(resumed));
  assert.match(JSON.stringify(resumed.kind === 'complete' && resumed.result), /## Traffic/);
  assert.equal(resumed.toolName, 'generate_report');
  assert.equal(
    second.timeline.events().find((e) => e.type === 'task')?.type === 'task' &&
      (second.timeline.events().find((e) => e.type === 'task') as TaskEvent).phase,
    'resumed',
  );
  const gone = await second.followTask('not-a-task');
  assert.match(gone.kind === 'failed' ? gone.error.message : '', /does not know task not-a-task/);
  await started;
  server.close();
});

test('without the extension declared, generate_report answers as an ordinary call and no task method is used', async () => {
  const { client, requests } = setup({ capabilities: { elicitation: { form: {} } } });
  const outcome = await client.callTool('generate_report', { quarter: '2026-Q1', sections: 1, step_ms: 1 });
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.equal(outcome.task, undefined);
  assert.deepEqual(
    requests.filter((r) => r.method.startsWith('tasks/') || r.method === 'subscriptions/listen'),
    [],
  );
});
