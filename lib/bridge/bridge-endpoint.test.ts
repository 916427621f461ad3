import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordHeaders, secretHeaderSet } from '../wire/secret-headers';
import {
  BRIDGE_TOKEN_HEADER,
  bridgeLine,
  bridgeLink,
  newBridgeToken,
  parseBridgeText,
  withoutBridgeFragment,
} from './bridge-endpoint';

const token = 'Kg8tYv7o0hxRoiDD37Od_oBx2rBS4_nlH-S5YlagiGs';
const endpoint = { url: 'http://127.0.0.1:5123/mcp', headers: { [BRIDGE_TOKEN_HEADER]: token } };

test('the --format json line is spelled exactly as documented', () => {
  assert.equal(
    bridgeLine(endpoint),
    `{"url": "http://127.0.0.1:5123/mcp", "headers": {"Tool-Lab-Bridge-Token": "${token}"}}`,
  );
  assert.deepEqual(JSON.parse(bridgeLine(endpoint)), endpoint);
});

test('tokens are 43 base64url characters and differ every time', () => {
  const a = newBridgeToken();
  const b = newBridgeToken();
  assert.match(a, /^[A-Za-z0-9_-]{43}$/);
  assert.notEqual(a, b);
});

test('the link carries the endpoint in the fragment only, and reads back', () => {
  const link = bridgeLink('https://lab.example/', endpoint);
  assert.equal(
    link,
    `https://lab.example/playground#bridge=http%3A%2F%2F127.0.0.1%3A5123%2Fmcp&token=${token}`,
  );
  assert.deepEqual(new URL(link).search, '');
  assert.deepEqual(parseBridgeText(link), { ok: true, endpoint });
  assert.deepEqual(parseBridgeText(new URL(link).hash), { ok: true, endpoint });
  assert.deepEqual(parseBridgeText(`  ${bridgeLine(endpoint)}\n`), { ok: true, endpoint });
  assert.equal(withoutBridgeFragment(link), 'https://lab.example/playground');
  assert.equal(
    withoutBridgeFragment('https://lab.example/playground#s=abc'),
    'https://lab.example/playground#s=abc',
  );
});

test('ordinary addresses are not bridge text; crafted ones are refused with a reason', () => {
  assert.equal(parseBridgeText('https://mcp.example/mcp'), undefined);
  assert.equal(parseBridgeText('http://127.0.0.1:3000/playground#s=xyz'), undefined);
  assert.equal(parseBridgeText('{"not": "a bridge"}'), undefined);
  assert.equal(parseBridgeText('{broken'), undefined);
  const remote = parseBridgeText(`#bridge=${encodeURIComponent('https://evil.example/mcp')}&token=${token}`);
  assert.equal(remote?.ok, false);
  assert.match(!remote?.ok ? remote!.error : '', /http:\/\/127\.0\.0\.1:<port>\/mcp/);
  for (const url of [
    'http://127.0.0.1/mcp',
    'http://127.0.0.1:5123/other',
    'http://127.0.0.1:5123/mcp?x=1',
  ]) {
    assert.equal(parseBridgeText(bridgeLine({ url, headers: endpoint.headers }))?.ok, false, url);
  }
  const badToken = parseBridgeText(
    bridgeLine({ url: endpoint.url, headers: { [BRIDGE_TOKEN_HEADER]: 'a b' } }),
  );
  assert.match(!badToken?.ok ? badToken!.error : '', /token is missing or malformed/);
  assert.equal(parseBridgeText('#bridge=http%3A%2F%2Flocalhost%3A9%2Fmcp')?.ok, false, 'no token');
  assert.deepEqual(parseBridgeText(`#bridge=http%3A%2F%2Flocalhost%3A9%2Fmcp&token=${token}`), {
    ok: true,
    endpoint: { url: 'http://localhost:9/mcp', headers: { [BRIDGE_TOKEN_HEADER]: token } },
  });
});

test('the token is a secret wherever headers are recorded (timeline, exports, curl)', () => {
  assert.deepEqual(recordHeaders(endpoint.headers, secretHeaderSet()), [
    { name: BRIDGE_TOKEN_HEADER, value: '<redacted>', secret: true },
  ]);
});
