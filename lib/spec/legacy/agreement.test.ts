import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { officialSpec } from '../../node/testing/official-spec';
import {
  createAgreementSetup,
  createOfficialOracle,
  type JsonDoc,
  propertyRuns,
  runAgreement,
} from '../testing';
import { LEGACY_SPEC_DEF_NAMES, type LegacySpecDefName, legacySpecSchemas } from './legacy-spec-schemas';

const {
  paths: [schemaPath, modernExamplesDir],
  skip,
} = officialSpec('schema-2025-11-25.json', 'examples-2026-07-28');

/** The shapes a falling-back client handles most; they get {@link MAJOR_RUNS} documents. */
const MAJOR: ReadonlySet<string> = new Set([
  'Tool',
  'CallToolResult',
  'ListToolsResult',
  'InitializeResult',
  'ServerRequest',
  'JSONRPCMessage',
]);
const MAJOR_RUNS = propertyRuns(5_000);
const MINOR_RUNS = propertyRuns(800);

const task = {
  taskId: 't-1',
  status: 'working',
  statusMessage: 'busy',
  createdAt: '2025-11-25T10:00:00Z',
  lastUpdatedAt: '2025-11-25T10:00:05Z',
  ttl: null,
  pollInterval: 500,
};
const tool = {
  name: 'get_weather',
  title: 'Weather',
  inputSchema: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: { city: { type: 'string' } },
    required: ['city'],
  },
  outputSchema: { type: 'object', properties: { temp: { type: 'number' } } },
  execution: { taskSupport: 'optional' },
  annotations: { readOnlyHint: true },
};
const formParams = {
  mode: 'form',
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
};
const urlParams = { mode: 'url', message: 'Sign in', url: 'https://e.com/auth', elicitationId: 'e-1' };
const sampling = {
  messages: [{ role: 'user', content: { type: 'text', text: 'hi' } }],
  maxTokens: 100,
  metadata: { any: null },
  task: { ttl: 60000 },
};

/** Seeds of the 2025-11-25 shapes; the 2026-07-28 examples add the shapes that did not change. */
const HAND_SEEDS: Partial<Record<LegacySpecDefName, JsonDoc[]>> = {
  InitializeRequestParams: [
    {
      protocolVersion: '2025-11-25',
      capabilities: { roots: { listChanged: true } },
      clientInfo: { name: 'c', version: '1' },
    },
  ],
  InitializeRequest: [
    {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: {
        protocolVersion: '2025-11-25',
        capabilities: {
          sampling: {},
          elicitation: { form: {} },
          tasks: { requests: { sampling: { createMessage: {} } } },
        },
        clientInfo: { name: 'lab', version: '0.1.0' },
      },
    },
  ],
  InitializeResult: [
    {
      protocolVersion: '2025-06-18',
      capabilities: {
        tools: { listChanged: true },
        logging: {},
        tasks: { requests: { tools: { call: {} } } },
      },
      serverInfo: { name: 'srv', version: '2.0.0' },
      instructions: 'Use the weather tools.',
    },
  ],
  InitializedNotification: [{ jsonrpc: '2.0', method: 'notifications/initialized' }],
  ClientCapabilities: [
    { roots: { listChanged: true }, experimental: { x: { y: null } }, tasks: { list: {} } },
  ],
  ServerCapabilities: [{ tools: {}, completions: { n: 1.5 }, tasks: { cancel: {} } }],
  Tool: [tool, { name: 'noop', inputSchema: { type: 'object' } }],
  ToolExecution: [{ taskSupport: 'required' }, {}],
  CallToolRequestParams: [
    { name: 'get_weather', arguments: { city: 'Paris' }, task: { ttl: 1000 }, _meta: { progressToken: 1 } },
  ],
  CallToolRequest: [{ jsonrpc: '2.0', id: 'c1', method: 'tools/call', params: { name: 'get_weather' } }],
  CallToolResult: [
    { content: [{ type: 'text', text: '{"temp":21}' }], structuredContent: { temp: 21 }, isError: false },
    { content: [] },
  ],
  ListToolsRequest: [{ jsonrpc: '2.0', id: 2, method: 'tools/list' }],
  ListToolsResult: [{ tools: [tool], nextCursor: 'p2' }, { tools: [] }],
  PaginatedRequestParams: [{ cursor: 'p2' }, {}],
  PaginatedResult: [{ nextCursor: 'x' }, {}],
  RequestParams: [{ _meta: { progressToken: 'p' } }, {}],
  NotificationParams: [{ _meta: { anything: null } }],
  Result: [{}, { _meta: {}, extra: 1 }],
  EmptyResult: [{}],
  JSONRPCResultResponse: [{ jsonrpc: '2.0', id: 1, result: {} }],
  PingRequest: [{ jsonrpc: '2.0', id: 'ping-1', method: 'ping' }],
  Task: [task],
  TaskStatus: ['working', 'input_required'],
  TaskMetadata: [{ ttl: 60000 }],
  RelatedTaskMetadata: [{ taskId: 't-1' }],
  TaskAugmentedRequestParams: [{ task: { ttl: 5 } }],
  GetTaskRequest: [{ jsonrpc: '2.0', id: 5, method: 'tasks/get', params: { taskId: 't-1' } }],
  GetTaskPayloadRequest: [{ jsonrpc: '2.0', id: 6, method: 'tasks/result', params: { taskId: 't-1' } }],
  CancelTaskRequest: [{ jsonrpc: '2.0', id: 7, method: 'tasks/cancel', params: { taskId: 't-1' } }],
  ListTasksRequest: [{ jsonrpc: '2.0', id: 8, method: 'tasks/list', params: { cursor: 'c' } }],
  GetTaskResult: [{ ...task, status: 'completed' }],
  CancelTaskResult: [{ ...task, status: 'cancelled', _meta: {} }],
  GetTaskPayloadResult: [{ content: [], _meta: {} }],
  ListTasksResult: [{ tasks: [task] }],
  CreateTaskResult: [{ task }],
  TaskStatusNotificationParams: [{ ...task, status: 'failed' }],
  TaskStatusNotification: [{ jsonrpc: '2.0', method: 'notifications/tasks/status', params: task }],
  CreateMessageRequestParams: [sampling],
  CreateMessageRequest: [{ jsonrpc: '2.0', id: 's1', method: 'sampling/createMessage', params: sampling }],
  CreateMessageResult: [
    { role: 'assistant', content: { type: 'text', text: 'Paris' }, model: 'm', stopReason: 'endTurn' },
  ],
  SamplingMessage: [{ role: 'user', content: [{ type: 'tool_result', toolUseId: 'u1', content: [] }] }],
  ToolResultContent: [{ type: 'tool_result', toolUseId: 'u1', content: [], structuredContent: { a: 1 } }],
  ElicitRequestFormParams: [formParams],
  ElicitRequestURLParams: [urlParams],
  ElicitRequestParams: [urlParams, formParams],
  ElicitRequest: [{ jsonrpc: '2.0', id: 'e1', method: 'elicitation/create', params: formParams }],
  ElicitResult: [{ action: 'accept', content: { name: 'Ada' }, _meta: {} }],
  ElicitationCompleteNotification: [
    { jsonrpc: '2.0', method: 'notifications/elicitation/complete', params: { elicitationId: 'e-1' } },
  ],
  URLElicitationRequiredError: [
    {
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32042, message: 'Needs sign-in', data: { elicitations: [urlParams] } },
    },
  ],
  ListRootsRequest: [{ jsonrpc: '2.0', id: 'r1', method: 'roots/list' }],
  ListRootsResult: [{ roots: [{ uri: 'file:///home/u' }] }],
  RootsListChangedNotification: [{ jsonrpc: '2.0', method: 'notifications/roots/list_changed' }],
  CancelledNotificationParams: [{ requestId: 4, reason: 'user' }, {}],
  CancelledNotification: [{ jsonrpc: '2.0', method: 'notifications/cancelled', params: { reason: 'x' } }],
  ProgressNotificationParams: [{ progressToken: 'p', progress: 0.5, total: 1 }],
  LoggingMessageNotificationParams: [{ level: 'error', data: null }],
  LoggingMessageNotification: [
    { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 1 } },
  ],
  ResourceUpdatedNotificationParams: [{ uri: 'file:///a' }],
  ServerRequest: [{ jsonrpc: '2.0', id: 9, method: 'ping' }],
  ServerNotification: [{ jsonrpc: '2.0', method: 'notifications/tools/list_changed' }],
  ClientNotification: [{ jsonrpc: '2.0', method: 'notifications/initialized' }],
  JSONRPCMessage: [{ jsonrpc: '2.0', id: 1, result: {} }],
  Error: [{ code: -32002, message: 'Resource not found', data: { uri: 'file:///x' } }],
  Cursor: ['', 'next'],
};

function readModernExamples(): Map<string, JsonDoc[]> {
  const out = new Map<string, JsonDoc[]>();
  for (const name of readdirSync(modernExamplesDir).sort()) {
    const dir = join(modernExamplesDir, name);
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    out.set(
      name,
      files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as JsonDoc),
    );
  }
  return out;
}

test('every legacy registry name is a 2025-11-25 definition', { skip }, () => {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { $defs: Record<string, unknown> };
  for (const name of LEGACY_SPEC_DEF_NAMES) assert.ok(name in schema.$defs, name);
  assert.equal(Object.keys(legacySpecSchemas).length, LEGACY_SPEC_DEF_NAMES.length);
});

/**
 * One oracle for the file: ajv compiles each definition once, on its first use, instead of again in
 * the agreement run after the hand seeds' test. Verdicts do not depend on what was checked before.
 */
let oracle2025: { schema: JsonDoc; oracle: ReturnType<typeof createOfficialOracle> } | undefined;
function sharedOracle() {
  if (oracle2025 === undefined) {
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as JsonDoc;
    oracle2025 = { schema, oracle: createOfficialOracle(schema, 'mcp-2025-11-25') };
  }
  return oracle2025;
}

test('every legacy hand seed is valid 2025-11-25 and passes our schema', { skip }, () => {
  const { oracle } = sharedOracle();
  let count = 0;
  for (const [name, seeds] of Object.entries(HAND_SEEDS)) {
    for (const seed of seeds ?? []) {
      assert.ok(
        oracle.validate(name, seed),
        `hand seed of ${name} is not valid 2025-11-25: ${JSON.stringify(seed)}`,
      );
      assert.ok(
        legacySpecSchemas[name as LegacySpecDefName].safeParse(seed).success,
        `${name}: ${JSON.stringify(seed)}`,
      );
      count++;
    }
  }
  assert.ok(count > 60, `only ${count} seeds`);
});

test('legacy zod model and the 2025-11-25 JSON Schema agree on mutated documents', { skip }, async (t) => {
  const { schema, oracle } = sharedOracle();
  // 2026 examples keyed by name are starting points only (many are not valid 2025 documents).
  const examples = readModernExamples();
  const setup = createAgreementSetup({ schema, oracle, examples, handSeeds: HAND_SEEDS });
  await runAgreement(t, {
    label: '2025-11-25',
    names: LEGACY_SPEC_DEF_NAMES,
    models: legacySpecSchemas,
    oracle,
    setup,
    major: MAJOR,
    majorRuns: MAJOR_RUNS,
    minorRuns: MINOR_RUNS,
  });
});
