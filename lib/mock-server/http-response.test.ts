import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyReply, jsonReply, SSE_HEADERS, sseReply, toResponse } from './http-response';

test('jsonReply is the JSON text on one line, with the exchange headers after Content-Type', async () => {
  const reply = jsonReply(200, { jsonrpc: '2.0', id: 1, result: {} }, { Vary: 'Origin' });
  assert.deepEqual(reply, {
    status: 200,
    headers: { 'Content-Type': 'application/json', Vary: 'Origin' },
    body: '{"jsonrpc":"2.0","id":1,"result":{}}',
  });
  const response = toResponse(reply);
  assert.equal(response.status, 200);
  assert.deepEqual(
    [...response.headers],
    [
      ['content-type', 'application/json'],
      ['vary', 'Origin'],
    ],
  );
  assert.equal(await response.text(), '{"jsonrpc":"2.0","id":1,"result":{}}');
});

test('emptyReply has no body; toResponse keeps the status and headers', async () => {
  const response = toResponse(emptyReply(204, { 'Access-Control-Allow-Origin': '*' }));
  assert.equal(response.status, 204);
  assert.equal(response.body, null);
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.equal(toResponse(emptyReply(499)).status, 499);
});

test('sseReply carries the SSE headers over a text or a stream', async () => {
  const text = sseReply('data: 1\n\n', { Vary: 'Origin' });
  assert.deepEqual(text.headers, { ...SSE_HEADERS, Vary: 'Origin' });
  assert.equal(await toResponse(text).text(), 'data: 1\n\n');
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('data: 2\n\n'));
      controller.close();
    },
  });
  const response = toResponse(sseReply(stream));
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  assert.equal(await response.text(), 'data: 2\n\n');
});
