import assert from 'node:assert/strict';
import { createServer, request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { test } from 'node:test';
import type { RequestContext } from '../mock-server/request-context';
import { createNodeListener, type NodeAdapterOptions, type WebHandler } from './create-node-listener';

async function serve(handler: WebHandler, maxBodyBytes = 1024, extra: Partial<NodeAdapterOptions> = {}) {
  const listener = createNodeListener(handler, {
    fallbackOrigin: 'http://127.0.0.1/',
    maxBodyBytes,
    ...extra,
  });
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('requests arrive as web Requests and responses go back with status, headers and body', async () => {
  let seen: { method: string; url: string; header: string | null; body: string } | undefined;
  const { url, close } = await serve(async (request) => {
    seen = {
      method: request.method,
      url: request.url,
      header: request.headers.get('mcp-method'),
      body: await request.text(),
    };
    return new Response('{"ok":true}', {
      status: 201,
      headers: { 'Content-Type': 'application/json', 'X-Test': 'yes' },
    });
  });
  const response = await fetch(`${url}?q=1`, {
    method: 'POST',
    headers: { 'Mcp-Method': 'tools/list' },
    body: 'hello',
  });
  assert.equal(response.status, 201);
  assert.equal(response.headers.get('x-test'), 'yes');
  assert.equal(await response.text(), '{"ok":true}');
  assert.deepEqual(seen, { method: 'POST', url: `${url}?q=1`, header: 'tools/list', body: 'hello' });
  await close();
});

test('a body past the limit reaches the handler cut at limit + 1 bytes', async () => {
  let size = -1;
  const { url, close } = await serve(async (request) => {
    size = (await request.arrayBuffer()).byteLength;
    return new Response(null, { status: 413 });
  }, 100);
  const response = await fetch(url, { method: 'POST', body: 'x'.repeat(10_000) });
  assert.equal(response.status, 413);
  assert.equal(size, 101);
  await close();
});

test('a streamed body goes out chunk by chunk, and a client that leaves aborts the request', async () => {
  let aborted = false;
  let cancelled = false;
  const { url, close } = await serve(async (request) => {
    request.signal.addEventListener('abort', () => {
      aborted = true;
    });
    let timer: ReturnType<typeof setInterval>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setInterval(() => controller.enqueue(new TextEncoder().encode('data: tick\n\n')), 20);
      },
      cancel() {
        clearInterval(timer);
        cancelled = true;
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  await new Promise<void>((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST' }, (res) => {
      res.once('data', (chunk: Buffer) => {
        assert.match(chunk.toString(), /data: tick/);
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => undefined);
    req.once('error', reject);
    req.end('{}');
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(aborted, true);
  assert.equal(cancelled, true);
  await close();
});

test('a body dripped slower than the deadline gets 408 and the connection is closed', async () => {
  let reached = false;
  const { url, close } = await serve(
    async () => {
      reached = true;
      return new Response(null, { status: 204 });
    },
    1024,
    { bodyTimeoutMs: 100 },
  );
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    'POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{',
  );
  // One more byte now and then, as a slow-loris client would; the server must not wait for the rest.
  const drip = setInterval(() => socket.write(' '), 30);
  await closed;
  clearInterval(drip);
  assert.match(received, /^HTTP\/1\.1 408/);
  assert.match(received, /"code":-32600/);
  assert.match(received, /did not arrive within/);
  assert.equal(reached, false, 'the handler never saw the half body');
  await close();
});

test('the handler learns the client address (by the trusted-proxy rule) and a loopback arrival', async () => {
  const seen: RequestContext[] = [];
  const handler: WebHandler = async (_request, context) => {
    seen.push(context ?? {});
    return new Response(null, { status: 204 });
  };
  const plain = await serve(handler);
  await fetch(plain.url, { method: 'POST', body: '{}', headers: { 'X-Forwarded-For': '6.6.6.6' } });
  await plain.close();
  const proxied = await serve(handler, 1024, { trust: { kind: 'hops', hops: 1 } });
  await fetch(proxied.url, {
    method: 'POST',
    body: '{}',
    headers: { 'X-Forwarded-For': '6.6.6.6, 198.51.100.7' },
  });
  await proxied.close();
  assert.deepEqual(seen, [
    { client: '127.0.0.1', loopback: true },
    { client: '198.51.100.7', loopback: true },
  ]);
});

test('with signalInContext the disconnect reaches the handler in its context, and the Request carries no signal of the client', async () => {
  let contextAborted = false;
  let requestAborted = false;
  let sawSignal = false;
  const { url, close } = await serve(
    async (request, context) => {
      sawSignal = context?.signal !== undefined;
      context?.signal?.addEventListener('abort', () => {
        contextAborted = true;
      });
      request.signal.addEventListener('abort', () => {
        requestAborted = true;
      });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: open\n\n'));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
    1024,
    { signalInContext: true },
  );
  await new Promise<void>((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST' }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', () => undefined);
    req.once('error', reject);
    req.end('{}');
  });
  for (let i = 0; i < 100 && !contextAborted; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  assert.equal(sawSignal, true);
  assert.equal(contextAborted, true, 'the context signal aborts when the client leaves');
  assert.equal(requestAborted, false, 'the Request was built without the client signal');
  await close();
});
