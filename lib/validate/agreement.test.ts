// Our structural verdict (any error from a rule marked `structural`) must agree with the official
// JSON Schema on every document, for every document kind. Rules stricter than the schema on purpose
// are not structural; the second half of this file names each such case.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { isObject } from '../json/is-object';
import { officialSpec } from '../node/testing/official-spec';
import {
  createAgreementSetup,
  createOfficialOracle,
  type JsonDoc,
  mutatedJson,
  type OfficialOracle,
} from '../spec/testing/index';
import type { DocumentKind } from './document-kind';
import { ruleCatalogue } from './rules/index';
import { validateValue } from './validate-document';

const {
  paths: [schemaPath, examplesDir],
  missing,
  skip,
} = officialSpec('schema-2026-07-28.json', 'examples-2026-07-28');

const RUNS = Number(process.env.AGREEMENT_RUNS ?? 2500);
const structuralRules = ruleCatalogue.filter((r) => r.structural);
const structural = new Set(structuralRules.map((r) => r.id));

/**
 * Our verdict: no error from a structural rule. Only those rules run: rules report independently
 * (a report is every rule's findings, deduplicated and sorted), so the others could not change it,
 * and they were most of this file's CPU over its 12,500 documents.
 */
function ourVerdict(doc: unknown, kind: DocumentKind): boolean {
  return !validateValue(doc, { kind, rules: structuralRules }).diagnostics.some(
    (d) => d.severity === 'error' && structural.has(d.rule),
  );
}

const wrapped = (v: unknown): v is Record<string, unknown> =>
  isObject(v) && ('jsonrpc' in v || 'id' in v) && ('result' in v || 'error' in v);

/**
 * The official definition(s) a document of each kind must satisfy — written here independently of
 * lib/validate/structural-issues.ts. tools/call results are told apart by resultType first, because
 * the official response union accepts `{"resultType": "complete"}` with no content (see below).
 */
function officialVerdict(oracle: OfficialOracle, doc: unknown, kind: DocumentKind): boolean {
  const callResult = (r: unknown) => {
    if (!isObject(r)) return oracle.validate('CallToolResult', r);
    if (r.resultType === 'input_required') return oracle.validate('InputRequiredResult', r);
    if (typeof r.resultType === 'string' && r.resultType !== 'complete') return oracle.validate('Result', r);
    return oracle.validate('CallToolResult', r);
  };
  switch (kind) {
    case 'tool':
      return oracle.validate('Tool', doc);
    case 'tools':
      return Array.isArray(doc) ? doc.every((t) => oracle.validate('Tool', t)) : oracle.validate('Tool', doc);
    case 'tools-list-result':
      if (!wrapped(doc)) return oracle.validate('ListToolsResult', doc);
      return 'result' in doc
        ? oracle.validate('ListToolsResultResponse', doc)
        : oracle.validate('JSONRPCErrorResponse', doc);
    case 'call-result':
      if (!wrapped(doc)) return callResult(doc);
      return 'result' in doc
        ? oracle.validate('JSONRPCResultResponse', doc) && callResult(doc.result)
        : oracle.validate('JSONRPCErrorResponse', doc);
    case 'task':
      // The tasks extension is not in the official core schema: only a JSON-RPC envelope is.
      if (!wrapped(doc)) return true;
      return 'result' in doc
        ? oracle.validate('JSONRPCResultResponse', doc)
        : oracle.validate('JSONRPCErrorResponse', doc);
    case 'message': {
      if (!isObject(doc)) return oracle.validate('JSONRPCMessage', doc);
      if (typeof doc.method === 'string') {
        // With an id it is a request (JSON-RPC 2.0), else a notification. A method the spec defines
        // must match its own definition; any other method only the generic envelope.
        const union = 'id' in doc ? ['ClientRequest'] : ['ServerNotification', 'ClientNotification'];
        const specific = union.flatMap(membersOf).find((def) => methodOf(def) === doc.method);
        return oracle.validate(specific ?? ('id' in doc ? 'JSONRPCRequest' : 'JSONRPCNotification'), doc);
      }
      if ('error' in doc) {
        const code = isObject(doc.error) ? doc.error.code : undefined;
        const specific = new Map<unknown, string>([
          [-32020, 'HeaderMismatchError'],
          [-32021, 'MissingRequiredClientCapabilityError'],
          [-32022, 'UnsupportedProtocolVersionError'],
        ]).get(code);
        return oracle.validate(specific ?? 'JSONRPCErrorResponse', doc);
      }
      if ('result' in doc) {
        const r = doc.result;
        if (!oracle.validate('JSONRPCResultResponse', doc)) return false;
        if (!isObject(r)) return true;
        if (Array.isArray(r.tools)) return oracle.validate('ListToolsResult', r);
        if ('content' in r || 'structuredContent' in r || 'isError' in r || r.resultType === 'input_required')
          return callResult(r);
        if ('supportedVersions' in r) return oracle.validate('DiscoverResult', r);
        return true;
      }
      return oracle.validate('JSONRPCMessage', doc);
    }
  }
}

let schema: Record<string, unknown> = {};
type Def = { anyOf?: { $ref: string }[]; properties?: { method?: { const?: string } } };
const defs = () => (schema.$defs ?? {}) as Record<string, Def>;
/** The definitions a union such as ClientRequest lists. */
const membersOf = (union: string) => (defs()[union]?.anyOf ?? []).map((r) => r.$ref.replace('#/$defs/', ''));
const methodOf = (def: string) => defs()[def]?.properties?.method?.const;
const examples = new Map<string, JsonDoc[]>();
if (!missing) {
  schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
  for (const def of readdirSync(examplesDir)) {
    const dir = join(examplesDir, def);
    examples.set(
      def,
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as JsonDoc),
    );
  }
}

/**
 * One oracle and one setup for the whole file: ajv compiles each definition once, on its first use,
 * instead of once per test (compiling is most of a small test's CPU). Both are pure: a verdict does
 * not depend on what was checked before.
 */
let shared: { oracle: OfficialOracle; setup: ReturnType<typeof createAgreementSetup> } | undefined;
function sharedOracle() {
  if (shared === undefined) {
    const oracle = createOfficialOracle(schema as JsonDoc, 'https://mcp.example/schema-2026-07-28.json');
    shared = {
      oracle,
      setup: createAgreementSetup({ schema: schema as JsonDoc, oracle, examples, handSeeds: {} }),
    };
  }
  return shared;
}

/** Official example definitions that seed each kind (the tasks extension has none in the core schema). */
const SEED_DEFS: Record<Exclude<DocumentKind, 'task'>, string[]> = {
  tool: ['Tool'],
  tools: ['Tool'],
  'tools-list-result': ['ListToolsResult', 'ListToolsResultResponse'],
  'call-result': ['CallToolResult', 'InputRequiredResult', 'CallToolResultResponse'],
  message: [
    'CallToolRequest',
    'ListToolsRequest',
    'DiscoverRequest',
    'SubscriptionsListenRequest',
    'ToolListChangedNotification',
    'SubscriptionsAcknowledgedNotification',
    'ProgressNotification',
    'ListToolsResultResponse',
    'CallToolResultResponse',
    'DiscoverResultResponse',
    'SubscriptionsListenResultResponse',
    'HeaderMismatchError',
    'UnsupportedProtocolVersionError',
    'MissingRequiredClientCapabilityError',
  ],
};

for (const kind of Object.keys(SEED_DEFS) as Exclude<DocumentKind, 'task'>[]) {
  test(`${kind}: structural verdicts agree with the official schema over ${RUNS} mutated documents`, {
    skip,
  }, () => {
    const { oracle, setup } = sharedOracle();
    let seeds = SEED_DEFS[kind].flatMap((def) => examples.get(def) ?? []);
    if (kind === 'tools') seeds = [seeds, seeds.slice(0, 2), []] as JsonDoc[];
    assert.ok(seeds.length > 0, `seeds for ${kind}`);
    // Every seed is official and valid: both sides must accept it as is.
    for (const seed of seeds)
      assert.equal(ourVerdict(seed, kind), officialVerdict(oracle, seed, kind), JSON.stringify(seed));
    let valid = 0;
    fc.assert(
      fc.property(mutatedJson(seeds, setup.pools), (doc) => {
        const expected = officialVerdict(oracle, doc, kind);
        if (expected) valid++;
        return ourVerdict(doc, kind) === expected;
      }),
      { numRuns: RUNS, seed: Number(process.env.AGREEMENT_SEED ?? 20260728) },
    );
    console.log(`${kind}: ${RUNS} documents, ${valid} valid per the official schema, 0 disagreements`);
    assert.ok(
      valid > RUNS * 0.05 && valid < RUNS * 0.95,
      `a mix of valid and invalid documents (${valid} valid)`,
    );
  });
}

/**
 * Where the spec's prose is stricter than the schema, our rules are stricter on purpose. Each case:
 * the official definition accepts the document, and we report an error from the named rule.
 */
const STRICTER: {
  name: string;
  def: string;
  kind: DocumentKind;
  doc: unknown;
  rule: string;
  tool?: unknown;
}[] = [
  {
    name: 'a complete tools/call result with no content (the response union is weak)',
    def: 'CallToolResultResponse',
    kind: 'call-result',
    doc: { jsonrpc: '2.0', id: 1, result: { resultType: 'complete' } },
    rule: 'schema-required',
  },
  {
    name: 'an unknown resultType',
    def: 'CallToolResultResponse',
    kind: 'call-result',
    doc: { jsonrpc: '2.0', id: 1, result: { resultType: 'bogus' } },
    rule: 'result-type-known',
  },
  {
    name: 'input_required with neither inputRequests nor requestState',
    def: 'InputRequiredResult',
    kind: 'call-result',
    doc: { resultType: 'input_required' },
    rule: 'input-required-empty',
  },
  {
    name: 'a tools/list result that asks for input',
    def: 'ListToolsResult',
    kind: 'tools-list-result',
    doc: { resultType: 'input_required', tools: [], ttlMs: 0, cacheScope: 'public' },
    rule: 'list-result-type',
  },
  {
    name: 'a list_changed notification without its subscription id',
    def: 'ToolListChangedNotification',
    kind: 'message',
    doc: { jsonrpc: '2.0', method: 'notifications/tools/list_changed' },
    rule: 'list-changed-subscription-id',
  },
  {
    name: 'an icon with a javascript: URI (format uri is only an annotation)',
    def: 'Tool',
    kind: 'tool',
    doc: { name: 'a', inputSchema: { type: 'object' }, icons: [{ src: 'javascript:alert(1)' }] },
    rule: 'icon-src-scheme',
  },
  {
    name: 'image data that is not Base64 (format byte is only an annotation)',
    def: 'CallToolResult',
    kind: 'call-result',
    doc: { resultType: 'complete', content: [{ type: 'image', data: '***', mimeType: 'image/png' }] },
    rule: 'content-base64',
  },
  {
    name: 'an inputSchema that is not a valid JSON Schema',
    def: 'Tool',
    kind: 'tool',
    doc: { name: 'a', inputSchema: { type: 'object', required: 'city' } },
    rule: 'json-schema-valid',
  },
  {
    name: 'a network $ref',
    def: 'Tool',
    kind: 'tool',
    doc: {
      name: 'a',
      inputSchema: { type: 'object', properties: { a: { $ref: 'https://example.com/a.json' } } },
    },
    rule: 'json-schema-network-ref',
  },
  {
    name: 'x-mcp-header on a number property',
    def: 'Tool',
    kind: 'tool',
    doc: {
      name: 'a',
      inputSchema: { type: 'object', properties: { n: { type: 'number', 'x-mcp-header': 'N' } } },
    },
    rule: 'x-mcp-header-type',
  },
  {
    name: 'a retired error code',
    def: 'JSONRPCErrorResponse',
    kind: 'message',
    doc: { jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'Resource not found' } },
    rule: 'error-code-range',
  },
  {
    name: 'a request of a removed method',
    def: 'JSONRPCRequest',
    kind: 'message',
    doc: { jsonrpc: '2.0', id: 1, method: 'ping' },
    rule: 'method-known',
  },
  {
    name: 'a malformed _meta key',
    def: 'Tool',
    kind: 'tool',
    doc: { name: 'a', inputSchema: { type: 'object' }, _meta: { 'a b': 1 } },
    rule: 'meta-key-syntax',
  },
  {
    name: 'structuredContent that breaks the tool’s outputSchema',
    def: 'CallToolResult',
    kind: 'call-result',
    doc: { resultType: 'complete', content: [], structuredContent: { n: 'x' } },
    tool: {
      name: 't',
      inputSchema: { type: 'object' },
      outputSchema: { type: 'object', properties: { n: { type: 'number' } } },
    },
    rule: 'structured-content-schema',
  },
];

for (const c of STRICTER) {
  test(`stricter than the schema on purpose: ${c.name}`, { skip }, () => {
    const { oracle } = sharedOracle();
    assert.equal(oracle.validate(c.def, c.doc), true, `the official ${c.def} accepts it`);
    const found = validateValue(c.doc, { kind: c.kind, tool: c.tool }).diagnostics.filter(
      (d) => d.severity === 'error',
    );
    assert.ok(
      found.some((d) => d.rule === c.rule),
      `${c.rule} reports an error; got ${found.map((d) => d.rule).join(', ')}`,
    );
  });
}

test('every example file of the project gets the same structural verdict as from the official schema', {
  skip,
}, async () => {
  const { examples: projectExamples } = await import('../../content/examples/index');
  const { oracle } = sharedOracle();
  let compared = 0;
  for (const example of projectExamples) {
    let doc: unknown;
    try {
      doc = JSON.parse(example.text);
    } catch {
      continue; // the json-syntax examples have no value to compare
    }
    compared++;
    assert.equal(ourVerdict(doc, example.kind), officialVerdict(oracle, doc, example.kind), example.id);
  }
  assert.ok(compared > 50, `compared ${compared} examples`);
});
