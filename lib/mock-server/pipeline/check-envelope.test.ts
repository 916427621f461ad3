import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkEnvelope } from './check-envelope';

test('a request and a notification', () => {
  assert.deepEqual(checkEnvelope({ jsonrpc: '2.0', id: 'a', method: 'tools/list', params: {} }), {
    ok: true,
    envelope: { kind: 'request', id: 'a', method: 'tools/list', params: {} },
  });
  assert.deepEqual(checkEnvelope({ jsonrpc: '2.0', method: 'notifications/cancelled' }), {
    ok: true,
    envelope: { kind: 'notification', method: 'notifications/cancelled', params: undefined },
  });
});

test('shape errors are -32600 with HTTP 400, echoing a readable id', () => {
  const cases: [unknown, RegExp, (string | number)?][] = [
    [[{ jsonrpc: '2.0', id: 1, method: 'tools/list' }], /Batches/],
    ['just a string', /message object/],
    [{ jsonrpc: '1.0', id: 7, method: 'x' }, /"jsonrpc"/, 7],
    [{ jsonrpc: '2.0', id: null, method: 'x' }, /"id"/],
    [{ jsonrpc: '2.0', id: 1.5, method: 'x' }, /"id"/],
    [{ jsonrpc: '2.0', id: 3, method: 42 }, /"method"/, 3],
    [{ jsonrpc: '2.0', id: 4, result: {} }, /responses/, 4],
  ];
  for (const [value, message, id] of cases) {
    const verdict = checkEnvelope(value);
    assert.equal(verdict.ok, false, JSON.stringify(value));
    if (verdict.ok) continue;
    assert.equal(verdict.reply.code, -32600);
    assert.equal(verdict.reply.status, 400);
    assert.match(verdict.reply.message, message);
    assert.equal(verdict.id, id);
  }
});
