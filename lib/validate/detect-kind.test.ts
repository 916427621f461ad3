import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectKind } from './detect-kind';
import { validateValue } from './validate-document';

test('an array is a list of tool definitions, even an empty one', () => {
  for (const value of [[], [{ name: 'a' }], [1, 'x']]) {
    assert.deepEqual(detectKind(value), {
      kind: 'tools',
      reason: 'the document is an array, read as a list of tool definitions',
      fallback: false,
    });
  }
});

test('an object with "name" or "inputSchema" is a tool definition', () => {
  for (const value of [{ name: 'a' }, { inputSchema: {} }, { name: 'a', inputSchema: { type: 'object' } }]) {
    assert.deepEqual(detectKind(value), {
      kind: 'tool',
      reason: 'it has "name" or "inputSchema"',
      fallback: false,
    });
  }
});

test('an object with a "tools" array is a tools/list result', () => {
  assert.deepEqual(detectKind({ resultType: 'complete', tools: [], ttlMs: 0, cacheScope: 'public' }), {
    kind: 'tools-list-result',
    reason: 'it has a "tools" array',
    fallback: false,
  });
  // "tools" that is not an array does not count.
  assert.equal(detectKind({ tools: {} }).kind, 'tool');
  assert.equal(detectKind({ tools: {} }).fallback, true);
});

test('content, structuredContent or isError make a tools/call result', () => {
  for (const value of [
    { content: [] },
    { structuredContent: null },
    { isError: true },
    { resultType: 'complete', content: [] },
  ]) {
    assert.deepEqual(detectKind(value), {
      kind: 'call-result',
      reason: 'it has "content", "structuredContent" or "isError"',
      fallback: false,
    });
  }
});

test('resultType "input_required" alone makes a tools/call result, with its own reason', () => {
  assert.deepEqual(detectKind({ resultType: 'input_required', requestState: 'x' }), {
    kind: 'call-result',
    reason: 'its resultType is "input_required"',
    fallback: false,
  });
  // Another resultType alone says nothing.
  assert.equal(detectKind({ resultType: 'bogus' }).fallback, true);
});

test('a complete result with nothing but resultType is a tools/call result, so its missing content is reported', () => {
  const reason = /no member but "resultType": the closest kind is a tools\/call result/;
  for (const result of [
    { resultType: 'complete' },
    { resultType: 'complete', _meta: { 'io.modelcontextprotocol/serverInfo': { name: 's', version: '1' } } },
  ]) {
    const bare = detectKind(result);
    assert.equal(bare.kind, 'call-result');
    assert.match(bare.reason, reason);
    const wrapped = detectKind({ jsonrpc: '2.0', id: 1, result });
    assert.equal(wrapped.kind, 'call-result');
    assert.match(wrapped.reason, reason);
    // The same errors as with the kind given: auto-detection hides nothing.
    const rules = (kind: 'auto' | 'call-result') =>
      validateValue({ jsonrpc: '2.0', id: 1, result }, { kind }).diagnostics.map(
        (d) => `${d.severity} ${d.rule} ${d.path}`,
      );
    assert.deepEqual(rules('auto'), rules('call-result'));
    assert.ok(rules('auto').includes('error schema-required /result'));
  }
  // A listen stream's closing result carries the subscription id: not a tools/call result.
  const listenEnd = { resultType: 'complete', _meta: { 'io.modelcontextprotocol/subscriptionId': 1 } };
  assert.equal(detectKind({ jsonrpc: '2.0', id: 1, result: listenEnd }).kind, 'message');
});

test('a result shape wins over "name" (a call result may carry a name in structuredContent)', () => {
  assert.equal(detectKind({ name: 'a', content: [] }).kind, 'call-result');
  assert.equal(detectKind({ name: 'a', tools: [] }).kind, 'tools-list-result');
});

test('a JSON-RPC request, notification or error response is a message', () => {
  const jsonrpc = { kind: 'message', reason: 'it has a "jsonrpc" member', fallback: false };
  assert.deepEqual(detectKind({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }), jsonrpc);
  assert.deepEqual(detectKind({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }), jsonrpc);
  assert.deepEqual(detectKind({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'x' } }), jsonrpc);
  // Without "jsonrpc", an id with an error is still a response, and the reason says what was seen.
  assert.deepEqual(detectKind({ id: 1, error: { code: -32601, message: 'x' } }), {
    kind: 'message',
    reason: 'it has an "id" with a "result" or "error", like a JSON-RPC response',
    fallback: false,
  });
});

test('a method without jsonrpc or id is a message, said so', () => {
  assert.deepEqual(detectKind({ method: 'tools/call', params: {} }), {
    kind: 'message',
    reason: 'it has a "method" member',
    fallback: false,
  });
});

test('a JSON-RPC response wrapping a tools/list result is a tools/list result', () => {
  const guess = detectKind({
    jsonrpc: '2.0',
    id: 1,
    result: { resultType: 'complete', tools: [], ttlMs: 0, cacheScope: 'public' },
  });
  assert.deepEqual(guess, {
    kind: 'tools-list-result',
    reason: 'a JSON-RPC response whose result looks like a tools/list result',
    fallback: false,
  });
  // "id" + "result" is enough to recognise the envelope.
  assert.equal(detectKind({ id: 'x', result: { tools: [] } }).kind, 'tools-list-result');
});

test('a JSON-RPC response wrapping a tools/call result is a tools/call result', () => {
  for (const result of [
    { resultType: 'complete', content: [{ type: 'text', text: 'hi' }] },
    { resultType: 'input_required', requestState: 'abc' },
    { isError: true },
  ]) {
    assert.deepEqual(detectKind({ jsonrpc: '2.0', id: 7, result }), {
      kind: 'call-result',
      reason: 'a JSON-RPC response whose result looks like a tools/call result',
      fallback: false,
    });
  }
});

test('a JSON-RPC response with any other result is a message', () => {
  for (const result of [{ resultType: 'bogus' }, { supportedVersions: ['2026-07-28'] }, [], 'x', null]) {
    assert.equal(detectKind({ jsonrpc: '2.0', id: 1, result }).kind, 'message');
  }
  // "id" + "result" without "jsonrpc" still counts as an envelope.
  assert.equal(detectKind({ id: 1, result: {} }).kind, 'message');
  assert.match(detectKind({ id: 1, result: {} }).reason, /"id" with a "result" or "error"/);
});

test('scalars and null fall back to a tool definition, said so', () => {
  for (const value of [null, 1, 'text', true, undefined]) {
    assert.deepEqual(detectKind(value), {
      kind: 'tool',
      reason: 'the document is not an object; checked as a tool definition',
      fallback: true,
    });
  }
});

test('an object nothing identifies falls back to a tool definition, said so', () => {
  for (const value of [{}, { description: 'x' }, { id: 1 }, { result: {} }]) {
    assert.deepEqual(detectKind(value), {
      kind: 'tool',
      reason: 'nothing identified it; checked as a tool definition',
      fallback: true,
    });
  }
});
