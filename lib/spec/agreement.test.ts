import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { officialSpec } from '../node/testing/official-spec';
import { SPEC_DEF_NAMES, type SpecDefName, specSchemas } from './spec-schemas';
import {
  createAgreementSetup,
  createOfficialOracle,
  type JsonDoc,
  propertyRuns,
  runAgreement,
} from './testing';

const {
  paths: [schemaPath, examplesDir],
  skip,
} = officialSpec('schema-2026-07-28.json', 'examples-2026-07-28');

/** Definitions that get {@link MAJOR_RUNS} documents; every other one gets {@link MINOR_RUNS}. */
const MAJOR: ReadonlySet<string> = new Set([
  'Tool',
  'CallToolResult',
  'InputRequiredResult',
  'ListToolsResult',
  'ContentBlock',
  'JSONRPCMessage',
]);
const MAJOR_RUNS = propertyRuns(10_000);
const MINOR_RUNS = propertyRuns(1_000);

const meta = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};

/** Small seeds where the official examples hold no valid instance of a definition. */
const HAND_SEEDS: Partial<Record<SpecDefName, JsonDoc[]>> = {
  Icon: [{ src: 'https://example.com/i.png', mimeType: 'image/png', sizes: ['48x48'], theme: 'dark' }],
  Icons: [{ icons: [{ src: 'data:image/png;base64,AAAA' }] }, {}],
  ToolAnnotations: [
    { title: 'T', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  ],
  Annotations: [{ audience: ['user', 'assistant'], priority: 0.5, lastModified: '2025-01-12T15:00:58Z' }],
  Role: ['user', 'assistant'],
  LoggingLevel: ['debug', 'emergency'],
  RequestId: ['abc', 7],
  ProgressToken: ['p1', 0],
  Cursor: ['', 'next'],
  ResultType: ['complete', 'input_required'],
  JSONValue: [{ a: [1, 'x', true, { b: 2 }] }, 'x', 3],
  JSONObject: [{ a: [1, 'x'], b: { c: false } }],
  JSONArray: [[1, 'two', [true], { x: 3 }]],
  MetaObject: [{ 'com.example/trace': 'abc', nested: { a: null } }],
  ResultMetaObject: [{ 'io.modelcontextprotocol/serverInfo': { name: 's', version: '1' } }],
  NotificationMetaObject: [{ 'io.modelcontextprotocol/subscriptionId': 'L1' }],
  RequestMetaObject: [{ ...meta, progressToken: 1, 'io.modelcontextprotocol/logLevel': 'info' }],
  RequestParams: [{ _meta: meta }],
  NotificationParams: [{ _meta: { 'io.modelcontextprotocol/subscriptionId': 3 } }, {}],
  Request: [{ method: 'x/y', params: { a: 1 } }],
  Notification: [{ method: 'notifications/x' }],
  BaseMetadata: [{ name: 'n', title: 'T' }],
  Implementation: [
    { name: 'srv', version: '1.0.0', title: 'Server', icons: [{ src: 'https://e.com/i.svg' }] },
  ],
  PaginatedResult: [{ resultType: 'complete', nextCursor: 'c2' }],
  CacheableResult: [{ resultType: 'complete', ttlMs: 0, cacheScope: 'public' }],
  Error: [{ code: -32603, message: 'boom', data: null }],
  ParseError: [{ code: -32700, message: 'Parse error' }],
  InvalidRequestError: [{ code: -32600, message: 'Invalid Request', data: { why: 'x' } }],
  InternalError: [{ code: -32603, message: 'Internal error' }],
  JSONRPCErrorResponse: [{ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } }],
  LoggingMessageNotification: [
    { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', logger: 'db', data: null } },
  ],
  LoggingMessageNotificationParams: [{ level: 'warning', data: { n: 1.5 } }],
  PromptListChangedNotification: [{ jsonrpc: '2.0', method: 'notifications/prompts/list_changed' }],
  ResourceListChangedNotification: [
    { jsonrpc: '2.0', method: 'notifications/resources/list_changed', params: {} },
  ],
  ResourceUpdatedNotificationParams: [
    { uri: 'file:///a.txt', _meta: { 'io.modelcontextprotocol/subscriptionId': 'L' } },
  ],
  ListRootsRequest: [{ method: 'roots/list' }, { method: 'roots/list', params: { _meta: {} } }],
  ListRootsResult: [{ roots: [{ uri: 'file:///home/u/project', name: 'project' }] }],
  Root: [{ uri: 'file:///tmp' }],
  ToolChoice: [{ mode: 'auto' }, {}],
  ModelHint: [{ name: 'claude' }],
  ModelPreferences: [
    { hints: [{ name: 'sonnet' }], costPriority: 0.3, speedPriority: 1, intelligencePriority: 0 },
  ],
  InputRequest: [{ method: 'roots/list' }],
  InputResponse: [{ action: 'decline' }, { roots: [] }],
  InputResponseRequestParams: [
    { _meta: meta, inputResponses: { a: { action: 'cancel' } }, requestState: 's' },
  ],
  ResourceRequestParams: [{ _meta: meta, uri: 'file:///x' }],
  ResourceTemplate: [{ uriTemplate: 'file:///{path}', name: 'files', mimeType: 'text/plain' }],
  ResourceTemplateReference: [{ type: 'ref/resource', uri: 'file:///{path}' }],
  PromptReference: [{ type: 'ref/prompt', name: 'code_review' }],
  PromptArgument: [{ name: 'lang', required: true }],
  PromptMessage: [{ role: 'user', content: { type: 'text', text: 'hi' } }],
  Prompt: [{ name: 'p', arguments: [{ name: 'a' }] }],
  ResourceContents: [{ uri: 'file:///x', mimeType: 'text/plain' }],
  SubscriptionFilter: [{ toolsListChanged: true, resourceSubscriptions: ['file:///x'] }],
  SubscriptionsListenRequestParams: [{ _meta: meta, notifications: { toolsListChanged: true } }],
  SubscriptionsAcknowledgedNotificationParams: [
    { notifications: { toolsListChanged: true }, _meta: { 'io.modelcontextprotocol/subscriptionId': 1 } },
  ],
  SubscriptionsListenResultMetaObject: [{ 'io.modelcontextprotocol/subscriptionId': 'L1' }],
  PaginatedRequest: [{ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: meta, cursor: '' } }],
  ElicitRequestParams: [{ mode: 'url', message: 'm', url: 'https://e.com' }],
  StringSchema: [{ type: 'string', minLength: 1, maxLength: 9, format: 'email', default: 'a@b.c' }],
  NumberSchema: [{ type: 'number', minimum: 0.5, maximum: 9.5, default: 1 }],
  BooleanSchema: [{ type: 'boolean', default: false }],
  UntitledSingleSelectEnumSchema: [{ type: 'string', enum: ['a', 'b'], default: 'a' }],
  TitledSingleSelectEnumSchema: [{ type: 'string', oneOf: [{ const: 'a', title: 'A' }] }],
  UntitledMultiSelectEnumSchema: [
    { type: 'array', items: { type: 'string', enum: ['a'] }, minItems: 0, maxItems: 2 },
  ],
  TitledMultiSelectEnumSchema: [
    { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }] }, default: ['a'] },
  ],
  LegacyTitledEnumSchema: [{ type: 'string', enum: ['a'], enumNames: ['A'] }],
  CompleteRequestParams: [
    { _meta: meta, ref: { type: 'ref/prompt', name: 'p' }, argument: { name: 'a', value: 'x' } },
  ],
  CompleteResult: [{ resultType: 'complete', completion: { values: ['a'], total: 1, hasMore: false } }],
  GetPromptRequestParams: [{ _meta: meta, name: 'p', arguments: { a: 'x' } }],
  ReadResourceRequestParams: [{ _meta: meta, uri: 'file:///x', requestState: 's' }],
  SamplingMessageContentBlock: [{ type: 'tool_use', id: 't1', name: 'get', input: {} }],
  EmptyResult: [{ resultType: 'complete' }],
  ClientResult: [{ resultType: 'complete', extra: 1 }],
};

function readExamples(): Map<string, { file: string; doc: JsonDoc }[]> {
  const out = new Map<string, { file: string; doc: JsonDoc }[]>();
  for (const name of readdirSync(examplesDir).sort()) {
    const files = readdirSync(join(examplesDir, name))
      .filter((f) => f.endsWith('.json'))
      .sort();
    out.set(
      name,
      files.map((file) => ({
        file,
        doc: JSON.parse(readFileSync(join(examplesDir, name, file), 'utf8')) as JsonDoc,
      })),
    );
  }
  return out;
}

test('the registry covers exactly the official $defs', { skip }, () => {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { $defs: Record<string, unknown> };
  assert.deepEqual([...SPEC_DEF_NAMES].sort(), Object.keys(schema.$defs).sort());
  assert.equal(Object.keys(specSchemas).length, SPEC_DEF_NAMES.length);
});

test('every official example passes our schema for its definition', { skip }, () => {
  let count = 0;
  for (const [name, docs] of readExamples()) {
    assert.ok(name in specSchemas, `no schema for example folder ${name}`);
    for (const { file, doc } of docs) {
      const result = specSchemas[name as SpecDefName].safeParse(doc);
      assert.ok(result.success, `${name}/${file}: ${JSON.stringify(result.error?.issues)}`);
      count++;
    }
  }
  assert.equal(count, 129);
});

test('zod model and official JSON Schema agree on mutated documents', { skip }, async (t) => {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as JsonDoc;
  const oracle = createOfficialOracle(schema, 'mcp-2026-07-28');
  const examples = new Map([...readExamples()].map(([name, docs]) => [name, docs.map((d) => d.doc)]));
  const setup = createAgreementSetup({ schema, oracle, examples, handSeeds: HAND_SEEDS });
  await runAgreement(t, {
    label: '2026-07-28',
    names: SPEC_DEF_NAMES,
    models: specSchemas,
    oracle,
    setup,
    major: MAJOR,
    majorRuns: MAJOR_RUNS,
    minorRuns: MINOR_RUNS,
  });
});
