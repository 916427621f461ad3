// Table tests per protocol version, with the official schema of each version as the oracle: the
// version corpus (content/examples v2025-*) and the official 2026-07-28 tool examples are checked
// at 2025-06-18, 2025-11-25 and 2026-07-28, and our structural verdict at each version must be the
// official schema's. So each example is valid at its own version and the differences to the other
// versions are found (a 2025 answer lacks resultType at 2026-07-28; a 2026 array structuredContent
// is an error before it). The 2025-06-18 schema is not in ../shared/spec: its test skips (with the
// shared reason) until it is there.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { examples } from '../../content/examples/index';
import { isObject } from '../json/is-object';
import { officialSpec } from '../node/testing/official-spec';
import { createOfficialOracle, type JsonDoc } from '../spec/testing';
import type { DocumentKind } from './document-kind';
import { ruleCatalogue } from './rules/index';
import type { SpecVersion } from './spec-version';
import { validateValue } from './validate-document';

const structural = new Set(ruleCatalogue.filter((r) => r.structural).map((r) => r.id));

interface Case {
  label: string;
  kind: DocumentKind;
  value: unknown;
  /** The version the document was written for. */
  spec: SpecVersion;
}

/** The definition a result of `kind` must satisfy, and the envelope of a response, per version. */
const RESULT_DEF: Partial<Record<DocumentKind, string>> = {
  'tools-list-result': 'ListToolsResult',
  'call-result': 'CallToolResult',
};
const ENVELOPE: Record<SpecVersion, string> = {
  '2025-06-18': 'JSONRPCResponse',
  '2025-11-25': 'JSONRPCResultResponse',
  '2026-07-28': 'JSONRPCResultResponse',
};

function corpusCases(): Case[] {
  return examples
    .filter((e) => e.spec !== undefined && (e.kind === 'tool' || RESULT_DEF[e.kind]))
    .map((e) => ({ label: e.id, kind: e.kind, value: JSON.parse(e.text) as unknown, spec: e.spec! }));
}

function officialCases(dir: string): Case[] {
  const folders: Record<string, DocumentKind> = {
    Tool: 'tool',
    CallToolResult: 'call-result',
    ListToolsResult: 'tools-list-result',
  };
  return Object.entries(folders).flatMap(([folder, kind]) =>
    readdirSync(join(dir, folder))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({
        label: `official ${folder}/${f}`,
        kind,
        value: JSON.parse(readFileSync(join(dir, folder, f), 'utf8')) as unknown,
        spec: '2026-07-28' as const,
      })),
  );
}

/** The official verdict on a case at one version. */
function officialVerdict(
  oracle: ReturnType<typeof createOfficialOracle>,
  c: Case,
  version: SpecVersion,
): boolean {
  if (c.kind === 'tool') return oracle.validate('Tool', c.value);
  const def = RESULT_DEF[c.kind]!;
  if (isObject(c.value) && 'result' in c.value) {
    const result = c.value.result;
    // 2026-07-28 describes a tools/list response with its own definition (result included).
    if (version === '2026-07-28' && c.kind === 'tools-list-result')
      return oracle.validate('ListToolsResultResponse', c.value);
    return oracle.validate(ENVELOPE[version], c.value) && oracle.validate(def, result);
  }
  return oracle.validate(def, c.value);
}

function runTable(version: SpecVersion, schemaPath: string, cases: Case[]) {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as JsonDoc;
  const oracle = createOfficialOracle(schema, `mcp-${version}`);
  const verdicts = { valid: 0, invalid: 0 };
  for (const c of cases) {
    const official = officialVerdict(oracle, c, version);
    const ours = validateValue(c.value, { kind: c.kind, spec: version });
    const errors = ours.diagnostics.filter((d) => d.severity === 'error' && structural.has(d.rule));
    assert.equal(
      errors.length === 0,
      official,
      `${c.label} at ${version}: the official schema says ${official ? 'valid' : 'invalid'}, we found ${errors.map((d) => `${d.rule} ${d.path} ${d.message}`).join('; ') || 'nothing'}`,
    );
    // Written for this version: valid here.
    if (c.spec === version) assert.ok(official, `${c.label} is valid at its own version ${version}`);
    verdicts[official ? 'valid' : 'invalid']++;
  }
  return verdicts;
}

const at2026 = officialSpec('schema-2026-07-28.json', 'examples-2026-07-28');
const at20251125 = officialSpec('schema-2025-11-25.json', 'examples-2026-07-28');
const at20250618 = officialSpec('schema-2025-06-18.json', 'examples-2026-07-28');

test('at 2026-07-28: every 2025 answer is found lacking what 2026-07-28 requires, as the official schema says', {
  skip: at2026.skip,
}, () => {
  const cases = [...corpusCases(), ...officialCases(at2026.paths[1])];
  const verdicts = runTable('2026-07-28', at2026.paths[0], cases);
  // The 2025 results lack resultType (and the lists their cache hints): found at 2026-07-28.
  assert.ok(verdicts.invalid >= 8, `${verdicts.invalid} differences found`);
});

test('at 2025-11-25: the corpus is valid, and 2026-07-28 examples differ where the schema says', {
  skip: at20251125.skip,
}, () => {
  const cases = [...corpusCases(), ...officialCases(at20251125.paths[1])];
  const verdicts = runTable('2025-11-25', at20251125.paths[0], cases);
  // The array structuredContent and the non-object output schema of 2026-07-28 are errors here.
  assert.ok(verdicts.invalid >= 2, `${verdicts.invalid} differences found`);
});

test('at 2025-06-18: the corpus is valid, and 2026-07-28 examples differ where the schema says', {
  skip: at20250618.skip,
}, () => {
  const cases = [...corpusCases(), ...officialCases(at20250618.paths[1])];
  const verdicts = runTable('2025-06-18', at20250618.paths[0], cases);
  assert.ok(verdicts.invalid >= 2, `${verdicts.invalid} differences found`);
});
