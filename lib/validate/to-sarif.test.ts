import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Diagnostic } from './diagnostic';
import { defineRule, type Rule } from './rule';
import { ruleCatalogue } from './rules/index';
import { toSarif } from './to-sarif';
import { validateText } from './validate-document';

// The SARIF 2.1.0 members these tests read, typed loosely (the function returns `object`).
interface SarifRegion {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  charOffset: number;
  charLength: number;
}
interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  kind?: string;
  level: string;
  properties?: Record<string, string>;
  message: { text: string };
  locations: {
    physicalLocation: { artifactLocation: { uri: string; index: number }; region?: SarifRegion };
    logicalLocations: { fullyQualifiedName: string; kind: string }[];
  }[];
}
interface SarifLog {
  $schema: string;
  version: string;
  runs: {
    tool: {
      driver: {
        name: string;
        version: string;
        rules: {
          id: string;
          name?: string;
          shortDescription: { text: string };
          fullDescription?: { text: string };
          helpUri?: string;
          defaultConfiguration?: { level: string };
          properties?: { basis: string; tags: string[] };
        }[];
      };
    };
    artifacts: { location: { uri: string }; properties?: Record<string, string> }[];
    results: SarifResult[];
    columnKind: string;
  }[];
}

const sarif = (...args: Parameters<typeof toSarif>) => toSarif(...args) as SarifLog;

const rule = (id: string, severity: Rule['severity']): Rule =>
  defineRule({
    id,
    severity,
    basis: severity === 'error' ? 'spec-must' : 'advice',
    title: `Title of ${id}`,
    description: `Description of ${id}.`,
    target: 'document',
    cases: { pass: [], fail: [] },
  }) as unknown as Rule;

const rules = [rule('first-rule', 'error'), rule('second-rule', 'warning'), rule('third-rule', 'info')];

test('an empty log: version 2.1.0, the tool and every rule, no results', () => {
  const log = sarif([], rules, { toolVersion: '1.2.3' });
  assert.equal(log.version, '2.1.0');
  assert.equal(log.$schema, 'https://json.schemastore.org/sarif-2.1.0.json');
  assert.equal(log.runs.length, 1);
  const run = log.runs[0]!;
  assert.equal(run.tool.driver.name, 'mcp-tool-lab');
  assert.equal(run.tool.driver.version, '1.2.3');
  assert.deepEqual(run.results, []);
  assert.deepEqual(run.artifacts, []);
  assert.equal(run.columnKind, 'utf16CodeUnits');
  assert.deepEqual(run.tool.driver.rules[0], {
    id: 'first-rule',
    name: 'FirstRule',
    shortDescription: { text: 'Title of first-rule' },
    fullDescription: { text: 'Description of first-rule.' },
    defaultConfiguration: { level: 'error' },
    properties: { basis: 'spec MUST', tags: ['mcp', 'spec-must'] },
  });
  assert.deepEqual(
    run.tool.driver.rules.map((r) => [r.id, r.defaultConfiguration?.level]),
    [
      ['first-rule', 'error'],
      ['second-rule', 'warning'],
      ['third-rule', 'note'],
    ],
  );
});

test('help links are absolute when a docs base URL is given', () => {
  const log = sarif([], rules, { toolVersion: '1', docsBaseUrl: 'https://lab.example/' });
  assert.equal(log.runs[0]!.tool.driver.rules[1]!.helpUri, 'https://lab.example/docs/rules#second-rule');
  assert.equal(sarif([], rules, { toolVersion: '1' }).runs[0]!.tool.driver.rules[1]!.helpUri, undefined);
});

test('results carry ruleId, ruleIndex, level, message, the file and a 1-based region', () => {
  const diagnostics: Diagnostic[] = [
    {
      rule: 'second-rule',
      severity: 'warning',
      path: '/tools/0/name',
      message: 'A warning.',
      range: { start: { line: 3, column: 5, offset: 20 }, end: { line: 3, column: 9, offset: 24 } },
    },
    { rule: 'third-rule', severity: 'info', path: '', message: 'Some advice.' },
  ];
  const log = sarif(
    [
      { file: 'a.json', diagnostics },
      {
        file: 'b.json',
        diagnostics: [{ rule: 'first-rule', severity: 'error', path: '/x~1y', message: 'E.' }],
      },
    ],
    rules,
    { toolVersion: '1' },
  );
  const run = log.runs[0]!;
  assert.deepEqual(run.artifacts, [{ location: { uri: 'a.json' } }, { location: { uri: 'b.json' } }]);
  assert.deepEqual(run.results[0], {
    ruleId: 'second-rule',
    ruleIndex: 1,
    level: 'warning',
    message: { text: 'A warning.' },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: 'a.json', index: 0 },
          region: { startLine: 3, startColumn: 5, endLine: 3, endColumn: 9, charOffset: 20, charLength: 4 },
        },
        logicalLocations: [{ fullyQualifiedName: '/tools/0/name', kind: 'member' }],
      },
    ],
  });
  // Without a range: no region; the root pointer reads "/".
  assert.deepEqual(run.results[1]!.locations[0], {
    physicalLocation: { artifactLocation: { uri: 'a.json', index: 0 } },
    logicalLocations: [{ fullyQualifiedName: '/', kind: 'member' }],
  });
  assert.equal(run.results[1]!.level, 'note');
  assert.equal(run.results[1]!.ruleIndex, 2);
  assert.deepEqual(
    [run.results[2]!.ruleId, run.results[2]!.ruleIndex, run.results[2]!.level],
    ['first-rule', 0, 'error'],
  );
  assert.equal(run.results[2]!.locations[0]!.physicalLocation.artifactLocation.index, 1);
});

test('findings of rules outside the catalogue (syntax, budget, internal) are listed as extra rules', () => {
  const log = sarif(
    [
      {
        file: 'a.json',
        diagnostics: [
          { rule: 'validation-budget', severity: 'warning', path: '', message: 'Stopped.' },
          { rule: 'internal-error', severity: 'warning', path: '', message: 'Oops.' },
          { rule: 'validation-budget', severity: 'warning', path: '', message: 'Again.' },
        ],
      },
    ],
    rules,
    { toolVersion: '1' },
  );
  const driverRules = log.runs[0]!.tool.driver.rules;
  assert.deepEqual(driverRules.slice(3), [
    { id: 'validation-budget', shortDescription: { text: 'validation-budget' } },
    { id: 'internal-error', shortDescription: { text: 'internal-error' } },
  ]);
  assert.deepEqual(
    log.runs[0]!.results.map((r) => [r.ruleId, r.ruleIndex]),
    [
      ['validation-budget', 3],
      ['internal-error', 4],
      ['validation-budget', 3],
    ],
  );
});

test('with the real catalogue and a real report: lines and columns are the 1-based ones of the text', () => {
  const text = '{\n  "name": "bad name",\n  "inputSchema": {"type": "object"}\n}';
  const report = validateText(text, { kind: 'tool' });
  const log = sarif([{ file: 'tool.json', diagnostics: report.diagnostics }], ruleCatalogue, {
    toolVersion: '0',
  });
  const run = log.runs[0]!;
  assert.equal(run.tool.driver.rules.length, ruleCatalogue.length);
  assert.equal(run.results.length, report.diagnostics.length);
  const name = run.results.find((r) => r.ruleId === 'tool-name-characters');
  assert.equal(run.tool.driver.rules[name!.ruleIndex]!.id, 'tool-name-characters');
  assert.deepEqual(name?.locations[0]?.physicalLocation.region, {
    startLine: 2,
    startColumn: 11,
    endLine: 2,
    endColumn: 21,
    charOffset: 12,
    charLength: 10,
  });
  const region = name!.locations[0]!.physicalLocation.region!;
  assert.equal(text.slice(region.charOffset, region.charOffset + region.charLength), '"bad name"');
  // The log is plain JSON.
  assert.deepEqual(JSON.parse(JSON.stringify(log)), log);
});

test('a file checked below 2026-07-28: its version on the artifact and every result, the changes to 2026-07-28 as informational results', () => {
  // The 2025-11-25 spec answer from the version corpus: valid at its version, short of 2026-07-28.
  const text = readFileSync(
    new URL('../../content/examples/tools-list-result/v2025-11-25-spec-weather-icons.json', import.meta.url),
    'utf8',
  );
  const report = validateText(text, { spec: 'auto' });
  assert.equal(report.version, '2025-11-25');
  const migration = report.migration ?? [];
  assert.ok(migration.length > 0, 'the corpus example lacks what 2026-07-28 requires');
  assert.ok(report.diagnostics.length > 0, 'the corpus example has advice at its version');
  const log = sarif(
    [{ file: 'weather.json', diagnostics: report.diagnostics, version: report.version, migration }],
    ruleCatalogue,
    { toolVersion: '0' },
  );
  const run = log.runs[0]!;
  assert.deepEqual(run.artifacts, [
    { location: { uri: 'weather.json' }, properties: { mcpSpecVersion: '2025-11-25' } },
  ]);
  assert.equal(run.results.length, report.diagnostics.length + migration.length);
  const findings = run.results.slice(0, report.diagnostics.length);
  const changes = run.results.slice(report.diagnostics.length);
  for (const [i, r] of findings.entries()) {
    assert.equal(r.kind, undefined, 'a finding at the checked version is a problem result');
    assert.equal(
      r.level,
      { error: 'error', warning: 'warning', info: 'note' }[report.diagnostics[i]!.severity],
    );
    assert.deepEqual(r.properties, { mcpSpecVersion: '2025-11-25' });
  }
  for (const [i, r] of changes.entries()) {
    const d = migration[i]!;
    assert.equal(r.ruleId, d.rule);
    assert.equal(run.tool.driver.rules[r.ruleIndex]!.id, d.rule);
    // SARIF: an informational result has level "none"; the severity it would have is kept apart.
    assert.equal(r.kind, 'informational');
    assert.equal(r.level, 'none');
    assert.equal(r.message.text, `To move to 2026-07-28: ${d.message}`);
    assert.deepEqual(r.properties, {
      group: 'migration',
      mcpSpecVersion: '2025-11-25',
      targetVersion: '2026-07-28',
      severityAtTarget: d.severity,
    });
  }
  assert.ok(
    changes.some((r) => r.ruleId === 'schema-required' && r.properties?.severityAtTarget === 'error'),
    'resultType, ttlMs and cacheScope are required at 2026-07-28',
  );
  // A file checked at 2026-07-28 (no migration group) gets its version and no informational result.
  const current = sarif(
    [{ file: 'now.json', diagnostics: report.diagnostics, version: '2026-07-28' }],
    ruleCatalogue,
    { toolVersion: '0' },
  ).runs[0]!;
  assert.deepEqual(current.artifacts[0]!.properties, { mcpSpecVersion: '2026-07-28' });
  assert.ok(current.results.every((r) => r.kind === undefined));
});
