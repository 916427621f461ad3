import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkProtocolVersion } from './check-protocol-version';

const params = (version?: unknown) => ({
  _meta: version === undefined ? {} : { 'io.modelcontextprotocol/protocolVersion': version },
});
const supported = ['2026-07-28'];

test('equal and supported passes', () => {
  assert.equal(checkProtocolVersion('2026-07-28', params('2026-07-28'), supported), undefined);
  assert.equal(checkProtocolVersion(' 2026-07-28 ', params('2026-07-28'), supported), undefined, 'trimmed');
});

test('a missing header is -32020', () => {
  const reply = checkProtocolVersion(null, params('2026-07-28'), supported);
  assert.equal(reply?.code, -32020);
  assert.equal(reply?.status, 400);
});

test('header present but body key missing is left to the _meta step (-32602 there)', () => {
  assert.equal(checkProtocolVersion('2026-07-28', params(), supported), undefined);
  assert.equal(checkProtocolVersion('2026-07-28', 'not an object', supported), undefined);
});

test('header and body differing is -32020 naming both values', () => {
  const reply = checkProtocolVersion('2026-07-28', params('v999.0.0'), supported);
  assert.equal(reply?.code, -32020);
  assert.deepEqual(reply?.data, {
    header: 'MCP-Protocol-Version',
    expected: 'v999.0.0',
    received: '2026-07-28',
  });
});

test('an unsupported version in both is -32022 with supported and requested', () => {
  const reply = checkProtocolVersion('2025-11-25', params('2025-11-25'), supported);
  assert.equal(reply?.code, -32022);
  assert.equal(reply?.status, 400);
  assert.deepEqual(reply?.data, { supported: ['2026-07-28'], requested: '2025-11-25' });
});
