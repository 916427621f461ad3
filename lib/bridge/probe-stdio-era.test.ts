import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeProbeAnswer, PROBE_ID, probeStdioEra } from './probe-stdio-era';
import { fakeChannel } from './testing/fake-channel';

const clientInfo = { name: 'test', version: '1' };

test('judging the answer to server/discover, as the spec’s stdio fallback rules say', () => {
  const modern = judgeProbeAnswer({
    jsonrpc: '2.0',
    id: PROBE_ID,
    result: { supportedVersions: ['2026-07-28'], capabilities: {}, resultType: 'complete' },
  });
  assert.deepEqual(modern, {
    era: 'modern',
    supportedVersions: ['2026-07-28'],
    reason: 'server/discover answered; it speaks 2026-07-28',
  });
  const refused = judgeProbeAnswer({
    jsonrpc: '2.0',
    id: PROBE_ID,
    error: {
      code: -32022,
      message: 'Unsupported',
      data: { supported: ['2026-07-28', '2027-01-01'], requested: 'x' },
    },
  });
  assert.equal(refused.era, 'modern');
  for (const code of [-32601, -32602, -32600, -32000, -32022]) {
    const verdict = judgeProbeAnswer({ jsonrpc: '2.0', id: PROBE_ID, error: { code, message: 'no' } });
    assert.equal(verdict.era, 'legacy', String(code));
  }
  assert.equal(
    judgeProbeAnswer({ jsonrpc: '2.0', id: PROBE_ID, result: { supportedVersions: ['2025-11-25'] } }).era,
    'legacy',
  );
  assert.equal(judgeProbeAnswer({ jsonrpc: '2.0', id: PROBE_ID, result: {} }).era, 'legacy');
  assert.equal(judgeProbeAnswer([1, 2]).era, 'legacy');
});

test('the probe sends one server/discover with the required _meta and waits for its own answer', async () => {
  const channel = fakeChannel();
  channel.answer = (message, c) => {
    c.reply({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'booting' } });
    c.reply({ jsonrpc: '2.0', id: 'other', result: {} });
    c.reply({ jsonrpc: '2.0', id: message.id, result: { supportedVersions: ['2026-07-28'] } });
  };
  const outcome = await probeStdioEra(channel, { clientInfo, timeoutMs: 60_000 });
  assert.equal(outcome.era, 'modern');
  assert.equal(channel.sent.length, 1);
  assert.equal(channel.sent[0]!.method, 'server/discover');
  assert.deepEqual((channel.sent[0]!.params as { _meta: unknown })._meta, {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': {},
    'io.modelcontextprotocol/clientInfo': clientInfo,
  });
});

test('silence past the timeout means legacy; a process that ends first is reported as such', async () => {
  let fire: () => void = () => undefined;
  const timers = {
    setTimeout: (callback: () => void) => {
      fire = callback;
      return 1;
    },
    clearTimeout: () => undefined,
  };
  const quiet = probeStdioEra(fakeChannel(), { clientInfo, timeoutMs: 10_000, timers });
  fire();
  assert.deepEqual(await quiet, { era: 'legacy', reason: 'no answer to server/discover within 10000 ms' });

  const dying = fakeChannel();
  dying.answer = (_message, c) => c.exit({ code: 3 });
  assert.deepEqual(await probeStdioEra(dying, { clientInfo, timeoutMs: 60_000, timers }), {
    era: 'exited',
    exit: { code: 3, signal: null },
  });
  const unstartable = fakeChannel();
  unstartable.exit({ code: null, startError: 'no such command' });
  const outcome = await probeStdioEra(unstartable, { clientInfo, timeoutMs: 60_000, timers });
  assert.equal(outcome.era, 'exited');
  assert.equal(unstartable.sent.length, 0);
});
