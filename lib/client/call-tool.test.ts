// tools/call against fake servers: MRTR edge cases, header problems, progress and timeouts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { manualTimers } from '../browser/testing/manual-timers';
import { type CreateClientOptions, createClient } from './create-client';
import { sseMessage } from './testing/fake-fetch';
import { createFakeModernServer, type FakeModernOptions } from './testing/fake-servers';
import type { TimelineEvent } from './timeline-event';

const URL = 'http://mcp.test/mcp';
const plain = {
  name: 'job',
  inputSchema: { type: 'object', properties: { n: { type: 'integer', 'x-mcp-header': 'N' } } },
};
const codes = (events: readonly TimelineEvent[]) =>
  events.filter((e) => e.type === 'warning').map((e) => (e.type === 'warning' ? e.code : ''));

function setup(
  call: FakeModernOptions['call'],
  options: Partial<CreateClientOptions> = {},
  tools: Record<string, unknown>[] = [plain],
) {
  const server = createFakeModernServer({ tools, call });
  const client = createClient({ url: URL, fetch: server.fetch, ...options });
  return { server, client };
}

test('MRTR: a requestState-only result is retried at once with the state and no inputResponses', async () => {
  const { server, client } = setup((_n, params) =>
    params.requestState === 'try-again'
      ? { content: [{ type: 'text', text: 'done' }] }
      : { resultType: 'input_required', requestState: 'try-again' },
  );
  const outcome = await client.callTool('job', {});
  assert.equal(outcome.kind, 'complete');
  const retry = server.calls('tools/call')[1]!.body!.params as Record<string, unknown>;
  assert.equal(retry.requestState, 'try-again');
  assert.equal('inputResponses' in retry, false);
});

test('MRTR: repeated input_required stops at the round limit', async () => {
  const { server, client } = setup(() => ({ resultType: 'input_required', requestState: 'again' }), {
    limits: { maxMrtrRounds: 3 },
  });
  const outcome = await client.callTool('job', {});
  assert.equal(outcome.kind === 'failed' && outcome.error.kind, 'local');
  assert.match(outcome.kind === 'failed' ? outcome.error.message : '', /limit is 3/);
  assert.equal(server.calls('tools/call').length, 3);
  assert.ok(client.timeline.events().some((e) => e.type === 'mrtr-round' && e.phase === 'limit-reached'));
});

test('MRTR: without a handler an elicitation is declined; a sampling request fails the call', async () => {
  const elicit = setup((_n, params) =>
    params.inputResponses
      ? { content: [{ type: 'text', text: JSON.stringify(params.inputResponses) }] }
      : {
          resultType: 'input_required',
          inputRequests: {
            q: {
              method: 'elicitation/create',
              params: { message: 'ok?', requestedSchema: { type: 'object', properties: {} } },
            },
          },
        },
  );
  const declined = await elicit.client.callTool('job', {});
  assert.equal(declined.kind, 'complete');
  assert.deepEqual(
    (elicit.server.calls('tools/call')[1]!.body!.params as Record<string, unknown>).inputResponses,
    { q: { action: 'decline' } },
  );
  const sample = setup(() => ({
    resultType: 'input_required',
    inputRequests: { s: { method: 'sampling/createMessage', params: { messages: [], maxTokens: 1 } } },
  }));
  const failed = await sample.client.callTool('job', {});
  assert.equal(failed.kind === 'failed' && failed.error.kind, 'local');
  assert.match(failed.kind === 'failed' ? failed.error.message : '', /no answer for input request "s"/);
  const throwing = setup(
    () => ({ resultType: 'input_required', inputRequests: { q: { method: 'roots/list' } } }),
    {
      onInputRequest: () => {
        throw new Error('user closed the dialog');
      },
    },
  );
  const broken = await throwing.client.callTool('job', {});
  assert.match(broken.kind === 'failed' ? broken.error.message : '', /user closed the dialog/);
});

test('MRTR: the handler sees the key, method, tool and round; a per-call handler overrides the client one', async () => {
  const seen: string[] = [];
  const { client } = setup(
    (_n, params) =>
      params.inputResponses
        ? { content: [] }
        : { resultType: 'input_required', inputRequests: { r: { method: 'roots/list' } }, requestState: 's' },
    { onInputRequest: () => ({ roots: [{ uri: 'file:///client' }] }) },
  );
  const outcome = await client.callTool(
    'job',
    {},
    {
      onInputRequest: (r) => {
        seen.push(`${r.key}|${r.method}|${r.toolName}|${r.round}|${r.via}`);
        return { roots: [] };
      },
    },
  );
  assert.equal(outcome.kind, 'complete');
  assert.deepEqual(seen, ['r|roots/list|job|1|mrtr']);
});

test('MRTR: input_required with neither inputRequests nor requestState is malformed', async () => {
  const { client } = setup(() => ({ resultType: 'input_required' }));
  const outcome = await client.callTool('job', {});
  assert.match(
    outcome.kind === 'failed' ? outcome.error.message : '',
    /neither inputRequests nor requestState/,
  );
});

test('a modern result without resultType is read as complete, with a warning', async () => {
  const server = createFakeModernServer({
    tools: [plain],
    call: (_n, _p, r) => ({ json: { jsonrpc: '2.0', id: r.body!.id, result: { content: [] } } }),
  });
  const client = createClient({ url: URL, fetch: server.fetch });
  const outcome = await client.callTool('job', {});
  assert.equal(outcome.kind, 'complete');
  assert.ok(codes(client.timeline.events()).includes('missing-result-type'));
});

test('an integer beyond ±(2^53−1) cannot be mirrored: refused, or sent without that header', async () => {
  const { server, client } = setup(undefined, {}, [
    {
      name: 'job',
      inputSchema: { type: 'object', properties: { n: { type: 'integer', 'x-mcp-header': 'N' } } },
    },
  ]);
  const refused = await client.callTool('job', { n: 2 ** 60 });
  assert.equal(refused.kind === 'refused' && refused.reason, 'header-value');
  assert.equal(server.calls('tools/call').length, 0);
  await client.callTool('job', { n: 2 ** 60 }, { sendAnyway: true });
  assert.equal(server.calls('tools/call')[0]!.headers.get('mcp-param-n'), null);
  assert.ok(codes(client.timeline.events()).includes('header-value'));
});

test('-32020 after the definition changed: the list is fetched again and the call resent once', async () => {
  let version = 1;
  const v1 = { name: 'job', inputSchema: { type: 'object', properties: { n: { type: 'integer' } } } };
  const v2 = {
    name: 'job',
    inputSchema: { type: 'object', properties: { n: { type: 'integer', 'x-mcp-header': 'N' } } },
  };
  const tools = [v1];
  const server = createFakeModernServer({
    tools,
    call: () => ({ content: [{ type: 'text', text: `v${version}` }] }),
  });
  const client = createClient({ url: URL, fetch: server.fetch });
  await client.listTools();
  tools[0] = v2;
  version = 2;
  const outcome = await client.callTool('job', { n: 7 });
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  const calls = server.calls('tools/call');
  assert.equal(calls.length, 2);
  assert.equal(calls[0]!.headers.get('mcp-param-n'), null);
  assert.equal(calls[1]!.headers.get('mcp-param-n'), '7');
  assert.ok(codes(client.timeline.events()).includes('header-mismatch-retry'));
});

test('progress restarts the idle timeout; a silent server still times out', async () => {
  // The clock is the test's: each progress moves it 60 ms, 240 in all, past the 100 ms idle timeout
  // that only a restart on every progress keeps from firing. No real time is waited for.
  const clock = manualTimers();
  const chatty = setup(
    (_n, params, r) => {
      const token = (params._meta as Record<string, unknown>).progressToken;
      const progress = [1, 2, 3, 4].map((p) =>
        sseMessage({
          jsonrpc: '2.0',
          method: 'notifications/progress',
          params: { progressToken: token, progress: p, total: 4 },
        }),
      );
      return {
        sse: [
          ...progress,
          sseMessage({ jsonrpc: '2.0', id: r.body!.id, result: { resultType: 'complete', content: [] } }),
        ],
      };
    },
    { timeouts: { requestMs: 100 }, timers: clock.timers },
  );
  const seen: number[] = [];
  const outcome = await chatty.client.callTool(
    'job',
    {},
    {
      onProgress: (p) => {
        seen.push(p.progress);
        clock.advance(60);
      },
    },
  );
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.deepEqual(seen, [1, 2, 3, 4]);
  assert.equal(clock.now(), 240);
  const meta = chatty.server.calls('tools/call')[0]!.body!.params as { _meta: Record<string, unknown> };
  assert.equal(typeof meta._meta.progressToken, 'string');
  // A stream that stays open and silent: once the call is on its way, 100 ms pass on the clock.
  const silentClock = manualTimers();
  const silent = setup(() => ({ sse: [], hold: true }), {
    timeouts: { requestMs: 100 },
    timers: silentClock.timers,
  });
  const pending = silent.client.callTool('job', {});
  // Polled every 10 ms (real time; the client's clock is the manual one), for up to 10 s: a count of
  // event-loop turns ran out before the call got there on a loaded machine (a full unit run at load 9).
  for (let turn = 0; silent.server.calls('tools/call').length === 0; turn++) {
    assert.ok(turn < 1000, 'the call never reached the server');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  silentClock.advance(100);
  const timedOut = await pending;
  assert.equal(timedOut.kind === 'failed' && timedOut.error.kind, 'timeout', JSON.stringify(timedOut));
});

test('a tool that is not listed is refused unless sent anyway', async () => {
  const { server, client } = setup(undefined);
  const refused = await client.callTool('ghost', {});
  assert.equal(refused.kind === 'refused' && refused.reason, 'unknown-tool');
  const sent = await client.callTool('ghost', {}, { sendAnyway: true });
  assert.equal(sent.kind === 'protocol-error' && sent.error.code, -32602);
  assert.equal(server.calls('tools/call').length, 1);
});

test('an inputSchema that cannot be compiled (a network $ref) refuses to check, so the call is not sent', async () => {
  const { client } = setup(undefined, {}, [
    {
      name: 'job',
      inputSchema: { type: 'object', properties: { p: { $ref: 'https://example.com/schema.json' } } },
    },
  ]);
  const outcome = await client.callTool('job', { p: 1 });
  assert.equal(outcome.kind === 'refused' && outcome.reason, 'unusable-schema');
});

test('a connection that breaks before any answer is resent once under a new id', async () => {
  const server = createFakeModernServer({ tools: [plain] });
  let broken = false;
  const client = createClient({
    url: URL,
    fetch: (url, init) => {
      const body = JSON.parse(String(init.body)) as { method?: string };
      if (body.method === 'tools/call' && !broken) {
        broken = true;
        return Promise.reject(new TypeError('fetch failed', { cause: new Error('other side closed') }));
      }
      return server.fetch(url, init);
    },
  });
  const outcome = await client.callTool('job', {});
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.ok(codes(client.timeline.events()).includes('resent'));
  const sent = client.timeline
    .events()
    .filter((e) => e.type === 'http-request' && e.rpc?.method === 'tools/call');
  assert.equal(sent.length, 2);
  assert.notEqual(
    sent[0]!.type === 'http-request' && sent[0]!.rpc?.id,
    sent[1]!.type === 'http-request' && sent[1]!.rpc?.id,
  );
});
