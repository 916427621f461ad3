// The scale-out check (a step of `npm test`, after the build): two production instances
// (`node .next/standalone/server.js`, laid out as the Dockerfile does) share one Redis and sit
// behind a round-robin proxy with no stickiness. Through the proxy:
//  - the official conformance suite (server, --requirements 2026-07-28) must pass, as it does
//    against one `serve`;
//  - the official SDK v2 client must list every page, finish an MRTR round, carry a basket
//    handle, and hear list_changed, while a second, independent client sees none of it;
// and, addressed to each instance directly so that nothing is left to the proxy's luck: a cursor,
// an MRTR requestState and a basket handle issued by one instance are honoured by the other, a
// switch flipped on one is listed and announced on the other, and a task (io.modelcontextprotocol/
// tasks) created on one is followed, answered and cancelled through the other. The suite's
// tasks-* scenarios, run through the proxy with the rest, are counted too. Two open-internet checks ride along:
// a rebinding Host arriving on loopback gets 403, and a dripped body 408 within the deadline.
// Closing line: `scale-out: N passed, M failed` (conformance's scored checks + these checks).
// Without a redis-server (none installed, $REDIS_SERVER unset) it says why and counts nothing.
import { connect } from 'node:net';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { mcpRequest, readEvents, readMessage } from '../lib/mock-server/testing/mock-exchange';
import { countChecks, ROOT, runServerSuite, scoredScenarios, taskScenarios } from './conformance-results.mjs';
import { ensureNode22 } from './node22.mjs';
import { ensureRedisServer, type RedisProcess, startRedis } from './redis-server';
import { type RoundRobinProxy, startRoundRobinProxy } from './scale-out/round-robin-proxy';
import { type Instance, prepareStandalone, startInstance } from './scale-out/standalone-instance';

const NAME = 'scale-out';
const logFile = join(ROOT, 'test-results/scale-out-conformance.log');
const resultsDir = join(ROOT, 'test-results/scale-out-conformance');
const run = Math.random().toString(36).slice(2, 10);

let passed = 0;
const failures: string[] = [];
async function check(name: string, body: () => Promise<void> | void): Promise<void> {
  try {
    await body();
    passed++;
    console.log(`✔ ${name}`);
  } catch (error) {
    failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    console.log(`✖ ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
function finish(code?: number): never {
  const failed = failures.length;
  for (const failure of failures) console.error(`${NAME}: failed: ${failure}`);
  console.log(`${NAME}: ${passed} passed, ${failed} failed`);
  process.exit(code ?? (failed > 0 ? 1 : 0));
}

/** One JSON-RPC request to `url` (its path and query kept), answered as one message. */
async function rpc(url: string, method: string, params: Record<string, unknown>, options = {}) {
  const response = await fetch(new Request(url, mcpRequest(method, params, options)));
  return { status: response.status, message: await readMessage(response) };
}

// ── the setup ────────────────────────────────────────────────────────────────────────────────
const redisBinary = ensureRedisServer();
if ('reason' in redisBinary) {
  console.log(`${NAME}: skipped: ${redisBinary.reason}`);
  finish(0);
}
const node22 = ensureNode22(ROOT);
if (!node22.path) {
  failures.push(`no Node 22 for the conformance suite: ${node22.reason}`);
  finish();
}
const notReady = prepareStandalone();
if (notReady) {
  failures.push(notReady);
  finish();
}

let redis: RedisProcess | undefined;
const instances: Instance[] = [];
let proxy: RoundRobinProxy | undefined;
async function stopAll() {
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.stop();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

const started = Date.now();
try {
  redis = await startRedis(redisBinary.path);
  // No MCP_TOOL_LAB_STATE_SECRET: the instances must agree on one through Redis by themselves.
  const env = {
    REDIS_URL: redis.url,
    MCP_TOOL_LAB_CONFORMANCE: '1',
    MCP_TOOL_LAB_TRUST_PROXY: '1',
  };
  instances.push(...(await Promise.all([startInstance(env), startInstance(env)])));
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.url));
  console.log(`${NAME}: 2 instances up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  failures.push(`setup: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  finish();
}
const [one, two] = instances as [Instance, Instance];
const endpoint = (origin: string, visitor: string) => `${origin}/api/mcp?visitor=${visitor}-${run}`;

// ── each instance honours what the other issued ──────────────────────────────────────────────
await check('the site and its static assets are served by the standalone server', async () => {
  const page = await fetch(`${one.url}/`);
  expect(page.status === 200, `/ answered ${page.status}`);
  const html = await page.text();
  const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(html)?.[0];
  expect(asset, 'no /_next/static asset in the home page');
  const fetched = await fetch(`${two.url}${asset}`);
  expect(fetched.status === 200, `${asset} answered ${fetched.status}`);
  const robots = await fetch(`${two.url}/robots.txt`);
  expect(robots.status === 200, `public/robots.txt answered ${robots.status}`);
});

await check('a cursor from one instance pages on the other', async () => {
  const first = await rpc(endpoint(one.url, 'pages'), 'tools/list', {});
  const cursor = (first.message.result as { nextCursor?: string }).nextCursor;
  expect(cursor, 'the first page has no nextCursor');
  const second = await rpc(endpoint(two.url, 'pages'), 'tools/list', { cursor });
  expect(
    Array.isArray((second.message.result as { tools?: unknown[] })?.tools),
    JSON.stringify(second.message),
  );
});

await check('an MRTR requestState sealed by one instance is accepted by the other', async () => {
  const args = { service: 'search', version: '1.2.3', environment: 'production' };
  const capabilities = { elicitation: { form: {} } };
  const round1 = await rpc(
    endpoint(one.url, 'mrtr'),
    'tools/call',
    { name: 'deploy_release', arguments: args },
    { capabilities },
  );
  const asked = round1.message.result as {
    resultType: string;
    requestState?: string;
    inputRequests?: object;
  };
  expect(asked.resultType === 'input_required' && asked.requestState, JSON.stringify(round1.message));
  const key = Object.keys(asked.inputRequests ?? {})[0]!;
  const round2 = await rpc(
    endpoint(two.url, 'mrtr'),
    'tools/call',
    {
      name: 'deploy_release',
      arguments: args,
      requestState: asked.requestState,
      inputResponses: { [key]: { action: 'accept', content: { confirm: true } } },
    },
    { id: 2, capabilities },
  );
  const done = round2.message.result as { resultType: string; structuredContent?: { status?: string } };
  expect(done?.structuredContent?.status === 'rolling_out', JSON.stringify(round2.message));
});

await check('a basket handle from one instance opens on the other', async () => {
  const created = await rpc(endpoint(one.url, 'basket'), 'tools/call', {
    name: 'create_basket',
    arguments: {},
  });
  const handle = (created.message.result as { structuredContent?: { basket_id?: string } }).structuredContent
    ?.basket_id;
  expect(handle, JSON.stringify(created.message));
  const added = await rpc(endpoint(two.url, 'basket'), 'tools/call', {
    name: 'add_to_basket',
    arguments: { basket_id: handle, sku: 'MUG-001', quantity: 2 },
  });
  const result = added.message.result as { isError?: boolean; structuredContent?: { items?: unknown[] } };
  expect(
    result.isError !== true && result.structuredContent?.items?.length === 1,
    JSON.stringify(added.message),
  );
});

await check('a switch flipped on one instance is announced on, and listed by, the other', async () => {
  const url = (origin: string) => endpoint(origin, 'switch');
  const listen = await fetch(
    new Request(
      url(one.url),
      mcpRequest('subscriptions/listen', { notifications: { toolsListChanged: true } }, { id: 'L' }),
    ),
  );
  const reader = listen.body!.getReader();
  try {
    const [ack] = await readEvents(reader, 1);
    expect(
      (ack as { method?: string })?.method === 'notifications/subscriptions/acknowledged',
      JSON.stringify(ack),
    );
    const before = await rpc(url(one.url), 'tools/list', {});
    await rpc(url(two.url), 'tools/call', { name: 'toggle_beta_tools', arguments: { enabled: true } });
    const [changed] = await readEvents(reader, 1);
    expect(
      (changed as { method?: string })?.method === 'notifications/tools/list_changed',
      JSON.stringify(changed),
    );
    const names = async (origin: string) => {
      const all: string[] = [];
      let cursor: string | undefined;
      do {
        const page = (await rpc(url(origin), 'tools/list', cursor ? { cursor } : {})).message.result as {
          tools: { name: string }[];
          nextCursor?: string;
        };
        all.push(...page.tools.map((tool) => tool.name));
        cursor = page.nextCursor;
      } while (cursor);
      return all;
    };
    expect(
      (await names(one.url)).includes('forecast_issue_trend'),
      'instance one does not list the beta tool',
    );
    expect(before.message.result, 'tools/list failed before the switch');
  } finally {
    await reader.cancel();
  }
});

await check(
  'a task created on one instance is answered, followed and cancelled through the other',
  async () => {
    const url = (origin: string) => endpoint(origin, 'tasks');
    const capabilities = { elicitation: { form: {} }, extensions: { 'io.modelcontextprotocol/tasks': {} } };
    let id = 100;
    const call = async (origin: string, method: string, params: Record<string, unknown>) =>
      (await rpc(url(origin), method, params, { id: id++, capabilities })).message as {
        result?: Record<string, unknown>;
      };
    const until = async (origin: string, taskId: unknown, status: string) => {
      for (let i = 0; i < 1000; i++) {
        const task = (await call(origin, 'tasks/get', { taskId })).result;
        if (task?.status === status) return task;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`task ${String(taskId)} never became ${status}`);
    };
    const created = (
      await call(one.url, 'tools/call', { name: 'migrate_database', arguments: { step_ms: 5 } })
    ).result;
    expect(created?.resultType === 'task', JSON.stringify(created));
    await until(two.url, created!.taskId, 'input_required');
    await call(two.url, 'tasks/update', {
      taskId: created!.taskId,
      inputResponses: { confirm_drop: { action: 'accept', content: { confirm: true } } },
    });
    const done = await until(two.url, created!.taskId, 'completed');
    expect(/"status":"migrated"/.test(JSON.stringify(done.result)), JSON.stringify(done));
    const long = (
      await call(one.url, 'tools/call', {
        name: 'generate_report',
        arguments: { quarter: '2026-Q1', step_ms: 10_000 },
      })
    ).result;
    await call(two.url, 'tasks/cancel', { taskId: long!.taskId });
    await until(one.url, long!.taskId, 'cancelled');
  },
);

// ── the official SDK v2 client, through the proxy ────────────────────────────────────────────
function sdkClient(onListChanged: () => void) {
  const client = new Client(
    { name: 'mcp-tool-lab-scale-out', version: '1.0.0' },
    { capabilities: { elicitation: {} }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  client.setRequestHandler('elicitation/create', async () => ({
    action: 'accept',
    content: { confirm: true },
  }));
  client.setNotificationHandler('notifications/tools/list_changed', () => onListChanged());
  return client;
}
function counter() {
  let count = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  return {
    bump() {
      count++;
      for (const waiter of waiters.filter((w) => count >= w.n)) waiter.resolve();
    },
    reached: (n: number) =>
      new Promise<void>((resolve) => (count >= n ? resolve() : waiters.push({ n, resolve }))),
    get count() {
      return count;
    },
  };
}

const heardByA = counter();
const heardByB = counter();
const alice = sdkClient(() => heardByA.bump());
const bob = sdkClient(() => heardByB.bump());
await check('SDK v2 clients connect through the proxy at 2026-07-28', async () => {
  await alice.connect(new StreamableHTTPClientTransport(new URL(endpoint(proxy!.url, 'sdk-alice'))));
  await bob.connect(new StreamableHTTPClientTransport(new URL(endpoint(proxy!.url, 'sdk-bob'))));
  expect(
    alice.getNegotiatedProtocolVersion() === '2026-07-28',
    `negotiated ${alice.getNegotiatedProtocolVersion()}`,
  );
});
let baseline: string[] = [];
await check('SDK v2: every page of tools/list, whichever instance serves each', async () => {
  const { tools } = await alice.listTools();
  baseline = tools.map((tool) => tool.name);
  expect(baseline.length > 20 && new Set(baseline).size === baseline.length, `${baseline.length} tools`);
  const bobs = (await bob.listTools()).tools.map((tool) => tool.name);
  expect(
    JSON.stringify(bobs) === JSON.stringify(baseline),
    'two visitors see different lists before any switch',
  );
});
await check('SDK v2: an MRTR round and a basket handle across instances', async () => {
  const deploy = await alice.callTool({
    name: 'deploy_release',
    arguments: { service: 'checkout', version: '2.4.1', environment: 'production' },
  });
  expect((deploy.structuredContent as { status?: string })?.status === 'rolling_out', JSON.stringify(deploy));
  const created = await alice.callTool({ name: 'create_basket', arguments: {} });
  let handle = (created.structuredContent as { basket_id: string }).basket_id;
  for (const sku of ['MUG-001', 'STK-003']) {
    const added = await alice.callTool({
      name: 'add_to_basket',
      arguments: { basket_id: handle, sku, quantity: 1 },
    });
    expect(added.isError !== true, JSON.stringify(added));
    handle = (added.structuredContent as { basket_id: string }).basket_id;
  }
  const last = await alice.callTool({
    name: 'add_to_basket',
    arguments: { basket_id: handle, sku: 'MUG-001', quantity: 1 },
  });
  expect(
    (last.structuredContent as { items: unknown[] }).items.length === 2,
    JSON.stringify(last.structuredContent),
  );
});
await check(
  "SDK v2: list_changed reaches the visitor's own stream; the other visitor sees nothing",
  async () => {
    const aliceListen = await alice.listen({ toolsListChanged: true });
    const bobListen = await bob.listen({ toolsListChanged: true });
    try {
      // The switch must go to the other instance than alice's stream, by design rather than by luck.
      const stream = proxy!.routed.find(
        (r) => r.method === 'subscriptions/listen' && r.path.includes('sdk-alice'),
      );
      expect(stream, "alice's listen request did not go through the proxy");
      if (proxy!.peek() === stream.upstream) await fetch(`${proxy!.url}/robots.txt`);
      await alice.callTool({ name: 'toggle_beta_tools', arguments: { enabled: true } });
      const toggled = proxy!.routed.findLast(
        (r) => r.method === 'tools/call' && r.path.includes('sdk-alice'),
      );
      expect(
        toggled && toggled.upstream !== stream.upstream,
        'the switch reached the instance of the stream',
      );
      await heardByA.reached(1);
      const after = (await alice.listTools({}, { cacheMode: 'refresh' })).tools.map((tool) => tool.name);
      expect(
        after.includes('forecast_issue_trend') && after.length === baseline.length + 1,
        `alice: ${after.length}`,
      );
      const bobs = (await bob.listTools({}, { cacheMode: 'refresh' })).tools.map((tool) => tool.name);
      expect(JSON.stringify(bobs) === JSON.stringify(baseline), `bob's list changed: ${bobs.length} tools`);
      // Changes travel in order on one channel: had alice's reached bob's stream, it would come first.
      await bob.callTool({ name: 'toggle_beta_tools', arguments: { enabled: true } });
      await heardByB.reached(1);
      expect(heardByB.count === 1, `bob heard ${heardByB.count} list_changed for his one switch`);
    } finally {
      await aliceListen.close();
      await bobListen.close();
    }
  },
);
await check('the proxy spread the work over both instances', () => {
  const per = [0, 1].map((upstream) => proxy!.routed.filter((r) => r.upstream === upstream).length);
  expect(per[0]! > 0 && per[1]! > 0, `requests per instance: ${per.join(', ')}`);
});
await alice.close();
await bob.close();

// ── what the open internet sends, straight to an instance (issue 19, items 8 and 9) ───────────
/** Sends `head` (and then one byte every 200 ms while `drip`) on a raw socket; resolves with all it got. */
function rawExchange(origin: string, head: string, drip = false): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(origin).port), '127.0.0.1');
    let received = '';
    const timer = drip ? setInterval(() => socket.write(' '), 200) : undefined;
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.write(head);
  });
}
await check('DNS rebinding: a foreign Host arriving on loopback is refused with 403', async () => {
  const port = new URL(one.url).port;
  const answer = await rawExchange(
    one.url,
    `POST /api/mcp HTTP/1.1\r\nHost: rebound.example:${port}\r\nOrigin: http://rebound.example:${port}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
  );
  expect(/^HTTP\/1\.1 403/.test(answer) && answer.includes('-32600'), answer.slice(0, 200));
});
// The body deadline is 10 s: the drip runs beside the conformance suite and is checked after it.
const dripped = rawExchange(
  two.url,
  `POST /api/mcp HTTP/1.1\r\nHost: 127.0.0.1:${new URL(two.url).port}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{`,
  true,
);

// ── the official conformance suite, through the proxy ────────────────────────────────────────
const suiteUrl = endpoint(proxy!.url, 'conformance');
const { code } = await runServerSuite({ node22: node22.path, url: suiteUrl, logFile, resultsDir });
const scored = await scoredScenarios(node22.path);
// The tasks-* scenarios run with the rest (reported, not scored, by the suite): counted here too.
const counted = countChecks(resultsDir, new Set([...scored, ...(await taskScenarios(node22.path))]));
passed += counted.passed;
failures.push(...counted.failures);
if (counted.scenarios === 0)
  failures.push(`the conformance suite produced no results (exit ${code}); see ${logFile}`);
else if (code !== 0 && counted.failed === 0)
  failures.push(`the conformance suite exited ${code}; see ${logFile}`);
console.log(
  `${NAME}: conformance through the proxy: ${counted.passed} passed, ${counted.failed} failed (${counted.scenarios} scenarios; log ${logFile})`,
);
await check('a body dripped a byte at a time gets 408 and its connection closed', async () => {
  const answer = await dripped;
  expect(/^HTTP\/1\.1 408/.test(answer) && answer.includes('did not arrive within'), answer.slice(0, 200));
});
await stopAll();
console.log(`${NAME}: ${((Date.now() - started) / 1000).toFixed(1)} s with the instances up`);
finish();
