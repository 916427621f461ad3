import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toResponse } from './http-response';
import {
  type FinalReply,
  type ReplyChannelOptions,
  replyWithWork as replyWithWorkAsIs,
} from './reply-channel';
import { parseSse } from './testing/mock-exchange';

const final: FinalReply = {
  kind: 'message',
  status: 200,
  message: { jsonrpc: '2.0', id: 1, result: { resultType: 'complete' } },
};
const note = (n: number) => ({
  jsonrpc: '2.0',
  method: 'notifications/progress',
  params: { progressToken: 't', progress: n },
});

/** The reply as the Request-based hosts send it. */
const replyWithWork = (...args: Parameters<typeof replyWithWorkAsIs>) =>
  replyWithWorkAsIs(...args).then(toResponse);

function options(extra: Partial<ReplyChannelOptions> = {}): ReplyChannelOptions {
  return {
    id: 1,
    accept: { json: true, sse: true },
    headers: { 'Access-Control-Allow-Origin': 'http://localhost:3000' },
    signal: new AbortController().signal,
    keepAliveMs: 10_000,
    ...extra,
  };
}

test('work that never notifies is answered as JSON, with the exchange headers', async () => {
  const response = await replyWithWork(options(), async () => final);
  assert.equal(response.headers.get('content-type'), 'application/json');
  assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  assert.deepEqual(await response.json(), final.kind === 'message' ? final.message : undefined);
});

test('the first notification opens an SSE stream; the final response ends it', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const response = await replyWithWork(options(), async (notify) => {
    notify(note(1));
    await gate;
    notify(note(2));
    return final;
  });
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  assert.equal(response.headers.get('x-accel-buffering'), 'no');
  const reader = response.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  assert.match(first, /"progress":1/, 'the first event arrives before the work ends');
  release();
  let rest = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    rest += new TextDecoder().decode(value);
  }
  const events = parseSse(first + rest).events.map((e) => JSON.parse(e.data));
  assert.deepEqual(
    events.map((e) => e.method ?? 'response'),
    ['notifications/progress', 'notifications/progress', 'response'],
  );
});

test('a JSON-only client gets no notifications; an SSE-only client always gets a stream', async () => {
  const jsonOnly = await replyWithWork(options({ accept: { json: true, sse: false } }), async (notify) => {
    notify(note(1));
    return final;
  });
  assert.equal(jsonOnly.headers.get('content-type'), 'application/json');
  const sseOnly = await replyWithWork(options({ accept: { json: false, sse: true } }), async () => final);
  assert.equal(sseOnly.headers.get('content-type'), 'text/event-stream');
  assert.equal(parseSse(await sseOnly.text()).events.length, 1);
});

test('closing the SSE stream cancels the work and reports it once', async () => {
  let cancelled = 0;
  let workSignal: AbortSignal | undefined;
  const response = await replyWithWork(options({ onCancel: () => cancelled++ }), async (notify, signal) => {
    workSignal = signal;
    notify(note(1));
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    notify(note(2));
    return final;
  });
  await response.body!.cancel();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(workSignal?.aborted, true);
  assert.equal(cancelled, 1);
});

test('a client that disconnects before any answer aborts the work', async () => {
  const client = new AbortController();
  const pending = replyWithWork(options({ signal: client.signal }), async (_notify, signal) => {
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    return final;
  });
  client.abort();
  assert.equal((await pending).status, 499);
});

test('keep-alive comments flow while an SSE stream waits; a raw SSE body is sent as is', async () => {
  // The work ends only once two keep-alives were read: no timing is assumed, only their order.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const response = await replyWithWork(options({ keepAliveMs: 5 }), async (notify) => {
    notify(note(1));
    await released;
    return final;
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (parseSse(text).comments < 2) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  release();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  const sse = parseSse(text);
  assert.ok(sse.comments >= 2);
  assert.deepEqual(JSON.parse(sse.events.at(-1)!.data), final.kind === 'message' ? final.message : undefined);
  const raw = await replyWithWork(options(), async () => ({ kind: 'raw-sse', text: 'data: broken\n\n' }));
  assert.equal(await raw.text(), 'data: broken\n\n');
});

test('a work that throws becomes -32603 with the request id; the detail goes to onError only', async () => {
  const reported: unknown[] = [];
  const response = await replyWithWork({ ...options(), onError: (e) => reported.push(e) }, async () => {
    throw new Error('boom at /srv/secret/path.ts:12');
  });
  assert.equal(response.status, 500);
  const body = await response.json();
  assert.equal(body.id, 1);
  assert.equal(body.error.code, -32603);
  assert.doesNotMatch(JSON.stringify(body), /boom|secret|\.ts/);
  assert.equal((reported[0] as Error).message, 'boom at /srv/secret/path.ts:12');
});

test('a JSON answer is its text, not a stream; an answer nobody waits for has no body', async () => {
  const reply = await replyWithWorkAsIs(options(), async () => final);
  assert.equal(reply.body, JSON.stringify(final.kind === 'message' ? final.message : undefined));
  assert.deepEqual(reply.headers, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': 'http://localhost:3000',
  });
  const client = new AbortController();
  const pending = replyWithWorkAsIs(options({ signal: client.signal }), async (_notify, signal) => {
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    return final;
  });
  client.abort();
  assert.deepEqual(await pending, { status: 499, headers: {}, body: null });
});

test("stop aborts the work's signal without cancelling the exchange: the work still answers", async () => {
  let cancelled = 0;
  let stopped: boolean | undefined;
  const response = await replyWithWork(
    options({ onCancel: () => cancelled++ }),
    async (_notify, signal, stop) => {
      stop();
      stopped = signal.aborted;
      return final;
    },
  );
  assert.equal(stopped, true);
  assert.equal(cancelled, 0);
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), final.kind === 'message' ? final.message : undefined);
});
