// "fetch failed" from `serve` under heavy load: a client reuses a keep-alive connection at the
// moment the server closes it for being idle. The client (undici, Node's fetch) stops reusing a
// connection 2 s before the advertised `Keep-Alive: timeout`, but only if its timers get to run;
// on a loaded machine they run late. Here the client's event loop is held (as a busy machine
// holds it) past the advertised time, then it sends its next request on the same connection.
// The server runs in its own process, so its timers are not held.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { mcpRequest } from '../../lib/mock-server/testing/mock-exchange';

const CLI = fileURLToPath(new URL('../mcp-tool-lab.mjs', import.meta.url));
let child: ChildProcess | undefined;
let url = '';

before(async () => {
  child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0]!.trim());
    });
    child!.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
});

after(() => {
  if (child?.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
});

/** Holds this process's event loop (no timer or socket event runs) without spinning a core. */
function holdEventLoop(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

async function discover(): Promise<Response> {
  const request = mcpRequest('server/discover', {});
  return fetch(url, { method: 'POST', headers: request.headers, body: await request.text() });
}

test('a client whose timers run late still reuses its idle connection safely', {
  timeout: 60_000,
}, async () => {
  // The first answer reaches this client's JavaScript late: the loop is held from the moment the
  // request is sent, so the server's idle clock starts well before the client's.
  const lagMs = 4_000;
  let held = false;
  const onSent = () => {
    if (held) return;
    held = true;
    holdEventLoop(lagMs);
  };
  subscribe('undici:request:bodySent', onSent);
  let first: Response;
  try {
    first = await discover();
    await first.text();
  } finally {
    unsubscribe('undici:request:bodySent', onSent);
  }
  assert.ok(held, 'the request went through undici');
  assert.equal(first.status, 200);
  const advertised = Number(/timeout=(\d+)/.exec(first.headers.get('keep-alive') ?? '')?.[1]);
  assert.ok(advertised > 2, `a Keep-Alive timeout is advertised (got ${first.headers.get('keep-alive')})`);
  // The next request goes out 1.3 s after the server's advertised idle time ran out by the
  // server's clock (Node closes an idle connection up to 1 s late), which by the client's clock
  // is before undici stops reusing the connection (2 s before the advertised time, counted from
  // when it read the answer).
  const sendAtMs = advertised * 1000 + 1_300 - lagMs;
  assert.ok(sendAtMs < (advertised - 2) * 1000, 'undici still reuses the connection then');
  const second = await new Promise<Response>((resolve, reject) => {
    setTimeout(() => {
      // Busy while the server's close would arrive, so it is not read before the next request.
      holdEventLoop(1_000);
      discover().then(resolve, reject);
    }, sendAtMs - 1_000);
  }).catch((error: Error) =>
    assert.fail(`the reused connection failed: ${error.message} (${String(error.cause)})`),
  );
  assert.equal(second.status, 200);
  await second.text();
});
