import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { WorkerLike } from './validation-client';
import { holdMessages } from './validation-worker';

class FakeWorker implements WorkerLike {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const tick = () => new Promise((r) => setImmediate(r));

test('messages sent before anyone listens are handed over, in order, after the handler is set', async () => {
  const raw = new FakeWorker();
  const held = holdMessages(raw);
  raw.onmessage?.({ data: { type: 'ready' } });
  raw.onmessage?.({ data: { type: 'other' } });
  const seen: unknown[] = [];
  held.onmessage = (event) => seen.push(event.data);
  assert.deepEqual(seen, [], 'not during the assignment: the client wires the worker up first');
  await tick();
  assert.deepEqual(seen, [{ type: 'ready' }, { type: 'other' }]);
  raw.onmessage?.({ data: { type: 'later' } });
  assert.deepEqual(seen.at(-1), { type: 'later' }, 'later messages go straight through');
});

test('an error before anyone listens is handed over too; posting and terminating reach the worker', async () => {
  const raw = new FakeWorker();
  const held = holdMessages(raw);
  raw.onerror?.('failed to load');
  const errors: unknown[] = [];
  held.onerror = (error) => errors.push(error);
  await tick();
  assert.deepEqual(errors, ['failed to load']);
  held.postMessage({ type: 'validate' });
  held.terminate();
  assert.deepEqual(raw.posted, [{ type: 'validate' }]);
  assert.equal(raw.terminated, true);
});

test('a handler removed before the hand-over gets nothing, and the messages wait for the next one', async () => {
  const raw = new FakeWorker();
  const held = holdMessages(raw);
  raw.onmessage?.({ data: 1 });
  const first: unknown[] = [];
  held.onmessage = (event) => first.push(event.data);
  held.onmessage = null;
  await tick();
  assert.deepEqual(first, []);
  const second: unknown[] = [];
  held.onmessage = (event) => second.push(event.data);
  await tick();
  assert.deepEqual(second, [1]);
});
