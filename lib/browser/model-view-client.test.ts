import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PreparedView } from '../model/model-view-worker';
import { createModelViewHandler, type ModelViewRequest } from '../model/model-view-worker';
import type { TokenReport } from '../model/tokens/token-report';
import { createModelViewClient } from './model-view-client';
import type { WorkerLike } from './validation-client';

/** The Worker in process: messages go through the real handler, replies come back asynchronously. */
function inProcessWorker(options: { pauses?: () => Promise<void> } = {}) {
  const started: WorkerLike[] = [];
  const create = (): WorkerLike => {
    const fake: WorkerLike = {
      onmessage: null,
      onerror: null,
      terminate() {},
      postMessage(message) {
        void handle(message as ModelViewRequest);
      },
    };
    const handle = createModelViewHandler({
      post: (reply) => queueMicrotask(() => fake.onmessage?.({ data: reply })),
      loadEncoder: async () => ({ count: (text) => text.length }),
      pause: options.pauses ?? (() => new Promise((resolve) => setImmediate(resolve))),
    });
    started.push(fake);
    return fake;
  };
  return { create, started };
}

const manyTools = Array.from({ length: 100 }, (_, i) => ({
  name: `tool_${i}`,
  description: 'x'.repeat(i),
  inputSchema: { type: 'object' },
}));

test('no Worker starts before the first request; a request gets the conversion, progress, then the estimate', async () => {
  const { create, started } = inProcessWorker();
  const client = createModelViewClient(create);
  assert.equal(started.length, 0);
  const progress: number[] = [];
  const { prepared, report } = await new Promise<{ prepared: PreparedView; report: TokenReport }>(
    (resolve, reject) => {
      let prepared: PreparedView | undefined;
      client.request(
        { input: { kind: 'tools', tools: manyTools }, target: 'gemini', count: true },
        {
          onPrepared: (r) => {
            prepared = r;
          },
          onProgress: (done) => progress.push(done),
          onEstimated: (r) => resolve({ prepared: prepared!, report: r }),
          onFailed: reject,
        },
      );
    },
  );
  assert.equal(started.length, 1);
  assert.equal(prepared.result.tools.length, 100);
  assert.match(prepared.payloadText, /^\{\n {2}"functionDeclarations"/);
  assert.equal(report.perTool[0]!.mcpName, 'tool_99', 'sorted, most first');
  assert.equal(progress.length, 101);
  client.dispose();
});

test('a cancelled count sends no more callbacks and stops the Worker between slices', async () => {
  let slices = 0;
  let release: () => void = () => {};
  const { create } = inProcessWorker({
    pauses: () => {
      slices++;
      return new Promise((resolve) => {
        release = () => resolve();
      });
    },
  });
  const client = createModelViewClient(create);
  let estimated = false;
  let progressAfterCancel = 0;
  let cancelledAt = -1;
  const prepared = new Promise<void>((resolve) => {
    const cancel = client.request(
      { input: { kind: 'tools', tools: manyTools }, target: 'anthropic', count: true },
      {
        onPrepared: () => resolve(),
        onProgress: () => {
          if (cancelledAt >= 0) progressAfterCancel++;
        },
        onEstimated: () => {
          estimated = true;
        },
        onFailed: () => {},
      },
    );
    setImmediate(() => {
      cancel();
      cancelledAt = slices;
      release();
    });
  });
  await prepared;
  await new Promise((resolve) => setTimeout(resolve, 20));
  release();
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(estimated, false);
  assert.equal(progressAfterCancel, 0);
  assert.ok(slices <= cancelledAt + 1, `the count stopped (${slices} slices)`);
  client.dispose();
});

test('a crashed Worker fails the pending request with a message and a new one takes the next', async () => {
  const { create, started } = inProcessWorker();
  const client = createModelViewClient(create);
  const failure = new Promise<string>((resolve) => {
    client.request(
      { input: { kind: 'tools', tools: [] }, target: 'openai', count: false },
      { onPrepared: () => {}, onFailed: resolve },
    );
  });
  started[0]!.onerror?.(new Error('boom'));
  assert.match(await failure, /stopped unexpectedly/);
  const ok = await new Promise<PreparedView>((resolve, reject) =>
    client.request(
      { input: { kind: 'tools', tools: [] }, target: 'openai', count: false },
      { onPrepared: resolve, onFailed: reject },
    ),
  );
  assert.deepEqual(ok.result.payload, []);
  assert.equal(started.length, 2);
  client.dispose();
});

test('text input: parsed in the Worker; notes point into the text; bad JSON and non-lists say why', async () => {
  const { create } = inProcessWorker();
  const client = createModelViewClient(create);
  const ask = (text: string) =>
    new Promise<PreparedView | string>((resolve) =>
      client.request(
        { input: { kind: 'text', text }, target: 'anthropic', count: false },
        { onPrepared: resolve, onFailed: resolve },
      ),
    );
  const text =
    '{"tools": [{"name": "ok", "inputSchema": {"type": "object"}}, {"name": "a.b", "inputSchema": {"type": "object"}}]}';
  const view = (await ask(text)) as PreparedView;
  const renamed = view.result.notes.findIndex((n) => n.kind === 'renamed');
  const range = view.ranges![renamed]!;
  assert.equal(text.slice(range.from, range.to), '"a.b"');
  assert.match((await ask('{"tools": [')) as string, /not valid JSON yet/);
  assert.match(
    (await ask('{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}')) as string,
    /Nothing to show: expected a tool definition/,
  );
  const single = (await ask('{"name": "x.y", "inputSchema": {"type": "object"}}')) as PreparedView;
  assert.equal(text.length > 0 && single.ranges!.length, 1);
  client.dispose();
});
