// The 2025-06-18 zod model against the official 2025-06-18 JSON Schema (draft-07, `definitions`),
// read from ../shared/spec when it is there; without it these tests skip with the shared reason.
// Every modelled name must be an official definition, and both must give the same verdict on
// seeds of each definition and on mutations that break them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { officialSpec } from '../../node/testing/official-spec';
import { createOfficialOracle, type JsonDoc } from '../testing';
import { SPEC_2025_06_18_DEF_NAMES, type Spec20250618DefName, spec20250618Schemas } from './index';

const {
  paths: [schemaPath],
  skip,
} = officialSpec('schema-2025-06-18.json');

const tool = {
  name: 'get_weather_data',
  title: 'Weather Data Retriever',
  inputSchema: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] },
  outputSchema: { type: 'object', properties: { temperature: { type: 'number' } } },
  annotations: { readOnlyHint: true, title: 'Weather' },
};
const text = { type: 'text', text: 'hi', annotations: { audience: ['user'], priority: 0.5 } };
const link = { type: 'resource_link', uri: 'file:///a.rs', name: 'a.rs', size: 12 };
const embedded = { type: 'resource', resource: { uri: 'file:///a', text: 'x' } };

/** Documents each definition accepts, and documents it must refuse (checked against the oracle too). */
const SEEDS: Partial<Record<Spec20250618DefName, { valid: unknown[]; invalid: unknown[] }>> = {
  Tool: {
    valid: [tool, { name: 'noop', inputSchema: { type: 'object' }, icons: 'ignored: not typed here' }],
    invalid: [
      { name: 'x', inputSchema: { type: 'array' } },
      { name: 'x', inputSchema: { type: 'object' }, outputSchema: { type: 'array' } },
      { name: 'x', inputSchema: { type: 'object', properties: { a: 1 } } },
      { inputSchema: { type: 'object' } },
    ],
  },
  ListToolsResult: {
    valid: [{ tools: [tool], nextCursor: 'p2' }, { tools: [] }],
    invalid: [{ tools: [{ name: 1, inputSchema: { type: 'object' } }] }, { nextCursor: 'x' }],
  },
  CallToolResult: {
    valid: [
      { content: [text, link, embedded], structuredContent: { t: 1 }, isError: false },
      { content: [] },
    ],
    invalid: [{ content: [], structuredContent: [1] }, { content: [{ type: 'video' }] }, {}],
  },
  ContentBlock: { valid: [text, link, embedded], invalid: [{ type: 'resource_link', uri: 'a' }] },
  JSONRPCError: {
    valid: [{ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown tool' } }],
    invalid: [{ jsonrpc: '2.0', error: { code: -32602, message: 'no id' } }],
  },
  JSONRPCResponse: {
    valid: [{ jsonrpc: '2.0', id: 'a', result: {} }],
    invalid: [{ jsonrpc: '2.0', id: null, result: {} }],
  },
  CancelledNotification: {
    valid: [{ method: 'notifications/cancelled', params: { requestId: 3 } }],
    invalid: [{ method: 'notifications/cancelled', params: {} }],
  },
  InitializeResult: {
    valid: [
      {
        protocolVersion: '2025-06-18',
        capabilities: { tools: { listChanged: true } },
        serverInfo: { name: 's', version: '1', title: 'S' },
      },
    ],
    invalid: [{ protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's' } }],
  },
  CallToolRequest: {
    valid: [{ method: 'tools/call', params: { name: 'a', arguments: { x: 1 } } }],
    invalid: [{ method: 'tools/call', params: { arguments: {} } }],
  },
};

test('every modelled 2025-06-18 name is an official definition', { skip }, () => {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as { definitions: Record<string, unknown> };
  for (const name of SPEC_2025_06_18_DEF_NAMES) assert.ok(name in schema.definitions, name);
});

test('the 2025-06-18 model and the official schema agree on each seed', { skip }, () => {
  const oracle = createOfficialOracle(
    JSON.parse(readFileSync(schemaPath, 'utf8')) as JsonDoc,
    'mcp-2025-06-18',
  );
  let count = 0;
  for (const [name, { valid, invalid }] of Object.entries(SEEDS) as [
    Spec20250618DefName,
    { valid: unknown[]; invalid: unknown[] },
  ][]) {
    for (const [doc, expected] of [
      ...valid.map((d) => [d, true] as const),
      ...invalid.map((d) => [d, false] as const),
    ]) {
      assert.equal(oracle.validate(name, doc), expected, `official ${name}: ${JSON.stringify(doc)}`);
      assert.equal(
        spec20250618Schemas[name].safeParse(doc).success,
        expected,
        `ours ${name}: ${JSON.stringify(doc)}`,
      );
      count++;
    }
  }
  assert.ok(count >= 25, `${count} seeds`);
});

test('the 2025-06-18 model accepts the seeds and refuses the broken ones (without the oracle too)', () => {
  for (const [name, { valid, invalid }] of Object.entries(SEEDS) as [
    Spec20250618DefName,
    { valid: unknown[]; invalid: unknown[] },
  ][]) {
    for (const doc of valid)
      assert.ok(spec20250618Schemas[name].safeParse(doc).success, `${name}: ${JSON.stringify(doc)}`);
    for (const doc of invalid)
      assert.ok(!spec20250618Schemas[name].safeParse(doc).success, `${name} refuses ${JSON.stringify(doc)}`);
  }
});
