import assert from 'node:assert/strict';
import { test } from 'node:test';
import { corsAdvice, corsHeaderLines, probableCauses } from './cors-advice';

test('the advice names every header a 2026-07-28 client sends, once, and what to expose', () => {
  const advice = corsAdvice({
    pageOrigin: 'https://lab.example',
    targetUrl: 'https://mcp.example/mcp',
    customHeaders: ['Authorization', 'content-type'],
    paramHeaders: ['Mcp-Param-Region'],
  });
  assert.equal(advice.allowOrigin, 'https://lab.example');
  for (const name of [
    'Content-Type',
    'MCP-Protocol-Version',
    'Mcp-Method',
    'Mcp-Name',
    'Mcp-Param-Region',
    'Authorization',
  ])
    assert.ok(advice.allowHeaders.includes(name), name);
  assert.equal(advice.allowHeaders.filter((h) => h.toLowerCase() === 'content-type').length, 1, 'no repeats');
  assert.deepEqual(advice.exposeHeaders, ['WWW-Authenticate', 'Mcp-Session-Id']);
  assert.ok(advice.allowMethods.includes('POST') && advice.allowMethods.includes('OPTIONS'));
  assert.equal(advice.privateNetwork, false);
  const lines = corsHeaderLines(advice);
  assert.match(lines, /^Access-Control-Allow-Origin: https:\/\/lab\.example$/m);
  assert.match(lines, /^Access-Control-Allow-Headers: .*Mcp-Name.*Mcp-Param-Region/m);
  assert.doesNotMatch(lines, /Private-Network/);
});

test('Authorization is only asked for when the user sends it; a public page calling loopback needs PNA', () => {
  const advice = corsAdvice({
    pageOrigin: 'https://lab.example',
    targetUrl: 'http://127.0.0.1:3000/mcp',
    customHeaders: [],
    paramHeaders: [],
  });
  assert.equal(advice.allowHeaders.includes('Authorization'), false);
  assert.equal(advice.privateNetwork, true);
  assert.match(corsHeaderLines(advice), /Access-Control-Allow-Private-Network: true/);
});

test('probable causes follow what the reachability probe found and the two addresses', () => {
  const mixed = probableCauses({
    pageUrl: 'https://lab.example/playground',
    targetUrl: 'http://mcp.example/mcp',
    reachability: 'unknown',
  });
  assert.match(mixed[0]!, /Mixed content/);
  const down = probableCauses({
    pageUrl: 'http://127.0.0.1:3000/playground',
    targetUrl: 'http://127.0.0.1:9/mcp',
    reachability: 'unreachable',
  });
  assert.match(down[0]!, /Nothing answered/);
  const cors = probableCauses({
    pageUrl: 'http://127.0.0.1:3000/playground',
    targetUrl: 'http://127.0.0.1:4000/mcp',
    reachability: 'reachable',
  });
  assert.match(cors[0]!, /CORS headers do not allow this origin/);
  assert.deepEqual(probableCauses({ pageUrl: 'x', targetUrl: 'y', reachability: 'unknown' }), [
    'The address is not a valid URL.',
  ]);
});
