import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createStdioGateway } from './create-stdio-gateway';
import { type FakeChannel, fakeChannel, readEvents } from './testing/fake-channel';

const URL = 'http://127.0.0.1:5123/mcp';

/** A JSON-RPC message as these tests read it; the assertions check the shape. */
interface Msg {
  id?: unknown;
  method?: string;
  result?: { content?: { text?: string }[]; serverInfo?: { name?: string }; tools?: { name: string }[] };
  error?: { code: number; message: string; data?: unknown };
  params?: {
    name?: string;
    arguments?: { message?: string };
    progressToken?: unknown;
    notifications?: unknown;
    data?: unknown;
    uri?: unknown;
    _meta?: Record<string, unknown>;
  };
}
const json = async (response: Response) => (await response.json()) as Msg;
const events = async (response: Response, count?: number) => (await readEvents(response, count)) as Msg[];
const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};
const ECHO_TOOL = {
  name: 'echo',
  inputSchema: { type: 'object', properties: { message: { type: 'string', 'x-mcp-header': 'Message' } } },
};

/** A 2025-11-25 InitializeResult, as a server named `label` answers `initialize`. */
const initializeAnswer = (id: unknown, label: string) => ({
  jsonrpc: '2.0',
  id,
  result: {
    protocolVersion: '2025-11-25',
    capabilities: { tools: {} },
    serverInfo: { name: label, version: '1' },
  },
});

/** A 2026-07-28 stdio server in memory: answers by method, holds `slow`, `count` and listens. */
function modernServer(label = 'server'): FakeChannel {
  const channel = fakeChannel(label, 'Traceback: boom');
  channel.answer = (m, c) => {
    if (!('id' in m)) return;
    const params = (m.params ?? {}) as NonNullable<Msg['params']>;
    const done = (result: unknown) =>
      c.reply({ jsonrpc: '2.0', id: m.id, result: { resultType: 'complete', ...(result as object) } });
    if (m.method === 'initialize') {
      // Dual-era, like the official SDK's serveStdio: an initialize opening pins the 2025 handshake.
      c.reply(initializeAnswer(m.id, label));
    } else if (m.method === 'tools/list') done({ tools: [ECHO_TOOL], ttlMs: 0, cacheScope: 'public' });
    else if (m.method === 'tools/call' && params.name === 'echo') {
      done({ content: [{ type: 'text', text: `echo: ${params.arguments?.message}` }] });
    } else if (m.method === 'tools/call' && params.name === 'count') {
      for (const progress of [1, 2]) {
        c.reply({
          jsonrpc: '2.0',
          method: 'notifications/progress',
          params: { progressToken: params._meta!.progressToken, progress },
        });
      }
      done({ content: [] });
    } else if (m.method === 'subscriptions/listen') {
      c.reply({
        jsonrpc: '2.0',
        method: 'notifications/subscriptions/acknowledged',
        params: {
          notifications: params.notifications,
          _meta: { 'io.modelcontextprotocol/subscriptionId': m.id },
        },
      });
    } else if (m.method === 'tools/call' && params.name === 'slow') {
      // Never answers by itself.
    } else c.reply({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'Method not found' } });
  };
  return channel;
}

function post(body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
  const method = (body as { method?: string }).method ?? '';
  return new Request(URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2026-07-28',
      'Mcp-Method': method,
      ...headers,
    },
    body: JSON.stringify(body),
    signal,
  });
}

const rpc = (id: unknown, method: string, params: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id,
  method,
  params: { _meta: META, ...params },
});

function modernGateway() {
  const launched: FakeChannel[] = [];
  const notes: string[] = [];
  const probed = modernServer();
  const gateway = createStdioGateway({
    launch: (label) => {
      const channel = modernServer(label);
      launched.push(channel);
      return channel;
    },
    era: { era: 'modern', supportedVersions: ['2026-07-28'], reason: 'test' },
    probed,
    note: (text) => notes.push(text),
    maxBodyBytes: 1024,
  });
  return { gateway, probed, launched, notes };
}

const cors = { 'Access-Control-Allow-Origin': 'https://lab.example' };

describe('modern (2026-07-28): one shared process', () => {
  test('clients whose ids collide get their own answers; the server sees ids of the bridge’s', async () => {
    const { gateway, probed, launched } = modernGateway();
    const [a, b] = await Promise.all([
      gateway.handle(
        post(rpc(1, 'tools/call', { name: 'echo', arguments: { message: 'a' } }), { 'Mcp-Name': 'echo' }),
        cors,
      ),
      gateway.handle(
        post(rpc(1, 'tools/call', { name: 'echo', arguments: { message: 'b' } }), { 'Mcp-Name': 'echo' }),
        cors,
      ),
    ]);
    assert.equal(a.status, 200);
    assert.equal(a.headers.get('access-control-allow-origin'), 'https://lab.example');
    assert.equal(a.headers.get('via'), '1.1 mcp-tool-lab-bridge (stdio)');
    assert.deepEqual(await a.json(), {
      jsonrpc: '2.0',
      id: 1,
      result: { resultType: 'complete', content: [{ type: 'text', text: 'echo: a' }] },
    });
    assert.equal((await json(b)).result!.content![0]!.text, 'echo: b');
    assert.deepEqual(
      probed.sent.map((m) => m.id),
      [1, 2],
    );
    assert.equal(launched.length, 0, 'the probed process was reused');
  });

  test('headers are checked as a 2026-07-28 HTTP server must, Mcp-Param-* once the tool is known', async () => {
    const { gateway, probed } = modernGateway();
    const call = rpc(7, 'tools/call', { name: 'echo', arguments: { message: 'Zürich' } });
    const noVersion = await gateway.handle(
      post(call, { 'MCP-Protocol-Version': '', 'Mcp-Name': 'echo' }),
      {},
    );
    assert.equal(noVersion.status, 400);
    assert.equal((await json(noVersion)).error!.code, -32020);
    const wrongName = await gateway.handle(post(call, { 'Mcp-Name': 'other' }), {});
    assert.equal(wrongName.status, 400);
    assert.match((await json(wrongName)).error!.message, /Mcp-Name/);
    const future = await gateway.handle(
      post(
        {
          ...call,
          params: {
            ...call.params,
            _meta: { ...META, 'io.modelcontextprotocol/protocolVersion': '2030-01-01' },
          },
        },
        { 'MCP-Protocol-Version': '2030-01-01', 'Mcp-Name': 'echo' },
      ),
      {},
    );
    assert.equal(future.status, 400);
    assert.deepEqual((await json(future)).error!.data, {
      supported: ['2026-07-28'],
      requested: '2030-01-01',
    });
    const noMeta = await gateway.handle(post({ jsonrpc: '2.0', id: 8, method: 'tools/list' }), {});
    assert.equal(noMeta.status, 400);
    assert.equal((await json(noMeta)).error!.code, -32602);
    assert.equal(probed.sent.length, 0, 'nothing malformed reached the server');

    // Unknown tool declarations: the call goes through; after tools/list the bridge holds Mcp-Param-Message to the body.
    assert.equal((await gateway.handle(post(call, { 'Mcp-Name': 'echo' }), {})).status, 200);
    assert.equal((await gateway.handle(post(rpc(9, 'tools/list')), {})).status, 200);
    const missingParam = await gateway.handle(post(call, { 'Mcp-Name': 'echo' }), {});
    assert.equal(missingParam.status, 400);
    assert.match((await json(missingParam)).error!.message, /Mcp-Param-Message is missing/);
    const mirrored = await gateway.handle(
      post(call, { 'Mcp-Name': 'echo', 'Mcp-Param-Message': '=?base64?WsO8cmljaA==?=' }),
      {},
    );
    assert.equal(mirrored.status, 200);
  });

  test('an unknown method is 404 with -32601; notifications are 202; GET is 405', async () => {
    const { gateway, probed } = modernGateway();
    const unknown = await gateway.handle(post(rpc(1, 'prompts/list')), {});
    assert.equal(unknown.status, 404);
    assert.equal((await json(unknown)).error!.code, -32601);
    const note = await gateway.handle(post({ jsonrpc: '2.0', method: 'notifications/custom' }), {});
    assert.equal(note.status, 202);
    const cancel = await gateway.handle(
      post({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }),
      {},
    );
    assert.equal(cancel.status, 202);
    assert.deepEqual(
      probed.sent.map((m) => m.method),
      ['prompts/list', 'notifications/custom'],
      'a client’s notifications/cancelled names its own id, so it is not passed on',
    );
    const get = await gateway.handle(new Request(URL, { method: 'GET' }), {});
    assert.equal(get.status, 405);
  });

  test('progress rides an SSE answer with the client’s token put back', async () => {
    const { gateway, probed } = modernGateway();
    const answer = await gateway.handle(
      post(rpc('c1', 'tools/call', { name: 'count', _meta: { ...META, progressToken: 'mine' } }), {
        'Mcp-Name': 'count',
      }),
      {},
    );
    assert.equal(answer.headers.get('content-type'), 'text/event-stream');
    const got = await events(answer);
    assert.deepEqual(
      got.map((e) => e.params?.progressToken ?? e.id),
      ['mine', 'mine', 'c1'],
    );
    assert.notEqual((probed.sent[0] as Msg).params?._meta?.progressToken, 'mine');
  });

  test('listen streams get their notifications by subscription id; closing one cancels it upstream', async () => {
    const { gateway, probed } = modernGateway();
    const answer = await gateway.handle(
      post(rpc('L1', 'subscriptions/listen', { notifications: { toolsListChanged: true } })),
      {},
    );
    const reader = readEvents(answer, 2);
    const childId = probed.sent[0]!.id;
    probed.reply({
      jsonrpc: '2.0',
      method: 'notifications/tools/list_changed',
      params: { _meta: { 'io.modelcontextprotocol/subscriptionId': childId } },
    });
    const received = (await reader) as Msg[];
    assert.deepEqual(
      received.map((e) => [e.method, e.params?._meta?.['io.modelcontextprotocol/subscriptionId']]),
      [
        ['notifications/subscriptions/acknowledged', 'L1'],
        ['notifications/tools/list_changed', 'L1'],
      ],
    );
    // readEvents cancelled the body after two events: the bridge tells the server.
    assert.deepEqual(probed.sent.at(-1), {
      jsonrpc: '2.0',
      method: 'notifications/cancelled',
      params: { requestId: childId, reason: 'The HTTP client closed the connection.' },
    });
  });

  test('a client that goes away cancels its request; a late answer is dropped', async () => {
    const { gateway, probed } = modernGateway();
    const controller = new AbortController();
    const pending = gateway.handle(
      post(rpc(5, 'tools/call', { name: 'slow' }), { 'Mcp-Name': 'slow' }, controller.signal),
      {},
    );
    while (probed.sent.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    assert.deepEqual(probed.sent.at(-1)?.method, 'notifications/cancelled');
    probed.reply({ jsonrpc: '2.0', id: probed.sent[0]!.id, result: { resultType: 'complete', content: [] } });
    void pending;
  });

  test('when the process ends, waiting requests get a 502 that says why; the next request starts it again', async () => {
    const { gateway, probed, launched, notes } = modernGateway();
    const waiting = gateway.handle(post(rpc(1, 'tools/call', { name: 'slow' }), { 'Mcp-Name': 'slow' }), {});
    await new Promise((resolve) => setImmediate(resolve));
    probed.exit({ code: 1 });
    const answer = await waiting;
    assert.equal(answer.status, 502);
    const error = (await json(answer)).error!;
    assert.match(
      error.message,
      /the stdio server exited with code 1\. Its last lines on stderr:\nTraceback: boom/,
    );
    assert.match(notes.join('\n'), /The next request starts it again/);
    const again = await gateway.handle(post(rpc(2, 'tools/list')), {});
    assert.equal(again.status, 200);
    assert.equal(launched.length, 1);
  });

  test('a request from the server is refused so it is not left waiting', async () => {
    const { probed, notes } = modernGateway();
    probed.reply({ jsonrpc: '2.0', id: 'srv-1', method: 'sampling/createMessage', params: {} });
    assert.equal((probed.sent.at(-1) as Msg).error?.code, -32601);
    assert.match(notes.join('\n'), /sent a "sampling\/createMessage" request/);
  });

  test('an initialize opens a session with a process of its own (a dual-era server serves it)', async () => {
    const { gateway, probed, launched } = modernGateway();
    const response = await gateway.handle(
      post(
        {
          jsonrpc: '2.0',
          id: 0,
          method: 'initialize',
          params: {
            protocolVersion: '2025-11-25',
            capabilities: {},
            clientInfo: { name: 'c', version: '1' },
          },
        },
        { 'MCP-Protocol-Version': '' },
      ),
      {},
    );
    assert.equal(response.status, 200);
    assert.match(response.headers.get('mcp-session-id') ?? '', /^[A-Za-z0-9_-]{24}$/);
    assert.equal((await json(response)).result!.serverInfo!.name, 'session 1');
    assert.equal(launched.length, 1);
    assert.equal(probed.sent.length, 0, 'the shared 2026 process never saw the handshake');
    // A legacy request naming a session that is gone gets 404, its cue to initialize again.
    const stale = await gateway.handle(
      new Request(URL, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Mcp-Session-Id': 'gone',
          'MCP-Protocol-Version': '2025-11-25',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      }),
      {},
    );
    assert.equal(stale.status, 404);
  });
});

/** A 2025-11-25 stdio server in memory (server-everything's manners). */
function legacyServer(label: string): FakeChannel {
  const channel = fakeChannel(label);
  channel.answer = (m, c) => {
    if (m.method === 'initialize') {
      c.reply(initializeAnswer(m.id, label));
    } else if (m.method === 'tools/call') {
      // Asks the client first, like an elicitation during a call.
      c.reply({ jsonrpc: '2.0', id: 'ask-1', method: 'elicitation/create', params: { message: 'sure?' } });
    } else if (!('method' in m) && m.id === 'ask-1') {
      c.reply({
        jsonrpc: '2.0',
        id: 3,
        result: { content: [{ type: 'text', text: `answered ${JSON.stringify(m.result)}` }] },
      });
    } else if (m.method === 'tools/list') {
      c.reply({
        jsonrpc: '2.0',
        id: m.id,
        result: { tools: [{ name: label, inputSchema: { type: 'object' } }] },
      });
    }
  };
  return channel;
}

function legacyGateway(maxSessions = 8) {
  const launched: FakeChannel[] = [];
  const probed = legacyServer('probed');
  const gateway = createStdioGateway({
    launch: (label) => {
      const channel = legacyServer(label);
      launched.push(channel);
      return channel;
    },
    era: { era: 'legacy', reason: 'test' },
    probed,
    note: () => undefined,
    maxBodyBytes: 1024,
    maxSessions,
  });
  const initialize = async () => {
    const answer = await gateway.handle(
      post(
        {
          jsonrpc: '2.0',
          id: 0,
          method: 'initialize',
          params: {
            protocolVersion: '2025-11-25',
            capabilities: { elicitation: {} },
            clientInfo: { name: 'c', version: '1' },
          },
        },
        { 'MCP-Protocol-Version': '' },
      ),
      {},
    );
    assert.equal(answer.status, 200);
    return { answer, session: answer.headers.get('mcp-session-id')! };
  };
  return { gateway, probed, launched, initialize };
}

const legacyPost = (session: string, body: unknown) =>
  new Request(URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Mcp-Session-Id': session,
      'MCP-Protocol-Version': '2025-11-25',
    },
    body: JSON.stringify(body),
  });

describe('legacy (2025-11-25): a process per session', () => {
  test('without a session a request gets the legacy signal; initialize uses the probed process first', async () => {
    const { gateway, probed, launched, initialize } = legacyGateway();
    const early = await gateway.handle(post(rpc(1, 'tools/list')), {});
    assert.equal(early.status, 400);
    const body = await json(early);
    assert.equal(body.id, 1);
    assert.equal(body.error!.code, -32000);
    assert.match(body.error!.message, /send initialize first/);
    const { answer } = await initialize();
    assert.equal((await json(answer)).result!.serverInfo!.name, 'probed');
    assert.equal(probed.sent[0]!.method, 'initialize');
    assert.equal(launched.length, 0);
    const second = await initialize();
    assert.equal(launched.length, 1, 'a second session, a second process');
    const listed = await events(
      await gateway.handle(legacyPost(second.session, { jsonrpc: '2.0', id: 2, method: 'tools/list' }), {}),
    );
    assert.equal(listed[0]?.result?.tools?.[0]?.name, 'session 1');
  });

  test('a server request during a call rides the call’s stream; the client’s answer goes back (202)', async () => {
    const { gateway, probed, initialize } = legacyGateway();
    const { session } = await initialize();
    assert.equal(
      (await gateway.handle(legacyPost(session, { jsonrpc: '2.0', method: 'notifications/initialized' }), {}))
        .status,
      202,
    );
    const call = await gateway.handle(
      legacyPost(session, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'x' } }),
      {},
    );
    assert.equal(call.headers.get('content-type'), 'text/event-stream');
    const reader = call.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    assert.match(first, /"method":"elicitation\/create"/);
    const posted = await gateway.handle(
      legacyPost(session, { jsonrpc: '2.0', id: 'ask-1', result: { action: 'accept' } }),
      {},
    );
    assert.equal(posted.status, 202);
    const second = new TextDecoder().decode((await reader.read()).value);
    assert.match(second, /"id":3,"result"/);
    assert.equal((await reader.read()).done, true);
    assert.deepEqual(
      probed.sent.map((m) => m.method ?? `answer ${m.id}`),
      ['initialize', 'notifications/initialized', 'tools/call', 'answer ask-1'],
    );
  });

  test('messages that answer nothing go to the GET stream, or wait for the next stream', async () => {
    const { gateway, probed, initialize } = legacyGateway();
    const { session } = await initialize();
    probed.reply({
      jsonrpc: '2.0',
      method: 'notifications/message',
      params: { level: 'info', data: 'early' },
    });
    const get = await gateway.handle(
      new Request(URL, { method: 'GET', headers: { 'Mcp-Session-Id': session } }),
      {},
    );
    assert.equal(get.status, 200);
    const again = await gateway.handle(
      new Request(URL, { method: 'GET', headers: { 'Mcp-Session-Id': session } }),
      {},
    );
    assert.equal(again.status, 409, 'one GET stream per session');
    const reading = readEvents(get, 2);
    probed.reply({ jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: 'x' } });
    assert.deepEqual(
      ((await reading) as Msg[]).map((e) => e.params?.data ?? e.params?.uri),
      ['early', 'x'],
    );
  });

  test('DELETE ends the session and its process; a session whose process ended answers 404', async () => {
    const { gateway, probed, launched, initialize } = legacyGateway();
    const first = await initialize();
    const removed = await gateway.handle(
      new Request(URL, { method: 'DELETE', headers: { 'Mcp-Session-Id': first.session } }),
      {},
    );
    assert.equal(removed.status, 200);
    assert.equal(probed.stopped, true);
    const gone = await gateway.handle(
      legacyPost(first.session, { jsonrpc: '2.0', id: 2, method: 'tools/list' }),
      {},
    );
    assert.equal(gone.status, 404);

    const second = await initialize();
    const call = await gateway.handle(
      legacyPost(second.session, { jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'x' } }),
      {},
    );
    const pending = events(call);
    launched[0]!.exit({ code: 137 });
    const received = await pending;
    assert.equal(received.at(-1)?.id, 9);
    assert.match(received.at(-1)?.error?.message ?? '', /exited with code 137/);
    assert.equal(
      (await gateway.handle(legacyPost(second.session, { jsonrpc: '2.0', id: 10, method: 'tools/list' }), {}))
        .status,
      404,
    );
  });

  test('past maxSessions the least recently used session is closed', async () => {
    const { gateway, probed, launched, initialize } = legacyGateway(2);
    const a = await initialize();
    const b = await initialize();
    await gateway.handle(legacyPost(a.session, { jsonrpc: '2.0', method: 'notifications/initialized' }), {});
    await initialize();
    assert.equal(launched[0]!.stopped, true, 'b was used least recently');
    assert.equal(probed.stopped, false);
    assert.equal(
      (await gateway.handle(legacyPost(b.session, { jsonrpc: '2.0', method: 'x' }), {})).status,
      404,
    );
  });

  test('a body over the limit is 413 before anything is sent', async () => {
    const { gateway, probed } = legacyGateway();
    const answer = await gateway.handle(
      post({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { pad: 'x'.repeat(2000) } }),
      {},
    );
    assert.equal(answer.status, 413);
    assert.equal(probed.sent.length, 0);
  });
});
