import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRIDGE_TOKEN_HEADER } from './bridge-endpoint';
import { createBridgeGuard, LOCAL_SITE_ORIGINS, sameSecret } from './bridge-guard';

const token = 'Kg8tYv7o0hxRoiDD37Od_oBx2rBS4_nlH-S5YlagiGs';
const guard = createBridgeGuard({
  token,
  allowedOrigins: ['https://lab.example', ...LOCAL_SITE_ORIGINS, 'https://*.example', '*'],
});

function check(method: string, url: string, headers: Record<string, string>) {
  return guard.check({ method, url, headers: new Headers(headers) });
}

const refusal = (verdict: ReturnType<typeof check>) => {
  assert.equal(verdict.kind, 'answer');
  if (verdict.kind !== 'answer') throw new Error('unreachable');
  return {
    status: verdict.status,
    headers: verdict.headers,
    message: verdict.body ? (JSON.parse(verdict.body).error.message as string) : '',
  };
};

test('sameSecret compares whole strings', () => {
  assert.equal(sameSecret(token, token), true);
  assert.equal(sameSecret(`${token}x`, token), false);
  assert.equal(sameSecret(token.slice(1), token), false);
  assert.equal(sameSecret('', token), false);
  assert.equal(sameSecret(token.replace('K', 'k'), token), false);
});

test('a request with the token, from an allowed page or no page, to the MCP path passes', () => {
  const headers = { host: '127.0.0.1:5123', [BRIDGE_TOKEN_HEADER]: token };
  assert.deepEqual(check('POST', '/mcp', headers), { kind: 'pass', origin: null });
  assert.deepEqual(check('POST', '/mcp?x=1', { ...headers, origin: 'http://localhost:3000' }), {
    kind: 'pass',
    origin: 'http://localhost:3000',
  });
  for (const host of ['localhost:5123', '[::1]:5123', 'LOCALHOST:5123'])
    assert.equal(check('GET', '/mcp', { ...headers, host }).kind, 'pass', host);
  assert.equal(check('DELETE', '/mcp', { ...headers, origin: 'https://lab.example' }).kind, 'pass');
});

test('refusals: a foreign Host (DNS rebinding), a foreign Origin, no or a wrong token, another path or method', () => {
  const ok = { host: '127.0.0.1:5123', [BRIDGE_TOKEN_HEADER]: token };
  const rebound = refusal(check('POST', '/mcp', { ...ok, host: 'attacker.example:5123' }));
  assert.equal(rebound.status, 403);
  assert.match(rebound.message, /Host "attacker\.example:5123" is refused.*DNS rebinding/);
  assert.equal(
    refusal(check('POST', '/mcp', { [BRIDGE_TOKEN_HEADER]: token })).status,
    400,
    'no Host at all',
  );

  const foreign = refusal(check('POST', '/mcp', { ...ok, origin: 'https://evil.example' }));
  assert.equal(foreign.status, 403);
  assert.match(foreign.message, /--allow-origin https:\/\/evil\.example/);
  assert.equal(
    foreign.headers['Access-Control-Allow-Origin'],
    undefined,
    'a foreign page cannot even read why',
  );
  // Wildcards in the list are ignored: the list holds exact origins.
  assert.equal(refusal(check('POST', '/mcp', { ...ok, origin: 'https://a.example' })).status, 403);
  assert.equal(refusal(check('POST', '/mcp', { ...ok, origin: 'null' })).status, 403);
  assert.equal(refusal(check('POST', '/mcp', { ...ok, origin: 'http://localhost:3001' })).status, 403);

  const missing = refusal(check('POST', '/mcp', { host: '127.0.0.1:5123', origin: 'https://lab.example' }));
  assert.equal(missing.status, 403);
  assert.match(missing.message, /Tool-Lab-Bridge-Token header is missing/);
  assert.equal(
    missing.headers['Access-Control-Allow-Origin'],
    'https://lab.example',
    'an allowed page reads why',
  );
  assert.match(missing.headers['Access-Control-Expose-Headers'] ?? '', /Via/);
  const wrong = refusal(check('POST', '/mcp', { ...ok, [BRIDGE_TOKEN_HEADER]: `${token}=` }));
  assert.equal(wrong.status, 403);
  assert.match(wrong.message, /does not match this launch's token/);

  const path = refusal(check('POST', '/', ok));
  assert.equal(path.status, 404);
  assert.match(path.message, /the MCP endpoint is \/mcp/);
  assert.equal(refusal(check('POST', '/mcp/../admin', ok)).status, 404);
  const put = refusal(check('PUT', '/mcp', ok));
  assert.equal(put.status, 405);
  assert.equal(put.headers.Allow, 'POST, GET, DELETE, OPTIONS');
});

test('a preflight needs no token, is answered here, and reflects the requested headers', () => {
  const answer = refusal(
    check('OPTIONS', '/mcp', {
      host: '127.0.0.1:5123',
      origin: 'https://lab.example',
      'access-control-request-headers': `content-type, mcp-param-region, ${BRIDGE_TOKEN_HEADER}`,
    }),
  );
  assert.equal(answer.status, 204);
  assert.equal(answer.headers['Access-Control-Allow-Origin'], 'https://lab.example');
  assert.equal(
    answer.headers['Access-Control-Allow-Headers'],
    `content-type, mcp-param-region, ${BRIDGE_TOKEN_HEADER}`,
  );
  assert.equal(answer.headers['Access-Control-Allow-Methods'], 'POST, GET, DELETE, OPTIONS');
  assert.equal(
    refusal(check('OPTIONS', '/mcp', { host: '127.0.0.1:5123', origin: 'https://x.example' })).status,
    403,
  );
  assert.equal(refusal(check('OPTIONS', '/mcp', { host: 'x.example:5123' })).status, 403);
});

test('CORS headers for answers expose what a client reads, plus extra names', () => {
  assert.deepEqual(guard.corsHeaders(null), {});
  const headers = guard.corsHeaders('https://lab.example', ['X-Trace']);
  assert.equal(headers['Access-Control-Allow-Origin'], 'https://lab.example');
  assert.equal(headers['Access-Control-Expose-Headers'], 'WWW-Authenticate, Mcp-Session-Id, Via, X-Trace');
  assert.equal(headers.Vary, 'Origin');
});
