// unit-test: own process (installs process-wide HTTP hooks: the fast route and the hardening)
import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { mcpRequest } from '../mock-server/testing/mock-exchange';
import { readHostedConfig } from './hosted-mock-server';
import { installHttpHardening } from './http-hardening';
import { matchesPath } from './install-fast-route';
import { installHostedFastRoute, MCP_ROUTE_PATH } from './install-hosted-fast-route';

test('the path matches exactly, with or without a query, and nothing else', () => {
  const yes = ['/api/mcp', '/api/mcp?visitor=abc', '/api/mcp?'];
  const no = ['/api/mcp/', '/api/mcpx', '/api/mcp#x', '/api', '/', undefined, '/API/MCP', '//api/mcp'];
  for (const url of yes) assert.equal(matchesPath(url, '/api/mcp'), true, String(url));
  for (const url of no) assert.equal(matchesPath(url, '/api/mcp'), false, String(url));
});

/** A stand-in for the Next.js server: its own listener answers every request it is given. */
async function nextLike(): Promise<{ server: Server; origin: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('from next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

test('/api/mcp is answered by the hosted mock server ahead of the server’s own listener, with the site’s headers; every other request reaches that listener', async () => {
  installHttpHardening();
  // One request per minute per client, so the test sees whom the limit counts.
  const config = readHostedConfig({ MCP_TOOL_LAB_RATE_LIMIT: '1', MCP_TOOL_LAB_TRUST_PROXY: '1' });
  assert.ok(config.ok);
  installHostedFastRoute(config.config, [{ key: 'X-Content-Type-Options', value: 'nosniff' }]);
  const { server, origin, seen } = await nextLike();
  try {
    const discover = mcpRequest('server/discover', {});
    const body = await discover.text();
    const post = (headers: Record<string, string>) =>
      fetch(`${origin}${MCP_ROUTE_PATH}?visitor=fast-1`, {
        method: 'POST',
        headers: { ...Object.fromEntries(discover.headers), ...headers },
        body,
      });
    const answer = await post({ 'X-Forwarded-For': '203.0.113.1' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    const message = (await answer.json()) as { result?: { supportedVersions?: string[] } };
    assert.ok(message.result?.supportedVersions?.includes('2026-07-28'), JSON.stringify(message));
    // The client address is the one the trusted proxy names: a second client has its own limit,
    // the first is over its limit of one.
    assert.equal((await post({ 'X-Forwarded-For': '203.0.113.2' })).status, 200);
    assert.equal((await post({ 'X-Forwarded-For': '203.0.113.1' })).status, 429);
    // Arrived on loopback, so a foreign Host is a DNS rebinding attempt: 403 (fetch cannot set
    // Host, node:http can).
    const rebound = await new Promise<number | undefined>((resolve, reject) => {
      const req = httpRequest(`${origin}${MCP_ROUTE_PATH}`, {
        method: 'POST',
        headers: {
          ...Object.fromEntries(discover.headers),
          Host: 'rebound.example',
          'X-Forwarded-For': '203.0.113.3',
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      req.end(body);
    });
    assert.equal(rebound, 403);
    // A bad request gets the mock server's own answer (here: a JSON-RPC parse error), not Next's.
    const broken = await fetch(`${origin}${MCP_ROUTE_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'X-Forwarded-For': '203.0.113.4',
      },
      body: '{not json',
    });
    assert.equal(broken.status, 400);
    assert.equal(((await broken.json()) as { error: { code: number } }).error.code, -32700);
    assert.deepEqual(seen, [], 'nothing for /api/mcp reached the other listener');
    for (const [method, path] of [
      ['GET', '/'],
      ['POST', '/api/mcp/'],
      ['HEAD', MCP_ROUTE_PATH],
      ['GET', '/api/mcpx'],
    ] as const) {
      const other = await fetch(`${origin}${path}`, { method });
      assert.equal(other.status, 200, `${method} ${path}`);
      if (method !== 'HEAD') assert.equal(await other.text(), 'from next', `${method} ${path}`);
    }
    assert.deepEqual(seen, ['GET /', 'POST /api/mcp/', 'HEAD /api/mcp', 'GET /api/mcpx']);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
