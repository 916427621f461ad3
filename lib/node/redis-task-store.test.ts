import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Redis } from 'ioredis';
import { ensureRedisServer, type RedisProcess, startRedis } from '../../scripts/redis-server';
import { createMockServer, type MockServer } from '../mock-server/create-mock-server';
import type { TaskRecord } from '../mock-server/tasks/task-record';
import { cancelledAt, newTask, withStatusMessage } from '../mock-server/tasks/task-transitions';
import { mcpRequest, readMessage } from '../mock-server/testing/mock-exchange';
import { TASKS_EXTENSION_ID } from '../spec/extensions/tasks-extension';
import { connectRedis } from './redis-connection';
import { createRedisTaskStore } from './redis-task-store';

// Against a real redis-server (started here, stopped by PID): tasks shared by two instances.
const binary = ensureRedisServer();
const skip = 'reason' in binary ? binary.reason : false;
let redis: RedisProcess | undefined;
const clients: Redis[] = [];
const connect = () => {
  const client = connectRedis(redis!.url);
  clients.push(client);
  return client;
};

before(async () => {
  if ('path' in binary) redis = await startRedis(binary.path);
});
after(async () => {
  for (const client of clients) client.disconnect();
  await redis?.stop();
});

const record = (taskId: string): TaskRecord =>
  newTask({ taskId, tool: 't', client: '', now: Date.now(), ttlMs: 60_000, pollIntervalMs: 500 });

test('a task stored through one connection is read, changed and heard through another', {
  skip,
}, async () => {
  const one = createRedisTaskStore(connect());
  const two = createRedisTaskStore(connect());
  await Promise.all([one.ready(), two.ready()]);
  const heard: string[] = [];
  const cancelled = new Promise<void>((resolve) =>
    one.subscribe((r) => {
      heard.push(`${r.taskId}:${r.status}`);
      if (r.status === 'cancelled') resolve();
    }),
  );
  await one.create(record('r-1'));
  assert.equal((await two.get('r-1'))?.status, 'working');
  assert.equal(await two.get('r-missing'), undefined);
  // Ten changes at once from two instances: none is lost (compare-and-set, retried).
  await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      (i % 2 ? one : two).update('r-1', (r) =>
        withStatusMessage(r, `${r.statusMessage ?? ''}${i}`, Date.now()),
      ),
    ),
  );
  const message = (await one.get('r-1'))?.statusMessage ?? '';
  assert.deepEqual([...message].sort(), ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  await two.update('r-1', (r) => cancelledAt(r, Date.now()));
  await cancelled;
  assert.ok(heard.includes('r-1:cancelled'));
  // A terminal task is not changed again, and the unchanged record is not published.
  const same = await one.update('r-1', (r) => withStatusMessage(r, 'late', Date.now()));
  assert.equal(same?.status, 'cancelled');
  await Promise.all([one.close(), two.close()]);
});

test('two mock servers sharing Redis: a task created on one is followed, answered and cancelled through the other', {
  skip,
}, async () => {
  // Each store's subscriber is a connection of its own: closed with the store, or it would try to
  // reconnect for ever once redis-server is stopped, and keep this process alive.
  const stores = [0, 1].map(() => createRedisTaskStore(connect()));
  const servers: MockServer[] = stores.map((taskStore) => createMockServer({ taskStore }));
  const [a, b] = servers as [MockServer, MockServer];
  const capabilities = { elicitation: {}, extensions: { [TASKS_EXTENSION_ID]: {} } };
  const rpc = async (server: MockServer, method: string, params: Record<string, unknown>) =>
    (await readMessage(await server.handle(mcpRequest(method, params, { capabilities })))) as {
      result?: Record<string, unknown>;
    };
  const until = async (server: MockServer, taskId: string, status: string) => {
    for (let i = 0; i < 2000; i++) {
      const task = (await rpc(server, 'tasks/get', { taskId })).result!;
      if (task.status === status) return task;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    assert.fail(`task ${taskId} never became ${status}`);
  };
  // Input inside a task: asked on A, answered through B, finished on A, read on B.
  const migration = (await rpc(a, 'tools/call', { name: 'migrate_database', arguments: { step_ms: 1 } }))
    .result!;
  const asking = await until(b, migration.taskId as string, 'input_required');
  assert.deepEqual(Object.keys(asking.inputRequests as object), ['confirm_drop']);
  await rpc(b, 'tasks/update', {
    taskId: migration.taskId,
    inputResponses: { confirm_drop: { action: 'accept', content: { confirm: true } } },
  });
  const done = await until(b, migration.taskId as string, 'completed');
  assert.match(JSON.stringify(done.result), /"status":"migrated"/);
  // A cancel through B stops the work running on A.
  const report = (
    await rpc(a, 'tools/call', {
      name: 'generate_report',
      arguments: { quarter: '2026-Q1', step_ms: 10_000 },
    })
  ).result!;
  assert.equal((await rpc(b, 'tasks/cancel', { taskId: report.taskId })).result?.resultType, 'complete');
  assert.equal((await until(a, report.taskId as string, 'cancelled')).status, 'cancelled');
  for (const server of servers) server.close();
  await Promise.all(stores.map((store) => store.close()));
});
