// Table test over content/examples/: each document gets exactly the findings its .expect.json lists,
// auto-detection recognises its kind, every rule of the catalogue is both tripped and passed by some
// example, and the generated index is up to date.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { isObject } from '../../lib/json/is-object';
import type { Diagnostic } from '../../lib/validate/diagnostic';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  isDocumentKind,
  isProfile,
  PROFILES,
  type Profile,
} from '../../lib/validate/document-kind';
import { ruleAppliesAt } from '../../lib/validate/rule';
import { ruleCatalogue } from '../../lib/validate/rules/index';
import {
  isLegacySpec,
  isSpecVersion,
  SPEC_VERSIONS,
  type SpecVersion,
} from '../../lib/validate/spec-version';
import { type ValidationReport, validateText } from '../../lib/validate/validate-document';
import { walkTargets } from '../../lib/validate/walk-targets';
import { examples as generated } from './index';

const examplesDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = fileURLToPath(new URL('../../', import.meta.url));

/** Examples whose kind `auto` detection cannot tell from the shape alone, with the reason. None today. */
const DETECTION_EXCEPTIONS: Readonly<Record<string, string>> = {};

const EXPECT_KEYS = new Set(['title', 'summary', 'profile', 'spec', 'tool', 'rules', 'migration']);
const CASE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ruleIds = new Set(ruleCatalogue.map((r) => r.id));

interface Example {
  id: string;
  kind: DocumentKind;
  text: string;
  /** The parsed document; undefined when the text is not JSON (on purpose, for json-syntax). */
  value: unknown;
  parses: boolean;
  profile: Profile;
  /** The version the expectation holds at (default 2026-07-28). */
  spec: SpecVersion;
  toolId?: string;
  rules: string[];
  /** Rule ids of the migration group, for examples of an older version. */
  migration?: string[];
}

type JsonObject = Record<string, unknown>;

/** JSON.parse, except that a leading byte order mark is ignored, as RFC 8259 lets parsers do. */
function parse(text: string): { parses: boolean; value: unknown } {
  try {
    return { parses: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch {
    return { parses: false, value: undefined };
  }
}

/** Reads every example; problems with the files themselves are collected, not thrown. */
function loadExamples(): { examples: Example[]; problems: string[] } {
  const examples: Example[] = [];
  const problems: string[] = [];
  for (const entry of readdirSync(examplesDir)) {
    if (!statSync(`${examplesDir}${entry}`).isDirectory()) continue;
    if (!isDocumentKind(entry)) {
      problems.push(`content/examples/${entry}/ is not a kind folder (${DOCUMENT_KINDS.join(', ')})`);
      continue;
    }
    const names = readdirSync(`${examplesDir}${entry}`);
    const expectations = new Set(names.filter((n) => n.endsWith('.expect.json')));
    for (const name of names) {
      const where = `content/examples/${entry}/${name}`;
      if (!name.endsWith('.json')) {
        problems.push(`${where}: only <case>.json and <case>.expect.json belong here`);
        continue;
      }
      if (name.endsWith('.expect.json')) {
        if (!names.includes(name.replace(/\.expect\.json$/, '.json')))
          problems.push(`${where} has no document`);
        continue;
      }
      const caseName = name.slice(0, -'.json'.length);
      const id = `${entry}/${caseName}`;
      if (!CASE_NAME.test(caseName)) problems.push(`${where}: case names are kebab-case`);
      if (!expectations.has(`${caseName}.expect.json`)) {
        problems.push(`${where} has no ${caseName}.expect.json`);
        continue;
      }
      const text = readFileSync(`${examplesDir}${entry}/${name}`, 'utf8');
      if (!text.endsWith('\n') || /\t|\r/.test(text))
        problems.push(`${where}: use LF line ends, spaces, and a final newline`);
      const expect = parse(readFileSync(`${examplesDir}${entry}/${caseName}.expect.json`, 'utf8')).value;
      const problem = checkExpect(expect, entry);
      if (problem) {
        problems.push(`${where.replace(/\.json$/, '.expect.json')}: ${problem}`);
        continue;
      }
      const e = expect as JsonObject;
      examples.push({
        id,
        kind: entry,
        text,
        ...parse(text),
        profile: (e.profile as Profile | undefined) ?? 'default',
        spec: (e.spec as SpecVersion | undefined) ?? '2026-07-28',
        toolId: e.tool as string | undefined,
        rules: e.rules as string[],
        ...(Array.isArray(e.migration) ? { migration: e.migration as string[] } : {}),
      });
    }
  }
  const byId = new Map(examples.map((e) => [e.id, e]));
  for (const e of examples) {
    if (e.toolId === undefined) continue;
    const tool = byId.get(e.toolId);
    if (tool?.kind !== 'tool' || !isObject(tool.value)) {
      problems.push(`${e.id}: "tool" names ${e.toolId}, which is not a tool example that parses`);
    }
  }
  return { examples: examples.sort((a, b) => (a.id < b.id ? -1 : 1)), problems };
}

/** What is wrong with an expectation object, or undefined. */
function checkExpect(expect: unknown, kind: DocumentKind): string | undefined {
  if (!isObject(expect)) return 'must be a JSON object';
  const unknown = Object.keys(expect).filter((k) => !EXPECT_KEYS.has(k));
  if (unknown.length > 0)
    return `unknown keys ${unknown.join(', ')} (allowed: ${[...EXPECT_KEYS].join(', ')})`;
  if (typeof expect.title !== 'string' || expect.title.trim() === '')
    return '"title" must be a non-empty string';
  if (typeof expect.summary !== 'string' || expect.summary.trim() === '')
    return '"summary" must be a non-empty string';
  if (expect.profile !== undefined && !(typeof expect.profile === 'string' && isProfile(expect.profile))) {
    return `"profile" must be one of ${PROFILES.join(', ')}`;
  }
  if (
    expect.tool !== undefined &&
    (kind !== 'call-result' || typeof expect.tool !== 'string' || !expect.tool.startsWith('tool/'))
  ) {
    return '"tool" is for call-result examples and names a tool/… example';
  }
  if (expect.spec !== undefined && !isSpecVersion(expect.spec))
    return `"spec" must be one of ${SPEC_VERSIONS.join(', ')}`;
  const legacy = isSpecVersion(expect.spec) && isLegacySpec(expect.spec);
  if (legacy !== (expect.migration !== undefined))
    return '"migration" lists the migration group of an example of a version before 2026-07-28 (and only then)';
  for (const key of ['rules', 'migration'] as const) {
    const rules = expect[key];
    if (rules === undefined && key === 'migration') continue;
    if (!Array.isArray(rules) || !rules.every((r) => typeof r === 'string'))
      return `"${key}" must be an array of rule ids`;
    const unknownRules = rules.filter((r) => !ruleIds.has(r));
    if (unknownRules.length > 0)
      return `"${key}" names ids that are not in ruleCatalogue: ${unknownRules.join(', ')}`;
    const sorted = [...new Set(rules)].sort();
    if (JSON.stringify(sorted) !== JSON.stringify(rules))
      return `"${key}" must be sorted and unique: ${JSON.stringify(sorted)}`;
  }
  return undefined;
}

const { examples, problems } = loadExamples();
const byId = new Map(examples.map((e) => [e.id, e]));
const toolOf = (e: Example): JsonObject | undefined => {
  const value = e.toolId ? byId.get(e.toolId)?.value : undefined;
  return isObject(value) ? value : undefined;
};

/** Each example's report at its version, computed once and shared by the per-example and coverage tests. */
const fullReports = new Map<string, ValidationReport>(
  examples.map((e) => [
    e.id,
    validateText(e.text, { kind: e.kind, profile: e.profile, tool: toolOf(e), spec: e.spec }),
  ]),
);
const reports = new Map<string, Diagnostic[]>(
  [...fullReports].map(([id, report]) => [id, report.diagnostics]),
);

const formatDiagnostics = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.length === 0
    ? '  (no findings)'
    : diagnostics.map((d) => `  ${d.rule} [${d.severity}] at "${d.path}": ${d.message}`).join('\n');

test('every example has a document, a well-formed expectation and an existing tool reference', () => {
  assert.deepEqual(problems, []);
  assert.ok(examples.length >= 60, `expected at least 60 examples, found ${examples.length}`);
  for (const kind of DOCUMENT_KINDS) {
    assert.ok(
      examples.some((e) => e.kind === kind && e.parses && e.rules.length === 0),
      `kind ${kind} has a clean example`,
    );
  }
});

for (const example of examples) {
  test(`${example.id}: reports exactly ${example.rules.length === 0 ? 'nothing' : example.rules.join(', ')}`, () => {
    const diagnostics = reports.get(example.id) ?? [];
    const actual = [...new Set(diagnostics.map((d) => d.rule))].sort();
    assert.deepEqual(
      actual,
      example.rules,
      `${example.id} (kind ${example.kind}, profile ${example.profile}${example.toolId ? `, tool ${example.toolId}` : ''}) was expected to report [${example.rules.join(', ')}] and reported:\n${formatDiagnostics(diagnostics)}`,
    );
    const migration = fullReports.get(example.id)?.migration;
    assert.deepEqual(
      migration === undefined ? undefined : [...new Set(migration.map((d) => d.rule))].sort(),
      example.migration,
      `${example.id} at ${example.spec}: the migration group was expected to be [${example.migration?.join(', ') ?? ''}] and is:\n${formatDiagnostics(migration ?? [])}`,
    );
    if (!example.parses) {
      assert.ok(actual.includes('json-syntax'), `${example.id} is not JSON, so it must expect json-syntax`);
      return;
    }
    // Version detection: the declared version, or an older one at which the answer is just as
    // clean (an answer that uses nothing newer reads the same at both).
    const byVersion = validateText(example.text, {
      kind: example.kind,
      profile: example.profile,
      tool: toolOf(example),
      spec: 'auto',
    });
    const declared = fullReports.get(example.id);
    if (!isLegacySpec(example.spec)) {
      // A document that breaks 2026-07-28 on purpose may well be a correct older one (an
      // initialize request says its version); a clean 2026-07-28 one must be read as such.
      if ((declared?.counts.errors ?? 0) === 0) {
        assert.equal(
          byVersion.version,
          example.spec,
          `auto read ${example.id} as ${byVersion.version}: ${byVersion.detectedVersion?.reason}`,
        );
      }
    } else if (byVersion.version !== example.spec) {
      assert.ok(
        byVersion.counts.errors === 0 &&
          (declared?.counts.errors ?? 0) === 0 &&
          // Older: it uses nothing newer, so it reads the same there. Newer: it carries members
          // of that version (said by version-member at the declared one). A lone definition
          // carries no version at all: auto falls back to 2026-07-28 and says so.
          ((byVersion.version ?? '2026-07-28') < example.spec ||
            declared?.diagnostics.some((d) => d.rule === 'version-member') ||
            byVersion.detectedVersion?.fallback === true),
        `auto read ${example.id} as ${byVersion.version}, not ${example.spec}: ${byVersion.detectedVersion?.reason}\n${formatDiagnostics(byVersion.diagnostics)}`,
      );
    }
    const auto = validateText(example.text, { profile: example.profile, tool: toolOf(example) });
    if (DETECTION_EXCEPTIONS[example.id] === undefined) {
      assert.equal(
        auto.kind,
        example.kind,
        `auto detection read ${example.id} as ${auto.kind}: ${auto.detected?.reason}`,
      );
    } else {
      assert.notEqual(
        auto.kind,
        example.kind,
        `${example.id} is detected correctly now: remove it from DETECTION_EXCEPTIONS`,
      );
    }
  });
}

test('detection exceptions name existing examples', () => {
  for (const id of Object.keys(DETECTION_EXCEPTIONS))
    assert.ok(byId.has(id), `DETECTION_EXCEPTIONS names ${id}`);
});

/** Whether a rule runs on an example: its profile allows it and its target occurs in the document. */
function applies(rule: (typeof ruleCatalogue)[number], example: Example): boolean {
  if (rule.profiles && !rule.profiles.includes(example.profile)) return false;
  if (!ruleAppliesAt(rule, example.spec)) return false;
  // Rules with a check run only once the text parses; json-syntax and json-duplicate-key always apply.
  if (!rule.check) return true;
  if (!example.parses) return false;
  return walkTargets(example.value, example.kind, toolOf(example)).some((t) => t.type === rule.target);
}

for (const rule of ruleCatalogue) {
  test(`coverage: ${rule.id} is tripped by one example and passed by another where it applies`, () => {
    const tripped = examples.filter((e) => reports.get(e.id)?.some((d) => d.rule === rule.id));
    const passed = examples.filter(
      (e) => applies(rule, e) && !reports.get(e.id)?.some((d) => d.rule === rule.id),
    );
    assert.ok(
      tripped.length > 0,
      `no example trips ${rule.id} (target "${rule.target}"${rule.profiles ? `, profiles ${rule.profiles.join(', ')}` : ''}): add content/examples/<kind>/<case>.json that breaks it`,
    );
    assert.ok(
      passed.length > 0,
      `no example passes ${rule.id} although it applies (target "${rule.target}"${rule.profiles ? `, profiles ${rule.profiles.join(', ')}` : ''}): add a clean example that contains its target`,
    );
  });
}

test('examples.generated.ts is up to date and matches the files', () => {
  const run = spawnSync(process.execPath, ['scripts/generate-examples-index.mjs', '--check'], {
    cwd: repoDir,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, `${run.stderr}${run.stdout}`);
  assert.deepEqual(
    generated.map((e) => e.id),
    examples.map((e) => e.id),
  );
  for (const entry of generated) {
    const example = byId.get(entry.id);
    assert.equal(entry.text, example?.text, `${entry.id}: embedded text`);
    assert.deepEqual(entry.rules, example?.rules, `${entry.id}: rules`);
    assert.equal(entry.profile ?? 'default', example?.profile, `${entry.id}: profile`);
    assert.equal(entry.spec ?? '2026-07-28', example?.spec, `${entry.id}: spec`);
    assert.deepEqual(entry.migration, example?.migration, `${entry.id}: migration`);
    assert.equal(entry.tool, example?.toolId, `${entry.id}: tool`);
  }
});
