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

// The old definition, on the whole text at once: is there a field after the last blank line?
function pendingReference(text: string): boolean {
  let last = -1;
  for (const match of text.matchAll(/(?:\r\n|\n|\r(?!\n))(?:\r\n|\n|\r(?!\n))/g))
    last = match.index + match[0].length;
  const tail = last === -1 ? text : text.slice(last);
  return tail.split(/\r\n|\r|\n/).some((line) => line !== '' && !line.startsWith(':'));
}

test('"pending" is decided chunk by chunk exactly as on the whole text, however the stream is split', async () => {
  const { default: fc } = await import('fast-check');
  const piece = fc.constantFrom('data: x', 'event: e', ': ping', '\n', '\r', '\r\n', ':', 'id: 1', 'x', '');
  await fc.assert(
    fc.asyncProperty(
      fc.array(piece, { maxLength: 30 }),
      fc.array(fc.nat({ max: 5 }), { maxLength: 30 }),
      async (pieces, cuts) => {
        const text = pieces.join('');
        const chunks: string[] = [];
        let at = 0;
        for (const cut of cuts) {
          if (at >= text.length) break;
          chunks.push(text.slice(at, at + cut + 1));
          at += cut + 1;
        }
        if (at < text.length) chunks.push(text.slice(at));
        const { end } = await collect(chunks, 10_000);
        assert.equal(end.end === 'eof' && end.pending, pendingReference(text), JSON.stringify(chunks));
      },
    ),
    { numRuns: 3000 },
  );
});

test('probe finding 7: a 17 MB event is read in linear time and reported as over the limit, not timed out', {
  timeout: 120_000,
}, async () => {
  // 64 kB chunks, as a network delivers them: the old reader re-scanned the whole event each time.
  const event = `data: ${'x'.repeat(17 * 1024 * 1024)}\n\n`;
  const chunks: string[] = [];
  for (let i = 0; i < event.length; i += 65_536) chunks.push(event.slice(i, i + 65_536));
  const controller = new AbortController();
  // A generous deadline: quadratic reading (minutes at this size) would hit it; linear reading does not.
  const timer = setTimeout(() => controller.abort(), 60_000);
  const end = await readSse(streamOf(chunks), {
    maxEventChars: 16 * 1024 * 1024,
    signal: controller.signal,
    onEvent: () => undefined,
  });
  clearTimeout(timer);
  assert.equal(end.end, 'error');
  assert.equal(end.end === 'error' && end.problem, 'too-large');
  assert.match(
    end.end === 'error' ? end.message : '',
    /an event is larger than the limit of 16777216 characters/,
  );
  const within = `data: ${'y'.repeat(10 * 1024 * 1024)}\n\n`;
  const pieces: string[] = [];
  for (let i = 0; i < within.length; i += 65_536) pieces.push(within.slice(i, i + 65_536));
  const read = await collect(pieces, 16 * 1024 * 1024);
  assert.equal(read.events[0]?.data.length, 10 * 1024 * 1024, 'a 10 MB event within the limit is read whole');
});
