import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REDACTED } from '@/lib/wire/secret-headers';
import { type FetchFn, type ProviderExchange, recordingFetch } from './provider-exchanges';

const KEY = 'sk-test-0123456789abcdef';
const redact = (text: string) => text.split(KEY).join('[key]');

function recorder(base: FetchFn, maxBodyChars?: number) {
  const seen: ProviderExchange[] = [];
  let clock = 0;
  const fetch = recordingFetch(base, {
    redact,
    onChange: (e) => seen.push(e),
    now: () => (clock += 5),
    ...(maxBodyChars ? { maxBodyChars } : {}),
  });
  return { fetch, seen, last: () => seen.at(-1)! };
}

async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
}

test('credentials are masked, the key is redacted everywhere, and the caller reads the real body', async () => {
  const base: FetchFn = async () =>
    new Response(`{"error":{"message":"Incorrect API key provided: ${KEY}"}}`, {
      status: 401,
      statusText: 'Unauthorized',
      headers: { 'content-type': 'application/json', 'x-echo': KEY },
    });
  const { fetch, seen, last } = recorder(base);
  const response = await fetch(`https://api.example/v1/messages?key=${KEY}`, {
    method: 'post',
    headers: {
      'x-api-key': KEY,
      authorization: `Bearer ${KEY}`,
      'x-goog-api-key': KEY,
      'content-type': 'application/json',
      'x-note': `prefix ${KEY} suffix`,
    },
    body: JSON.stringify({ model: 'm', note: KEY }),
  });
  assert.equal(response.status, 401);
  assert.match(await response.text(), new RegExp(KEY), 'the SDK still sees the real body');
  await settle();
  const e = last();
  assert.equal(e.method, 'POST');
  assert.equal(e.url, 'https://api.example/v1/messages?key=[key]');
  const headers = Object.fromEntries(e.requestHeaders.map((h) => [h.name, h.value]));
  assert.equal(headers['x-api-key'], REDACTED);
  assert.equal(headers.authorization, `Bearer ${REDACTED}`);
  assert.equal(headers['x-goog-api-key'], REDACTED);
  assert.equal(headers['x-note'], 'prefix [key] suffix');
  assert.equal(e.status, 401);
  assert.equal(e.state, 'done');
  assert.ok(e.durationMs! > 0);
  for (const snapshot of seen)
    assert.ok(!JSON.stringify(snapshot).includes(KEY), 'no snapshot holds the key');
});

test('a long streamed body is counted, kept up to the bound, and a network failure is recorded and rethrown', async () => {
  const chunk = 'data: {"delta":"xxxxxxxxxx"}\n\n';
  const base: FetchFn = async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 5000; i++) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );
  const { fetch, last } = recorder(base, 1000);
  const response = await fetch('https://api.example/v1/chat/completions', { method: 'POST', body: '{}' });
  const read = await response.text();
  assert.equal(read.length, chunk.length * 5000);
  await settle();
  const e = last();
  assert.equal(e.state, 'done');
  assert.equal(e.responseBody?.text.length, 1000);
  assert.equal(e.responseBody?.chars, chunk.length * 5000);
  assert.equal(e.responseBody?.cut, true);

  const failing = recorder(async () => {
    throw new TypeError(`Failed to fetch ${KEY}`);
  });
  await assert.rejects(failing.fetch('http://127.0.0.1:9/v1', {}), TypeError);
  assert.equal(failing.last().state, 'failed');
  assert.equal(failing.last().error, 'TypeError: Failed to fetch [key]');
});

test('a stream that breaks off ends the exchange as failed', async () => {
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;
  const base: FetchFn = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controllerRef = controller;
          controller.enqueue(new TextEncoder().encode('data: {"a":1}\n\n'));
        },
      }),
    );
  const { fetch, last } = recorder(base);
  const response = await fetch('https://api.example/v1', {});
  const reading = response.text().catch((error: unknown) => error);
  controllerRef?.error(new Error('connection reset'));
  assert.ok((await reading) instanceof Error);
  await settle();
  assert.equal(last().state, 'failed');
  assert.match(last().error ?? '', /connection reset/);
  assert.equal(last().responseBody?.text, 'data: {"a":1}\n\n');
});
