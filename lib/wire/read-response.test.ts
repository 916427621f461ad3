import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ClassifiedMessage } from './classify-message';
import { mediaTypeOf, readResponse } from './read-response';

const limits = { maxBodyBytes: 10_000, maxEventChars: 10_000 };

function json(body: string, contentType = 'application/json'): Response {
  return new Response(body, { headers: { 'content-type': contentType } });
}

function sse(text: string): Response {
  return new Response(text, { headers: { 'content-type': 'text/event-stream' } });
}

test('a JSON response with the request id', async () => {
  const read = await readResponse(json('{"jsonrpc":"2.0","id":3,"result":{"resultType":"complete"}}'), {
    ...limits,
    requestId: 3,
  });
  assert.equal(read.ok, true);
  assert.equal(read.ok && read.transport, 'json');
  assert.deepEqual(read.ok && read.message.kind === 'result' && read.message.result, {
    resultType: 'complete',
  });
});

test('charset parameters and +json media types are JSON', () => {
  assert.equal(mediaTypeOf('Application/JSON; charset=utf-8'), 'application/json');
  assert.equal(mediaTypeOf(null), '');
});

test('JSON problems each get their own name', async () => {
  const cases: [Response, string, RegExp][] = [
    [json(''), 'empty-body', /empty/],
    [json('{"jsonrpc":"2.0","id":1,"result":'), 'invalid-json', /not valid JSON/],
    [json('[1,2]'), 'not-jsonrpc', /batch/],
    [json('{"jsonrpc":"2.0","method":"notifications/progress"}'), 'not-a-response', /notification/],
    [json('{"jsonrpc":"2.0","id":99,"result":{}}'), 'mismatched-id', /id 99.*id 1/],
    [json('<html>oops</html>', 'text/html'), 'wrong-content-type', /text\/html/],
    [new Response('{"jsonrpc":"2.0","id":1,"result":{}}'), 'wrong-content-type', /Content-Type text\/plain/],
  ];
  for (const [response, problem, reason] of cases) {
    const read = await readResponse(response, { ...limits, requestId: 1 });
    assert.equal(read.ok, false);
    if (!read.ok) {
      assert.equal(read.problem, problem);
      assert.match(read.reason, reason);
    }
  }
});

test('an error with a null id answers any request; its body stays classifiable', async () => {
  const read = await readResponse(
    json('{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}'),
    {
      ...limits,
      requestId: 5,
    },
  );
  assert.equal(read.ok && read.message.kind, 'error');
  const plain = await readResponse(new Response('{"error":1}', { status: 400 }), { ...limits, requestId: 5 });
  assert.deepEqual(!plain.ok && plain.json, { error: 1 });
});

test('a huge body stops at the limit', async () => {
  const read = await readResponse(json(`{"pad":"${'x'.repeat(20_000)}"}`), { ...limits, requestId: 1 });
  assert.equal(!read.ok && read.problem, 'too-large');
});

test('SSE: notifications first, then the response; priming events, comments and bad JSON are skipped', async () => {
  const others: ClassifiedMessage[] = [];
  const kinds: string[] = [];
  const read = await readResponse(
    sse(
      [
        'id: 0\ndata: \n\n',
        ': ping\n\n',
        'data: {not json}\n\n',
        'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":1}}\n\n',
        'data: {"jsonrpc":"2.0","id":7,"result":{"resultType":"complete","content":[]}}\n\n',
        'data: {"jsonrpc":"2.0","method":"after"}\n\n',
      ].join(''),
    ),
    {
      ...limits,
      requestId: 7,
      onMessage: (m) => {
        others.push(m);
        return undefined;
      },
      onSseEvent: (_e, parsed) => kinds.push(parsed.kind),
    },
  );
  assert.equal(read.ok && read.transport, 'sse');
  assert.deepEqual(
    others.map((m) => m.kind === 'notification' && m.method),
    ['notifications/progress'],
  );
  assert.deepEqual(kinds, ['ignored', 'invalid-json', 'message', 'message']);
});

test('SSE: a stream that ends first, and one that answers another id', async () => {
  const cut = await readResponse(sse('data: {"jsonrpc":"2.0","method":"x"}\n\ndata: {"jsonrpc":'), {
    ...limits,
    requestId: 1,
  });
  assert.equal(!cut.ok && cut.problem, 'stream-ended');
  assert.match(!cut.ok ? cut.reason : '', /middle of an event/);
  const other = await readResponse(sse('data: {"jsonrpc":"2.0","id":2,"result":{}}\n\n'), {
    ...limits,
    requestId: 1,
  });
  assert.equal(!other.ok && other.problem, 'mismatched-id');
});
