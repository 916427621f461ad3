// `validate` from the sources, in this process with a fake io (cli.test.ts runs the bundle): what it
// prints about the protocol version, in text and SARIF, for files of the version corpus.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { validateText } from '../../lib/validate/validate-document';
import { root } from '../load-cli.mjs';
import { fakeIo } from './testing/fake-io';
import { formatText, validateCommand } from './validate-command';

const ICONS_1125 = 'content/examples/tools-list-result/v2025-11-25-spec-weather-icons.json';
const STRUCTURED_0618 = 'content/examples/call-result/v2025-06-18-spec-structured.json';
const CURRENT = 'content/examples/tools-list-result/first-page-with-cursor.json';

async function validate(args: string[]) {
  const io = fakeIo('', root);
  const code = await validateCommand(args, io, '0.0.0-test');
  return { code, stdout: io.out(), stderr: io.err() };
}

test('validate --spec auto (text): a 2025-11-25 tools/list is checked at 2025-11-25 with the reason, has no errors, and lists the changes 2026-07-28 needs apart', async () => {
  const { code, stdout, stderr } = await validate(['--spec', 'auto', ICONS_1125]);
  assert.equal(stderr, '');
  assert.equal(code, 0, 'what 2026-07-28 needs is not an error of a 2025-11-25 file');
  const lines = stdout.trimEnd().split('\n');
  const checked = lines.filter((l) => l.startsWith(`${ICONS_1125}: note: checked at MCP `));
  assert.equal(checked.length, 1, stdout);
  // The reason names what it read: no resultType (a 2025 answer), and icons (from 2025-11-25 on).
  assert.match(checked[0]!, /^.+: note: checked at MCP 2025-11-25 \(.*"resultType".*"icons".*2025-11-25\)$/);
  const heading = lines.indexOf(
    `${ICONS_1125}: note: to move to 2026-07-28, 3 changes (not errors at 2025-11-25):`,
  );
  assert.ok(heading > lines.indexOf(checked[0]!), stdout);
  // The listed changes are the report's migration group, each at its place, after the heading.
  const report = validateText(readFileSync(join(root, ICONS_1125), 'utf8'), { spec: 'auto' });
  assert.deepEqual(
    lines.slice(heading + 1, heading + 4),
    (report.migration ?? []).map(
      (d) =>
        `${ICONS_1125}:${d.range!.start.line}:${d.range!.start.column}: to 2026-07-28: ${d.severity} ${d.rule}: ${d.message} [${d.path}]`,
    ),
  );
  for (const member of ['resultType', 'ttlMs', 'cacheScope'])
    assert.ok(
      lines.some((l) => l.includes(': to 2026-07-28: error schema-required: ') && l.includes(`"${member}"`)),
      `${member} is listed as a change`,
    );
  // No finding of the file itself is an error; the summary counts the changes apart.
  assert.ok(!lines.some((l) => /: error /.test(l) && !l.includes(': to 2026-07-28: ')), stdout);
  assert.equal(lines.at(-1), '0 errors, 0 warnings, 2 info in 1 file; 3 changes to move to 2026-07-28');
});

test('validate (text): a 2025-06-18 result is checked at 2025-06-18 with --spec auto; at the default 2026-07-28 it fails and the note points to --spec auto', async () => {
  const auto = await validate(['--spec', 'auto', STRUCTURED_0618]);
  assert.equal(auto.code, 0);
  assert.match(auto.stdout, /: note: checked at MCP 2025-06-18 \(the result has no "resultType"/);
  assert.ok(
    auto.stdout.includes(
      `${STRUCTURED_0618}: note: to move to 2026-07-28, 1 change (not errors at 2025-06-18):\n`,
    ),
    auto.stdout,
  );
  assert.match(auto.stdout, /: to 2026-07-28: error schema-required: Missing required property "resultType"/);
  const byDefault = await validate([STRUCTURED_0618]);
  assert.equal(byDefault.code, 1);
  assert.ok(!byDefault.stdout.includes('note: checked at MCP'), 'no version note at the default version');
  assert.ok(!byDefault.stdout.includes('to move to 2026-07-28'), 'no migration group at 2026-07-28');
  assert.match(
    byDefault.stdout,
    /: note: this looks like an MCP 2025-06-18 document \(.+\): --spec auto or --spec 2025-06-18 checks it at the version it speaks\n/,
  );
  // A version given by hand is named without a reason.
  const given = await validate(['--spec', '2025-11-25', ICONS_1125]);
  assert.ok(given.stdout.includes(`${ICONS_1125}: note: checked at MCP 2025-11-25\n`), given.stdout);
});

test('validate --spec auto --format sarif: each artifact and result carries the version its file was checked at; only the older file has informational migration results', async () => {
  const { code, stdout } = await validate(['--spec', 'auto', '--format', 'sarif', ICONS_1125, CURRENT]);
  assert.equal(code, 0);
  const run = JSON.parse(stdout).runs[0] as {
    artifacts: { location: { uri: string }; properties?: { mcpSpecVersion?: string } }[];
    results: {
      ruleId: string;
      kind?: string;
      level: string;
      properties?: Record<string, string>;
      locations: { physicalLocation: { artifactLocation: { index: number } } }[];
    }[];
  };
  assert.deepEqual(
    run.artifacts.map((a) => [a.location.uri, a.properties?.mcpSpecVersion]),
    [
      [ICONS_1125, '2025-11-25'],
      [CURRENT, '2026-07-28'],
    ],
  );
  const ofFile = (index: number) =>
    run.results.filter((r) => r.locations[0]!.physicalLocation.artifactLocation.index === index);
  const older = ofFile(0);
  const migration = older.filter((r) => r.kind === 'informational');
  assert.deepEqual(
    migration.map((r) => [r.ruleId, r.level, r.properties?.targetVersion, r.properties?.severityAtTarget]),
    Array.from({ length: 3 }, () => ['schema-required', 'none', '2026-07-28', 'error']),
  );
  assert.ok(older.every((r) => r.properties?.mcpSpecVersion === '2025-11-25'));
  assert.ok(ofFile(1).every((r) => r.kind === undefined && r.properties?.mcpSpecVersion === '2026-07-28'));
});

test('text: when the time budget left no room for the 2026-07-28 check, the file says why there is no list instead of "nothing more to change"', () => {
  const report = validateText(readFileSync(join(root, ICONS_1125), 'utf8'), {
    spec: 'auto',
    budgetMs: 1500,
    now: (() => {
      let t = 0;
      return () => (t += 1000);
    })(),
  });
  assert.equal(report.version, '2025-11-25');
  assert.equal(report.migration, undefined);
  assert.ok(report.migrationUnlisted);
  const text = formatText([{ file: 'f.json', report }], {
    errors: report.counts.errors,
    warnings: report.counts.warnings,
    infos: report.counts.infos,
    unchecked: 0,
    migration: 0,
  });
  assert.ok(text.includes(`f.json: note: ${report.migrationUnlisted}\n`), text);
  assert.ok(!text.includes('nothing more to change'), text);
  assert.ok(!text.includes('to move to 2026-07-28,'), text);
});
