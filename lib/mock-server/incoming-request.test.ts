import assert from 'node:assert/strict';
import { test } from 'node:test';
import { incomingOfMessage, incomingOfRequest, type RequestMessage } from './incoming-request';
import { headerBytes } from './pipeline/check-header-size';

const HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
  'Mcp-Method': 'tools/call',
};

/** The message the bridge posts for a Request: its headers flat, as Headers iterates them. */
function messageOf(request: Request, body: RequestMessage['body']): RequestMessage {
  return { method: request.method, url: request.url, headers: [...request.headers].flat(), body };
}

const post = (body: string, headers: Record<string, string> = HEADERS) =>
  new Request('http://x/mcp', { method: 'POST', headers, body });

test('a message reads like the Request it was made from: method, URL, header lookups and size', () => {
  const request = post('{}');
  const signal = new AbortController().signal;
  const message = incomingOfMessage(messageOf(request, '{}'), signal);
  const fromRequest = incomingOfRequest(request);
  for (const incoming of [message, fromRequest]) {
    assert.equal(incoming.method, 'POST');
    assert.equal(incoming.url, 'http://x/mcp');
    assert.equal(incoming.headers.get('MCP-METHOD'), 'tools/call');
    assert.equal(incoming.headers.get('mcp-name'), null);
    assert.equal(incoming.headerBytes(), headerBytes(request.headers));
  }
  assert.equal(message.signal, signal);
});

test("a Request's own signal stands unless the host gives one", () => {
  const request = post('{}');
  assert.equal(incomingOfRequest(request).signal, request.signal);
  const host = new AbortController().signal;
  assert.equal(incomingOfRequest(request, host).signal, host);
});

test('the body of a message is what was posted, within the limit; bytes stay bytes', async () => {
  const signal = new AbortController().signal;
  const text = incomingOfMessage(messageOf(post('{"a":1}'), '{"a":1}'), signal);
  assert.deepEqual(await text.body(100, Number.POSITIVE_INFINITY), { ok: true, body: '{"a":1}' });
  const bytes = new TextEncoder().encode('{"a":1}');
  const binary = incomingOfMessage(messageOf(post('{"a":1}'), bytes), signal);
  assert.deepEqual(await binary.body(100, Number.POSITIVE_INFINITY), { ok: true, body: bytes });
  const declared = incomingOfMessage(
    messageOf(post('{}', { ...HEADERS, 'Content-Length': '5000' }), '{}'),
    signal,
  );
  const verdict = await declared.body(100, Number.POSITIVE_INFINITY);
  assert.equal(!verdict.ok && verdict.reply.status, 413);
});

test('the body of a Request is read as bytes, with the same limits', async () => {
  const verdict = await incomingOfRequest(post('{"a":1}')).body(100, 1000);
  assert.equal(verdict.ok && new TextDecoder().decode(verdict.body as Uint8Array), '{"a":1}');
  const large = await incomingOfRequest(post('x'.repeat(200))).body(100, 1000);
  assert.equal(!large.ok && large.reply.status, 413);
});
