// The tasks extension end to end through the mock's `handle`: creation only for a request that
// declares it, the lifecycle as tasks/get shows it, answers and cancels, the gates (-32021,
// -32602, -32601, -32020), status notifications on a listen stream, and the per-client limit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CreateTaskResultSchema,
  GetTaskResultSchema,
  TaskStatusNotificationSchema,
} from '../../spec/extensions/tasks';
import { TASKS_EXTENSION_ID } from '../../spec/extensions/tasks-extension';
import { createMockServer, type MockServer } from '../create-mock-server';
import { messageErrors } from '../testing/message-errors';
import { mcpRequest, readEvents, readMessage, type TestRequestOptions } from '../testing/mock-exchange';

const TASKS = { extensions: { [TASKS_EXTENSION_ID]: {} } };
const WITH_TASKS = { elicitation: {}, ...TASKS };

type Message = Record<string, unknown> & {
  result?: Record<string, unknown>;
  error?: { code: number; message: string; data?: unknown };
};

async function rpc(
  server: MockServer,
  method: string,
  params: Record<string, unknown>,
  options: TestRequestOptions = {},
): Promise<{ status: number; message: Message }> {
  const response = await server.handle(mcpRequest(method, params, options));
  return { status: response.status, message: (await readMessage(response)) as Message };
}

/** Reads the task until `done` says so (or 2,000 reads: then the test fails with the last state). */
async function pollUntil(
  server: MockServer,
  taskId: string,
  done: (task: Record<string, unknown>) => boolean,
) {
  let last: Record<string, unknown> = {};
  for (let i = 0; i < 2000; i++) {
    const { message } = await rpc(server, 'tasks/get', { taskId }, { capabilities: WITH_TASKS });
    assert.ok(message.result, JSON.stringify(message));
    last = message.result;
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  assert.fail(`the task never got there: ${JSON.stringify(last)}`);
}
const terminal = (task: Record<string, unknown>) =>
  ['completed', 'failed', 'cancelled'].includes(task.status as string);

test('server/discover offers the extension', async () => {
  const server = createMockServer();
  const { message } = await rpc(server, 'server/discover', {});
  assert.deepEqual((message.result!.capabilities as { extensions: unknown }).extensions, {
    [TASKS_EXTENSION_ID]: {},
  });
});

test('generate_report: an ordinary call without the extension, a task with it, followed to its report', async () => {
  const server = createMockServer();
  const args = { quarter: '2026-Q2', sections: 3, step_ms: 5 };
  const plain = await rpc(server, 'tools/call', { name: 'generate_report', arguments: args });
  assert.equal(plain.message.result?.resultType, 'complete');
  assert.match(JSON.stringify(plain.message.result), /## Signups/);

  const created = await rpc(
    server,
    'tools/call',
    { name: 'generate_report', arguments: args },
    { capabilities: TASKS },
  );
  assert.deepEqual(messageErrors([created.message]), []);
  const handle = created.message.result!;
  assert.ok(CreateTaskResultSchema.safeParse(handle).success, JSON.stringify(handle));
  for (const gone of ['result', 'error', 'inputRequests', 'requestState', 'task', 'ttl', 'pollInterval'])
    assert.equal(gone in handle, false, gone);
  assert.equal(handle.ttlMs, 3_600_000);
  assert.equal(handle.pollIntervalMs, 500);
  // Stored before the handle went out: a tasks/get right away finds it.
  const first = await rpc(server, 'tasks/get', { taskId: handle.taskId }, { capabilities: TASKS });
  assert.equal(first.message.result?.taskId, handle.taskId);
  assert.equal(first.message.result?.resultType, 'complete');

  const seen = new Set<string>();
  const done = await pollUntil(server, handle.taskId as string, (task) => {
    if (typeof task.statusMessage === 'string') seen.add(task.statusMessage);
    return terminal(task);
  });
  assert.ok(GetTaskResultSchema.safeParse(done).success, JSON.stringify(done));
  assert.equal(done.status, 'completed');
  assert.match(JSON.stringify(done.result), /# Report 2026-Q2[\s\S]*## Signups/);
  assert.equal(JSON.stringify(done).includes('related-task'), false);
  assert.ok(Date.parse(done.lastUpdatedAt as string) >= Date.parse(done.createdAt as string));
  assert.ok(
    [...seen].some((m) => /Compiled section \d\/3/.test(m)),
    [...seen].join(' | '),
  );
});

test('rebuild_search_index: -32021 without the extension; with it, a task that fails with the error inlined', async () => {
  const server = createMockServer();
  const refused = await rpc(server, 'tools/call', { name: 'rebuild_search_index', arguments: {} });
  assert.equal(refused.status, 400);
  assert.equal(refused.message.error?.code, -32021);
  assert.deepEqual(refused.message.error?.data, { requiredCapabilities: TASKS });

  const created = await rpc(
    server,
    'tools/call',
    { name: 'rebuild_search_index', arguments: { step_ms: 1 } },
    { capabilities: TASKS },
  );
  const done = await pollUntil(server, created.message.result!.taskId as string, terminal);
  assert.equal(done.status, 'failed');
  assert.equal('result' in done, false);
  const error = done.error as { code: number; message: string; data: unknown };
  assert.equal(error.code, -32603);
  assert.match(error.message, /index volume is full/);
  assert.deepEqual(error.data, { indexed: 3600, total: 4800 });
  assert.match(done.statusMessage as string, /^Failed: /);
});

test('migrate_database: input inside the task, unknown keys ignored, the answer resumes it', async () => {
  const server = createMockServer();
  const created = await rpc(
    server,
    'tools/call',
    { name: 'migrate_database', arguments: { step_ms: 1 } },
    { capabilities: WITH_TASKS },
  );
  const taskId = created.message.result!.taskId as string;
  const waiting = await pollUntil(server, taskId, (task) => task.status !== 'working');
  assert.equal(waiting.status, 'input_required');
  assert.deepEqual(Object.keys(waiting.inputRequests as object), ['confirm_drop']);
  assert.ok(GetTaskResultSchema.safeParse(waiting).success);

  const stray = await rpc(
    server,
    'tasks/update',
    { taskId, inputResponses: { not_asked: { action: 'accept', content: {} } } },
    { capabilities: WITH_TASKS },
  );
  assert.deepEqual(stray.message.result, {
    resultType: 'complete',
    _meta: (stray.message.result as { _meta: unknown })._meta,
  });
  assert.equal((await pollUntil(server, taskId, () => true)).status, 'input_required');

  await rpc(
    server,
    'tasks/update',
    { taskId, inputResponses: { confirm_drop: { action: 'accept', content: { confirm: true } } } },
    { capabilities: WITH_TASKS },
  );
  const done = await pollUntil(server, taskId, terminal);
  assert.equal(done.status, 'completed');
  assert.match(JSON.stringify(done.result), /"status":"migrated","steps_applied":5/);
});

test('tasks/cancel: honoured at once, acknowledged again on a task that ended, -32602 for an unknown id', async () => {
  const server = createMockServer();
  const created = await rpc(
    server,
    'tools/call',
    { name: 'generate_report', arguments: { quarter: '2026-Q1', sections: 10, step_ms: 10_000 } },
    { capabilities: TASKS },
  );
  const taskId = created.message.result!.taskId as string;
  const ack = await rpc(server, 'tasks/cancel', { taskId }, { capabilities: TASKS });
  assert.equal(ack.message.result?.resultType, 'complete');
  for (const field of ['taskId', 'status', 'result', 'error', 'inputRequests'])
    assert.equal(field in ack.message.result!, false, field);
  const after = await rpc(server, 'tasks/get', { taskId }, { capabilities: TASKS });
  assert.equal(after.message.result?.status, 'cancelled');
  const again = await rpc(server, 'tasks/cancel', { taskId }, { capabilities: TASKS });
  assert.equal(again.message.result?.resultType, 'complete');
  assert.equal(
    (await rpc(server, 'tasks/get', { taskId }, { capabilities: TASKS })).message.result?.status,
    'cancelled',
  );
  for (const method of ['tasks/get', 'tasks/cancel', 'tasks/update']) {
    const unknown = await rpc(
      server,
      method,
      { taskId: 'no-such-task', ...(method === 'tasks/update' ? { inputResponses: {} } : {}) },
      { capabilities: TASKS },
    );
    assert.equal(unknown.message.error?.code, -32602, method);
  }
});

test('the gates: -32021 without the extension, -32601 for the dropped methods, -32020 for a wrong Mcp-Name', async () => {
  const server = createMockServer();
  for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
    const refused = await rpc(server, method, { taskId: 'x', inputResponses: {} });
    assert.equal(refused.status, 400, method);
    assert.equal(refused.message.error?.code, -32021, method);
  }
  for (const method of ['tasks/result', 'tasks/list']) {
    const gone = await rpc(server, method, { taskId: 'x' }, { capabilities: TASKS });
    assert.equal(gone.status, 404);
    assert.equal(gone.message.error?.code, -32601);
    assert.match(gone.message.error!.message, /io\.modelcontextprotocol\/tasks extension, which has no/);
  }
  const mismatch = await rpc(
    server,
    'tasks/get',
    { taskId: 'x' },
    { capabilities: TASKS, headers: { 'Mcp-Name': 'y' } },
  );
  assert.equal(mismatch.status, 400);
  assert.equal(mismatch.message.error?.code, -32020);
  const missing = await rpc(
    server,
    'tasks/get',
    { taskId: 'x' },
    { capabilities: TASKS, headers: { 'Mcp-Name': null } },
  );
  assert.equal(missing.message.error?.code, -32020);
  const malformed = await rpc(
    server,
    'tasks/update',
    { taskId: 'x', inputResponses: { a: 1 } },
    { capabilities: TASKS },
  );
  assert.equal(malformed.message.error?.code, -32602);
  // A legacy `task` hint on tools/call is tolerated and promotes nothing.
  const hinted = await rpc(
    server,
    'tools/call',
    { name: 'get_issue', arguments: { number: 101 }, task: { ttl: 1000 } },
    { capabilities: TASKS },
  );
  assert.equal(hinted.message.result?.resultType, 'complete');
});

test('a listen stream naming the task hears where it stands, then each change to the end', async () => {
  const server = createMockServer();
  const created = await rpc(
    server,
    'tools/call',
    { name: 'generate_report', arguments: { quarter: '2026-Q3', sections: 2, step_ms: 30 } },
    { capabilities: TASKS },
  );
  const taskId = created.message.result!.taskId as string;
  const refused = await rpc(
    server,
    'subscriptions/listen',
    { notifications: { taskIds: [taskId] } },
    { id: 'L0' },
  );
  assert.equal(refused.message.error?.code, -32021);

  const response = await server.handle(
    mcpRequest(
      'subscriptions/listen',
      { notifications: { taskIds: [taskId, 'unknown'] } },
      { id: 'L', capabilities: TASKS },
    ),
  );
  const reader = response.body!.getReader();
  const state = { buffer: '' };
  try {
    const [ack] = (await readEvents(reader, 1, state)) as Message[];
    assert.equal(ack!.method, 'notifications/subscriptions/acknowledged');
    assert.deepEqual((ack!.params as { notifications: unknown }).notifications, { taskIds: [taskId] });
    const statuses: string[] = [];
    for (let i = 0; i < 50 && !statuses.some((s) => s === 'completed'); i++) {
      const [note] = (await readEvents(reader, 1, state)) as Message[];
      assert.ok(note, 'the stream ended early');
      assert.ok(TaskStatusNotificationSchema.safeParse(note).success, JSON.stringify(note));
      const params = note!.params as Record<string, unknown>;
      assert.equal(params.taskId, taskId);
      assert.deepEqual(params._meta, { 'io.modelcontextprotocol/subscriptionId': 'L' });
      statuses.push(params.status as string);
      if (params.status === 'completed') assert.match(JSON.stringify(params.result), /## Traffic/);
    }
    assert.equal(statuses[0], 'working');
    assert.equal(statuses.at(-1), 'completed');
  } finally {
    await reader.cancel();
  }
});

test('past the per-client limit, an optional task runs as an ordinary call and a required one gets 429', async () => {
  const server = createMockServer({ maxTasksPerClient: 1 });
  const long = { name: 'generate_report', arguments: { quarter: '2026-Q1', sections: 10, step_ms: 10_000 } };
  const first = await rpc(server, 'tools/call', long, { capabilities: TASKS });
  assert.equal(first.message.result?.resultType, 'task');
  const second = await rpc(
    server,
    'tools/call',
    { name: 'generate_report', arguments: { quarter: '2026-Q1', sections: 1, step_ms: 0 } },
    { capabilities: TASKS },
  );
  assert.equal(second.message.result?.resultType, 'complete');
  const required = await rpc(
    server,
    'tools/call',
    { name: 'rebuild_search_index', arguments: {} },
    { capabilities: TASKS },
  );
  assert.equal(required.status, 429);
  await rpc(server, 'tasks/cancel', { taskId: first.message.result!.taskId }, { capabilities: TASKS });
  // Its work stopped, so the client has room again.
  const third = await rpc(
    server,
    'tools/call',
    { name: 'rebuild_search_index', arguments: { step_ms: 0 } },
    { capabilities: TASKS },
  );
  assert.equal(third.message.result?.resultType, 'task');
  server.close();
});
