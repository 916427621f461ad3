import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkContentType, readBody } from './read-body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://x/mcp', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

test('reads the body within the limit', async () => {
  const verdict = await readBody(post('{"a":1}'), 100);
  assert.equal(verdict.ok, true);
  if (verdict.ok) assert.equal(new TextDecoder().decode(verdict.bytes), '{"a":1}');
  const empty = await readBody(new Request('http://x/mcp', { method: 'POST' }), 100);
  assert.deepEqual(empty.ok && empty.bytes.length, 0);
});

test('a declared Content-Length over the limit is 413 before reading', async () => {
  const verdict = await readBody(post('x'.repeat(50), { 'content-length': '5000' }), 100);
  assert.equal(verdict.ok, false);
  if (!verdict.ok) assert.equal(verdict.reply.status, 413);
});

test('a streamed body is cut off as soon as it passes the limit', async () => {
  let pulled = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled++;
      controller.enqueue(new Uint8Array(64));
    },
  });
  const verdict = await readBody(post(endless), 1000);
  assert.equal(verdict.ok, false);
  if (!verdict.ok) {
    assert.equal(verdict.reply.status, 413);
    assert.match(verdict.reply.message, /1000 bytes/);
  }
  assert.ok(pulled < 40, `read ${pulled} chunks of an endless body`);
});

test('Content-Type must be JSON when present', () => {
  assert.equal(checkContentType(null), undefined);
  assert.equal(checkContentType('application/json; charset=utf-8'), undefined);
  assert.equal(checkContentType('application/vnd.api+json'), undefined);
  assert.equal(checkContentType('text/plain')?.status, 415);
  assert.equal(checkContentType('application/x-www-form-urlencoded')?.status, 415);
});

test('a body that drips slower than the deadline is cancelled and answered 408 with Connection: close', async () => {
  let cancelled = false;
  const drip = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"jsonrpc":'));
      // Nothing more ever arrives: the stream stays open until cancelled.
    },
    cancel() {
      cancelled = true;
    },
  });
  const verdict = await readBody(post(drip), 1000, 50);
  assert.equal(verdict.ok, false);
  if (!verdict.ok) {
    assert.equal(verdict.reply.status, 408);
    assert.equal(verdict.reply.headers?.Connection, 'close');
    assert.match(verdict.reply.message, /did not arrive within/);
  }
  assert.equal(cancelled, true, 'the reader was cancelled, so the host can drop the connection');
});

test('an unbounded wait (Infinity) sets no timer and still reads the body and its limit', async () => {
  const realSetTimeout = globalThis.setTimeout;
  let timers = 0;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
    timers++;
    return realSetTimeout(...args);
  }) as typeof setTimeout;
  try {
    const verdict = await readBody(post('{"a":1}'), 100, Number.POSITIVE_INFINITY);
    assert.equal(verdict.ok && new TextDecoder().decode(verdict.bytes), '{"a":1}');
    const tooLarge = await readBody(post('x'.repeat(200)), 100, Number.POSITIVE_INFINITY);
    assert.equal(!tooLarge.ok && tooLarge.reply.status, 413);
    assert.equal(timers, 0);
    await readBody(post('{"a":1}'), 100, 50);
    assert.equal(timers, 1);
  } finally {
    globalThis.setTimeout = realSetTimeout;
  }
});
