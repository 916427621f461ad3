import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectVersion } from './detect-version';

const tool = { name: 'a', inputSchema: { type: 'object' } };

test('a stated protocolVersion decides (initialize request and result, a 2026-07-28 request)', () => {
  const init = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18' } };
  assert.equal(detectVersion(init, 'message').version, '2025-06-18');
  const result = { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-11-25', capabilities: {} } };
  assert.match(detectVersion(result, 'message').reason, /result\.protocolVersion "2025-11-25"/);
  const modern = {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/list',
    params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } },
  };
  assert.equal(detectVersion(modern, 'message').version, '2026-07-28');
  // Not modelled: the nearest version that is, said so.
  const old = detectVersion({ ...init, params: { protocolVersion: '2025-03-26' } }, 'message');
  assert.equal(old.version, '2025-06-18');
  assert.match(old.reason, /does not model/);
});

test("2026-07-28's members and keys read as 2026-07-28", () => {
  assert.equal(
    detectVersion({ resultType: 'complete', tools: [] }, 'tools-list-result').version,
    '2026-07-28',
  );
  assert.equal(
    detectVersion(
      {
        jsonrpc: '2.0',
        method: 'notifications/tools/list_changed',
        params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 1 } },
      },
      'message',
    ).version,
    '2026-07-28',
  );
  const mirrored = {
    ...tool,
    inputSchema: { type: 'object', properties: { r: { type: 'string', 'x-mcp-header': 'R' } } },
  };
  assert.equal(detectVersion(mirrored, 'tool').version, '2026-07-28');
});

test('a result without resultType is a 2025 answer: the oldest version with all it uses', () => {
  const plain = detectVersion({ tools: [{ ...tool, title: 'A' }] }, 'tools-list-result');
  assert.deepEqual([plain.version, plain.fallback], ['2025-06-18', false]);
  const icons = detectVersion(
    { tools: [{ ...tool, icons: [{ src: 'https://x/i.png' }] }] },
    'tools-list-result',
  );
  assert.equal(icons.version, '2025-11-25');
  assert.match(icons.reason, /"icons" on a tool, which arrived in 2025-11-25/);
  assert.equal(detectVersion({ content: [] }, 'call-result').version, '2025-06-18');
});

test('a lone definition carries no version, unless it has what 2026-07-28 removed', () => {
  const lone = detectVersion(tool, 'tool');
  assert.deepEqual([lone.version, lone.fallback], ['2026-07-28', true]);
  // Icons exist in 2026-07-28 too: no evidence of an older version on their own.
  assert.equal(detectVersion({ ...tool, icons: [] }, 'tool').version, '2026-07-28');
  assert.equal(
    detectVersion({ ...tool, execution: { taskSupport: 'optional' } }, 'tool').version,
    '2025-11-25',
  );
  assert.equal(detectVersion({ jsonrpc: '2.0', id: 1, method: 'ping' }, 'message').version, '2025-06-18');
});
