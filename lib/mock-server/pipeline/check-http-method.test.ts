import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkHttpMethod } from './check-http-method';

test('POST carries messages and OPTIONS is a preflight, whatever the case', () => {
  assert.deepEqual(checkHttpMethod('POST'), { kind: 'post' });
  assert.deepEqual(checkHttpMethod('options'), { kind: 'preflight' });
});

test('GET and DELETE get 405 with Allow and a reason that names the 2026 replacement', () => {
  for (const [method, phrase] of [
    ['GET', 'subscriptions/listen'],
    ['DELETE', 'no sessions'],
    ['PUT', 'POST one JSON-RPC message'],
  ] as const) {
    const verdict = checkHttpMethod(method);
    assert.equal(verdict.kind, 'reject');
    if (verdict.kind !== 'reject') continue;
    assert.equal(verdict.reply.status, 405);
    assert.equal(verdict.reply.code, -32600);
    assert.equal(verdict.reply.headers?.Allow, 'POST, OPTIONS');
    assert.match(verdict.reply.message, new RegExp(phrase));
  }
});
