import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mcpRequest, readMessage } from '../mock-server/testing/mock-exchange';
import { createHostedMockServer, readHostedConfig } from './hosted-mock-server';

test('the hosted defaults, and every bad variable named at once', () => {
  const defaults = readHostedConfig({});
  assert.ok(defaults.ok);
  assert.deepEqual(
    {
      rate: defaults.config.ratePerMinute,
      listen: defaults.config.maxListenStreams,
      seconds: defaults.config.listenMaxSeconds,
      trust: defaults.config.trust,
      conformance: defaults.config.conformance,
      redis: defaults.config.redisUrl,
      tasks: defaults.config.maxTasks,
    },
    {
      rate: 600,
      listen: 10,
      seconds: 240,
      trust: { kind: 'none' },
      conformance: false,
      redis: undefined,
      tasks: 10,
    },
  );
  const bad = readHostedConfig({
    MCP_TOOL_LAB_RATE_LIMIT: 'fast',
    MCP_TOOL_LAB_MAX_LISTEN_STREAMS: '0',
    MCP_TOOL_LAB_TRUST_PROXY: 'yes',
    MCP_TOOL_LAB_CONFORMANCE: 'true',
    REDIS_URL: 'localhost:6379',
  });
  assert.equal(bad.ok, false);
  if (!bad.ok) {
    assert.equal(bad.problems.length, 5, bad.problems.join('\n'));
    for (const name of ['RATE_LIMIT', 'MAX_LISTEN_STREAMS', 'TRUST_PROXY', 'CONFORMANCE', 'REDIS_URL'])
      assert.ok(
        bad.problems.some((p) => p.includes(name)),
        name,
      );
  }
});

test('the hosted server: visitor scopes, rate limit per client, conformance fixtures on request', async () => {
  const config = readHostedConfig({ MCP_TOOL_LAB_RATE_LIMIT: '2', MCP_TOOL_LAB_CONFORMANCE: '1' });
  assert.ok(config.ok);
  const server = createHostedMockServer(config.config);
  try {
    const toggle = await readMessage(
      await server.handle(
        mcpRequest('tools/call', { name: 'toggle_beta_tools', arguments: { enabled: true } }),
      ),
    );
    assert.equal((toggle.result as { isError?: boolean }).isError, true, 'no visitor key: no switch');
    const listed = await readMessage(await server.handle(mcpRequest('tools/list', {})));
    assert.ok(
      (listed.result as { tools: { name: string }[] }).tools.some((t) => t.name === 'test_simple_text'),
    );
    // Without the HTTP hook every request is the one unknown client, over its limit of 2 now.
    const third = await server.handle(mcpRequest('server/discover', {}));
    assert.equal(third.status, 429);
    assert.ok(Number(third.headers.get('retry-after')) >= 1);
  } finally {
    await server.close();
  }
});
