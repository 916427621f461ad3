import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyErrorBody, errorBodyEra } from './classify-error-body';
import { classifyMessage } from './classify-message';

const error = (code: number, data?: unknown) => ({
  jsonrpc: '2.0',
  id: 1,
  error: { code, message: 'm', ...(data !== undefined ? { data } : {}) },
});

test('the three 2026-07-28 codes are modern; everything else is legacy', () => {
  const unsupported = classifyErrorBody(
    error(-32022, { supported: ['2026-07-28', 7], requested: '2099-01-01' }),
  );
  assert.deepEqual(unsupported.kind === 'unsupported-version' && unsupported.supported, ['2026-07-28']);
  assert.equal(unsupported.kind === 'unsupported-version' && unsupported.requested, '2099-01-01');
  assert.equal(errorBodyEra(unsupported), 'modern');
  assert.equal(errorBodyEra(classifyErrorBody(error(-32020))), 'modern');
  const capability = classifyErrorBody(error(-32021, { requiredCapabilities: { elicitation: {} } }));
  assert.deepEqual(capability.kind === 'missing-capability' && capability.requiredCapabilities, {
    elicitation: {},
  });
  // server-everything's answer to a stateless 2026 request.
  const notInitialized = classifyErrorBody({
    jsonrpc: '2.0',
    id: null,
    error: { code: -32000, message: 'Bad Request: Server not initialized' },
  });
  assert.equal(notInitialized.kind, 'other-error');
  assert.equal(errorBodyEra(notInitialized), 'legacy');
  assert.equal(classifyErrorBody(error(-32601)).kind, 'method-not-found');
  assert.equal(errorBodyEra(classifyErrorBody(error(-32601))), 'legacy');
});

test('bodies that are no JSON-RPC error at all', () => {
  assert.equal(classifyErrorBody(undefined).kind, 'no-error-body');
  assert.match(
    (classifyErrorBody({ error: 'nope' }) as { reason: string }).reason,
    /not a JSON-RPC message: "jsonrpc" is not "2.0"/,
  );
  assert.match(
    (classifyErrorBody({ jsonrpc: '2.0', id: 1, result: {} }) as { reason: string }).reason,
    /result/,
  );
  assert.equal(errorBodyEra(classifyErrorBody('<html>')), 'legacy');
});

test('message classification', () => {
  assert.equal(classifyMessage({ jsonrpc: '2.0', id: 'a', method: 'm' }).kind, 'request');
  assert.equal(classifyMessage({ jsonrpc: '2.0', method: 'm' }).kind, 'notification');
  assert.equal(classifyMessage({ jsonrpc: '2.0', id: 1.5, result: {} }).kind, 'invalid');
  assert.equal(classifyMessage({ jsonrpc: '2.0', id: 1, result: {}, error: {} }).kind, 'invalid');
  assert.equal(
    classifyMessage({ jsonrpc: '2.0', id: 1, error: { code: 'x', message: 'm' } }).kind,
    'invalid',
  );
  assert.equal(classifyMessage(null).kind, 'invalid');
});
