import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeMcpHeaders } from '../../wire/mcp-header-declarations';
import { checkMirroredHeaders } from './check-mirrored-headers';

const schema = {
  type: 'object',
  properties: {
    region: { type: 'string', 'x-mcp-header': 'Region' },
    limit: { type: 'integer', 'x-mcp-header': 'Limit' },
  },
};
const declarations = analyzeMcpHeaders(schema).declarations;
const params = { name: 'run', arguments: { region: 'Zürich', limit: 5 } };
const base = { 'Mcp-Method': 'tools/call', 'Mcp-Name': 'run', 'MCP-Protocol-Version': '2026-07-28' };
const check = (headers: Record<string, string>, withDeclarations = false) =>
  checkMirroredHeaders(
    new Headers(headers),
    'tools/call',
    params,
    '2026-07-28',
    withDeclarations ? declarations : undefined,
  );

test('standard step: Mcp-Method and Mcp-Name must match, case-sensitively, whitespace trimmed', () => {
  assert.equal(check(base), undefined);
  assert.equal(check({ ...base, 'Mcp-Name': '  run  ' }), undefined);
  const wrong = check({ ...base, 'Mcp-Method': 'TOOLS/CALL' });
  assert.equal(wrong?.code, -32020);
  assert.equal(wrong?.status, 400);
  assert.match(wrong!.message, /Mcp-Method/);
  const { 'Mcp-Name': _, ...noName } = base;
  assert.match(check(noName)!.message, /Mcp-Name is missing/);
});

test('the standard step ignores Mcp-Param headers; the param step checks only them', () => {
  assert.equal(check(base), undefined, 'params unchecked in the standard step');
  assert.match(check(base, true)!.message, /Mcp-Param-Region is missing/);
  const good = { ...base, 'Mcp-Param-Region': '=?base64?WsO8cmljaA==?=', 'Mcp-Param-Limit': '5' };
  assert.equal(check(good, true), undefined);
  assert.match(check({ ...good, 'Mcp-Param-Region': 'Zurich' }, true)!.message, /does not match/);
  assert.match(check({ ...good, 'Mcp-Param-Region': '=?base64?WsO8cmljaA?=' }, true)!.message, /Base64/);
  const reply = check({ ...good, 'Mcp-Param-Limit': '6' }, true);
  assert.equal(reply?.code, -32020);
  assert.equal((reply!.data as { mismatches: unknown[] }).mismatches.length, 1);
});
