// Writes content/docs/exchanges.generated.json: the HTTP exchanges the docs show with <Exchange id />,
// recorded by sending real requests through the mock server's handle() (lib/mock-server). Only the
// requests' inputs are written here; headers come from lib/wire's buildRequestHeaders, and every byte
// of every response comes from the mock server, so the docs cannot drift from its behaviour.
//
//   node --import tsx scripts/generate-exchanges.mjs           record again and rewrite the file
//   node --import tsx scripts/generate-exchanges.mjs --check   exit 1 if the file is stale (tests)
import { join } from 'node:path';
import { createParser } from 'eventsource-parser';
import { BETA_TOOL_NAME } from '../lib/mock-server/catalogue/forecast-issue-trend.ts';
import { createMockServer } from '../lib/mock-server/create-mock-server.ts';
import { buildRequestHeaders } from '../lib/wire/request-headers.ts';
import { isMain, repo, writeGenerated } from './generate-docs-output.mjs';

export const exchangesFile = join(repo, 'content', 'docs', 'exchanges.generated.json');
export const COMMAND = 'node --import tsx scripts/generate-exchanges.mjs';

const VERSION = '2026-07-28';
const ENDPOINT = 'https://mcp.example.com/mcp';
const BROWSER_ORIGIN = 'https://lab.example.com';
// Fixed secret and clock: sealed states and handles come out the same on every run.
const SECRET = 'docs-recording-secret-not-used-anywhere-else';
const T0 = Date.UTC(2026, 7, 3, 9, 30, 0);
const CLIENT_INFO = { name: 'tool-lab-docs', title: 'MCP Tool Lab docs', version: '1.0.0' };

const REASONS = {
  200: 'OK',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

function server(options = {}) {
  return createMockServer({
    stateSecret: SECRET,
    now: () => T0,
    allowedOrigins: [BROWSER_ORIGIN],
    ...options,
  });
}

/** A 2026-07-28 request message: `_meta` first, then the method's own params. */
function message(id, method, params = {}, { meta = {}, capabilities = {}, version = VERSION } = {}) {
  return {
    jsonrpc: '2.0',
    id,
    method,
    params: {
      _meta: {
        'io.modelcontextprotocol/protocolVersion': version,
        'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
        'io.modelcontextprotocol/clientCapabilities': capabilities,
        ...meta,
      },
      ...params,
    },
  };
}

/** The HTTP request a 2026-07-28 client sends for `msg` (headers from lib/wire). */
function post(msg, { inputSchema, headers: override = {} } = {}) {
  const built = buildRequestHeaders({
    method: msg.method,
    params: msg.params,
    protocolVersion: msg.params._meta['io.modelcontextprotocol/protocolVersion'],
    inputSchema,
  });
  if (built.problems.length > 0) throw new Error(`cannot build headers: ${built.problems.join('; ')}`);
  const headers = Object.entries({ ...built.headers, ...override });
  return { method: 'POST', headers, body: JSON.stringify(msg) };
}

async function send(mock, req) {
  return mock.handle(
    new Request(ENDPOINT, { method: req.method, headers: req.headers, body: req.body || undefined }),
  );
}

/** Reads SSE events from a response body until `enough(events)` says stop (or the stream ends). */
async function readEvents(response, enough = () => false, onEvent = async () => {}) {
  const events = [];
  let stop = false;
  const parser = createParser({
    onEvent(event) {
      events.push(event.event ? { event: event.event, data: event.data } : { data: event.data });
    },
    onComment(comment) {
      events.push({ comment });
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let truncated = false;
  while (!stop) {
    const { done, value } = await reader.read();
    if (done) break;
    const before = events.length;
    parser.feed(decoder.decode(value, { stream: true }));
    for (let i = before; i < events.length; i++) await onEvent(events[i], events);
    if (enough(events)) {
      stop = true;
      truncated = true;
      await reader.cancel();
    }
  }
  return { events, truncated };
}

async function record(response, options = {}) {
  const headers = [...response.headers.entries()];
  const out = { status: response.status, statusText: REASONS[response.status] ?? '', headers };
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const { events, truncated } = await readEvents(response, options.enough, options.onEvent);
    out.events = events;
    if (truncated) out.truncated = true;
  } else {
    const text = await response.text();
    if (text) out.body = text;
  }
  return out;
}

function resultOf(recorded) {
  const text = recorded.body ?? recorded.events?.findLast((e) => 'data' in e)?.data;
  return JSON.parse(text).result;
}

function exchange(id, title, summary, request, response, expectRules = []) {
  return {
    id,
    title,
    summary,
    request: {
      method: request.method,
      path: new URL(ENDPOINT).pathname,
      headers: request.headers,
      body: request.body,
    },
    response,
    expectRules,
  };
}

/** Sends the request to `mock` and records the pair. */
async function run(mock, id, title, summary, request, options = {}) {
  const response = await record(await send(mock, request), options);
  return exchange(id, title, summary, request, response, options.expectRules);
}

/** Every exchange the docs show, recorded in order. */
export async function recordExchanges() {
  const out = [];
  const mock = server();
  const tools = Object.fromEntries(mock.listTools().map((t) => [t.name, t]));

  out.push(
    await run(
      mock,
      'server-discover',
      'server/discover',
      'The optional first request of a 2026-07-28 client: the versions the server speaks, its capabilities (tools, with listChanged), instructions for the model, and its identity, with caching hints.',
      post(message('discover-1', 'server/discover')),
    ),
  );

  // Two tools per page, so that the list has a second page to show.
  const paged = server({ pageSize: 2 });
  const first = await run(
    paged,
    'tools-list-first-page',
    'tools/list, first page',
    'No cursor: the first page. The server chose two tools per page; nextCursor says more may follow, and ttlMs and cacheScope say how long and with whom the page may be reused.',
    post(message('list-1', 'tools/list')),
  );
  out.push(first);
  const cursor = resultOf(first.response).nextCursor;
  out.push(
    await run(
      paged,
      'tools-list-next-page',
      'tools/list, next page',
      'The client sends the cursor back unchanged and receives the next page, with its own caching hints.',
      post(message('list-2', 'tools/list', { cursor })),
    ),
  );

  out.push(
    await run(
      mock,
      'tools-call-text',
      'tools/call with a text result',
      'The tool name travels in the body and in Mcp-Name; the answer is a complete result with one text block.',
      post(
        message('call-1', 'tools/call', {
          name: 'search_issues',
          arguments: { query: 'windows', state: 'all', limit: 3 },
        }),
      ),
    ),
  );

  out.push(
    await run(
      mock,
      'tools-call-structured',
      'tools/call with structured content',
      'get_issue declares an outputSchema, so its result carries structuredContent that matches it, plus the same JSON serialized in a text block for older clients.',
      post(message('call-2', 'tools/call', { name: 'get_issue', arguments: { number: 104 } })),
    ),
  );

  const deployArgs = { service: 'checkout', version: '2.4.1', environment: 'production' };
  const elicitation = { elicitation: { form: {} } };
  const round = await run(
    mock,
    'tools-call-input-required',
    'Round 1: the server asks for confirmation',
    'A production deploy needs the user’s consent. The client declared form elicitation in this request, so the server answers input_required with a form and a signed requestState.',
    post(
      message(
        'call-3',
        'tools/call',
        { name: 'deploy_release', arguments: deployArgs },
        { capabilities: elicitation },
      ),
    ),
  );
  out.push(round);
  const { requestState } = resultOf(round.response);
  out.push(
    await run(
      mock,
      'tools-call-retry',
      'Round 2: the retry with the answer',
      'Same tool and arguments under a new id, with the user’s answer in inputResponses (keyed like the request) and requestState echoed unchanged. Now the result is complete.',
      post(
        message(
          'call-4',
          'tools/call',
          {
            name: 'deploy_release',
            arguments: deployArgs,
            inputResponses: {
              confirm_deploy: {
                action: 'accept',
                content: { confirm: true, note: 'Fixes the coupon rounding bug' },
              },
            },
            requestState,
          },
          { capabilities: elicitation },
        ),
      ),
    ),
  );

  out.push(
    await run(
      mock,
      'tools-call-is-error',
      'A tool execution error',
      'The arguments fit the schema, but the tool cannot serve them: the result says isError: true and tells the model how to fix the call.',
      post(
        message('call-5', 'tools/call', {
          name: 'convert_currency',
          arguments: { amount: 120, from: 'EUR', to: 'XAU' },
        }),
      ),
    ),
  );

  out.push(
    await run(
      mock,
      'tools-call-unknown-tool',
      'An unknown tool',
      'A misspelled tool name cannot be run at all: a protocol error, -32602.',
      post(message('call-6', 'tools/call', { name: 'search_isues', arguments: { query: 'windows' } })),
    ),
  );

  out.push(
    await run(
      mock,
      'header-mismatch',
      'A header that disagrees with the body',
      'Mcp-Name names a different tool than the body. The server refuses to guess which one is meant: HTTP 400 with -32020.',
      post(message('call-7', 'tools/call', { name: 'search_issues', arguments: { query: 'windows' } }), {
        headers: { 'Mcp-Name': 'get_issue' },
      }),
    ),
  );

  out.push(
    await run(
      mock,
      'unsupported-version',
      'An unsupported protocol version',
      'The request names 2025-11-25 in its metadata and header. This server speaks only 2026-07-28: HTTP 400 with -32022, listing what it supports.',
      post(message('discover-2', 'server/discover', {}, { version: '2025-11-25' })),
    ),
  );

  out.push(
    await run(
      mock,
      'tools-call-progress',
      'Progress on an SSE stream',
      'The call carries a progressToken, so the server answers with an event stream: progress notifications while it works, then the result, which ends the stream.',
      post(
        message(
          'call-8',
          'tools/call',
          { name: 'generate_report', arguments: { quarter: '2026-Q2', sections: 3, step_ms: 0 } },
          { meta: { progressToken: 'report-1' } },
        ),
      ),
    ),
  );

  // The listen stream: the acknowledgement, then (after toggle_beta_tools adds a tool) the change
  // notification, then a graceful end when the server shuts the stream down.
  const listening = server();
  const listenRequest = post(
    message('listen-1', 'subscriptions/listen', { notifications: { toolsListChanged: true } }),
  );
  const listenResponse = await send(listening, listenRequest);
  let toggled = false;
  let closed = false;
  const listen = await record(listenResponse, {
    onEvent: async (event, events) => {
      const data = 'data' in event ? event.data : '';
      if (!toggled && data.includes('notifications/subscriptions/acknowledged')) {
        toggled = true;
        const toggle = await send(
          listening,
          post(message('call-9', 'tools/call', { name: 'toggle_beta_tools', arguments: { enabled: true } })),
        );
        await toggle.text();
      } else if (!closed && data.includes('notifications/tools/list_changed')) {
        closed = true;
        listening.close();
      }
      return events;
    },
  });
  if (!listening.listTools().some((t) => t.name === BETA_TOOL_NAME))
    throw new Error('the beta tool was not added');
  out.push(
    exchange(
      'listen-tools-changed',
      'subscriptions/listen',
      'The stream stays open. First the acknowledgement; then, after another request switched a beta tool on, a list_changed notification tagged with the subscription id; finally the server shuts down and ends the stream gracefully with the listen result.',
      listenRequest,
      listen,
    ),
  );

  const created = await run(
    mock,
    'handle-create',
    'Creating state: the handle',
    'create_basket returns a basket_id. The handle carries the basket itself, signed by the server, so any server instance can take the next call.',
    post(message('call-10', 'tools/call', { name: 'create_basket', arguments: { currency: 'EUR' } })),
  );
  out.push(created);
  const basketId = resultOf(created.response).structuredContent.basket_id;
  out.push(
    await run(
      mock,
      'handle-use',
      'Using the handle',
      'add_to_basket takes the basket_id as an ordinary argument and returns the updated basket with a new basket_id for the next call.',
      post(
        message('call-11', 'tools/call', {
          name: 'add_to_basket',
          arguments: { basket_id: basketId, sku: 'MUG-001', quantity: 2 },
        }),
      ),
    ),
  );
  const later = server({ now: () => T0 + 16 * 60 * 1000 });
  out.push(
    await run(
      later,
      'handle-expired',
      'An expired handle',
      'Sixteen minutes later the first basket_id has expired. That is a tool execution error whose text says what happened and what to do next.',
      post(
        message('call-12', 'tools/call', {
          name: 'add_to_basket',
          arguments: { basket_id: basketId, sku: 'TEE-002' },
        }),
      ),
    ),
  );

  const sqlArgs = {
    database: 'inventory',
    query: 'SELECT sku, name, stock FROM products LIMIT 2',
    read_only: true,
    max_rows: 5,
  };
  const sqlSchema = tools.execute_sql.inputSchema;
  out.push(
    await run(
      mock,
      'x-mcp-header-call',
      'A call with Mcp-Param headers',
      'The mock server’s execute_sql marks database (a string), read_only (a boolean) and max_rows (an integer) with x-mcp-header; the client copies each into its Mcp-Param header.',
      post(message('call-13', 'tools/call', { name: 'execute_sql', arguments: sqlArgs }), {
        inputSchema: sqlSchema,
      }),
    ),
  );
  out.push(
    await run(
      mock,
      'x-mcp-header-mismatch',
      'An Mcp-Param header that disagrees with the body',
      'The header says analytics while the body says inventory. A gateway may already have routed on the header, so the server refuses: HTTP 400 with -32020.',
      post(message('call-14', 'tools/call', { name: 'execute_sql', arguments: sqlArgs }), {
        inputSchema: sqlSchema,
        headers: { 'Mcp-Param-Database': 'analytics' },
      }),
    ),
  );

  // Tasks (io.modelcontextprotocol/tasks): a server of its own with fixed task ids, and a client
  // that declares the extension. The tasks run for real; the recorder waits on tasks/get for each
  // state it shows, so what the docs show is what the mock does.
  let nextTask = 0;
  const TASK_IDS = [
    '5d7f1a2e-8c3b-4d9e-a1f0-6b2c3d4e5f60',
    '9e1c2b3a-4d5f-4e6a-8b7c-0d1e2f3a4b5c',
    '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
    '7f6e5d4c-3b2a-4190-8f7e-6d5c4b3a2918',
  ];
  const tasked = server({ taskIds: () => TASK_IDS[nextTask++] ?? `task-${nextTask}` });
  const withTasks = { elicitation: { form: {} }, extensions: { 'io.modelcontextprotocol/tasks': {} } };
  let taskCall = 0;
  const taskMessage = (method, params) =>
    message(`task-${++taskCall}`, method, params, { capabilities: withTasks });
  /** Asks tasks/get until `done` accepts the task; the last exchange is the one shown. */
  const getUntil = async (id, title, summary, taskId, done) => {
    for (let i = 0; i < 2000; i++) {
      // Unrecorded polls under one id, so the recording does not depend on how many it took.
      const poll = await send(
        tasked,
        post(message('poll', 'tasks/get', { taskId }, { capabilities: withTasks })),
      );
      if (done(JSON.parse(await poll.text()).result)) {
        return run(tasked, id, title, summary, post(taskMessage('tasks/get', { taskId })));
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`${id}: the task never got there`);
  };
  const reportArgs = { quarter: '2026-Q2', sections: 2, step_ms: 0 };
  const createdTask = await run(
    tasked,
    'task-created',
    'tools/call answered with a task',
    'The request declares io.modelcontextprotocol/tasks, so the server may answer with a task handle instead of the result: resultType "task", the task id, its status, how long it is kept (ttlMs) and how often to poll (pollIntervalMs). The task is stored before the answer goes out.',
    post(taskMessage('tools/call', { name: 'generate_report', arguments: reportArgs })),
  );
  out.push(createdTask);
  const reportTask = resultOf(createdTask.response).taskId;
  out.push(
    await getUntil(
      'task-completed',
      'tasks/get: completed, the result inlined',
      'The client polls with the task id (also in Mcp-Name). Once the task is done, the answer carries the tool’s CallToolResult in result; resultType stays "complete", the task’s own state is in status.',
      reportTask,
      (task) => task.status === 'completed',
    ),
  );
  const migration = await run(
    tasked,
    'task-migration-created',
    'A task that will need input',
    'migrate_database runs as a task too; before its irreversible step it will stop and ask.',
    post(taskMessage('tools/call', { name: 'migrate_database', arguments: { target: 'v3', step_ms: 0 } })),
  );
  const migrationTask = resultOf(migration.response).taskId;
  out.push(
    await getUntil(
      'task-input-required',
      'tasks/get: waiting for input',
      'The task is input_required and lists what it waits for in inputRequests: here a form, exactly as an MRTR round would carry it. The client shows it to the user.',
      migrationTask,
      (task) => task.status === 'input_required',
    ),
  );
  out.push(
    await run(
      tasked,
      'task-update',
      'tasks/update with the answer',
      'The answer goes to the task with tasks/update, keyed like the request; the server acknowledges with an empty result, and the task works again.',
      post(
        taskMessage('tasks/update', {
          taskId: migrationTask,
          inputResponses: { confirm_drop: { action: 'accept', content: { confirm: true } } },
        }),
      ),
    ),
  );
  await getUntil('task-migration-done', '', '', migrationTask, (task) => task.status === 'completed');
  const longTask = resultOf(
    (
      await run(
        tasked,
        'task-long',
        '',
        '',
        post(
          taskMessage('tools/call', {
            name: 'generate_report',
            arguments: { ...reportArgs, step_ms: 10_000 },
          }),
        ),
      )
    ).response,
  ).taskId;
  out.push(
    await run(
      tasked,
      'task-cancel',
      'tasks/cancel',
      'The client asks the server to stop the task. The answer is an empty acknowledgement; the next tasks/get says cancelled. Cancelling is cooperative: a server may let the work finish.',
      post(taskMessage('tasks/cancel', { taskId: longTask })),
    ),
  );
  out.push(
    await run(
      tasked,
      'task-required',
      'A tool that needs a task, from a client without the extension',
      'rebuild_search_index runs only as a task. This request does not declare the extension, so the server refuses with -32021 and names what is missing in data.requiredCapabilities.',
      post(message('task-plain', 'tools/call', { name: 'rebuild_search_index', arguments: { step_ms: 0 } })),
    ),
  );
  const rebuild = resultOf(
    (
      await run(
        tasked,
        'task-rebuild',
        '',
        '',
        post(taskMessage('tools/call', { name: 'rebuild_search_index', arguments: { step_ms: 0 } })),
      )
    ).response,
  ).taskId;
  out.push(
    await getUntil(
      'task-failed',
      'tasks/get: failed, the error inlined',
      'The task ended with a JSON-RPC error, so its status is failed and the error is in error. A tool that reports a problem in its result (isError: true) ends completed instead.',
      rebuild,
      (task) => task.status === 'failed',
    ),
  );
  const taskListen = post(taskMessage('subscriptions/listen', { notifications: { taskIds: [reportTask] } }));
  out.push(
    exchange(
      'task-listen',
      'subscriptions/listen for a task',
      'A client may listen for a task instead of polling: it names the task in notifications.taskIds (declaring the extension). The acknowledgement lists the tasks the server agreed to; then each change comes as notifications/tasks, the task as tasks/get would show it. This one had already completed, so one notification says so (the stream stays open; the recording stops there).',
      taskListen,
      await record(await send(tasked, taskListen), {
        enough: (events) => events.some((e) => 'data' in e && e.data.includes('notifications/tasks"')),
      }),
    ),
  );
  tasked.close();

  out.push(
    await run(
      mock,
      'cors-preflight',
      'A CORS preflight from a web page',
      `A page on ${BROWSER_ORIGIN}, an origin the server allows, is about to call execute_sql. The browser first asks with OPTIONS; the server echoes the requested headers, Mcp-Param-* included.`,
      {
        method: 'OPTIONS',
        headers: [
          ['Origin', BROWSER_ORIGIN],
          ['Access-Control-Request-Method', 'POST'],
          [
            'Access-Control-Request-Headers',
            'content-type, mcp-method, mcp-name, mcp-param-database, mcp-param-max-rows, mcp-param-read-only, mcp-protocol-version',
          ],
        ],
        body: '',
      },
    ),
  );
  return out;
}

/** The text of content/docs/exchanges.generated.json (before formatting). */
export async function renderGenerated() {
  return `${JSON.stringify({ exchanges: await recordExchanges() }, null, 2)}\n`;
}

if (isMain(import.meta.url)) {
  const ok = writeGenerated(exchangesFile, await renderGenerated(), {
    check: process.argv.includes('--check'),
    command: COMMAND,
  });
  process.exit(ok ? 0 : 1);
}
