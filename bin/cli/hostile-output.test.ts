// The command line against hostile servers and files (issue 19, probe findings 1, 3, 4, 5, 11):
// whatever a server sends, `list` and `call` print it as visible text, end in time and keep their
// output, and credentials never follow a redirect to another origin. Servers run on 127.0.0.1 in
// this process.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { callCommand } from './call-command';
import { listCommand } from './list-command';
import { main } from './main';
import { terminalSafe } from './terminal-safe';
import { fakeIo } from './testing/fake-io';

const ESC = '\u001b';
/** Sets the title, clears the screen, adds a hyperlink, rings the bell and fakes a summary line. */
const TERMINAL_ATTACK = `${ESC}]0;pwned${'\u0007'}${ESC}[2J${ESC}]8;;https://attacker.invalid${ESC}\\click${ESC}]8;;${ESC}\\\r0 errors, 0 warnings\nfake line\u202e`;
const CATASTROPHIC = '^(?=a)(?:(?:a|a){10}){10}$';

interface Recorded {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

function deepText(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A 2026-07-28 server whose answers depend on the path (one hostile behaviour per path). */
function hostileHandler(redirectTo: () => string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/redirect/mcp') {
      res.writeHead(307, { Location: redirectTo() }).end();
      return;
    }
    let message: { id?: unknown; method?: string };
    try {
      message = JSON.parse(body);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const reply = (result: unknown) => {
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
    };
    const replyText = (resultText: string) => {
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(`{"jsonrpc":"2.0","id":${JSON.stringify(message.id)},"result":${resultText}}`);
    };
    const tool = {
      name: 'probe',
      title: `Probe ${TERMINAL_ATTACK}`,
      description: `Answers with whatever the test needs. ${TERMINAL_ATTACK}`,
      inputSchema: { type: 'object' },
      ...(path === '/regex/mcp'
        ? { outputSchema: { type: 'object', properties: { q: { type: 'string', pattern: CATASTROPHIC } } } }
        : {}),
    };
    switch (message.method) {
      case 'server/discover':
        return reply({
          resultType: 'complete',
          supportedVersions: ['2026-07-28'],
          capabilities: { tools: {} },
          ttlMs: 0,
          cacheScope: 'public',
          _meta: { 'io.modelcontextprotocol/serverInfo': { name: `evil ${TERMINAL_ATTACK}`, version: '1' } },
        });
      case 'tools/list':
        return reply({ resultType: 'complete', tools: [tool], ttlMs: 0, cacheScope: 'public' });
      case 'tools/call':
        if (path === '/deep/mcp') {
          // structuredContent nested 100,000 levels deep, in about 700 kB.
          return replyText(
            `{"resultType":"complete","content":[{"type":"text","text":"deep"}],"structuredContent":${deepText(100_000)}}`,
          );
        }
        if (path === '/regex/mcp') {
          const q = `${'a'.repeat(120)}b`;
          return reply({
            resultType: 'complete',
            content: [{ type: 'text', text: JSON.stringify({ q }) }],
            structuredContent: { q },
          });
        }
        return reply({
          resultType: 'complete',
          content: [{ type: 'text', text: `Result ${TERMINAL_ATTACK}` }],
        });
      default:
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: message.id,
            error: { code: -32601, message: `No ${TERMINAL_ATTACK}` },
          }),
        );
    }
  };
}

let hostile: Server;
let elsewhere: Server;
let base = '';
let elsewhereUrl = '';
const reachedElsewhere: Recorded[] = [];
let dir = '';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

before(async () => {
  elsewhere = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    reachedElsewhere.push({ method: req.method ?? '', headers: req.headers, body });
    res.writeHead(500).end();
  });
  elsewhereUrl = `${await listen(elsewhere)}/collect`;
  hostile = createServer(hostileHandler(() => elsewhereUrl));
  base = await listen(hostile);
  dir = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-hostile-'));
});

after(async () => {
  rmSync(dir, { recursive: true, force: true });
  for (const server of [hostile, elsewhere]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

const io = (stdin = '') => fakeIo(stdin, dir || process.cwd());

/** No raw control character but the line breaks the command writes itself. */
function assertNoRawControls(text: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for raw control characters
  const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.exec(text);
  assert.equal(raw, null, `raw control U+${raw?.[0].charCodeAt(0).toString(16)} in output`);
}

test('terminalSafe writes every control character as a visible escape and leaves other text alone', () => {
  assert.equal(
    terminalSafe(`a${ESC}[2Jb\r\n\t\u0007\u009b\u202e\u2028é漢😀`),
    'a\\x1b[2Jb\\r\\n\\t\\x07\\x9b\\u202e\\u2028é漢😀',
  );
});

test('probe finding 4: list and call print escape sequences from the server as visible text', async () => {
  const listed = io();
  await listCommand([`${base}/mcp`, '--timeline'], listed, '0.0.0');
  const called = io();
  await callCommand([`${base}/mcp`, 'probe', '{}', '--timeline'], called, '0.0.0');
  const failed = io();
  await callCommand([`${base}/mcp`, 'nope', '{}', '--send-anyway'], failed, '0.0.0');
  for (const run of [listed, called, failed]) {
    const text = run.out() + run.err();
    assertNoRawControls(text);
    assert.ok(text.includes('\\x1b]0;pwned\\x07'), text.slice(0, 400));
    // The fake summary stays inside the line that quotes it.
    assert.doesNotMatch(text, /^0 errors, 0 warnings/m);
  }
  assert.match(called.out(), /\[text\] Result \\x1b\]0;pwned/);
});

test('probe finding 5: a result nested 100,000 levels deep is printed, not a RangeError stack', {
  timeout: 120_000,
}, async () => {
  const run = io();
  const code = await callCommand([`${base}/deep/mcp`, 'probe', '{}'], run, '0.0.0');
  assert.doesNotMatch(run.err(), /RangeError|unexpected failure/);
  assert.notEqual(code, 2, run.err());
  assert.match(run.out(), /structuredContent: \{"a":\{"a":\{"a":/);
  assert.ok(run.out().includes(`${'}'.repeat(1000)}`), 'the whole value is there');
  const json = io();
  await callCommand([`${base}/deep/mcp`, 'probe', '{}', '--format', 'json'], json, '0.0.0');
  const parsed = JSON.parse(json.out()) as { outcome: { kind: string } };
  assert.equal(parsed.outcome.kind, 'complete');
});

test('probe finding 1: call with the catastrophic outputSchema ends with "could not be checked" (exit 3), within --timeout', {
  timeout: 120_000,
}, async () => {
  const run = io();
  const code = await callCommand([`${base}/regex/mcp`, 'probe', '{}', '--timeout', '10000'], run, '0.0.0');
  assert.equal(code, 3, run.out() + run.err());
  assert.match(
    run.out(),
    /warning structured-content-schema: structuredContent\/q could not be checked: the pattern/,
  );
});

test('probe finding 3: no header of the caller and no request body follows a 307 to another origin', async () => {
  reachedElsewhere.length = 0;
  const run = io();
  const code = await callCommand(
    [
      `${base}/redirect/mcp`,
      'probe',
      '{"secret":"s3cr3t"}',
      '--send-anyway',
      '-H',
      'X-Api-Key: k3y',
      '-H',
      'Authorization: Bearer t0ken',
    ],
    run,
    '0.0.0',
  );
  assert.equal(reachedElsewhere.length, 0, JSON.stringify(reachedElsewhere));
  assert.equal(code, 2, 'it never connected');
  assert.match(
    run.err() + run.out(),
    /redirected \(HTTP 307\) to http:\/\/127\.0\.0\.1:\d+\/collect, which is not followed: it is another origin/,
  );
});

test('probe finding 11: validate reports a file that is not UTF-8 (exit 1), with where the bad byte is', {
  timeout: 120_000,
}, async () => {
  const file = join(dir, 'latin1.json');
  const valid = Buffer.from('{"name": "caf', 'utf8');
  writeFileSync(
    file,
    Buffer.concat([valid, Buffer.from([0xe9]), Buffer.from('", "inputSchema": {"type": "object"}}', 'utf8')]),
  );
  const run = io();
  const code = await main(['validate', file, '--format', 'json'], run);
  assert.equal(code, 1, run.out() + run.err());
  const out = JSON.parse(run.out()) as {
    files: Array<{
      diagnostics: Array<{
        rule: string;
        severity: string;
        message: string;
        range?: { start: { line: number; column: number } };
      }>;
    }>;
  };
  const finding = out.files[0]!.diagnostics[0]!;
  assert.equal(finding.rule, 'json-syntax');
  assert.equal(finding.severity, 'error');
  assert.match(finding.message, /^The file is not valid UTF-8: byte 0xE9 at byte offset 13/);
  assert.deepEqual(finding.range?.start, { line: 1, column: 14, offset: 13 });
  const text = io();
  assert.equal(await main(['validate', file], text), 1);
  assert.match(text.out(), /latin1\.json:1:14: error json-syntax: The file is not valid UTF-8/);
});
