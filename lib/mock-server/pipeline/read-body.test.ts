import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkContentType, checkHeldBody, readBody } from './read-body';

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

test('a body held in memory is checked against the limit in UTF-8 bytes, without a timer', () => {
  assert.deepEqual(checkHeldBody('{"a":1}', null, 100), { ok: true, body: '{"a":1}' });
  assert.deepEqual(checkHeldBody(null, null, 100), { ok: true, body: new Uint8Array(0) });
  const bytes = new Uint8Array(100);
  assert.equal(checkHeldBody(bytes, null, 100).ok, true);
  assert.equal(checkHeldBody(new Uint8Array(101), null, 100).ok, false);
  // 40 characters of 3 bytes each: 120 bytes, over a limit of 100 although 40 characters are not.
  const wide = '€'.repeat(40);
  const over = checkHeldBody(wide, null, 100);
  assert.equal(!over.ok && over.reply.status, 413);
  assert.match(!over.ok ? over.reply.message : '', /100 bytes/);
  // Text short enough in characters stays text; where only encoding can tell, the answer is the
  // encoded bytes (80 here), measured once.
  assert.deepEqual(checkHeldBody('€'.repeat(33), null, 100), { ok: true, body: '€'.repeat(33) });
  const mixed = `${'x'.repeat(50)}${'€'.repeat(10)}`;
  const fits = checkHeldBody(mixed, null, 100);
  assert.equal(fits.ok && (fits.body as Uint8Array).byteLength, 80);
  assert.equal(fits.ok && new TextDecoder().decode(fits.body as Uint8Array), mixed);
  assert.equal(checkHeldBody('x'.repeat(101), null, 100).ok, false);
  assert.equal(checkHeldBody('x'.repeat(100), null, 100).ok, true);
  const declared = checkHeldBody('{}', '5000', 100);
  assert.equal(!declared.ok && declared.reply.status, 413);
});
