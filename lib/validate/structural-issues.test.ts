import assert from 'node:assert/strict';
import { test } from 'node:test';
import { structuralChecks, structuralIssues } from './structural-issues';

const meta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

test('tool and tools: one Tool check for the definition, one per item of an array', () => {
  assert.deepEqual(structuralChecks({ name: 'a' }, 'tool'), [{ path: '', def: 'Tool' }]);
  assert.deepEqual(structuralChecks([{}, {}, 3], 'tools'), [
    { path: '/0', def: 'Tool' },
    { path: '/1', def: 'Tool' },
    { path: '/2', def: 'Tool' },
  ]);
  assert.deepEqual(structuralChecks([], 'tools'), []);
  // A non-array asked to be checked as "tools" is checked as one definition.
  assert.deepEqual(structuralChecks({ name: 'a' }, 'tools'), [{ path: '', def: 'Tool' }]);
});

test('tools/list result: bare, wrapped in a response, or an error response', () => {
  assert.deepEqual(structuralChecks({ tools: [] }, 'tools-list-result'), [
    { path: '', def: 'ListToolsResult' },
  ]);
  assert.deepEqual(structuralChecks({ jsonrpc: '2.0', id: 1, result: { tools: [] } }, 'tools-list-result'), [
    { path: '', def: 'ListToolsResultResponse' },
  ]);
  assert.deepEqual(
    structuralChecks({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'x' } }, 'tools-list-result'),
    [{ path: '', def: 'JSONRPCErrorResponse' }],
  );
});

test('tools/call result: resultType decides the definition, bare or wrapped', () => {
  const bare = (result: unknown) => structuralChecks(result, 'call-result');
  assert.deepEqual(bare({ resultType: 'complete', content: [] }), [{ path: '', def: 'CallToolResult' }]);
  // Without resultType (or not an object) the complete shape is what is expected.
  assert.deepEqual(bare({ content: [] }), [{ path: '', def: 'CallToolResult' }]);
  assert.deepEqual(bare('x'), [{ path: '', def: 'CallToolResult' }]);
  assert.deepEqual(bare({ resultType: 'input_required' }), [{ path: '', def: 'InputRequiredResult' }]);
  // An extension's resultType is only held to the base Result.
  assert.deepEqual(bare({ resultType: 'task' }), [{ path: '', def: 'Result' }]);
  // A non-string resultType is checked as a complete result, so the type problem is reported.
  assert.deepEqual(bare({ resultType: 1 }), [{ path: '', def: 'CallToolResult' }]);

  const wrapped = (result: unknown) => structuralChecks({ jsonrpc: '2.0', id: 1, result }, 'call-result');
  assert.deepEqual(wrapped({ resultType: 'complete', content: [] }), [
    { path: '', def: 'JSONRPCResultResponse' },
    { path: '/result', def: 'CallToolResult' },
  ]);
  assert.deepEqual(wrapped({ resultType: 'input_required' }), [
    { path: '', def: 'JSONRPCResultResponse' },
    { path: '/result', def: 'InputRequiredResult' },
  ]);
  assert.deepEqual(structuralChecks({ id: 1, error: { code: 1, message: 'x' } }, 'call-result'), [
    { path: '', def: 'JSONRPCErrorResponse' },
  ]);
});

test('messages: requests and notifications by method, unknown ones by the generic envelope', () => {
  const check = (message: unknown) => structuralChecks(message, 'message');
  assert.deepEqual(check({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }), [
    { path: '', def: 'CallToolRequest' },
  ]);
  assert.deepEqual(check({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), [
    { path: '', def: 'ListToolsRequest' },
  ]);
  assert.deepEqual(check({ jsonrpc: '2.0', id: 1, method: 'server/discover' }), [
    { path: '', def: 'DiscoverRequest' },
  ]);
  assert.deepEqual(check({ jsonrpc: '2.0', id: 1, method: 'vendor/thing' }), [
    { path: '', def: 'JSONRPCRequest' },
  ]);
  assert.deepEqual(check({ jsonrpc: '2.0', method: 'notifications/progress' }), [
    { path: '', def: 'ProgressNotification' },
  ]);
  assert.deepEqual(check({ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }), [
    { path: '', def: 'ToolListChangedNotification' },
  ]);
  assert.deepEqual(check({ jsonrpc: '2.0', method: 'notifications/vendor' }), [
    { path: '', def: 'JSONRPCNotification' },
  ]);
  // A request method sent without an id is a notification (and checked as one).
  assert.deepEqual(check({ jsonrpc: '2.0', method: 'tools/call' }), [
    { path: '', def: 'JSONRPCNotification' },
  ]);
});

test('messages: error responses by code, results by shape', () => {
  const check = (message: unknown) => structuralChecks(message, 'message');
  const error = (code: unknown) => check({ jsonrpc: '2.0', id: 1, error: { code, message: 'x' } });
  assert.deepEqual(error(-32020), [{ path: '', def: 'HeaderMismatchError' }]);
  assert.deepEqual(error(-32021), [{ path: '', def: 'MissingRequiredClientCapabilityError' }]);
  assert.deepEqual(error(-32022), [{ path: '', def: 'UnsupportedProtocolVersionError' }]);
  assert.deepEqual(error(-32601), [{ path: '', def: 'JSONRPCErrorResponse' }]);
  assert.deepEqual(error('-32020'), [{ path: '', def: 'JSONRPCErrorResponse' }]);
  assert.deepEqual(check({ jsonrpc: '2.0', id: 1, error: 'bad' }), [
    { path: '', def: 'JSONRPCErrorResponse' },
  ]);

  const result = (value: unknown) => check({ jsonrpc: '2.0', id: 1, result: value });
  const envelope = { path: '', def: 'JSONRPCResultResponse' };
  assert.deepEqual(result({ tools: [] }), [envelope, { path: '/result', def: 'ListToolsResult' }]);
  assert.deepEqual(result({ content: [] }), [envelope, { path: '/result', def: 'CallToolResult' }]);
  assert.deepEqual(result({ resultType: 'input_required' }), [
    envelope,
    { path: '/result', def: 'InputRequiredResult' },
  ]);
  assert.deepEqual(result({ supportedVersions: [] }), [envelope, { path: '/result', def: 'DiscoverResult' }]);
  assert.deepEqual(result({ resultType: 'complete' }), [envelope, { path: '/result', def: 'Result' }]);
  assert.deepEqual(result(null), [envelope, { path: '/result', def: 'Result' }]);
});

test('messages that are not JSON-RPC shaped fall back to the message union', () => {
  assert.deepEqual(structuralChecks('x', 'message'), [{ path: '', def: 'JSONRPCMessage' }]);
  assert.deepEqual(structuralChecks([], 'message'), [{ path: '', def: 'JSONRPCMessage' }]);
  assert.deepEqual(structuralChecks({ jsonrpc: '2.0', id: 1 }, 'message'), [
    { path: '', def: 'JSONRPCMessage' },
  ]);
});

test('issues of a wrapped result point into /result', () => {
  const issues = structuralIssues(
    { jsonrpc: '2.0', id: 1, result: { resultType: 'complete' } },
    'call-result',
  );
  assert.deepEqual(issues, [
    {
      rule: 'schema-required',
      path: '/result',
      message:
        'Missing required property "content". A complete tools/call result needs a content array (it may be empty).',
    },
  ]);
  const list = structuralIssues(
    {
      jsonrpc: '2.0',
      id: 1,
      result: { resultType: 'complete', tools: [{ name: 'a' }], ttlMs: 0, cacheScope: 'public' },
    },
    'tools-list-result',
  );
  assert.deepEqual(
    list.map((i) => [i.rule, i.path]),
    [['schema-required', '/result/tools/0']],
  );
});

test('resultType branching: input_required and extension results are not held to CallToolResult', () => {
  assert.deepEqual(structuralIssues({ resultType: 'input_required', requestState: 'x' }, 'call-result'), []);
  assert.deepEqual(structuralIssues({ resultType: 'task' }, 'call-result'), []);
  assert.deepEqual(
    structuralIssues({ resultType: 'complete' }, 'call-result').map((i) => i.rule),
    ['schema-required'],
  );
});

test('an error code with required data is checked as that error', () => {
  assert.deepEqual(
    structuralIssues({ jsonrpc: '2.0', id: 1, error: { code: -32021, message: 'x' } }, 'message'),
    [{ rule: 'schema-required', path: '/error', message: 'Missing required property "data".' }],
  );
  assert.deepEqual(
    structuralIssues({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'x' } }, 'message'),
    [],
  );
});

test('a request is checked against its own params definition', () => {
  const valid = {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { _meta: meta, name: 'get_weather', arguments: { city: 'Paris' } },
  };
  assert.deepEqual(structuralIssues(valid, 'message'), []);
  const issues = structuralIssues({ ...valid, params: { _meta: meta } }, 'message');
  assert.deepEqual(
    issues.map((i) => [i.rule, i.path]),
    [['schema-required', '/params']],
  );
  assert.match(issues[0]!.message, /^Missing required property "name"\./);
});

test('inputSchema problems become input-schema-type, with the underlying reason kept', () => {
  const message = (reason: string) =>
    `inputSchema must be a JSON Schema object with "type": "object" at its root, because tool arguments are always a JSON object (${reason}). A tool without parameters can use {"type": "object", "additionalProperties": false}.`;
  assert.deepEqual(structuralIssues({ name: 'a', inputSchema: null }, 'tool'), [
    {
      rule: 'input-schema-type',
      path: '/inputSchema',
      message: message('"inputSchema" must be an object, but it is null'),
    },
  ]);
  assert.deepEqual(structuralIssues({ name: 'a', inputSchema: { type: 'string' } }, 'tool'), [
    {
      rule: 'input-schema-type',
      path: '/inputSchema/type',
      message: message('"type" must be "object"; it is "string"'),
    },
  ]);
  assert.deepEqual(structuralIssues({ name: 'a', inputSchema: { properties: {} } }, 'tool'), [
    {
      rule: 'input-schema-type',
      path: '/inputSchema',
      message: message('Missing required property "type" ("object")'),
    },
  ]);
  // In an array of tools, and in a tools/list result wrapped in a response.
  assert.deepEqual(
    structuralIssues([{ name: 'a', inputSchema: [] }], 'tools').map((i) => [i.rule, i.path]),
    [['input-schema-type', '/0/inputSchema']],
  );
  assert.deepEqual(
    structuralIssues(
      {
        jsonrpc: '2.0',
        id: 1,
        result: {
          resultType: 'complete',
          tools: [{ name: 'a', inputSchema: { type: 'array' } }],
          ttlMs: 0,
          cacheScope: 'public',
        },
      },
      'tools-list-result',
    ).map((i) => [i.rule, i.path]),
    [['input-schema-type', '/result/tools/0/inputSchema/type']],
  );
});

test('other problems inside inputSchema, and a missing inputSchema, stay schema-* findings', () => {
  assert.deepEqual(
    structuralIssues({ name: 'a' }, 'tool').map((i) => [i.rule, i.path]),
    [['schema-required', '']],
  );
  assert.deepEqual(
    structuralIssues({ name: 'a', inputSchema: { type: 'object', $schema: 5 } }, 'tool').map((i) => [
      i.rule,
      i.path,
    ]),
    [['schema-type', '/inputSchema/$schema']],
  );
  // outputSchema may have any root type; a non-object outputSchema is a plain type finding.
  assert.deepEqual(
    structuralIssues(
      { name: 'a', inputSchema: { type: 'object' }, outputSchema: { type: 'string' } },
      'tool',
    ),
    [],
  );
  assert.deepEqual(
    structuralIssues({ name: 'a', inputSchema: { type: 'object' }, outputSchema: null }, 'tool').map((i) => [
      i.rule,
      i.path,
    ]),
    [['schema-type', '/outputSchema']],
  );
});

test('a wrong or missing input request method becomes input-request-method', () => {
  const suffix =
    ' An input_required result can ask the client only for "elicitation/create", "sampling/createMessage" or "roots/list".';
  const wrong = structuralIssues(
    { resultType: 'input_required', inputRequests: { ask: { method: 'tools/call', params: {} } } },
    'call-result',
  );
  assert.equal(wrong.length, 1);
  assert.equal(wrong[0]!.rule, 'input-request-method');
  assert.equal(wrong[0]!.path, '/inputRequests/ask/method');
  assert.ok(wrong[0]!.message.endsWith(`it is "tools/call".${suffix}`), wrong[0]!.message);

  const missing = structuralIssues(
    { resultType: 'input_required', inputRequests: { ask: {} } },
    'call-result',
  );
  assert.equal(missing.length, 1);
  assert.equal(missing[0]!.rule, 'input-request-method');
  assert.equal(missing[0]!.path, '/inputRequests/ask');
  assert.match(missing[0]!.message, /^Missing required property "method"/);

  // Wrapped in a response, the pointer goes through /result; a valid request is fine.
  const wrapped = structuralIssues(
    {
      jsonrpc: '2.0',
      id: 1,
      result: { resultType: 'input_required', inputRequests: { ask: { method: 'ping' } } },
    },
    'call-result',
  );
  assert.deepEqual(
    wrapped.map((i) => [i.rule, i.path]),
    [['input-request-method', '/result/inputRequests/ask/method']],
  );
  assert.deepEqual(
    structuralIssues(
      { resultType: 'input_required', inputRequests: { r: { method: 'roots/list' } } },
      'call-result',
    ),
    [],
  );
});

test('scalars are checked too, and results are computed once per document and kind', () => {
  assert.deepEqual(structuralIssues(5, 'tool'), [
    { rule: 'schema-type', path: '', message: 'The document must be an object, but it is an integer.' },
  ]);
  const doc = { name: 1, inputSchema: { type: 'object' } };
  const first = structuralIssues(doc, 'tool');
  assert.equal(structuralIssues(doc, 'tool'), first);
  assert.notEqual(structuralIssues(doc, 'tools'), first);
});
