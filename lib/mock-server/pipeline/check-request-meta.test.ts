import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRequestMeta } from './check-request-meta';

const good = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': { elicitation: {} },
};

test('the required keys, and the optional ones read when present', () => {
  const verdict = checkRequestMeta({
    _meta: {
      ...good,
      'io.modelcontextprotocol/clientInfo': { name: 'c', version: '1' },
      progressToken: 'p',
      'io.modelcontextprotocol/logLevel': 'info',
    },
  });
  assert.equal(verdict.ok, true);
  if (!verdict.ok) return;
  assert.equal(verdict.meta.protocolVersion, '2026-07-28');
  assert.deepEqual(verdict.meta.clientCapabilities, { elicitation: {} });
  assert.equal(verdict.meta.progressToken, 'p');
  assert.equal(verdict.meta.logLevel, 'info');
  assert.deepEqual(verdict.meta.clientInfo, { name: 'c', version: '1' });
});

test('clientInfo is optional', () => {
  assert.equal(checkRequestMeta({ _meta: good }).ok, true);
});

test('missing or ill-typed required metadata is -32602 with HTTP 400', () => {
  const cases: [unknown, RegExp][] = [
    [undefined, /"params" must be an object/],
    [[1, 2], /"params" must be an object/],
    [{}, /"params._meta" is missing/],
    [{ _meta: 'x' }, /not an object/],
    [
      { _meta: { 'io.modelcontextprotocol/clientCapabilities': {} } },
      /missing "io.modelcontextprotocol\/protocolVersion"/,
    ],
    [{ _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } }, /clientCapabilities/],
    [{ _meta: { ...good, 'io.modelcontextprotocol/protocolVersion': 20260728 } }, /must be a string/],
    [{ _meta: { ...good, 'io.modelcontextprotocol/clientCapabilities': [] } }, /must be an object/],
    [{ _meta: { ...good, progressToken: 1.5 } }, /progressToken/],
    [{ _meta: { ...good, 'io.modelcontextprotocol/logLevel': 'verbose' } }, /logLevel/],
  ];
  for (const [params, message] of cases) {
    const verdict = checkRequestMeta(params);
    assert.equal(verdict.ok, false, JSON.stringify(params));
    if (verdict.ok) continue;
    assert.equal(verdict.reply.code, -32602);
    assert.equal(verdict.reply.status, 400);
    assert.match(verdict.reply.message, message);
  }
});
