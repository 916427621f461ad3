import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { z } from 'zod';
import {
  type CallToolResult,
  CallToolResultSchema,
  ClientCapabilitiesSchema,
  ContentBlockSchema,
  ElicitResultSchema,
  JSONRPCErrorResponseSchema,
  ListToolsResultSchema,
  LoggingMessageNotificationParamsSchema,
  RequestMetaObjectSchema,
  specSchemas,
  type Tool,
  ToolSchema,
} from './index';
import { InitializeResultSchema, LegacyCallToolResultSchema, LegacyToolSchema } from './legacy/index';

function issues(schema: z.ZodType, doc: unknown) {
  const result = schema.safeParse(doc);
  return result.success ? [] : result.error.issues.map((i) => ({ code: i.code, path: i.path.join('/') }));
}

const page = { resultType: 'complete', tools: [], ttlMs: 0, cacheScope: 'public' };

test('structuredContent: absent, null, arrays and scalars are all structurally fine', () => {
  const base = { resultType: 'complete', content: [] };
  for (const structuredContent of [null, [1, 2], 'text', 0, { a: null }]) {
    assert.ok(
      CallToolResultSchema.safeParse({ ...base, structuredContent }).success,
      JSON.stringify(structuredContent),
    );
  }
  const parsed: CallToolResult = CallToolResultSchema.parse(base);
  assert.ok(!('structuredContent' in parsed));
  assert.ok('structuredContent' in CallToolResultSchema.parse({ ...base, structuredContent: null }));
});

test('JSON Schema integers include values past 2^53 and -0, and exclude fractions', () => {
  for (const ttlMs of [0, -0, 1e21, 2 ** 60])
    assert.ok(ListToolsResultSchema.safeParse({ ...page, ttlMs }).success);
  assert.deepEqual(issues(ListToolsResultSchema, { ...page, ttlMs: 1.5 }), [
    { code: 'invalid_type', path: 'ttlMs' },
  ]);
  assert.deepEqual(issues(ListToolsResultSchema, { ...page, ttlMs: -1 }), [
    { code: 'too_small', path: 'ttlMs' },
  ]);
  assert.deepEqual(issues(ListToolsResultSchema, { ...page, cacheScope: 'shared' }), [
    { code: 'invalid_value', path: 'cacheScope' },
  ]);
});

test('issues carry paths the validator can turn into JSON Pointers', () => {
  assert.deepEqual(issues(ContentBlockSchema, { type: 'video', url: 'x' }), [
    { code: 'invalid_union', path: 'type' },
  ]);
  assert.deepEqual(issues(ContentBlockSchema, { type: 'image', data: 'AA==' }), [
    { code: 'invalid_type', path: 'mimeType' },
  ]);
  assert.deepEqual(issues(ToolSchema, { name: 't', inputSchema: { type: 'array' } }), [
    { code: 'invalid_value', path: 'inputSchema/type' },
  ]);
  assert.deepEqual(issues(RequestMetaObjectSchema, { 'io.modelcontextprotocol/clientCapabilities': {} }), [
    { code: 'invalid_type', path: 'io.modelcontextprotocol/protocolVersion' },
  ]);
});

test('objects are open: unknown keys pass and are kept', () => {
  const tool: Tool = ToolSchema.parse({
    name: 'search',
    inputSchema: { type: 'object', oneOf: [{ required: ['q'] }], 'x-extra': 1 },
    vendorField: true,
  });
  assert.equal((tool as Record<string, unknown>).vendorField, true);
  assert.deepEqual(tool.inputSchema.oneOf, [{ required: ['q'] }]);
});

test('a key that must be present may hold null, but may not be absent', () => {
  assert.ok(LoggingMessageNotificationParamsSchema.safeParse({ level: 'info', data: null }).success);
  assert.deepEqual(issues(LoggingMessageNotificationParamsSchema, { level: 'info' }), [
    { code: 'invalid_type', path: 'data' },
  ]);
  assert.ok(
    JSONRPCErrorResponseSchema.safeParse({ jsonrpc: '2.0', error: { code: -32700, message: 'x' } }).success,
  );
});

test('schema quirks are mirrored: JSONValue has no null or fractions', () => {
  assert.ok(!ClientCapabilitiesSchema.safeParse({ experimental: { x: { a: null } } }).success);
  assert.ok(!ClientCapabilitiesSchema.safeParse({ extensions: { 'com.example/x': { v: 1.5 } } }).success);
  assert.ok(ClientCapabilitiesSchema.safeParse({ extensions: { 'com.example/x': { v: [1, 'a'] } } }).success);
  assert.ok(!ElicitResultSchema.safeParse({ action: 'accept', content: { n: 3.5 } }).success);
  assert.ok(ElicitResultSchema.safeParse({ action: 'accept', content: { n: 3, tags: ['a'] } }).success);
});

test('registry entries are the exported schemas', () => {
  assert.equal(specSchemas.Tool, ToolSchema);
  assert.equal(specSchemas.CallToolResult, CallToolResultSchema);
  assert.equal(Object.keys(specSchemas).length, 155);
});

test('legacy shapes: no resultType, object structuredContent, execution on tools', () => {
  const result = { content: [{ type: 'text', text: 'ok' }] };
  assert.ok(LegacyCallToolResultSchema.safeParse(result).success);
  assert.ok(!LegacyCallToolResultSchema.safeParse({ ...result, structuredContent: [1] }).success);
  assert.ok(!CallToolResultSchema.safeParse(result).success);
  const tool = { name: 't', inputSchema: { type: 'object' }, execution: { taskSupport: 'optional' } };
  assert.ok(LegacyToolSchema.safeParse(tool).success);
  assert.ok(!LegacyToolSchema.safeParse({ ...tool, outputSchema: { type: 'array' } }).success);
  assert.ok(ToolSchema.safeParse({ ...tool, outputSchema: { type: 'array' } }).success);
  const init = InitializeResultSchema.parse({
    protocolVersion: '2025-11-25',
    capabilities: { tools: { listChanged: true } },
    serverInfo: { name: 's', version: '1' },
  });
  assert.equal(init.capabilities.tools?.listChanged, true);
});
