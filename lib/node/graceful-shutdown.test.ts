import assert from 'node:assert/strict';
import { EventEmitter, once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, test } from 'node:test';
import { mcpRequest, readMessage, readMessages } from '../mock-server/testing/mock-exchange';
import {
  installGracefulShutdown,
  installIdleConnectionDrain,
  onShutdown,
  resetShutdownForTests,
  shuttingDown,
} from './graceful-shutdown';
import { createHostedMockServer, readHostedConfig } from './hosted-mock-server';

afterEach(() => resetShutdownForTests());

const listen = (id: string) =>
  mcpRequest('subscriptions/listen', { notifications: { toolsListChanged: true } }, { id });

function hosted() {
  const config = readHostedConfig({ MCP_TOOL_LAB_RATE_LIMIT: '0' });
  assert.ok(config.ok);
  return createHostedMockServer(config.config);
}

test('SIGTERM ends an open listen stream with its final result, then the stream closes', async () => {
  const signals = new EventEmitter();
  const uninstall = installGracefulShutdown(signals);
  const server = hosted();
  onShutdown(() => server.close());
  try {
    const stream = await server.handle(listen('L-term'));
    assert.equal(stream.status, 200);
    // The whole body is read: it ends only when the server ends the stream.
    const everything = readMessages(stream);
    signals.emit('SIGTERM');
    const messages = (await everything) as { method?: string; id?: unknown; result?: unknown }[];
    assert.equal(messages[0]?.method, 'notifications/subscriptions/acknowledged');
    const last = messages.at(-1)!;
    assert.equal(last.id, 'L-term', 'the stream ends with the listen request answered');
    assert.equal((last.result as { resultType?: string }).resultType, 'complete');
    assert.ok(shuttingDown());
  } finally {
    uninstall();
    await server.close();
  }
});

test('once shutdown began: new listen streams get 503 with Retry-After, every answer says Connection: close', async () => {
  const signals = new EventEmitter();
  const uninstall = installGracefulShutdown(signals);
  const server = hosted();
  onShutdown(() => server.close());
  try {
    const before = await server.handle(mcpRequest('server/discover', {}));
    assert.equal(before.headers.get('connection'), null, 'keep-alive as usual before the signal');
    signals.emit('SIGTERM');
    await new Promise((resolve) => setImmediate(resolve));
    const refused = await server.handle(listen('L-late'));
    assert.equal(refused.status, 503);
    assert.equal(refused.headers.get('retry-after'), '5');
    assert.equal(refused.headers.get('connection'), 'close');
    const error = (await readMessage(refused)).error as { code: number; message: string };
    assert.equal(error.code, -32603);
    assert.match(error.message, /shutting down/);
    // Other requests are still answered in full (in-flight work is not cut).
    const call = await server.handle(
      mcpRequest('tools/call', {
        name: 'convert_currency',
        arguments: { amount: 1, from: 'EUR', to: 'USD' },
      }),
    );
    assert.equal(call.status, 200);
    assert.equal(call.headers.get('connection'), 'close');
    assert.equal(((await readMessage(call)).result as { isError?: boolean }).isError, undefined);
  } finally {
    uninstall();
    await server.close();
  }
});

test('closers run once on the first signal, a failing one does not stop the others; late ones run at once', async () => {
  const signals = new EventEmitter();
  const uninstall = installGracefulShutdown(signals);
  const ran: string[] = [];
  const originalError = console.error;
  console.error = () => undefined;
  try {
    onShutdown(() => {
      throw new Error('broken closer');
    });
    onShutdown(() => {
      ran.push('a');
    });
    const removed = onShutdown(() => {
      ran.push('removed');
    });
    removed();
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(ran, ['a']);
    onShutdown(() => {
      ran.push('late');
    });
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(ran, ['a', 'late']);
  } finally {
    console.error = originalError;
    uninstall();
  }
  assert.equal(signals.listenerCount('SIGTERM'), 0);
});

test('while shutting down, a keep-alive connection is closed as soon as its response has ended', {
  timeout: 30_000,
}, async () => {
  const signals = new EventEmitter();
  const uninstall = installGracefulShutdown(signals);
  installIdleConnectionDrain(20);
  const responses: ServerResponse[] = [];
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.write('open;');
    responses.push(res);
  });
  // Far longer than the test may run: only the drain can close the connection in time.
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk) => {
    received += chunk;
  });
  try {
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    while (!received.includes('open;')) await once(socket, 'data');
    signals.emit('SIGTERM');
    await new Promise((resolve) => setImmediate(resolve));
    const closed = once(socket, 'close');
    responses[0]!.end('done');
    await closed;
    assert.match(received, /open;/);
    assert.match(received, /done/, 'the response was finished before the connection went');
  } finally {
    uninstall();
    socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
