import assert from 'node:assert/strict';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { createNodeListener, type WebHandler } from './serve-node-adapter';

async function serve(handler: WebHandler, maxBodyBytes = 1024) {
  const listener = createNodeListener(handler, { fallbackOrigin: 'http://127.0.0.1/', maxBodyBytes });
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
