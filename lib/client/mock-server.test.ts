// The client against the project's own mock server, in process (no network): every feature once
// against a spec-faithful server, and the mock's teaching misbehaviours.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMockServer, type MockServer } from '../mock-server/create-mock-server';
import { type CreateClientOptions, createClient } from './create-client';
import { createMemoryStorage } from './era-memory';
import { fetchFromHandler } from './testing/handler-fetch';
import type { TimelineEvent } from './timeline-event';
import { createLocalValidator } from './validation';

const URL = 'http://127.0.0.1:8787/mcp';

function setup(
  serverOptions: Parameters<typeof createMockServer>[0] = {},
  clientOptions: Partial<CreateClientOptions> = {},
) {
  const server: MockServer = createMockServer(serverOptions);
  const requests: Request[] = [];
  const fetch = fetchFromHandler((request) => {
    requests.push(request.clone());
    return server.handle(request);
  });
  const client = createClient({ url: URL, fetch, ...clientOptions });
  return { server, client, requests };
}

const ofType = <T extends TimelineEvent['type']>(events: readonly TimelineEvent[], type: T) =>
  events.filter((e): e is Extract<TimelineEvent, { type: T }> => e.type === type);

async function bodiesOf(requests: Request[], method: string) {
  const bodies = await Promise.all(
    requests.map(async (r) => ({ request: r, body: JSON.parse(await r.clone().text()) })),
  );
  return bodies.filter((b) => b.body.method === method);
}

test('mock: discovers the modern era and reads the server identity', async () => {
  const { client } = setup();
  const connected = await client.connect();
  assert.ok(connected.ok);
  assert.equal(connected.value.era, 'modern');
  assert.equal(connected.value.protocolVersion, '2026-07-28');
  assert.equal(connected.value.serverInfo?.name, 'mcp-tool-lab-mock');
  assert.match(connected.value.instructions ?? '', /practice server/);
});

test('mock: lists page by page with visible cursors, then serves the pages from the cache', async () => {
  const { client, requests } = setup({ pageSize: 4, listTtlMs: 60_000 });
  const first = await client.listTools();
  assert.ok(first.ok);
  const pages = first.value.pages;
  assert.ok(pages.length > 2, `expected several pages, got ${pages.length}`);
  assert.equal(pages[0]!.cursor, undefined);
  assert.equal(pages[1]!.cursor, pages[0]!.nextCursor);
  assert.equal(first.value.provenance.source, 'network');
  assert.equal(first.value.provenance.scope, 'public');
  assert.equal(first.value.tools[0]!.name, 'search_issues');
  const listed = (await bodiesOf(requests, 'tools/list')).length;
  const again = await client.listTools();
  assert.ok(again.ok);
  assert.equal(again.value.provenance.source, 'cache');
  assert.ok(again.value.provenance.ttlLeftMs > 0 && again.value.provenance.ttlLeftMs <= 60_000);
  assert.equal((await bodiesOf(requests, 'tools/list')).length, listed, 'no request for cached pages');
  const refreshed = await client.listTools({ refresh: true });
  assert.ok(refreshed.ok);
  assert.equal(refreshed.value.provenance.source, 'network');
  assert.equal((await bodiesOf(requests, 'tools/list')).length, listed * 2);
  const cacheActions = ofType(client.timeline.events(), 'cache').map((e) => e.action);
  assert.ok(
    cacheActions.includes('hit') && cacheActions.includes('bypass') && cacheActions.includes('stored'),
  );
});

test('mock: a call mirrors x-mcp-header arguments and the strict server accepts them', async () => {
  const { client, requests } = setup();
  const outcome = await client.callTool('execute_sql', {
    database: 'inventory',
    query: 'SELECT * FROM products LIMIT 2',
    read_only: true,
    max_rows: 2,
  });
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.equal(outcome.diagnostics.filter((d) => d.severity === 'error').length, 0);
  const [call] = await bodiesOf(requests, 'tools/call');
  assert.equal(call!.request.headers.get('mcp-param-database'), 'inventory');
  assert.equal(call!.request.headers.get('mcp-param-read-only'), 'true');
  assert.equal(call!.request.headers.get('mcp-param-max-rows'), '2');
  assert.equal(call!.request.headers.get('mcp-name'), 'execute_sql');
});

test('mock: arguments that break inputSchema are refused before sending, or sent anyway on request', async () => {
  const { client, requests } = setup();
  const refused = await client.callTool('execute_sql', { database: 'inventory' });
  assert.equal(refused.kind, 'refused');
  assert.equal(refused.kind === 'refused' && refused.reason, 'invalid-arguments');
  assert.equal(refused.argumentErrors[0]?.message.includes('query'), true);
  assert.equal((await bodiesOf(requests, 'tools/call')).length, 0, 'nothing was sent');
  const sent = await client.callTool('execute_sql', { database: 'inventory' }, { sendAnyway: true });
  assert.equal((await bodiesOf(requests, 'tools/call')).length, 1);
  assert.ok(sent.kind === 'tool-error' || sent.kind === 'protocol-error', sent.kind);
  assert.ok(ofType(client.timeline.events(), 'warning').some((w) => w.code === 'arguments-invalid'));
});

test('mock: when the validator cannot load, nothing is hidden and nothing unchecked goes out unasked', async () => {
  let attempts = 0;
  const { client, requests } = setup(
    {},
    {
      validator: createLocalValidator(() => {
        attempts++;
        return Promise.reject(new Error('chunk 42 failed to load'));
      }),
    },
  );
  const listed = await client.listTools();
  assert.ok(listed.ok, 'the list is still read');
  assert.ok(listed.value.tools.length > 0);
  const args = { database: 'inventory', query: 'SELECT * FROM products LIMIT 2' };
  const refused = await client.callTool('execute_sql', args);
  assert.equal(refused.kind === 'refused' && refused.reason, 'unusable-schema');
  assert.match(refused.kind === 'refused' ? refused.message : '', /chunk 42 failed to load/);
  assert.equal(
    (await bodiesOf(requests, 'tools/call')).length,
    0,
    'unchecked arguments are not sent unasked',
  );
  const sent = await client.callTool('execute_sql', args, { sendAnyway: true });
  assert.equal(sent.kind, 'complete', 'the result is returned as received');
  assert.deepEqual(sent.diagnostics, []);
  const warnings = ofType(client.timeline.events(), 'warning').filter(
    (w) => w.code === 'validation-unavailable',
  );
  assert.ok(
    warnings.some((w) =>
      /^tools\/list page 1 was not checked: the validator could not be loaded/.test(w.message),
    ),
  );
  assert.ok(warnings.some((w) => /^The result was not checked/.test(w.message)));
  assert.ok(attempts >= 3, 'each need tries the load again');
});

test('mock: protocol errors and tool execution errors are different outcomes', async () => {
  const { client } = setup();
  const unknown = await client.callTool('no_such_tool', {}, { sendAnyway: true });
  assert.equal(unknown.kind, 'protocol-error');
  assert.equal(unknown.kind === 'protocol-error' && unknown.error.code, -32602);
  const toolError = await client.callTool('execute_sql', {
    database: 'inventory',
    query: 'DELETE FROM products',
  });
  assert.equal(toolError.kind, 'tool-error');
  assert.equal(toolError.kind === 'tool-error' && toolError.result.isError, true);
});

test('mock: MRTR — the elicitation is answered and the call retried with the state echoed', async () => {
  const asked: string[] = [];
  const { client, requests } = setup(
    {},
    {
      onInputRequest: ({ key, method }) => {
        asked.push(`${key}:${method}`);
        return { action: 'accept', content: { confirm: true, note: 'via test' } };
      },
    },
  );
  const args = { service: 'checkout', version: '2.4.1', environment: 'production' };
  const outcome = await client.callTool('deploy_release', args);
  assert.equal(outcome.kind, 'complete', JSON.stringify(outcome));
  assert.equal(outcome.rounds, 2);
  assert.deepEqual(asked, ['confirm_deploy:elicitation/create']);
  const calls = await bodiesOf(requests, 'tools/call');
  assert.equal(calls.length, 2);
  const [first, retry] = calls.map((c) => c.body);
  assert.notEqual(first.id, retry.id, 'a new JSON-RPC id');
  assert.deepEqual(retry.params.arguments, args, 'the same arguments');
  assert.deepEqual(retry.params.inputResponses, {
    confirm_deploy: { action: 'accept', content: { confirm: true, note: 'via test' } },
  });
  const rounds = ofType(client.timeline.events(), 'mrtr-round');
  assert.equal(retry.params.requestState, rounds[0]!.requestState, 'requestState echoed exactly');
  assert.deepEqual(
    rounds.map((r) => `${r.round}:${r.phase}`),
    ['1:input-required', '1:answered'],
  );
  assert.ok(
    rounds.every((r) => r.operationId === outcome.operationId),
    'rounds grouped under the call',
  );
});

test('mock: without the elicitation capability the server answers -32021', async () => {
  const { client } = setup();
  const outcome = await client.callTool('deploy_release', {
    service: 'search',
    version: '1.0.0',
    environment: 'production',
  });
  assert.equal(outcome.kind, 'protocol-error');
  assert.equal(outcome.kind === 'protocol-error' && outcome.error.code, -32021);
});

test('mock: progress arrives on the request stream; aborting cancels the call', async () => {
  const { client } = setup();
  const updates: number[] = [];
  const done = await client.callTool(
    'generate_report',
    { quarter: '2026-Q1', sections: 3, step_ms: 5 },
    { onProgress: (p) => updates.push(p.progress) },
  );
  assert.equal(done.kind, 'complete', JSON.stringify(done));
  assert.deepEqual(updates, [0, 1, 2, 3]);
  assert.equal(ofType(client.timeline.events(), 'progress').length, 4);
  const controller = new AbortController();
  const cancelled = await client.callTool(
    'generate_report',
    { quarter: '2026-Q2', sections: 10, step_ms: 2000 },
    { signal: controller.signal, onProgress: () => controller.abort() },
  );
  assert.equal(cancelled.kind, 'failed');
  assert.equal(cancelled.kind === 'failed' && cancelled.error.kind, 'aborted');
});

test('mock: listen — acknowledgement, list_changed invalidates the cache, close ends the stream', async () => {
  const { client } = setup({ listTtlMs: 60_000 });
  const before = await client.listTools();
  assert.ok(before.ok);
  assert.equal(
    before.value.tools.some((t) => t.name === 'forecast_issue_trend'),
    false,
  );
  const seen: string[] = [];
  const handle = await client.listen(
    { toolsListChanged: true },
    { onNotification: (n) => seen.push(n.method) },
  );
  assert.ok(handle.ok, JSON.stringify(handle));
  assert.deepEqual(handle.value.acknowledged, { toolsListChanged: true });
  const toggled = await client.callTool('toggle_beta_tools', { enabled: true });
  assert.equal(toggled.kind, 'complete');
  for (let i = 0; i < 50 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  assert.deepEqual(seen, ['notifications/tools/list_changed']);
  assert.ok(
    ofType(client.timeline.events(), 'cache').some(
      (e) => e.action === 'invalidated' && e.method === 'tools/list',
    ),
  );
  const after = await client.listTools();
  assert.ok(after.ok);
  assert.equal(after.value.provenance.source, 'network', 'the invalidated cache is not used');
  assert.equal(
    after.value.tools.some((t) => t.name === 'forecast_issue_trend'),
    true,
  );
  handle.value.close();
  assert.deepEqual(await handle.value.done, { kind: 'closed' });
});

test('mock: a graceful end of the listen stream is told apart from a close', async () => {
  const { client, server } = setup();
  const handle = await client.listen({ toolsListChanged: true }, { relisten: false });
  assert.ok(handle.ok);
  server.close();
  assert.deepEqual(await handle.value.done, { kind: 'graceful', via: 'result' });
  const ended = ofType(client.timeline.events(), 'listen').find((e) => e.phase === 'ended');
  assert.equal(ended?.end, 'graceful');
});

test('mock misbehaviours: invalid x-mcp-header excluded with the reason, duplicate names flagged', async () => {
  const { client } = setup({ misbehaviour: { invalidMcpHeader: true, duplicateNames: true }, pageSize: 100 });
  const listing = await client.listTools();
  assert.ok(listing.ok);
  const excluded = listing.value.excluded.find((t) => t.name === 'misbehave_mcp_header');
  assert.ok(excluded);
  assert.match(excluded.reasons.join(' '), /Customer ID.*not a valid HTTP header name/);
  assert.equal(
    listing.value.tools.some((t) => t.name === 'misbehave_mcp_header'),
    false,
  );
  assert.deepEqual(
    listing.value.duplicates.map((d) => d.name),
    ['search_issues'],
  );
  const codes = ofType(client.timeline.events(), 'warning').map((w) => w.code);
  assert.ok(codes.includes('tool-excluded') && codes.includes('duplicate-tool-name'));
  const refused = await client.callTool('misbehave_mcp_header', { customer_id: 'c1' });
  assert.equal(refused.kind === 'refused' && refused.reason, 'excluded-tool');
});

test('mock misbehaviours: unknown resultType, broken outputSchema, malformed SSE', async () => {
  const { client } = setup({
    misbehaviour: { wrongResultType: true, brokenOutputSchema: true, malformedSse: true },
    pageSize: 100,
  });
  const wrong = await client.callTool('misbehave_result_type', {});
  assert.equal(wrong.kind, 'failed');
  assert.match(wrong.kind === 'failed' ? wrong.error.message : '', /"success".*invalid/);
  const broken = await client.callTool('misbehave_output_schema', {});
  assert.equal(broken.kind, 'complete');
  assert.ok(broken.diagnostics.some((d) => d.rule === 'structured-content-schema' && d.severity === 'error'));
  const sse = await client.callTool('misbehave_sse', {});
  assert.equal(sse.kind, 'complete', JSON.stringify(sse));
  assert.ok(
    ofType(client.timeline.events(), 'warning').filter((w) => w.code === 'ignored-sse-event').length >= 2,
  );
});

test('mock misbehaviours: a slow tool times out, a huge one hits the size limit', async () => {
  const { client } = setup(
    { misbehaviour: { slowResponse: true, hugeResponse: true }, pageSize: 100 },
    { limits: { maxBodyBytes: 1024 * 1024, maxEventChars: 1024 * 1024 } },
  );
  const slow = await client.callTool('misbehave_slow', {}, { timeoutMs: 150 });
  assert.equal(slow.kind === 'failed' && slow.error.kind, 'timeout');
  const huge = await client.callTool('misbehave_huge', {});
  assert.equal(huge.kind === 'failed' && huge.error.kind, 'too-large');
});

test('mock: the era is remembered per origin; a second client skips the probe', async () => {
  const storage = createMemoryStorage();
  const { server, client } = setup({}, { storage });
  assert.ok((await client.listTools()).ok);
  const fetch = fetchFromHandler((request) => server.handle(request));
  const second = createClient({ url: URL, fetch, storage });
  const listing = await second.listTools();
  assert.ok(listing.ok);
  const steps = ofType(second.timeline.events(), 'negotiation').map((e) => e.step);
  assert.deepEqual(steps, ['remembered']);
  assert.equal(
    ofType(second.timeline.events(), 'http-request').some((e) => e.purpose === 'probe'),
    false,
  );
});
