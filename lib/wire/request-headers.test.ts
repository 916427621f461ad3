import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRequestHeaders } from './check-request-headers';
import { analyzeMcpHeaders } from './mcp-header-declarations';
import { buildRequestHeaders } from './request-headers';

const inputSchema = {
  type: 'object',
  properties: {
    region: { type: 'string', 'x-mcp-header': 'Region' },
    options: { type: 'object', properties: { dryRun: { type: 'boolean', 'x-mcp-header': 'Dry-Run' } } },
    limit: { type: 'integer', 'x-mcp-header': 'Limit' },
    query: { type: 'string' },
  },
};

test('a tools/call gets the standard headers and one Mcp-Param-* per present argument', () => {
  const params = {
    name: 'execute_sql',
    arguments: { region: 'Zürich', options: { dryRun: true }, limit: null, query: 'select 1' },
  };
  const { headers, problems } = buildRequestHeaders({
    method: 'tools/call',
    params,
    protocolVersion: '2026-07-28',
    inputSchema,
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(headers, {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': 'tools/call',
    'Mcp-Name': 'execute_sql',
    'Mcp-Param-Region': '=?base64?WsO8cmljaA==?=',
    'Mcp-Param-Dry-Run': 'true',
  });
  // What the client builds, the server accepts.
  const mismatches = checkRequestHeaders({
    headers: new Headers(headers),
    method: 'tools/call',
    params,
    bodyProtocolVersion: '2026-07-28',
    declarations: analyzeMcpHeaders(inputSchema).declarations,
  });
  assert.deepEqual(mismatches, []);
});

test('tools/list carries no Mcp-Name; resources/read mirrors the URI', () => {
  assert.equal(
    buildRequestHeaders({ method: 'tools/list', params: {}, protocolVersion: '2026-07-28' }).headers[
      'Mcp-Name'
    ],
    undefined,
  );
  assert.equal(
    buildRequestHeaders({
      method: 'resources/read',
      params: { uri: 'file:///a b.txt' },
      protocolVersion: '2026-07-28',
    }).headers['Mcp-Name'],
    'file:///a b.txt',
  );
});

test('an argument that cannot be mirrored is a problem, not a silent omission', () => {
  const { problems } = buildRequestHeaders({
    method: 'tools/call',
    params: { name: 't', arguments: { limit: 2 ** 60 } },
    protocolVersion: '2026-07-28',
    inputSchema,
  });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /Mcp-Param-Limit/);
});

test('the server finds every kind of mismatch', () => {
  const declarations = analyzeMcpHeaders(inputSchema).declarations;
  const params = { name: 'execute_sql', arguments: { region: 'eu', limit: 42 } };
  const check = (headers: Record<string, string>, version = '2026-07-28') =>
    checkRequestHeaders({
      headers: new Headers(headers),
      method: 'tools/call',
      params,
      bodyProtocolVersion: version,
      declarations,
    }).map((m) => m.header);
  const good = {
    'MCP-Protocol-Version': '2026-07-28',
    'Mcp-Method': 'tools/call',
    'Mcp-Name': 'execute_sql',
    'Mcp-Param-Region': 'eu',
    'Mcp-Param-Limit': '42',
  };
  assert.deepEqual(check(good), []);
  assert.deepEqual(check({ ...good, 'Mcp-Param-Limit': '42.0' }), [], 'integers compare numerically');
  const { 'Mcp-Name': name, ...rest } = good;
  assert.deepEqual(
    check({ ...rest, 'mcp-name': ` ${name} ` }),
    [],
    'names are case-insensitive, whitespace ignored',
  );
  assert.deepEqual(check({ ...good, 'Mcp-Name': 'other' }), ['Mcp-Name']);
  assert.deepEqual(check({ ...good, 'Mcp-Method': 'TOOLS/CALL' }), ['Mcp-Method']);
  assert.deepEqual(check(good, '2025-11-25'), ['MCP-Protocol-Version']);
  const { 'Mcp-Param-Region': _, ...noRegion } = good;
  assert.deepEqual(check(noRegion), ['Mcp-Param-Region']);
  assert.deepEqual(
    check({ ...good, 'Mcp-Param-Region': '=?base64?ZX?=' }),
    ['Mcp-Param-Region'],
    'bad Base64',
  );
  const { 'MCP-Protocol-Version': __, ...noVersion } = good;
  assert.deepEqual(check(noVersion), ['MCP-Protocol-Version']);
});
