import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkMethodKnown, rejectRemovedMethod } from './resolve-method';

test('initialize is 404 + -32601 naming the supported versions and echoing the requested one', () => {
  const reply = rejectRemovedMethod('initialize', { protocolVersion: '2025-11-25' }, ['2026-07-28']);
  assert.equal(reply?.status, 404);
  assert.equal(reply?.code, -32601);
  assert.match(reply!.message, /2026-07-28/);
  assert.deepEqual(reply?.data, { supported: ['2026-07-28'], requested: '2025-11-25' });
});

test('other removed methods say what replaced them', () => {
  assert.match(rejectRemovedMethod('ping', {}, ['2026-07-28'])!.message, /removed in 2026-07-28/);
  assert.match(
    rejectRemovedMethod('resources/subscribe', {}, ['2026-07-28'])!.message,
    /subscriptions\/listen/,
  );
  assert.equal(rejectRemovedMethod('tools/list', {}, ['2026-07-28']), undefined);
});

test('unknown and unoffered methods are 404 + -32601', () => {
  const implemented = new Set(['tools/list', 'tools/call']);
  assert.equal(checkMethodKnown('tools/list', implemented), undefined);
  const unknown = checkMethodKnown('unknown/method', implemented);
  assert.equal(unknown?.status, 404);
  assert.match(unknown!.message, /not an MCP 2026-07-28 request/);
  assert.match(checkMethodKnown('prompts/list', implemented)!.message, /does not offer the capability/);
});
