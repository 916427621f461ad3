// The GitHub Action at the repository root (action.yml): its shape, and its steps' own scripts run
// with bash the way a runner runs them (`bash --noprofile --norc -eo pipefail`), with the inputs
// reaching them through the step's env. The runner holds nothing of this repository but action.yml:
// the Install step fetches the lean package from a stand-in registry on 127.0.0.1 that serves it as
// packed from this checkout, and the workspaces hold a few example JSON files. The SARIF log the
// validate step writes is checked against what SARIF 2.1.0 and code scanning's upload require.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { ruleCatalogue } from '../lib/validate/rules/index';
import { action, expression, root, runStep, startRunner, step } from './testing/action-step';

const work = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-action-'));
let runner: Awaited<ReturnType<typeof startRunner>>;
before(async () => {
  runner = await startRunner();
});
after(async () => {
  await runner?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A workspace with real example files in nested folders (for `**`), one valid, one valid only for the spec, one with an error. */
function workspace(): string {
  const dir = mkdtempSync(join(work, 'repo-'));
  const files: Record<string, string> = {
    'tools/weather.json': 'content/examples/tool/get-weather.json',
    'tools/deep/er/dotted.json': 'content/examples/tool/claude-api-dotted-name.json',
    'lists/broken-list.json': 'content/examples/tools-list-result/negative-ttl.json',
  };
  for (const [to, from] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, to)), { recursive: true });
    copyFileSync(join(root, from), join(dir, to));
  }
  return dir;
}

interface SarifLog {
  $schema?: string;
  version: string;
  runs: {
    tool: {
      driver: {
        name: string;
        version?: string;
        rules: { id: string; shortDescription?: { text: string } }[];
      };
    };
    artifacts?: { location: { uri: string } }[];
    results: {
      ruleId: string;
      ruleIndex?: number;
      level: string;
      message: { text: string };
      locations: {
        physicalLocation: {
          artifactLocation: { uri: string; index?: number };
          region?: { startLine: number; startColumn?: number; endLine?: number; endColumn?: number };
        };
      }[];
    }[];
  }[];
}

/** The SARIF 2.1.0 members code scanning reads, with the constraints the standard puts on them. */
function assertSarif(log: SarifLog, files: readonly string[]) {
  assert.equal(log.version, '2.1.0');
  assert.match(log.$schema ?? '', /sarif-2\.1\.0/);
  assert.equal(log.runs.length, 1);
  const [run] = log.runs;
  assert.equal(run!.tool.driver.name, 'mcp-tool-lab');
  const rules = run!.tool.driver.rules;
  const ids = rules.map((r) => r.id);
  assert.equal(new Set(ids).size, ids.length, 'rule ids are unique');
  assert.deepEqual(
    ruleCatalogue.map((r) => r.id).filter((id) => !ids.includes(id)),
    [],
    'every rule is described',
  );
  assert.deepEqual(run!.artifacts?.map((a) => a.location.uri).sort(), [...files].sort());
  assert.ok(run!.results.length > 0, 'findings are reported');
  for (const result of run!.results) {
    assert.ok(ids.includes(result.ruleId), `${result.ruleId} is a described rule`);
    if (result.ruleIndex !== undefined) assert.equal(rules[result.ruleIndex]?.id, result.ruleId);
    assert.ok(['none', 'note', 'warning', 'error'].includes(result.level), result.level);
    assert.ok(result.message.text.length > 0);
    assert.equal(result.locations.length, 1);
    const { artifactLocation, region } = result.locations[0]!.physicalLocation;
    // Relative to the checkout, as code scanning needs to place the alert in the repository.
    assert.ok(files.includes(artifactLocation.uri), `${artifactLocation.uri} is one of the files`);
    if (artifactLocation.index !== undefined)
      assert.equal(run!.artifacts?.[artifactLocation.index]?.location.uri, artifactLocation.uri);
    assert.ok(region, 'every finding in a file has a region');
    assert.ok(region.startLine >= 1 && (region.startColumn ?? 1) >= 1);
    assert.ok((region.endLine ?? region.startLine) >= region.startLine);
  }
}

test('action.yml is a composite action: validate, then upload the SARIF to code scanning', () => {
  assert.equal(action.runs.using, 'composite');
  assert.ok(action.name && action.description);
  assert.equal(action.inputs.files?.required, true);
  for (const [name, input] of Object.entries(action.inputs))
    assert.ok(input.description.length > 20, `input ${name} is described`);
  const validate = step('Validate');
  assert.equal(validate.id, 'validate');
  // Inputs only through env: nothing in a script is an expression a crafted input could break out of.
  for (const s of action.runs.steps)
    assert.doesNotMatch(s.run ?? '', /\$\{\{/, `${s.name} pastes no expression`);
  const upload = step('Upload SARIF to code scanning');
  assert.match(upload.uses ?? '', /^github\/codeql-action\/upload-sarif@v\d+$/);
  assert.equal(upload.with?.sarif_file, expression('steps.validate.outputs.sarif-file'));
  assert.match(upload.if ?? '', /always\(\)/, 'findings are uploaded even when a step before failed');
  assert.equal(action.outputs['exit-code']?.value, expression('steps.validate.outputs.exit-code'));
});

test('the Install step fetches only the lean package, at the version this checkout packs, into the runner temp', () => {
  const version = JSON.parse(readFileSync(join(root, 'packages/mcp-tool-lab/package.json'), 'utf8')).version;
  const install = step('Install mcp-tool-lab');
  assert.equal(install.env?.MCP_TOOL_LAB_PACKAGE, `mcp-tool-lab@${version}`);
  assert.doesNotMatch(
    install.run ?? '',
    /npm ci|GITHUB_ACTION_PATH|action_path/,
    'the site is not installed',
  );
  assert.equal(install['working-directory'], undefined);
  // The action's folder held action.yml alone; one download, one package, nothing else installed.
  assert.deepEqual(readdirSync(runner.actionPath), ['action.yml']);
  assert.equal(runner.registry.downloads(), 1);
  assert.deepEqual(
    readdirSync(join(runner.temp, 'mcp-tool-lab', 'node_modules')).filter((n) => !n.startsWith('.')),
    ['mcp-tool-lab'],
  );
});

test('the validate step expands globs (** too), writes a valid SARIF 2.1.0 log and records the exit status', async () => {
  const repo = workspace();
  const run = await runStep(
    'Validate',
    { files: 'tools/**/*.json\n  lists/*.json', 'sarif-file': 'out.sarif' },
    repo,
    runner,
  );
  assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
  // Errors were found (the list's ttlMs is out of range): the step passes, so the upload runs.
  assert.equal(run.outputs['exit-code'], '1');
  assert.equal(run.outputs['sarif-file'], 'out.sarif');
  const log = JSON.parse(readFileSync(join(repo, 'out.sarif'), 'utf8')) as SarifLog;
  const files = ['tools/weather.json', 'tools/deep/er/dotted.json', 'lists/broken-list.json'];
  assertSarif(log, files);
  const rulesOf = (file: string) =>
    log.runs[0]!.results.filter((r) => r.locations[0]!.physicalLocation.artifactLocation.uri === file);
  assert.deepEqual(
    rulesOf('tools/weather.json').filter((r) => r.level === 'error'),
    [],
  );
  assert.ok(
    rulesOf('lists/broken-list.json').some((r) => r.ruleId === 'schema-range' && r.level === 'error'),
  );
  assert.match(
    run.stdout,
    /^mcp-tool-lab: [1-9]\d* errors, \d+ warnings, \d+ notes in 3 files \(exit status 1\)\.$/m,
  );
  // Then the last step fails the job.
  const fail = await runStep('Fail on findings', {}, repo, runner, run.outputs);
  assert.equal(fail.status, 1);
  assert.match(fail.stdout, /::error title=mcp-tool-lab::validate exited with status 1/);
});

test('the validate step passes the profile on; a clean file records exit status 0', async () => {
  const repo = workspace();
  const spec = await runStep('Validate', { files: 'tools/deep/**/*.json' }, repo, runner);
  assert.equal(spec.outputs['exit-code'], '0', spec.stderr);
  const claude = await runStep(
    'Validate',
    { files: 'tools/deep/**/*.json', profile: 'claude-api' },
    repo,
    runner,
  );
  assert.equal(claude.outputs['exit-code'], '1', claude.stderr);
  const log = JSON.parse(readFileSync(join(repo, 'mcp-tool-lab.sarif'), 'utf8')) as SarifLog;
  assertSarif(log, ['tools/deep/er/dotted.json']);
  assert.ok(log.runs[0]!.results.some((r) => r.ruleId === 'claude-tool-name' && r.level === 'error'));
});

test('the validate step fails clearly on a glob that matches nothing, or an input that is not a profile', async () => {
  const repo = workspace();
  const none = await runStep('Validate', { files: 'tools/*.json\nschemas/**/*.json' }, repo, runner);
  assert.equal(none.status, 2);
  assert.equal(none.outputs['exit-code'], '2');
  assert.match(none.stdout, /::error title=mcp-tool-lab::No file matches "schemas\/\*\*\/\*\.json"\./);
  // A crafted input stays a value: it reaches the CLI as an argument, which refuses it.
  const crafted = await runStep(
    'Validate',
    { files: 'tools/*.json', profile: 'default"; touch injected; "' },
    repo,
    runner,
  );
  assert.equal(crafted.status, 2);
  assert.match(crafted.stderr, /unknown --profile/);
  assert.equal(spawnSync('test', ['-e', join(repo, 'injected')]).status, 1, 'no command ran');
});
