import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textResult } from '../mock-tool';
import { createTaskHost, TASK_LEASE_MS } from './task-host';
import type { TaskRecord } from './task-record';
import { createMemoryTaskStore, type TaskStore } from './task-store';
import { cancelledAt, withAnswers } from './task-transitions';

const ask = (field: string) => ({
  method: 'elicitation/create',
  params: {
    message: `${field}?`,
    requestedSchema: { type: 'object', properties: { [field]: { type: 'string' } } },
  },
});

/** Resolves with the first stored version of the task that `match` accepts. */
function whenStored(
  store: TaskStore,
  taskId: string,
  match: (record: TaskRecord) => boolean,
): Promise<TaskRecord> {
  return new Promise((resolve) => {
    const stop = store.subscribe((record) => {
      if (record.taskId === taskId && match(record)) {
        stop();
        resolve(record);
      }
    });
    void store.get(taskId).then((record) => {
      if (record && match(record)) {
        stop();
        resolve(record);
      }
    });
  });
}

test('each input round gets fresh keys; a partial answer keeps the task waiting; the work gets its own keys back', async () => {
  const store = createMemoryTaskStore();
  const host = createTaskHost({ store, now: Date.now, report: (e) => assert.fail(String(e)) });
  const record = await host.start({
    tool: 't',
    client: 'c',
    arguments: {},
    clientCapabilities: {},
    task: {
      type: 'task',
      async work(task) {
        const one = await task.askInput({ a: ask('a'), b: ask('b') });
        const two = await task.askInput({ a: ask('again') });
        return textResult(JSON.stringify({ one, two }));
      },
    },
  });
  const id = record.taskId;
  const first = await whenStored(store, id, (r) => r.status === 'input_required');
  assert.deepEqual(Object.keys(first.inputRequests!), ['a', 'b']);
  await store.update(
    id,
    (r) => withAnswers(r, { a: { action: 'accept', content: { a: 1 } } }, Date.now()).record,
  );
  const partial = await store.get(id);
  assert.equal(partial!.status, 'input_required');
  assert.deepEqual(Object.keys(partial!.inputRequests!), ['b']);
  await store.update(
    id,
    (r) => withAnswers(r, { b: { action: 'decline' }, a: { action: 'accept' } }, Date.now()).record,
  );
  const second = await whenStored(store, id, (r) => r.status === 'input_required' && r.round === 2);
  // Round 2 asks "a" again: on the wire it is a new key, never one answered before.
  assert.deepEqual(Object.keys(second.inputRequests!), ['a-2']);
  // An answer under the old key is ignored.
  await store.update(
    id,
    (r) => withAnswers(r, { a: { action: 'accept', content: { a: 'stale' } } }, Date.now()).record,
  );
  assert.equal((await store.get(id))!.status, 'input_required');
  await store.update(
    id,
    (r) => withAnswers(r, { 'a-2': { action: 'accept', content: { a: 2 } } }, Date.now()).record,
  );
  const done = await whenStored(store, id, (r) => r.status === 'completed');
  const text = (done.result!.content as { text: string }[])[0]!.text;
  assert.deepEqual(JSON.parse(text), {
    one: { a: { action: 'accept', content: { a: 1 } }, b: { action: 'decline' } },
    two: { a: { action: 'accept', content: { a: 2 } } },
  });
  assert.equal(done.answers, undefined, 'a settled task keeps no bookkeeping');
  host.close();
});

test('a cancel heard from the store stops the work; its late outcome changes nothing', async () => {
  const store = createMemoryTaskStore();
  const host = createTaskHost({ store, now: Date.now, report: () => undefined });
  let stopped = false;
  const record = await host.start({
    tool: 't',
    client: 'c',
    arguments: {},
    clientCapabilities: {},
    task: {
      type: 'task',
      async work(task) {
        try {
          await task.sleep(60_000);
        } catch (error) {
          stopped = true;
          throw error;
        }
        return textResult('never');
      },
    },
  });
  assert.equal(host.runningBy('c'), 1);
  // As if another instance took the tasks/cancel: only the store says so.
  await store.update(record.taskId, (r) => cancelledAt(r, Date.now()));
  await new Promise((resolve) => setImmediate(resolve));
  assert.ok(stopped);
  assert.equal(host.runningBy('c'), 0);
  assert.equal((await store.get(record.taskId))!.status, 'cancelled');
  host.close();
});

test('a work that throws fails the task with a -32603 that says nothing of the cause', async () => {
  const store = createMemoryTaskStore();
  const reported: unknown[] = [];
  const host = createTaskHost({ store, now: Date.now, report: (e) => reported.push(e) });
  const record = await host.start({
    tool: 'boom',
    client: '',
    arguments: {},
    clientCapabilities: {},
    task: {
      type: 'task',
      work: async () => {
        throw new Error('secret stack detail');
      },
    },
  });
  const done = await whenStored(store, record.taskId, (r) => r.status === 'failed');
  assert.equal((done.error as { code: number }).code, -32603);
  assert.equal(JSON.stringify(done).includes('secret'), false);
  assert.equal(reported.length, 1);
  host.close();
});

test('shared store: a task whose instance stopped renewing its lease is failed by the next reader', async () => {
  const memory = createMemoryTaskStore();
  const shared: TaskStore = { ...memory, shared: true };
  let clock = 1_000_000;
  const now = () => clock;
  const runner = createTaskHost({ store: shared, now, report: () => undefined });
  const record = await runner.start({
    tool: 't',
    client: 'c',
    arguments: {},
    clientCapabilities: {},
    task: { type: 'task', work: (task) => task.sleep(60_000).then(() => textResult('late')) },
  });
  assert.equal(record.leaseUntil, clock + TASK_LEASE_MS);
  // The running instance goes away without a word (its work and timers stop with it).
  runner.close();
  const reader = createTaskHost({ store: shared, now, report: () => undefined });
  assert.equal((await reader.read(record.taskId))!.status, 'working');
  clock += TASK_LEASE_MS + 1;
  const failed = await reader.read(record.taskId);
  assert.equal(failed!.status, 'failed');
  assert.match((failed!.error as { message: string }).message, /stopped before it finished/);
  reader.close();
});
