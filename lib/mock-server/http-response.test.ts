import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyResponse, jsonResponse, sseResponse, unreadBodyText } from './http-response';

test('unreadBodyText gives the JSON text of a jsonResponse until its body is read', async () => {
  const response = jsonResponse(200, { jsonrpc: '2.0', id: 1, result: {} }, { Vary: 'Origin' });
  assert.equal(unreadBodyText(response), '{"jsonrpc":"2.0","id":1,"result":{}}');
  assert.equal(response.headers.get('content-type'), 'application/json');
  assert.equal(await response.text(), '{"jsonrpc":"2.0","id":1,"result":{}}');
  assert.equal(unreadBodyText(response), undefined);
});

test('unreadBodyText knows nothing of other responses', () => {
  assert.equal(unreadBodyText(new Response('{"a":1}')), undefined);
  assert.equal(unreadBodyText(sseResponse('data: 1\n\n')), undefined);
  assert.equal(unreadBodyText(emptyResponse(202)), undefined);
});
