import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSse, type SseEvent } from './read-sse';

/** A body that delivers `chunks` one by one (to exercise events split across reads). */
function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i >= chunks.length) return controller.close();
      const chunk = chunks[i++]!;
      controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    },
  });
}

async function collect(chunks: (string | Uint8Array)[], maxEventChars = 1000) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const end = await readSse(streamOf(chunks), {
    maxEventChars,
    onEvent: (e) => {
      events.push(e);
      return undefined;
    },
    onComment: (c) => comments.push(c),
  });
  return { events, comments, end };
}

test('events with and without an event type, multi-line data, comments and CRLF', async () => {
  const { events, comments, end } = await collect([
    'data: {"a":1}\n\n',
    'event: message\r\ndata: {"b":\r\ndata: 2}\r\n\r\n',
    ': keep-alive\n\n',
    'id: 7\nretry: 500\ndata: \n\n',
  ]);
  assert.deepEqual(events, [
    { data: '{"a":1}' },
    { event: 'message', data: '{"b":\n2}' },
    { id: '7', data: '' },
  ]);
  assert.deepEqual(comments, ['keep-alive']);
  assert.deepEqual(end, { end: 'eof', bytes: end.bytes, pending: false });
});

test('an event split across reads, even inside a multi-byte character', async () => {
  const bytes = new TextEncoder().encode('data: "東京"\n\n');
  const { events } = await collect([bytes.subarray(0, 8), bytes.subarray(8, 10), bytes.subarray(10)]);
  assert.deepEqual(events, [{ data: '"東京"' }]);
});

test('a stream cut in the middle of an event is reported as pending', async () => {
  const { events, end } = await collect(['data: {"a":1}\n\n', 'data: {"trunc']);
  assert.equal(events.length, 1);
  assert.equal(end.end, 'eof');
  assert.equal(end.end === 'eof' && end.pending, true);
});

test('an oversized event stops the read with too-large', async () => {
  const { end } = await collect([`data: ${'x'.repeat(5000)}`], 1000);
  assert.equal(end.end, 'error');
  assert.equal(end.end === 'error' && end.problem, 'too-large');
});

test('invalid UTF-8 and a broken connection are problems, not exceptions', async () => {
  const bad = await collect([Uint8Array.of(0x64, 0x61, 0x74, 0x61, 0x3a, 0xff, 0x0a, 0x0a)]);
  assert.equal(bad.end.end === 'error' && bad.end.problem, 'not-utf8');
  const broken = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('data: 1\n\n'));
      controller.error(new Error('socket hang up'));
    },
  });
  const end = await readSse(broken, { maxEventChars: 100, onEvent: () => undefined });
  assert.equal(end.end === 'error' && end.problem, 'failed');
  assert.match(end.end === 'error' ? end.message : '', /socket hang up/);
});

test('onEvent can stop the read, and an aborted signal ends it', async () => {
  let seen = 0;
  const end = await readSse(streamOf(['data: 1\n\n', 'data: 2\n\n', 'data: 3\n\n']), {
    maxEventChars: 100,
    onEvent: () => (++seen === 2 ? 'stop' : undefined),
  });
  assert.equal(seen, 2);
  assert.equal(end.end, 'stopped');
  const controller = new AbortController();
  controller.abort();
  const aborted = await readSse(streamOf(['data: 1\n\n']), {
    maxEventChars: 100,
    signal: controller.signal,
    onEvent: () => undefined,
  });
  assert.equal(aborted.end === 'error' && aborted.problem, 'aborted');
});
