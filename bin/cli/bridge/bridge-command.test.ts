// `mcp-tool-lab bridge` as a real process: every guard refuses what it should before anything
// reaches the server behind it, --target passes bytes through unchanged (compressed bodies, SSE
// event by event), launch failures are explained, and the stdio server never outlives the bridge.
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { BRIDGE_TOKEN_HEADER, parseBridgeText } from '../../../lib/bridge/bridge-endpoint';
import { runBridge, SDK_V2_STDIO_PEER, startBridge } from '../../../scripts/interop/bridge-process';
import { sdkMissing } from '../../../scripts/interop/peer-process';
import { fakeIo } from '../testing/fake-io';
import { bridgeCommand, MAX_BODY_BYTES } from './bridge-command';

type Bridge = Awaited<ReturnType<typeof startBridge>>;

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP exchange with node:http, so Host can be set and bodies arrive as the bytes sent. */
function raw(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'POST', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const message = (answer: RawAnswer) => JSON.parse(answer.body.toString()).error.message as string;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until a process is gone, checking on a short poll (no deadline: the test runner's own timeout applies). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('bridge --target: the guards, and bytes passed through unchanged', () => {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  let releaseSecond: () => void = () => undefined;
  let target: Server;
  let targetUrl = '';
  let bridge: Bridge;
  const gzipped = gzipSync(
    Buffer.from('{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}}'),
  );

  before(async () => {
    target = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
        if (req.headers['x-mode'] === 'sse') {
          res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
          res.write('event: message\ndata: {"n":1}\n\n');
          releaseSecond = () => res.end('event: message\ndata: {"n":2}\n\n');
          return;
        }
        res.writeHead(200, [
          'Content-Type',
          'application/json',
          'Content-Encoding',
          'gzip',
          'Access-Control-Allow-Origin',
          '*',
          'Mcp-Session-Id',
          'abc-123',
          'X-Trace',
          'one',
          'X-Trace',
          'two',
        ]);
        res.end(gzipped);
      });
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/mcp?tenant=a`;
    bridge = await startBridge([
      '--target',
      targetUrl,
      '--site',
      'https://lab.example',
      '--allow-origin',
      'http://localhost:5173',
    ]);
  });
  after(async () => {
    // SIGTERM is Ctrl-C's sibling: the bridge handles it and exits 0.
    assert.equal(await bridge?.stop(), 0);
    target?.close();
  });

  test('each refusal: no token, a wrong token, a foreign Origin, a foreign Host, an oversized body or head, another path or method', async () => {
    const url = bridge.endpoint.url;
    const token = bridge.endpoint.headers[BRIDGE_TOKEN_HEADER]!;
    const port = new URL(url).port;
    const json = { 'Content-Type': 'application/json' };
    const body = '{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}';

    const noToken = await raw(url, { headers: { ...json, Origin: 'https://lab.example' }, body });
    assert.equal(noToken.status, 403);
    assert.match(message(noToken), /Tool-Lab-Bridge-Token header is missing/);
    // An allowed page can read the refusal, so the playground can show it.
    assert.equal(noToken.headers['access-control-allow-origin'], 'https://lab.example');

    const wrongToken = await raw(url, {
      headers: { ...json, [BRIDGE_TOKEN_HEADER]: `${token.slice(0, -1)}x` },
      body,
    });
    assert.equal(wrongToken.status, 403);
    assert.match(message(wrongToken), /does not match this launch's token/);

    const foreignOrigin = await raw(url, {
      headers: { ...json, [BRIDGE_TOKEN_HEADER]: token, Origin: 'https://evil.example' },
      body,
    });
    assert.equal(foreignOrigin.status, 403);
    assert.match(message(foreignOrigin), /pages from https:\/\/evil\.example may not call/);
    assert.equal(foreignOrigin.headers['access-control-allow-origin'], undefined);

    const foreignHost = await raw(url, {
      headers: { ...json, [BRIDGE_TOKEN_HEADER]: token, Host: `rebound.example:${port}` },
      body,
    });
    assert.equal(foreignHost.status, 403);
    assert.match(message(foreignHost), /Host "rebound\.example:\d+" is refused/);

    const oversized = await raw(url, {
      headers: { ...json, [BRIDGE_TOKEN_HEADER]: token },
      body: Buffer.alloc(MAX_BODY_BYTES + 1, 0x20),
    });
    assert.equal(oversized.status, 413);
    assert.match(message(oversized), /larger than the bridge's limit of 4194304 bytes/);

    const bigHead = await raw(url, {
      headers: { ...json, [BRIDGE_TOKEN_HEADER]: token, 'X-Padding': 'p'.repeat(20_000) },
      body,
    });
    assert.equal(bigHead.status, 431);

    const otherPath = await raw(url.replace('/mcp', '/admin'), { headers: { [BRIDGE_TOKEN_HEADER]: token } });
    assert.equal(otherPath.status, 404);
    const otherMethod = await raw(url, { method: 'PUT', headers: { [BRIDGE_TOKEN_HEADER]: token } });
    assert.equal(otherMethod.status, 405);

    assert.deepEqual(seen, [], 'nothing refused reached the server');
    assert.match(bridge.stderr(), /refused POST \/mcp \(HTTP 403\) from https:\/\/evil\.example/);
  });

  test('preflights are answered without the token, for allowed pages only', async () => {
    const ask = (origin: string) =>
      raw(bridge.endpoint.url, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': `content-type, mcp-method, ${BRIDGE_TOKEN_HEADER.toLowerCase()}, mcp-param-region`,
        },
      });
    for (const origin of [
      'https://lab.example',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
    ]) {
      const answer = await ask(origin);
      assert.equal(answer.status, 204, origin);
      assert.equal(answer.headers['access-control-allow-origin'], origin);
      assert.match(String(answer.headers['access-control-allow-headers']), /tool-lab-bridge-token/);
      assert.match(String(answer.headers['access-control-allow-headers']), /mcp-param-region/);
      assert.match(String(answer.headers['access-control-allow-methods']), /GET/);
    }
    assert.equal((await ask('http://localhost:8080')).status, 403);
    assert.deepEqual(seen, []);
  });

  test('a compressed answer comes back as the same bytes; the request goes on without token or Origin', async () => {
    const token = bridge.endpoint.headers[BRIDGE_TOKEN_HEADER]!;
    const body = Buffer.from(
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"r":"Zürich"}}}',
    );
    const answer = await raw(bridge.endpoint.url, {
      headers: {
        'Content-Type': 'application/json',
        'Accept-Encoding': 'gzip',
        'Mcp-Param-Region': '=?base64?WsO8cmljaA==?=',
        Origin: 'http://localhost:5173',
        [BRIDGE_TOKEN_HEADER]: token,
      },
      body,
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, gzipped);
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(answer.headers['mcp-session-id'], 'abc-123');
    assert.equal(answer.headers['x-trace'], 'one, two');
    assert.equal(
      answer.headers['access-control-allow-origin'],
      'http://localhost:5173',
      'the target’s "*" is replaced',
    );
    assert.match(String(answer.headers['access-control-expose-headers']), /Mcp-Session-Id/);
    assert.match(String(answer.headers['access-control-expose-headers']), /X-Trace/);
    assert.match(String(answer.headers.via), /mcp-tool-lab-bridge \(target\)/);

    const got = seen.at(-1)!;
    assert.equal(got.url, '/mcp?tenant=a');
    assert.deepEqual(got.body, body);
    assert.equal(got.headers['mcp-param-region'], '=?base64?WsO8cmljaA==?=');
    assert.equal(got.headers.host, new URL(targetUrl).host);
    assert.equal(got.headers[BRIDGE_TOKEN_HEADER.toLowerCase()], undefined);
    assert.equal(got.headers.origin, undefined);
    assert.match(String(got.headers.via), /mcp-tool-lab-bridge/);
  });

  test('an SSE answer flows event by event', async () => {
    const token = bridge.endpoint.headers[BRIDGE_TOKEN_HEADER]!;
    const events: string[] = [];
    const ended = new Promise<void>((resolve, reject) => {
      const req = request(
        bridge.endpoint.url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Mode': 'sse', [BRIDGE_TOKEN_HEADER]: token },
        },
        (res) => {
          assert.equal(res.headers['content-type'], 'text/event-stream');
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            events.push(chunk);
            if (events.length === 1) releaseSecond();
          });
          res.on('end', resolve);
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
    await ended;
    // The second event is only sent once the first has arrived through the bridge.
    assert.deepEqual(events.join(''), 'event: message\ndata: {"n":1}\n\nevent: message\ndata: {"n":2}\n\n');
    assert.ok(events.length >= 2);
  });
});

test('usage errors say what to type instead', async () => {
  const usage = (args: string[]) => bridgeCommand(args, fakeIo(), '0.0.0');
  await assert.rejects(usage([]), /say what to bridge: --target <url> for an HTTP server, or -- <command>/);
  await assert.rejects(usage(['--target', 'http://127.0.0.1:9/mcp', '--', 'node', 'x.js']), /not both/);
  await assert.rejects(usage(['node', 'x.js']), /put the stdio server's command after "--"/);
  await assert.rejects(usage(['--target', 'ftp://x/mcp']), /http or https URL/);
  await assert.rejects(usage(['--allow-origin', '*', '--target', 'http://127.0.0.1:9/mcp']), /wildcard/);
  await assert.rejects(
    usage(['--site', 'lab.example', '--target', 'http://127.0.0.1:9/mcp']),
    /--site must be an origin/,
  );
  await assert.rejects(
    usage(['--era', 'modern', '--target', 'http://127.0.0.1:9/mcp']),
    /--era is for stdio servers/,
  );
  await assert.rejects(usage(['--format', 'yaml', '--', 'node']), /--format must be text or json/);
  const help = fakeIo();
  assert.equal(await bridgeCommand(['--help'], help, '0.0.0'), 0);
  assert.match(help.out(), /--allow-origin <origin>/);
});

/** The command run in this process (no second Node start), stopped through its abort signal. */
function inProcess(args: string[]) {
  const io = fakeIo();
  const controller = new AbortController();
  const done = bridgeCommand(args, io, '0.0.0', { signal: controller.signal });
  const stop = () => {
    controller.abort();
    return done;
  };
  return { io, done, stop };
}

test('text mode prints the URL, the header and a playground link whose fragment holds the token', async () => {
  const bridge = inProcess(['--site', 'https://lab.example/', '--target', 'http://127.0.0.1:9/mcp']);
  await bridge.io.until('out', (text) => text.includes('Ctrl-C'));
  const out = bridge.io.out();
  assert.equal(await bridge.stop(), 0);
  const url = /URL\s+(\S+)/.exec(out)![1]!;
  const token = new RegExp(`Header\\s+${BRIDGE_TOKEN_HEADER}: (\\S+)`).exec(out)![1]!;
  const link = /Open\s+(\S+)/.exec(out)![1]!;
  assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
  assert.ok(link.startsWith('https://lab.example/playground#bridge='), link);
  assert.ok(!link.split('#')[0]!.includes(token), 'the token is in the fragment only');
  assert.deepEqual(parseBridgeText(link), {
    ok: true,
    endpoint: { url, headers: { [BRIDGE_TOKEN_HEADER]: token } },
  });
  assert.match(
    out,
    /Pages that may call it: https:\/\/lab\.example, http:\/\/localhost:3000, http:\/\/127\.0\.0\.1:3000/,
  );
});

describe('bridge -- <command>: launch failures are explained', () => {
  test('a command that does not exist', async () => {
    const bridge = inProcess(['--format', 'json', '--', 'no-such-mcp-server-xyz']);
    assert.equal(await bridge.done, 1);
    assert.equal(bridge.io.out(), '', 'nothing on stdout: a JSON reader sees no endpoint');
    assert.match(bridge.io.err(), /no such command "no-such-mcp-server-xyz" \(ENOENT\)/);
  });

  test('a server that exits before it answers, with its stderr shown (terminal-safe)', async () => {
    const bridge = inProcess([
      '--',
      process.execPath,
      '-e',
      'console.error("\\x1b]0;pwned\\x07missing API_KEY"); process.exit(3)',
    ]);
    assert.equal(await bridge.done, 1);
    assert.match(bridge.io.err(), /\[server\] \\x1b\]0;pwned\\x07missing API_KEY/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for the raw escape is the point
    assert.doesNotMatch(bridge.io.err(), /\x1b/, 'no raw escape reaches the terminal');
    assert.match(bridge.io.err(), /the stdio server exited with code 3 before it answered/);
  });

  test('a server that prints something other than JSON on stdout', async () => {
    const bridge = inProcess([
      '--era',
      'modern',
      '--',
      process.execPath,
      '-e',
      'console.log("Server listening on stdio"); setInterval(() => {}, 1000)',
    ]);
    await bridge.io.until('err', (text) =>
      /wrote a line to stdout that is not JSON.*: Server listening on stdio/.test(text),
    );
    // The warning comes while the bridge is still starting; stopped then, it would exit 130 (an
    // interrupted start). Stopped once it is up, it ends cleanly.
    await bridge.io.until('out', (text) => text.includes('Ctrl-C'));
    assert.equal(await bridge.stop(), 0);
  });
});

describe('bridge -- <command>: the server never outlives the bridge', () => {
  test('stopping waits for a server that ignores stdin closing and SIGTERM, then kills it', async () => {
    const bridge = inProcess([
      '--format',
      'json',
      '--era',
      'modern',
      '--',
      process.execPath,
      '-e',
      'process.on("SIGTERM", () => {}); process.stdin.resume(); process.stdin.on("end", () => {}); setInterval(() => {}, 1000)',
    ]);
    await bridge.io.until('out', (text) => text.includes('\n'));
    await bridge.io.until('err', (text) => /started as process \d+/.test(text));
    const pid = Number(/\[server\] started as process (\d+)/.exec(bridge.io.err())![1]);
    assert.ok(alive(pid));
    assert.equal(await bridge.stop(), 0);
    assert.equal(alive(pid), false, 'closed stdin, then SIGTERM, then SIGKILL');
  });

  test('a bridge killed outright still takes a well-behaved stdio server with it (stdin closes)', {
    skip: sdkMissing ? 'needs @modelcontextprotocol/server' : false,
  }, async () => {
    const bridge = runBridge(['--format', 'json', '--', process.execPath, SDK_V2_STDIO_PEER]);
    const pid = Number((await bridge.waitForStderr(/\[server\] started as process (\d+)/))[1]);
    await bridge.firstLine();
    process.kill(bridge.pid, 'SIGKILL');
    await bridge.exited;
    await until(() => !alive(pid));
  });
});
