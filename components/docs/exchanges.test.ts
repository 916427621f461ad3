// Every JSON-RPC message shown by an <Exchange> in the docs (content/docs/exchanges.generated.json,
// recorded from the mock server by scripts/generate-exchanges.mjs) passes the validator, except the
// findings an exchange lists in `expectRules` on purpose; and each exchange shows what it claims.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { createMockServer } from '../../lib/mock-server/create-mock-server';
import { validateValue } from '../../lib/validate/validate-document';
import type { ExchangesFile, RecordedExchange } from './exchange-types';

const { exchanges } = JSON.parse(
  readFileSync('content/docs/exchanges.generated.json', 'utf8'),
) as ExchangesFile;
const byId = new Map(exchanges.map((e) => [e.id, e]));

type Message = Record<string, unknown> & {
  id?: unknown;
  result?: Record<string, unknown>;
  error?: { code: number };
};

function requestOf(e: RecordedExchange): Message | undefined {
  return e.request.body ? (JSON.parse(e.request.body) as Message) : undefined;
}

function responseMessages(e: RecordedExchange): Message[] {
  if (e.response.body) return [JSON.parse(e.response.body) as Message];
  return (e.response.events ?? []).flatMap((ev) => ('data' in ev ? [JSON.parse(ev.data) as Message] : []));
}

/** The response to the request: the message that carries its id. */
function finalResponse(e: RecordedExchange): Message | undefined {
  const request = requestOf(e);
  return responseMessages(e).find((m) => 'id' in m && m.id === request?.id && !('method' in m));
}

const header = (e: RecordedExchange, name: string) =>
  e.response.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];

test('the recording covers every case the docs need', () => {
  for (const id of [
    'server-discover',
    'tools-list-first-page',
    'tools-list-next-page',
    'tools-call-text',
    'tools-call-structured',
    'tools-call-input-required',
    'tools-call-retry',
    'tools-call-is-error',
    'tools-call-unknown-tool',
    'header-mismatch',
    'unsupported-version',
    'listen-tools-changed',
    'tools-call-progress',
    'x-mcp-header-call',
    'cors-preflight',
    'task-created',
    'task-completed',
    'task-input-required',
    'task-update',
    'task-cancel',
    'task-required',
    'task-failed',
    'task-listen',
  ]) {
    assert.ok(byId.has(id), `exchange ${id} is recorded`);
  }
});

test('every message shown passes the validator (errors and warnings only where expected)', () => {
  for (const e of exchanges) {
    const request = requestOf(e);
    // An answer is checked knowing what its request declared (a task handle needs the extension).
    const meta = (request?.params as { _meta?: Record<string, unknown> } | undefined)?._meta;
    const declared = meta?.['io.modelcontextprotocol/clientCapabilities'];
    const found = new Set<string>();
    for (const message of request ? [request] : []) {
      for (const d of validateValue(message, { kind: 'message' }).diagnostics) {
        if (d.severity !== 'info') found.add(d.rule);
      }
    }
    for (const message of responseMessages(e)) {
      const options =
        declared === undefined
          ? { kind: 'message' as const }
          : { kind: 'message' as const, clientCapabilities: declared };
      for (const d of validateValue(message, options).diagnostics) {
        if (d.severity !== 'info') found.add(d.rule);
      }
    }
    assert.deepEqual([...found].sort(), [...e.expectRules].sort(), `${e.id}: findings`);
  }
});

test('each tools/call result passes the validator against its tool definition', () => {
  const tools = new Map(
    createMockServer()
      .listTools()
      .map((t) => [t.name, t]),
  );
  let checked = 0;
  for (const e of exchanges) {
    const request = requestOf(e);
    if (request?.method !== 'tools/call') continue;
    const result = finalResponse(e)?.result;
    if (!result) continue;
    const name = (request.params as { name: string }).name;
    const declared = (request.params as { _meta: Record<string, unknown> })._meta[
      'io.modelcontextprotocol/clientCapabilities'
    ];
    const report = validateValue(result, {
      kind: 'call-result',
      tool: tools.get(name),
      clientCapabilities: declared,
    });
    assert.deepEqual(
      report.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.rule} at ${d.path}`),
      [],
      `${e.id}: the ${name} result`,
    );
    checked++;
  }
  assert.ok(checked >= 8, `${checked} results checked`);
});

test('responses answer their request, with the status the spec gives each error', () => {
  for (const e of exchanges) {
    const request = requestOf(e);
    if (!request) continue;
    // A listen stream (recorded until its point was made) has no response yet.
    if (request.method === 'subscriptions/listen' && e.response.truncated) continue;
    const response = finalResponse(e);
    assert.ok(response, `${e.id}: a response carries the request id ${String(request.id)}`);
    const code = response.error?.code;
    if (code === -32020 || code === -32021 || code === -32022) assert.equal(e.response.status, 400, e.id);
    else assert.equal(e.response.status, 200, e.id);
  }
});

test('the exchanges show what their pages say they show', () => {
  const first = finalResponse(byId.get('tools-list-first-page')!)!.result!;
  const next = requestOf(byId.get('tools-list-next-page')!)!.params as { cursor?: string };
  assert.equal((first.tools as unknown[]).length, 2, 'two tools per page');
  assert.equal(typeof first.nextCursor, 'string');
  assert.equal(next.cursor, first.nextCursor, 'the cursor is sent back unchanged');
  assert.equal(first.cacheScope === 'public' || first.cacheScope === 'private', true);
  assert.equal(typeof first.ttlMs, 'number');

  const round = finalResponse(byId.get('tools-call-input-required')!)!.result!;
  const retry = requestOf(byId.get('tools-call-retry')!)!;
  const retryParams = retry.params as { requestState?: string; inputResponses?: Record<string, unknown> };
  assert.equal(round.resultType, 'input_required');
  assert.equal(retryParams.requestState, round.requestState, 'requestState echoed byte for byte');
  assert.deepEqual(Object.keys(retryParams.inputResponses ?? {}), Object.keys(round.inputRequests as object));
  assert.notEqual(retry.id, requestOf(byId.get('tools-call-input-required')!)!.id, 'the retry has a new id');
  assert.equal(finalResponse(byId.get('tools-call-retry')!)!.result!.resultType, 'complete');

  assert.equal(finalResponse(byId.get('tools-call-is-error')!)!.result!.isError, true);
  assert.equal(finalResponse(byId.get('tools-call-unknown-tool')!)!.error!.code, -32602);
  assert.equal(finalResponse(byId.get('header-mismatch')!)!.error!.code, -32020);
  assert.equal(finalResponse(byId.get('unsupported-version')!)!.error!.code, -32022);
  assert.ok(finalResponse(byId.get('tools-call-structured')!)!.result!.structuredContent);

  const progress = byId.get('tools-call-progress')!;
  assert.match(header(progress, 'content-type') ?? '', /^text\/event-stream/);
  const progressMessages = responseMessages(progress);
  assert.ok(progressMessages.filter((m) => m.method === 'notifications/progress').length >= 2);
  assert.ok('result' in progressMessages.at(-1)!, 'the result ends the stream');

  const listen = responseMessages(byId.get('listen-tools-changed')!);
  assert.equal(
    listen[0]?.method,
    'notifications/subscriptions/acknowledged',
    'the acknowledgement comes first',
  );
  const changed = listen.find((m) => m.method === 'notifications/tools/list_changed');
  assert.equal(
    (changed?.params as { _meta?: Record<string, unknown> })?._meta?.[
      'io.modelcontextprotocol/subscriptionId'
    ],
    'listen-1',
  );

  // Tasks: a flat handle, the result inlined once done, acknowledgements, the error of a failed task.
  const handle = finalResponse(byId.get('task-created')!)!.result!;
  assert.equal(handle.resultType, 'task');
  assert.equal(handle.status, 'working');
  const done = finalResponse(byId.get('task-completed')!)!.result!;
  assert.equal(done.taskId, handle.taskId);
  assert.equal(done.status, 'completed');
  assert.match(JSON.stringify(done.result), /# Report 2026-Q2/);
  const asking = finalResponse(byId.get('task-input-required')!)!.result!;
  assert.equal(asking.status, 'input_required');
  const update = requestOf(byId.get('task-update')!)!.params as { inputResponses: object };
  assert.deepEqual(Object.keys(update.inputResponses), Object.keys(asking.inputRequests as object));
  for (const id of ['task-update', 'task-cancel'])
    assert.deepEqual(Object.keys(finalResponse(byId.get(id)!)!.result!).sort(), ['_meta', 'resultType'], id);
  assert.equal(finalResponse(byId.get('task-required')!)!.error!.code, -32021);
  assert.equal(finalResponse(byId.get('task-failed')!)!.result!.status, 'failed');
  for (const e of exchanges.filter((x) => requestOf(x)?.method?.toString().startsWith('tasks/')))
    assert.equal(
      e.request.headers.find(([n]) => n === 'Mcp-Name')?.[1],
      (requestOf(e)!.params as { taskId: string }).taskId,
    );
  const taskNotes = responseMessages(byId.get('task-listen')!);
  assert.deepEqual((taskNotes[0] as { params: { notifications: unknown } }).params.notifications, {
    taskIds: [handle.taskId],
  });
  assert.equal((taskNotes[1] as { params: { status: string } }).params.status, 'completed');

  const sql = byId.get('x-mcp-header-call')!;
  const sent = new Map(sql.request.headers.map(([n, v]) => [n.toLowerCase(), v]));
  assert.equal(sent.get('mcp-param-database'), 'inventory');
  assert.equal(sent.get('mcp-param-read-only'), 'true');
  assert.equal(sent.get('mcp-param-max-rows'), '5');
  assert.equal(finalResponse(byId.get('x-mcp-header-mismatch')!)!.error!.code, -32020);

  const expired = finalResponse(byId.get('handle-expired')!)!.result!;
  assert.equal(expired.isError, true);

  const preflight = byId.get('cors-preflight')!;
  assert.equal(preflight.response.status, 204);
  assert.match(header(preflight, 'access-control-allow-headers') ?? '', /mcp-param-database/);
});
