import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bridgeAdvice, corsAdvice, corsHeaderLines, localNetworkAdvice, probableCauses } from './cors-advice';

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
  assert.equal(advice.localNetwork, undefined, 'a public server: no permission prompt');
  const lines = corsHeaderLines(advice);
  assert.match(lines, /^Access-Control-Allow-Origin: https:\/\/lab\.example$/m);
  assert.match(lines, /^Access-Control-Allow-Headers: .*Mcp-Name.*Mcp-Param-Region/m);
});

test('a public page calling loopback: Chrome’s Local Network Access prompt, Firefox, Safari, and CORS still owed', () => {
  const advice = corsAdvice({
    pageOrigin: 'https://lab.example',
    targetUrl: 'http://127.0.0.1:8000/mcp',
    customHeaders: [],
    paramHeaders: [],
  });
  assert.equal(advice.allowHeaders.includes('Authorization'), false, 'only asked for when the user sends it');
  const lna = advice.localNetwork!;
  assert.equal(lna.space, 'loopback');
  assert.match(lna.chrome, /Chrome 142 and later ask first/);
  assert.match(lna.chrome, /lab\.example may connect to apps on this device/);
  assert.match(lna.chrome, /Choose Allow/);
  assert.match(lna.chrome, /Site settings\) and set Local network access to Allow/);
  assert.match(lna.chrome, /an http page on the internet is refused without a prompt/);
  assert.match(lna.firefox, /Firefox is rolling out the same check.*"device apps and services"/);
  assert.match(lna.safari, /Safari shows no prompt.*mixed content/);
  assert.match(lna.server, /not CORS: the server must still answer the preflight and every response/);
  // The retired Private Network Access preflight is never asked for.
  assert.doesNotMatch(corsHeaderLines(advice), /Private-Network/);
  assert.match(lna.server, /No Access-Control-Allow-Private-Network header is needed/);
  for (const text of [lna.chrome, lna.firefox, lna.safari])
    assert.doesNotMatch(text, /Allow-Private-Network: true/);
});

test('which requests the browser asks about: into a more private address space only', () => {
  assert.equal(
    localNetworkAdvice('http://127.0.0.1:3000/playground', 'http://localhost:8000/mcp'),
    undefined,
  );
  assert.equal(localNetworkAdvice('https://lab.example/p', 'https://mcp.example/mcp'), undefined);
  assert.equal(localNetworkAdvice('https://lab.example/p', 'http://192.168.1.20:8000/mcp')?.space, 'local');
  assert.match(
    localNetworkAdvice('https://lab.example/p', 'http://printer.local/mcp')!.chrome,
    /devices on your local network/,
  );
  assert.equal(localNetworkAdvice('http://192.168.1.5:3000/p', 'http://[::1]:8000/mcp')?.space, 'loopback');
  assert.equal(
    localNetworkAdvice('http://192.168.1.5:3000/p', 'http://10.0.0.2/mcp'),
    undefined,
    'local to local',
  );
  assert.equal(localNetworkAdvice('not a url', 'http://127.0.0.1/mcp'), undefined);
});

test('probable causes follow what the reachability probe found and the two addresses', () => {
  const mixed = probableCauses({
    pageUrl: 'https://lab.example/playground',
    targetUrl: 'http://mcp.example/mcp',
    reachability: 'unknown',
  });
  assert.match(mixed[0]!, /Mixed content.*through a bridge on 127\.0\.0\.1/);
  const down = probableCauses({
    pageUrl: 'http://127.0.0.1:3000/playground',
    targetUrl: 'http://127.0.0.1:9/mcp',
    reachability: 'unreachable',
  });
  assert.match(down[0]!, /Nothing answered at that address on your machine.*speaks stdio/);
  assert.equal(down.length, 1, 'a local page needs no permission for loopback');
  const cors = probableCauses({
    pageUrl: 'http://127.0.0.1:3000/playground',
    targetUrl: 'http://127.0.0.1:4000/mcp',
    reachability: 'reachable',
  });
  assert.match(cors[0]!, /CORS headers do not allow this origin/);
  const hosted = probableCauses({
    pageUrl: 'https://lab.example/playground',
    targetUrl: 'http://127.0.0.1:4000/mcp',
    reachability: 'unreachable',
  });
  assert.match(hosted[0]!, /Nothing answered/);
  assert.match(
    hosted[1]!,
    /Local Network Access: Chrome 142 and later.*allow Local network access in the site settings/,
  );
  const granted = probableCauses({
    pageUrl: 'https://lab.example/playground',
    targetUrl: 'http://127.0.0.1:4000/mcp',
    reachability: 'reachable',
  });
  assert.ok(
    !granted.some((cause) => cause.includes('Local Network Access')),
    'the probe got through: permission given',
  );
  for (const cause of [...mixed, ...down, ...cors, ...hosted]) assert.doesNotMatch(cause, /Private-Network/);
  assert.deepEqual(probableCauses({ pageUrl: 'x', targetUrl: 'y', reachability: 'unknown' }), [
    'The address is not a valid URL.',
  ]);
});

test('the exact bridge command: a local server without CORS, nothing listening on localhost, mixed content', () => {
  const local = bridgeAdvice({
    pageUrl: 'https://lab.example/playground',
    targetUrl: 'http://127.0.0.1:8000/mcp',
    reachability: 'reachable',
  })!;
  assert.equal(
    local.target,
    'npx mcp-tool-lab bridge --target http://127.0.0.1:8000/mcp --site https://lab.example',
  );
  assert.equal(local.stdio, 'npx mcp-tool-lab bridge --site https://lab.example -- <your server command>');
  assert.match(local.why, /adds them and passes everything else through/);
  const nothing = bridgeAdvice({
    pageUrl: 'http://127.0.0.1:3000/playground',
    targetUrl: 'http://localhost:8000/mcp?tenant=a&x=1',
    reachability: 'unreachable',
  })!;
  assert.equal(nothing.target, "npx mcp-tool-lab bridge --target 'http://localhost:8000/mcp?tenant=a&x=1'");
  assert.equal(
    nothing.stdio,
    'npx mcp-tool-lab bridge -- <your server command>',
    'the local lab needs no --site',
  );
  assert.match(nothing.why, /If your server speaks stdio, let the bridge start it/);
  const lan = bridgeAdvice({
    pageUrl: 'https://lab.example/playground',
    targetUrl: 'http://192.168.1.20:8000/mcp',
    reachability: 'unknown',
  })!;
  assert.match(lan.why, /may not call a plain-http server/);
  assert.equal(
    bridgeAdvice({
      pageUrl: 'https://lab.example/p',
      targetUrl: 'https://mcp.example/mcp',
      reachability: 'unreachable',
    }),
    undefined,
    'a public server that is down: a bridge would not help',
  );
  assert.ok(
    bridgeAdvice({
      pageUrl: 'https://lab.example/p',
      targetUrl: 'https://mcp.example/mcp',
      reachability: 'reachable',
    })?.target,
  );
});

test('a bridge is recognised by its token header and told to restart with --site, never bridged again', async () => {
  const { bridgeRestartAdvice, isBridgeConnection } = await import('./cors-advice');
  assert.equal(isBridgeConnection(['Authorization']), false);
  assert.equal(isBridgeConnection(['tool-lab-bridge-token']), true);
  const refused = bridgeRestartAdvice({ pageOrigin: 'http://127.0.0.1:4173', reachability: 'reachable' });
  assert.equal(refused.command, 'npx mcp-tool-lab bridge --site http://127.0.0.1:4173 …');
  assert.match(refused.cause, /lets in only the pages of the site it was started for/);
  assert.match(refused.cause, /Restart it with --site http:\/\/127\.0\.0\.1:4173/);
  const gone = bridgeRestartAdvice({ pageOrigin: 'https://lab.example', reachability: 'unreachable' });
  assert.match(gone.cause, /nothing answers at its address: it has stopped/);
});
