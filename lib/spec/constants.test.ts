import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ACCEPT_BOTH,
  BASE64_HEADER_PREFIX,
  BASE64_HEADER_SUFFIX,
  HEADERS,
  LEGACY_HEADERS,
  MCP_PARAM_HEADER_PREFIX,
  mcpParamHeaderName,
  sameHeaderName,
} from './headers';
import { parseMetaKey } from './meta-key';
import {
  isKnownMetaKey,
  META_KEYS,
  REQUIRED_REQUEST_META_KEYS,
  UNPREFIXED_RESERVED_META_KEYS,
} from './meta-keys';
import {
  CACHEABLE_METHODS,
  CLIENT_REQUEST_METHODS,
  INPUT_REQUEST_METHODS,
  INPUT_REQUIRED_METHODS,
  isClientRequestMethod,
  isRemovedMethod,
  METHODS,
  NOTIFICATIONS,
  REMOVED_METHODS,
  SERVER_NOTIFICATION_METHODS,
} from './methods';
import { isKnownResultType, RESULT_TYPES } from './result-types';

test('method names', () => {
  assert.equal(METHODS.discover, 'server/discover');
  assert.equal(METHODS.toolsList, 'tools/list');
  assert.equal(METHODS.toolsCall, 'tools/call');
  assert.equal(METHODS.subscriptionsListen, 'subscriptions/listen');
  assert.equal(NOTIFICATIONS.toolsListChanged, 'notifications/tools/list_changed');
  assert.equal(NOTIFICATIONS.subscriptionsAcknowledged, 'notifications/subscriptions/acknowledged');
  assert.equal(CLIENT_REQUEST_METHODS.length, 10);
  assert.equal(SERVER_NOTIFICATION_METHODS.length, 8);
  assert.deepEqual(
    [...INPUT_REQUEST_METHODS],
    ['elicitation/create', 'sampling/createMessage', 'roots/list'],
  );
  assert.deepEqual([...INPUT_REQUIRED_METHODS], ['tools/call', 'prompts/get', 'resources/read']);
  assert.ok(CACHEABLE_METHODS.includes('tools/list' as never));
  assert.ok(!CACHEABLE_METHODS.includes('tools/call' as never));
  assert.ok(isClientRequestMethod('completion/complete'));
  assert.ok(!isClientRequestMethod('ping'));
  assert.ok(!isClientRequestMethod('elicitation/create'));
});

test('removed methods are listed with a reason and never overlap the 2026 methods', () => {
  for (const m of [
    'initialize',
    'notifications/initialized',
    'ping',
    'logging/setLevel',
    'resources/subscribe',
  ]) {
    assert.ok(isRemovedMethod(m), m);
  }
  assert.ok(isRemovedMethod('notifications/elicitation/complete'));
  assert.ok(isRemovedMethod('notifications/roots/list_changed'));
  assert.ok(!isRemovedMethod('tools/call'));
  const current = new Set<string>([
    ...CLIENT_REQUEST_METHODS,
    ...SERVER_NOTIFICATION_METHODS,
    ...INPUT_REQUEST_METHODS,
  ]);
  for (const { method, reason } of REMOVED_METHODS) {
    assert.ok(!current.has(method), method);
    assert.ok(reason.length > 10, `${method} has a reason`);
  }
});

test('header names and helpers', () => {
  assert.equal(HEADERS.protocolVersion, 'MCP-Protocol-Version');
  assert.equal(HEADERS.method, 'Mcp-Method');
  assert.equal(HEADERS.name, 'Mcp-Name');
  assert.equal(MCP_PARAM_HEADER_PREFIX, 'Mcp-Param-');
  assert.equal(mcpParamHeaderName('Region'), 'Mcp-Param-Region');
  assert.deepEqual(LEGACY_HEADERS, { sessionId: 'Mcp-Session-Id', lastEventId: 'Last-Event-ID' });
  assert.equal(`${BASE64_HEADER_PREFIX}eA==${BASE64_HEADER_SUFFIX}`, '=?base64?eA==?=');
  assert.equal(ACCEPT_BOTH, 'application/json, text/event-stream');
  assert.ok(sameHeaderName('mcp-protocol-version', HEADERS.protocolVersion));
  assert.ok(!sameHeaderName('Mcp-Name', 'Mcp-Method'));
});

test('reserved _meta keys are valid keys, prefixed ones reserved', () => {
  assert.equal(META_KEYS.protocolVersion, 'io.modelcontextprotocol/protocolVersion');
  assert.equal(META_KEYS.clientCapabilities, 'io.modelcontextprotocol/clientCapabilities');
  assert.equal(META_KEYS.subscriptionId, 'io.modelcontextprotocol/subscriptionId');
  assert.deepEqual(
    [...REQUIRED_REQUEST_META_KEYS],
    [META_KEYS.protocolVersion, META_KEYS.clientCapabilities],
  );
  const unprefixed = new Set<string>(UNPREFIXED_RESERVED_META_KEYS);
  for (const key of Object.values(META_KEYS)) {
    const parsed = parseMetaKey(key);
    assert.ok(parsed.valid, key);
    assert.equal(parsed.reserved, !unprefixed.has(key), key);
    assert.ok(isKnownMetaKey(key));
  }
  assert.ok(!isKnownMetaKey('io.modelcontextprotocol/other'));
});

test('result types', () => {
  assert.deepEqual(RESULT_TYPES, { complete: 'complete', inputRequired: 'input_required' });
  assert.ok(isKnownResultType('complete'));
  assert.ok(isKnownResultType('input_required'));
  assert.ok(!isKnownResultType('task'));
  assert.ok(isKnownResultType('task', ['task']));
  assert.ok(!isKnownResultType('Complete'));
  assert.ok(!isKnownResultType(undefined));
  assert.ok(!isKnownResultType(1));
});
