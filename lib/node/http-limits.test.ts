// Probe finding 9 (issue 19): dripped request bodies stayed open about 310 s. The options `serve`
// creates its server with (and that installHttpHardening applies to the Next.js server) end
// headers and bodies that never finish, and connections that never say anything. Small limits
// here; the test waits for the server to close each connection, it does not time it.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { test } from 'node:test';
import { hardenedServerOptions, hardenHttpServer } from './http-hardening';

/** Opens a raw connection to `target`, writes `head` and then one byte per `dripMs`; resolves with all it received once the server closes. */
function drip(target: number, head: string, dripMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(target, '127.0.0.1');
    let received = '';
    const timer = setInterval(() => socket.write('x'), dripMs);
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      received += chunk;
    });
    // The server may reset the connection while a byte is on its way: that is its end too.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.write(head);
  });
}

/**
 * What a cut-off connection receives: a 408, or nothing when the reset of the connection (the
 * server closes it while a dripped byte is on its way) arrives before the 408 is read.
 */
const ANSWER = /^(HTTP\/1\.1 408 |$)/;

// Node's own defaults (60 s for headers, 300 s for a request) would run past this test's limit.
test('probe finding 9: dripped headers and a dripped body get 408 and are closed, and so is a silent connection', {
  timeout: 30_000,
}, async () => {
  const limits = {
    headersTimeoutMs: 300,
    requestTimeoutMs: 600,
    keepAliveTimeoutMs: 200,
    keepAliveGraceMs: 0,
    idleTimeoutMs: 400,
  };
  const own = createServer(hardenedServerOptions(limits), (req, res) => {
    // Reads the whole body before answering, as /api/mcp does.
    req.resume().on('end', () => res.end('ok'));
  });
  hardenHttpServer(own, limits);
  await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
  const target = (own.address() as AddressInfo).port;
  try {
    // Headers that never end: one header byte at a time, well inside any single-read timeout.
    const headers = await drip(target, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 50);
    assert.match(headers, ANSWER);
    // A body that never ends: Content-Length promised, one byte at a time.
    const body = await drip(
      target,
      'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n',
      50,
    );
    assert.match(body, ANSWER);
    // A connection that says nothing at all is closed too (no answer owed).
    const silent = await drip(target, '', 3_600_000);
    assert.equal(silent, '');
  } finally {
    own.closeAllConnections();
    await new Promise((resolve) => own.close(resolve));
  }
});
