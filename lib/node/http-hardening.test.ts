// The hook /api/mcp relies on (issue 19, probe finding 8): a route handler of the Next.js server
// has no socket, so installHttpHardening writes each request's peer and local address into two
// headers, replacing whatever the client sent. Here a plain Node server stands in for Next's (the
// hook finds it through the diagnostics channel, as it finds Next's) and hands web Requests to
// the hosted /api/mcp handler: a rebinding Host that arrived on loopback is refused, and headers a
// page sets to pass for a remote caller change nothing.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import { mcpRequest } from '../mock-server/testing/mock-exchange';
import { createHostedMockServer, type HostedMockServer, readHostedConfig } from './hosted-mock-server';
import { installHttpHardening, LOCAL_HEADER, PEER_HEADER } from './http-hardening';

let server: Server;
let hosted: HostedMockServer;
let port = 0;
const seen: Array<{ peer: unknown; local: unknown }> = [];

/** IncomingMessage → web Request, as a framework adapter does (headers as they are after the hook). */
async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(`http://127.0.0.1:${port}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
  });
}

before(async () => {
  installHttpHardening();
  const config = readHostedConfig({});
  assert.ok(config.ok);
  hosted = createHostedMockServer(config.config);
  server = createServer(async (req, res) => {
    seen.push({ peer: req.headers[PEER_HEADER], local: req.headers[LOCAL_HEADER] });
    const response = await hosted.handle(await toRequest(req));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await hosted.close();
});

/** server/discover over node:http (fetch would write its own Host). */
async function discover(headers: Record<string, string>): Promise<{ status: number; text: string }> {
  const template = mcpRequest('server/discover', {});
  const body = await template.text();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/mcp',
        method: 'POST',
        headers: {
          ...Object.fromEntries(template.headers),
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('probe finding 8: /api/mcp on loopback refuses a rebinding Host, even when the page claims another address', async () => {
  // The page's own name, rebound to 127.0.0.1: same origin for the browser, so it may set headers.
  const rebound = { Host: `rebound.example:${port}`, Origin: `http://rebound.example:${port}` };
  const plain = await discover(rebound);
  assert.equal(plain.status, 403);
  assert.match(plain.text, /Host \\"rebound\.example:\d+\\" is not served here/);

  const spoofed = await discover({
    ...rebound,
    [LOCAL_HEADER]: '203.0.113.7',
    [PEER_HEADER]: '198.51.100.1',
  });
  assert.equal(spoofed.status, 403, 'the stamped addresses replace what the client wrote');
  assert.deepEqual(seen.at(-1), { peer: '127.0.0.1', local: '127.0.0.1' });

  // Addressed by a loopback name, the same request is served.
  const local = await discover({ Host: `127.0.0.1:${port}` });
  assert.equal(local.status, 200, local.text);
  assert.match(local.text, /supportedVersions/);
});
