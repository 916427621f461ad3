// Hostile servers on the tasks path (io.modelcontextprotocol/tasks): a task that never ends, a
// status that goes backwards, a cancel that is ignored (acknowledged, or never answered), 10,000
// status notifications, a task to a client that did not declare the extension. Each ends with a
// clear message within its timeout. Time is the test's own (manual timers that are also the
// client's clock): no real time is waited for, and no assertion reads the wall clock.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { manualTimers } from '../browser/testing/manual-timers';
import { withTasksExtension } from '../spec/extensions/task-lifecycle';
import { TASKS_EXTENSION_ID } from '../spec/extensions/tasks-extension';
import type { CallToolOutcome } from './call-tool';
import type { ClientOptions } from './client-options';
import { createClient } from './create-client';
import {
  createFakeFetch,
  discoverReply,
  type FakeReply,
  type FakeRequest,
  sseMessage,
} from './testing/fake-fetch';
import { errorsAndWarnings, HOSTILE_URL } from './testing/hostile-fetch';

const TASK_ID = 'hostile-task-1';
const tool = { name: 'job', inputSchema: { type: 'object' } };
const at = '2026-08-01T09:00:00Z';
const task = (status: string, extra: Record<string, unknown> = {}) => ({
  taskId: TASK_ID,
  status,
  createdAt: at,
  lastUpdatedAt: at,
  ttlMs: null,
  pollIntervalMs: 1000,
  ...extra,
});
const rpc = (id: unknown, result: unknown): FakeReply => ({ json: { jsonrpc: '2.0', id, result } });

interface Script {
  handle?: Record<string, unknown>;
  /** The tasks/get result for the n-th poll (0-based). */
  get(
    n: number,
    request: FakeRequest,
  ): Record<string, unknown> | FakeReply | Promise<Record<string, unknown> | FakeReply>;
  cancel?(request: FakeRequest): FakeReply;
  /** The answer to subscriptions/listen (default: an acknowledgement without the task: no notifications). */
  listen?(request: FakeRequest): FakeReply | Promise<FakeReply>;
}

/** A 2026-07-28 server offering the extension, one tool, and a task scripted by `script`. */
function taskServer(script: Script, clock: ReturnType<typeof manualTimers>) {
  const polledAt: number[] = [];
  const fake = createFakeFetch(async (r) => {
    const id = r.body?.id;
    switch (r.body?.method) {
      case 'server/discover':
        return discoverReply(id, { tools: {}, extensions: { [TASKS_EXTENSION_ID]: {} } });
      case 'tools/list':
        return rpc(id, { resultType: 'complete', tools: [tool], ttlMs: 0, cacheScope: 'private' });
      case 'tools/call':
        return rpc(id, { resultType: 'task', ...(script.handle ?? task('working')) });
      case 'tasks/get': {
        polledAt.push(clock.now());
        const answer = await script.get(polledAt.length - 1, r);
        return 'json' in answer || 'sse' in answer || answer instanceof Response
          ? (answer as FakeReply)
          : rpc(id, { resultType: 'complete', ...answer });
      }
      case 'tasks/cancel':
        return script.cancel?.(r) ?? rpc(id, { resultType: 'complete' });
      case 'subscriptions/listen':
        return (
          script.listen?.(r) ?? {
            sse: [
              sseMessage({
                jsonrpc: '2.0',
                method: 'notifications/subscriptions/acknowledged',
                params: { notifications: {}, _meta: { 'io.modelcontextprotocol/subscriptionId': id } },
              }),
            ],
            hold: true,
          }
        );
      default:
        return { status: 404, json: { jsonrpc: '2.0', id, error: { code: -32601, message: 'no' } } };
    }
  });
  return { fake, polledAt };
}

function tasksClient(
  fetch: ClientOptions['fetch'],
  clock: ReturnType<typeof manualTimers>,
  extra: Partial<ClientOptions> = {},
) {
  return createClient({
    url: HOSTILE_URL,
    fetch,
    capabilities: withTasksExtension({}),
    now: clock.now,
    timers: clock.timers,
    timeouts: { requestMs: 5000, taskMs: 60_000, cancelGraceMs: 30_000 },
    ...extra,
  });
}

/**
 * Lets the client work (fetches, streams and promises settle between turns) and moves the test's
 * clock `stepMs` at a time until `pending` settles; fails past `maxMs` of that clock.
 */
async function drive<T>(
  pending: Promise<T>,
  clock: ReturnType<typeof manualTimers>,
  stepMs = 250,
  maxMs = 10 * 60_000,
) {
  let settled = false;
  let value: T | undefined;
  void pending.then((v) => {
    settled = true;
    value = v;
  });
  while (!settled) {
    for (let turn = 0; turn < 8 && !settled; turn++) await new Promise((resolve) => setImmediate(resolve));
    if (settled) break;
    assert.ok(clock.now() < maxMs, `still pending after ${maxMs} ms of the test's clock`);
    clock.advance(stepMs);
  }
  return value as T;
}

const failedWith = (outcome: CallToolOutcome) =>
  outcome.kind === 'failed'
    ? `${outcome.error.kind}: ${outcome.error.message}`
    : `not failed: ${outcome.kind}`;

test('a task that never ends: polls no faster than the hint, backs off, and stops at the follow timeout without cancelling', async () => {
  const clock = manualTimers();
  const { fake, polledAt } = taskServer(
    { get: () => task('working', { statusMessage: 'still at it' }) },
    clock,
  );
  const client = tasksClient(fake.fetch, clock);
  const outcome = await drive(client.callTool('job', {}), clock);
  assert.match(
    failedWith(outcome),
    /^timeout: Task hostile-task-1 was still "working" after 60 s of following; the client stopped following it \(it did not cancel it\)/,
  );
  assert.equal(fake.calls('tasks/cancel').length, 0);
  assert.equal(outcome.task?.status, 'working');
  const gaps = polledAt.slice(1).map((t, i) => t - polledAt[i]!);
  assert.ok(gaps.length >= 5, `${gaps.length} polls`);
  assert.ok(
    gaps.every((gap) => gap >= 1000),
    `never faster than pollIntervalMs: ${gaps.join(', ')}`,
  );
  assert.ok(gaps.at(-1)! > gaps[0]!, `the wait grows while nothing changes: ${gaps.join(', ')}`);
  assert.ok(
    gaps.every((gap) => gap <= 30_000),
    gaps.join(', '),
  );
  // The server agreed to no notifications for it: said once, polling goes on.
  const said = errorsAndWarnings(client.timeline.events());
  assert.ok(
    said.some((w) => w.startsWith('warning:task-notifications-unavailable:')),
    said.join('\n'),
  );
  assert.ok(
    said.some((w) => /^error:timeout:Task hostile-task-1 was still "working"/.test(w)),
    said.join('\n'),
  );
});

test('a status that goes backwards: a terminal handle then "working" on tasks/get stops following with the reason', async () => {
  const clock = manualTimers();
  const { fake } = taskServer({ handle: task('completed'), get: () => task('working') }, clock);
  const client = tasksClient(fake.fetch, clock);
  const outcome = await drive(client.callTool('job', {}), clock);
  assert.match(
    failedWith(outcome),
    /^malformed: Stopped following the task: the server reported task hostile-task-1 as "working" after it had reported "completed": a task never leaves a terminal status/,
  );
  assert.equal(fake.calls('tasks/get').length, 1);
});

test('a poll answered "working" while a notification ended the task is old news, not a status going backwards', async () => {
  // The race of a correct server: tasks/get is answered (still working) just before the task
  // ends, and the notification of the end overtakes that answer on the listen stream.
  const clock = manualTimers();
  let pollSent!: () => void;
  const polled = new Promise<void>((resolve) => {
    pollSent = resolve;
  });
  let endSeen!: () => void;
  const ended = new Promise<void>((resolve) => {
    endSeen = resolve;
  });
  const { fake } = taskServer(
    {
      get: async () => {
        pollSent();
        await ended;
        return task('working');
      },
      listen: async (r) => {
        await polled;
        const meta = { _meta: { 'io.modelcontextprotocol/subscriptionId': r.body!.id } };
        return {
          sse: [
            sseMessage({
              jsonrpc: '2.0',
              method: 'notifications/subscriptions/acknowledged',
              params: { notifications: { taskIds: [TASK_ID] }, ...meta },
            }),
            sseMessage({
              jsonrpc: '2.0',
              method: 'notifications/tasks',
              params: {
                ...task('completed', {
                  lastUpdatedAt: '2026-08-01T09:02:00Z',
                  result: { content: [{ type: 'text', text: 'done' }] },
                }),
                ...meta,
              },
            }),
          ],
          hold: true,
        };
      },
    },
    clock,
  );
  const client = tasksClient(fake.fetch, clock);
  const outcome = await drive(
    client.callTool('job', {}, { onTaskUpdate: (view) => view.status === 'completed' && endSeen() }),
    clock,
  );
  assert.equal(outcome.kind, 'complete', failedWith(outcome));
  assert.match(JSON.stringify(outcome.kind === 'complete' && outcome.result), /"done"/);
  assert.equal(fake.calls('tasks/get').length, 1);
});

test('time going backwards (lastUpdatedAt earlier than before) is reported, and the task is still followed to its end', async () => {
  const clock = manualTimers();
  const { fake } = taskServer(
    {
      get: (n) =>
        n === 0
          ? task('working', { lastUpdatedAt: '2026-08-01T09:05:00Z', statusMessage: 'a' })
          : n === 1
            ? task('working', { lastUpdatedAt: '2026-08-01T09:01:00Z', statusMessage: 'b' })
            : task('completed', { lastUpdatedAt: '2026-08-01T09:06:00Z', result: { content: [] } }),
    },
    clock,
  );
  const client = tasksClient(fake.fetch, clock);
  const outcome = await drive(client.callTool('job', {}), clock);
  assert.equal(outcome.kind, 'complete', failedWith(outcome));
  const said = errorsAndWarnings(client.timeline.events());
  assert.ok(
    said.includes(
      "warning:task-time-backwards:Task hostile-task-1's lastUpdatedAt went back from 2026-08-01T09:05:00Z to 2026-08-01T09:01:00Z.",
    ),
    said.join('\n'),
  );
});

test('a cancel that is acknowledged but ignored: the client waits its grace period, then says so and stops', async () => {
  const clock = manualTimers();
  const { fake } = taskServer({ get: () => task('working') }, clock);
  const client = tasksClient(fake.fetch, clock);
  const abort = new AbortController();
  // The user cancels as soon as the task shows up (the playground's button, the CLI's Ctrl-C).
  const pending = client.callTool('job', {}, { signal: abort.signal, onTaskUpdate: () => abort.abort() });
  const outcome = await drive(pending, clock);
  assert.equal(fake.calls('tasks/cancel').length, 1);
  assert.equal(fake.calls('tasks/cancel')[0]!.headers.get('mcp-name'), TASK_ID);
  assert.match(
    failedWith(outcome),
    /^timeout: The server acknowledged the cancel, but task hostile-task-1 was still "working" 30 s later\. Cancelling is cooperative/,
  );
  const phases = client.timeline.events().flatMap((e) => (e.type === 'task' ? [e.phase] : []));
  assert.deepEqual(phases.slice(0, 3), ['created', 'cancel-requested', 'cancel-acknowledged']);
  assert.equal(phases.at(-1), 'stopped');
});

test('a cancel that is never answered ends at the request timeout, and the message says the task may still run', async () => {
  const clock = manualTimers();
  const { fake } = taskServer(
    { get: () => task('working'), cancel: () => new Promise<never>(() => undefined) as never },
    clock,
  );
  const client = tasksClient(fake.fetch, clock);
  const abort = new AbortController();
  const outcome = await drive(
    client.callTool('job', {}, { onTaskUpdate: () => abort.abort(), signal: abort.signal }),
    clock,
  );
  assert.match(
    failedWith(outcome),
    /^timeout: Asked the server to cancel task hostile-task-1, but tasks\/cancel failed \(.*\); the task may still be running on the server\./,
  );
});

test('10,000 status notifications: every new status is checked, repeats coalesce, the timeline stays bounded', async () => {
  const clock = manualTimers();
  const flood = (id: unknown) => {
    const meta = { _meta: { 'io.modelcontextprotocol/subscriptionId': id } };
    const chunks = [
      sseMessage({
        jsonrpc: '2.0',
        method: 'notifications/subscriptions/acknowledged',
        params: { notifications: { taskIds: [TASK_ID] }, ...meta },
      }),
    ];
    for (let i = 1; i <= 10_000; i++) {
      chunks.push(
        sseMessage({
          jsonrpc: '2.0',
          method: 'notifications/tasks',
          params: { ...task('working', { statusMessage: `record ${i}/10000`, lastUpdatedAt: at }), ...meta },
        }),
      );
    }
    chunks.push(
      sseMessage({
        jsonrpc: '2.0',
        method: 'notifications/tasks',
        params: {
          ...task('completed', { result: { content: [{ type: 'text', text: 'all 10000 records' }] } }),
          ...meta,
        },
      }),
    );
    return { sse: [chunks.join('')], hold: true };
  };
  const { fake } = taskServer({ get: () => task('working'), listen: (r) => flood(r.body!.id) }, clock);
  const client = tasksClient(fake.fetch, clock);
  let updates = 0;
  const outcome = await drive(client.callTool('job', {}, { onTaskUpdate: () => updates++ }), clock);
  assert.equal(outcome.kind, 'complete', failedWith(outcome));
  assert.match(JSON.stringify(outcome.kind === 'complete' && outcome.result), /all 10000 records/);
  assert.ok(updates < 100, `${updates} updates for 10,001 notifications`);
  const events = client.timeline.events();
  assert.ok(events.length <= 5000, `${events.length} timeline events`);
  assert.ok(events.filter((e) => e.type === 'task').length < 20);
  const said = errorsAndWarnings(events);
  assert.ok(
    said.some((w) =>
      /^warning:task-notification-flood:The server sent 10001 status notifications for task hostile-task-1; they were coalesced/.test(
        w,
      ),
    ),
    said.join('\n'),
  );
  assert.equal(outcome.task?.status, 'completed');
});

test('a task to a client that did not declare the extension is refused, and nothing is polled', async () => {
  const clock = manualTimers();
  const { fake } = taskServer({ get: () => task('working') }, clock);
  const client = tasksClient(fake.fetch, clock, { capabilities: {} });
  const outcome = await drive(client.callTool('job', {}), clock);
  assert.match(
    failedWith(outcome),
    /^malformed: tools\/call result: "resultType" is "task" .* but this client did not declare that extension on the request/,
  );
  assert.equal(fake.calls('tasks/get').length, 0);
  // The validator says the same, at the member: an error, since the request is known.
  const findings = client.timeline.events().flatMap((e) => (e.type === 'diagnostics' ? e.diagnostics : []));
  assert.ok(
    findings.some((d) => d.rule === 'task-undeclared' && d.severity === 'error' && d.path === '/resultType'),
    JSON.stringify(findings),
  );
  const meta = fake.calls('tools/call')[0]!.body!.params as { _meta: Record<string, unknown> };
  assert.deepEqual(meta._meta['io.modelcontextprotocol/clientCapabilities'], {});
});

test('a task the server forgot (-32602 on tasks/get), and a malformed handle, each end with a reason', async () => {
  const clock = manualTimers();
  const forgot = taskServer(
    {
      get: (_n, r) => ({
        json: { jsonrpc: '2.0', id: r.body!.id, error: { code: -32602, message: 'no such task' } },
      }),
    },
    clock,
  );
  const outcome = await drive(tasksClient(forgot.fake.fetch, clock).callTool('job', {}), clock);
  assert.match(
    failedWith(outcome),
    /^protocol: The server no longer knows task hostile-task-1 \(tasks\/get: no such task\)/,
  );
  const clock2 = manualTimers();
  const broken = taskServer(
    { handle: { taskId: TASK_ID, status: 'paused' }, get: () => task('working') },
    clock2,
  );
  const bad = await drive(tasksClient(broken.fake.fetch, clock2).callTool('job', {}), clock2);
  assert.match(
    failedWith(bad),
    /^malformed: Stopped following the task: the task handle is not a valid task: "status"/,
  );
  assert.equal(broken.fake.calls('tasks/get').length, 0);
});
