// The command line through main(), in this process with a fake io: main() is the bundle's
// (dist/cli/, built first if it is not current), which is what the installed command runs. Two
// runs of the real bin check what only a process shows: exit status, stdout and stderr apart, and
// the hard timeout (vm's in the main thread, then a worker thread's).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { examples } from '../../content/examples/index';
import { loadBundledCli, root } from '../load-cli.mjs';
import type { CliIo } from './io';
import { createValidationRunner } from './run-validation';
import { fakeIo } from './testing/fake-io';

const bin = join(root, 'bin', 'mcp-tool-lab.mjs');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let main: (argv: string[], io: CliIo) => Promise<number>;

/**
 * Runs the command in this process, in the project folder, with `input` on stdin and `env` set
 * for the run (and MCP_TOOL_LAB_DOCS_URL unset unless given).
 */
async function cli(args: string[], input = '', env: Record<string, string> = {}): Promise<Run> {
  const names = ['MCP_TOOL_LAB_DOCS_URL', ...Object.keys(env)];
  const saved = names.map((name) => [name, process.env[name]] as const);
  delete process.env.MCP_TOOL_LAB_DOCS_URL;
  Object.assign(process.env, env);
  try {
    const io = fakeIo(input, root);
    const code = await main(args, io);
    return { code, stdout: io.out(), stderr: io.err() };
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Runs the real command as a child process in the project folder. */
function spawnCli(args: string[]): Promise<Run> {
  const { NODE_TEST_CONTEXT: _context, MCP_TOOL_LAB_DOCS_URL: _docs, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, env: inherited });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

/** A text diagnostic line: `file:line:col: severity rule: message`. */
const LINE =
  /^(?<file>.+?):(?<line>\d+):(?<column>\d+): (?<severity>error|warning|info) (?<rule>[a-z0-9-]+): (?<message>.+)$/;

interface JsonOutput {
  files: {
    file: string;
    kind: string;
    spec?: string;
    diagnostics: {
      rule: string;
      severity: string;
      path: string;
      message: string;
      range?: { start: { line: number; column: number } };
    }[];
  }[];
  summary: { errors: number; warnings: number; infos: number; unchecked: number };
}

let dir = '';
const file = (name: string) => join(dir, name);

const validTool = {
  name: 'get_weather',
  description:
    'Gets the current weather for a city. Use it when the user asks about weather now, not for forecasts. Returns the temperature and conditions.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name, e.g. "Paris"' } },
    required: ['city'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: { celsius: { type: 'number' }, conditions: { type: 'string' } },
    required: ['celsius', 'conditions'],
  },
};

before(async () => {
  ({ main } = await loadBundledCli());
  dir = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-cli-'));
  writeFileSync(file('valid.json'), JSON.stringify(validTool, null, 2));
  writeFileSync(file('errors.json'), '{\n  "name": 42,\n  "inputSchema": {"type": "string"}\n}\n');
  writeFileSync(file('info.json'), '{"name": "ping", "inputSchema": {"type": "object"}}');
  writeFileSync(file('broken.json'), '{"name": "a",');
  writeFileSync(
    file('result.json'),
    JSON.stringify(
      {
        resultType: 'complete',
        content: [{ type: 'text', text: '{"celsius":"21","conditions":"sunny"}' }],
        structuredContent: { celsius: '21', conditions: 'sunny' },
      },
      null,
      2,
    ),
  );
  // Many properties: parsing, walking and checking them keeps the validator busy. huge.json needs
  // about 3 s of CPU, large.json (a quarter of it) about 0.5 s.
  const manyProperties = (count: number) => {
    const properties: Record<string, unknown> = {};
    for (let i = 0; i < count; i++) properties[`k${i}`] = { type: 'string', description: `d${i}` };
    return JSON.stringify({ name: 'huge', inputSchema: { type: 'object', properties } });
  };
  writeFileSync(file('huge.json'), manyProperties(200_000));
  writeFileSync(file('large.json'), manyProperties(50_000));
});

after(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('mcp-tool-lab command line', () => {
  test('--help prints the commands and exits 0; no command prints it and exits 2', async () => {
    const help = await cli(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^mcp-tool-lab \d+\.\d+\.\d+ /);
    assert.match(help.stdout, /Usage: mcp-tool-lab <command> \[options\]/);
    assert.match(help.stdout, /^ {2}validate <file\|->/m);
    const none = await cli([]);
    assert.equal(none.code, 2);
    assert.equal(none.stdout, help.stdout);
    const unknown = await cli(['frobnicate']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /^mcp-tool-lab: unknown command "frobnicate"/);
  });

  test('validate --help prints the options and the output formats, exits 0', async () => {
    const { code, stdout, stderr } = await cli(['validate', '--help']);
    assert.equal(code, 0);
    assert.equal(stderr, '');
    assert.match(stdout, /^Usage: mcp-tool-lab validate <file\|-> \[more files\] \[options\]/);
    for (const option of [
      '--kind',
      '--tool',
      '--profile',
      '--format',
      '--no-info',
      '--timeout',
      '-h, --help',
    ]) {
      assert.ok(stdout.includes(option), option);
    }
    assert.ok(stdout.includes('Output (text): file:line:col: severity rule: message'));
    for (const profile of ['default', 'claude-api', 'openai-strict', 'gemini', 'vscode', 'cursor'])
      assert.match(stdout, new RegExp(`^ +${profile} +\\S`, 'm'), `--help lists the ${profile} profile`);
  });

  test('a valid file: exit 0, the kind it assumed, a summary line', async () => {
    const { code, stdout, stderr } = await cli(['validate', file('valid.json')]);
    assert.equal(stderr, '');
    assert.equal(code, 0);
    assert.equal(
      stdout,
      `${file('valid.json')}: note: checked as tool definition (it has "name" or "inputSchema")\n0 errors, 0 warnings, 0 info in 1 file\n`,
    );
  });

  test('a file with errors: exit 1, one compiler-style line per finding', async () => {
    const { code, stdout } = await cli(['validate', file('errors.json')]);
    assert.equal(code, 1);
    const lines = stdout.trimEnd().split('\n');
    assert.equal(
      lines[0],
      `${file('errors.json')}: note: checked as tool definition (it has "name" or "inputSchema")`,
    );
    const findings = lines.slice(1, -1).map((line) => {
      const match = LINE.exec(line);
      assert.ok(match?.groups, `text line: ${line}`);
      return match.groups;
    });
    const name = findings.find((f) => f.rule === 'schema-type');
    assert.deepEqual(
      { file: name?.file, line: name?.line, column: name?.column, severity: name?.severity },
      { file: file('errors.json'), line: '2', column: '11', severity: 'error' },
    );
    assert.equal(name?.message, '"name" must be a string, but it is an integer. [/name]');
    const type = findings.find((f) => f.rule === 'input-schema-type');
    assert.deepEqual([type?.line, type?.column], ['3', '27']);
    assert.match(lines.at(-1)!, /^2 errors, \d+ warnings?, \d+ infos? in 1 file$/);
  });

  test('a syntax error: exit 1 with a json-syntax finding', async () => {
    const { code, stdout } = await cli(['validate', '--format', 'json', file('broken.json')]);
    assert.equal(code, 1);
    const output = JSON.parse(stdout) as JsonOutput;
    assert.deepEqual(
      output.files[0]!.diagnostics.map((d) => d.rule),
      ['json-syntax'],
    );
  });

  test('usage and I/O problems exit 2 with a message on stderr and nothing on stdout', async () => {
    const cases: [string[], RegExp][] = [
      [['validate', file('missing.json')], /^mcp-tool-lab: cannot read .*missing\.json: no such file\n$/],
      [['validate', dir], /^mcp-tool-lab: cannot read .*: it is a directory\n$/],
      [
        ['validate', '--kind', 'widget', file('valid.json')],
        /^mcp-tool-lab: unknown --kind "widget": use auto, tool,/,
      ],
      [
        ['validate', '--format', 'xml', file('valid.json')],
        /^mcp-tool-lab: unknown --format "xml": use text, json or sarif/,
      ],
      [['validate', '--profile', 'gpt', file('valid.json')], /^mcp-tool-lab: unknown --profile "gpt"/],
      [
        ['validate', '--timeout', 'soon', file('valid.json')],
        /^mcp-tool-lab: --timeout must be a positive number/,
      ],
      [['validate'], /^mcp-tool-lab: no input: name one or more files, or "-" for standard input/],
      [['validate', '-', '-'], /^mcp-tool-lab: standard input \("-"\) can be read only once/],
      [['validate', '--bogus', file('valid.json')], /^mcp-tool-lab: Unknown option '--bogus'/],
      [
        ['validate', '--kind', 'call-result', '--tool', file('broken.json'), file('result.json')],
        /^mcp-tool-lab: --tool .*broken\.json is not valid JSON \(1:14: .+\)\n$/,
      ],
      [
        ['validate', '--tool', file('missing.json'), file('result.json')],
        /^mcp-tool-lab: cannot read .*missing\.json/,
      ],
    ];
    for (const [args, stderr] of cases) {
      const run = await cli(args);
      assert.equal(run.code, 2, args.join(' '));
      assert.equal(run.stdout, '', args.join(' '));
      assert.match(run.stderr, stderr, args.join(' '));
    }
  });

  test('"-" reads standard input, reported as <stdin>', async () => {
    const { code, stdout } = await cli(['validate', '-'], JSON.stringify(validTool));
    assert.equal(code, 0);
    assert.ok(stdout.startsWith('<stdin>: note: checked as tool definition'), stdout);
    const errors = await cli(['validate', '--format', 'json', '-'], '{"name": 1}');
    assert.equal(errors.code, 1);
    const output = JSON.parse(errors.stdout) as JsonOutput;
    assert.equal(output.files[0]!.file, '<stdin>');
    assert.ok(output.files[0]!.diagnostics.some((d) => d.rule === 'schema-type'));
  });

  test('--format json: exactly {files: [{file, kind, diagnostics}], summary: {errors, warnings, infos, unchecked}}', async () => {
    const files = [file('valid.json'), file('errors.json'), file('info.json')];
    const { code, stdout } = await cli(['validate', '--format', 'json', ...files]);
    assert.equal(code, 1);
    assert.equal(stdout.split('\n').length, 2, 'one line of JSON');
    const output = JSON.parse(stdout) as JsonOutput;
    assert.deepEqual(Object.keys(output), ['files', 'summary']);
    assert.deepEqual(Object.keys(output.summary), ['errors', 'warnings', 'infos', 'unchecked']);
    assert.deepEqual(
      output.files.map((f) => [f.file, f.kind]),
      files.map((f) => [f, 'tool']),
    );
    for (const f of output.files) {
      assert.deepEqual(Object.keys(f), ['file', 'kind', 'spec', 'diagnostics']);
      assert.equal(f.spec, '2026-07-28');
      for (const d of f.diagnostics) {
        assert.deepEqual(Object.keys(d).slice(0, 4), ['rule', 'severity', 'path', 'message']);
      }
    }
    assert.deepEqual(output.files[0]!.diagnostics, []);
    const all = output.files.flatMap((f) => f.diagnostics);
    assert.deepEqual(output.summary, {
      errors: all.filter((d) => d.severity === 'error').length,
      warnings: all.filter((d) => d.severity === 'warning').length,
      infos: all.filter((d) => d.severity === 'info').length,
      unchecked: 0,
    });
    assert.equal(output.summary.errors, 2);
    const name = output.files[1]!.diagnostics.find((d) => d.path === '/name');
    assert.deepEqual(name?.range?.start, { line: 2, column: 11, offset: 12 });
  });

  test('several files in text format: each file its lines, one summary, exit 1 if any has errors', async () => {
    const { code, stdout } = await cli(['validate', file('valid.json'), file('errors.json')]);
    assert.equal(code, 1);
    const lines = stdout.trimEnd().split('\n');
    assert.ok(lines[0]!.startsWith(`${file('valid.json')}: note:`));
    assert.ok(lines[1]!.startsWith(`${file('errors.json')}: note:`));
    assert.match(lines.at(-1)!, / in 2 files$/);
    const ok = await cli(['validate', file('valid.json'), file('info.json')]);
    assert.equal(ok.code, 0, 'warnings and advice do not fail the run');
  });

  test('--format sarif: a SARIF 2.1.0 log with the catalogue and the results', async () => {
    const { code, stdout } = await cli(['validate', '--format', 'sarif', file('errors.json')], '', {
      MCP_TOOL_LAB_DOCS_URL: 'https://lab.example',
    });
    assert.equal(code, 1);
    const log = JSON.parse(stdout);
    assert.equal(log.version, '2.1.0');
    const run = log.runs[0];
    assert.equal(run.tool.driver.name, 'mcp-tool-lab');
    assert.ok(run.tool.driver.rules.length > 30);
    assert.ok(run.results.length >= 2);
    const name = run.results.find((r: { ruleId: string }) => r.ruleId === 'schema-type');
    assert.equal(run.tool.driver.rules[name.ruleIndex].id, 'schema-type');
    assert.equal(run.tool.driver.rules[name.ruleIndex].helpUri, 'https://lab.example/docs/rules#schema-type');
    assert.equal(name.level, 'error');
    assert.deepEqual(
      [
        name.locations[0].physicalLocation.region.startLine,
        name.locations[0].physicalLocation.region.startColumn,
      ],
      [2, 11],
    );
    assert.equal(name.locations[0].physicalLocation.artifactLocation.uri, file('errors.json'));
  });

  test('--kind call-result --tool: structuredContent is checked against the outputSchema', async () => {
    const tool = file('valid.json');
    const { code, stdout } = await cli([
      'validate',
      '--kind',
      'call-result',
      '--tool',
      tool,
      file('result.json'),
    ]);
    assert.equal(code, 1);
    const line = stdout.split('\n').find((l) => l.includes('structured-content-schema'));
    const match = LINE.exec(line ?? '');
    assert.ok(match?.groups, stdout);
    assert.equal(match.groups.severity, 'error');
    assert.deepEqual([match.groups.line, match.groups.column], ['10', '16']);
    assert.ok(match.groups.message?.endsWith('[/structuredContent/celsius]'), match.groups.message);
    // No note about the kind: it was given.
    assert.ok(!stdout.includes('note: checked as'));
    // Without the definition there is nothing to compare with.
    const alone = await cli(['validate', '--kind', 'call-result', '--format', 'json', file('result.json')]);
    const output = JSON.parse(alone.stdout) as JsonOutput;
    assert.equal(output.files[0]!.kind, 'call-result');
    assert.ok(!output.files[0]!.diagnostics.some((d) => d.rule === 'structured-content-schema'));
  });

  test('a pattern too costly to decide: a plain "could not be checked" warning, counted in the summary, exit 3', async () => {
    // Issue 19's example: a lookahead over nested counted repeats, out of re2js's reach.
    writeFileSync(
      file('nested-repeats.json'),
      JSON.stringify({
        name: 'nested_repeats',
        inputSchema: { type: 'object' },
        outputSchema: {
          type: 'object',
          properties: { q: { type: 'string', pattern: '^(?=a)((a{1,10}){1,10}){1,10}$' } },
        },
      }),
    );
    writeFileSync(
      file('nested-repeats-result.json'),
      JSON.stringify({
        resultType: 'complete',
        content: [{ type: 'text', text: '{"q":"aaaaaaaaaaaaaaaaaaaaaaaaab"}' }],
        structuredContent: { q: 'aaaaaaaaaaaaaaaaaaaaaaaaab' },
      }),
    );
    const { code, stdout } = await cli([
      'validate',
      '--kind',
      'call-result',
      '--tool',
      file('nested-repeats.json'),
      file('nested-repeats-result.json'),
    ]);
    assert.equal(code, 3, stdout);
    const line = stdout.split('\n').find((l) => l.includes('structured-content-schema'));
    const match = LINE.exec(line ?? '');
    assert.ok(match?.groups, stdout);
    assert.equal(match.groups.severity, 'warning');
    assert.match(
      match.groups.message ?? '',
      /^structuredContent\/q could not be checked: the pattern "\^\(\?=a\)\(\(a\{1,10\}\)\{1,10\}\)\{1,10\}\$" could not decide this 26-character value/,
    );
    assert.match(stdout, /^0 errors, \d+ warnings?, \d+ infos? in 1 file; 1 could not be checked$/m);
  });

  test('--no-info leaves out advice, in the lines and in the summary', async () => {
    const withInfo = JSON.parse(
      (await cli(['validate', '--format', 'json', file('info.json')])).stdout,
    ) as JsonOutput;
    assert.ok(withInfo.summary.infos > 0);
    const { code, stdout } = await cli(['validate', '--format', 'json', '--no-info', file('info.json')]);
    assert.equal(code, 0);
    const output = JSON.parse(stdout) as JsonOutput;
    assert.equal(output.summary.infos, 0);
    assert.ok(output.files[0]!.diagnostics.every((d) => d.severity !== 'info'));
    assert.equal(output.summary.warnings, withInfo.summary.warnings);
    const text = await cli(['validate', '--no-info', file('info.json')]);
    assert.ok(!/: info /.test(text.stdout), text.stdout);
    assert.match(text.stdout, /, 0 info in 1 file\n$/);
  });

  test('--profile claude-api adds the Claude API name rule', async () => {
    const dotted = JSON.stringify({ ...validTool, name: 'weather.get' });
    const spec = await cli(['validate', '--format', 'json', '-'], dotted);
    const claude = await cli(['validate', '--format', 'json', '--profile', 'claude-api', '-'], dotted);
    const rules = (run: Run) =>
      (JSON.parse(run.stdout) as JsonOutput).files[0]!.diagnostics.map((d) => d.rule);
    assert.equal(spec.code, 0);
    assert.ok(!rules(spec).includes('claude-tool-name'));
    assert.equal(claude.code, 1);
    assert.ok(rules(claude).includes('claude-tool-name'));
    const openai = await cli(['validate', '--format', 'json', '--profile', 'openai-strict', '-'], dotted);
    assert.equal(openai.code, 1);
    assert.ok(rules(openai).includes('openai-function-name'));
    assert.ok(!rules(openai).includes('claude-tool-name'));
  });
});

describe('the bundle agrees with the sources', () => {
  test('every example in content/examples gets exactly the findings its .expect.json lists', async () => {
    // The expectations hold for the sources (content/examples/examples.test.ts); here the same
    // documents go through the bundled command, with its precompiled meta-schema validators.
    const groups = new Map<string, typeof examples>();
    for (const example of examples) {
      const key = [
        example.kind,
        example.profile ?? 'default',
        example.tool ?? '',
        example.spec ?? '2026-07-28',
      ].join(' ');
      groups.set(key, [...(groups.get(key) ?? []), example]);
    }
    const examplesDir = join(root, 'content', 'examples');
    for (const [key, group] of groups) {
      const [kind, profile, tool, spec] = key.split(' ') as [string, string, string, string];
      const args = ['validate', '--format', 'json', '--kind', kind, '--profile', profile, '--spec', spec];
      if (tool !== '') args.push('--tool', join(examplesDir, `${tool}.json`));
      const { stdout } = await cli([...args, ...group.map((e) => join(examplesDir, `${e.id}.json`))]);
      const output = JSON.parse(stdout) as JsonOutput;
      assert.deepEqual(
        output.files.map((f) => [f.file, [...new Set(f.diagnostics.map((d) => d.rule))].sort()]),
        group.map((e) => [join(examplesDir, `${e.id}.json`), [...e.rules]]),
        key,
      );
    }
    assert.ok(groups.size >= 5 && examples.length >= 50, `${examples.length} examples`);
  });
});

// After the examples above: once a run in this thread is stopped, the bundle checks every later text
// in a worker thread (bin/cli/run-validation.ts), and a worker started for each main() costs more CPU
// than the validation it runs. Node runs a file's tests in order, so the examples keep this thread.
describe('mcp-tool-lab command line: the hard timeout', () => {
  test('the hard timeout: a document that keeps the validator busy is stopped, the next file still checked', async () => {
    // 1 s: huge.json needs about 3 s of CPU, so it is stopped on any machine, while the small file
    // after it, in a fresh worker, keeps room on a loaded one (200 ms ran out at load 13 on 2 cores).
    const { code, stdout } = await cli([
      'validate',
      '--timeout',
      '1000',
      '--format',
      'json',
      file('huge.json'),
      file('valid.json'),
    ]);
    // Not an error (nothing was found wrong), not a pass: exit 3.
    assert.equal(code, 3);
    const output = JSON.parse(stdout) as JsonOutput;
    assert.deepEqual(output.files[0], {
      file: file('huge.json'),
      kind: 'tool',
      diagnostics: [
        {
          rule: 'validation-budget',
          severity: 'warning',
          path: '',
          message:
            'The document could not be checked: validation did not finish within 1000 ms and was stopped. A schema or pattern in this document is too costly to check; simplify it or raise --timeout.',
          unchecked: true,
        },
      ],
    });
    // A fresh worker checks the next file, within the same small timeout (start-up is not counted).
    assert.deepEqual(output.files[1], {
      file: file('valid.json'),
      kind: 'tool',
      spec: '2026-07-28',
      diagnostics: [],
    });
    assert.deepEqual(output.summary, { errors: 0, warnings: 1, infos: 0, unchecked: 1 });
    // With time enough, a document the timeout stopped is checked completely. large.json, not
    // huge.json: checking huge.json completely costs 3 s of CPU, and the stop at 100 ms is as sure
    // (large.json needs half a second of CPU, and wall time is never less).
    const [quick, slow] = [
      await cli(['validate', '--timeout', '100', '--format', 'json', file('large.json')]),
      await cli(['validate', '--timeout', '60000', '--format', 'json', file('large.json')]),
    ];
    assert.equal(quick.code, 3);
    assert.deepEqual(
      (JSON.parse(quick.stdout) as JsonOutput).files[0]!.diagnostics.map((d) => d.rule),
      ['validation-budget'],
    );
    assert.equal(slow.code, 0, slow.stdout);
    const full = JSON.parse(slow.stdout) as JsonOutput;
    assert.ok(!full.files[0]!.diagnostics.some((d) => d.rule === 'validation-budget'));
  });
});

describe('the installed command, as a process', () => {
  test('findings as JSON on stdout and nothing on stderr, exit 1; the hard timeout stops a costly file and a fresh worker checks the next', async () => {
    const { code, stdout, stderr } = await spawnCli([
      'validate',
      '--timeout',
      '1000',
      '--format',
      'json',
      file('huge.json'),
      file('valid.json'),
      file('errors.json'),
    ]);
    assert.equal(stderr, '');
    assert.equal(code, 1, 'errors found (one file could not be checked, which alone would be exit 3)');
    const output = JSON.parse(stdout) as JsonOutput;
    assert.deepEqual(
      output.files.slice(0, 2).map((f) => [f.file, f.diagnostics.map((d) => d.rule)]),
      [
        [file('huge.json'), ['validation-budget']],
        [file('valid.json'), []],
      ],
    );
    assert.ok(output.files[2]!.diagnostics.some((d) => d.rule === 'schema-type' && d.path === '/name'));
    assert.equal(output.summary.errors, 2);
    assert.equal(output.summary.unchecked, 1);
  });

  test('a usage problem: the message on stderr, nothing on stdout, exit 2', async () => {
    const { code, stdout, stderr } = await spawnCli(['validate', file('missing.json')]);
    assert.equal(code, 2);
    assert.equal(stdout, '');
    assert.match(stderr, /^mcp-tool-lab: cannot read .*missing\.json: no such file\n$/);
  });
});

describe('createValidationRunner (worker threads with a hard timeout, and this thread until a run is stopped)', () => {
  const spinner = (bootMs = 0) => new URL(`./spin.test-worker.ts?bootMs=${bootMs}`, import.meta.url);
  test('a job that never ends gets a validation-budget "could not be checked" warning after the timeout; the next job gets a fresh worker', async () => {
    const runner = createValidationRunner(300, spinner());
    try {
      const started = performance.now();
      const report = await runner.validate('spin', { kind: 'message' });
      // Not before the timeout (how much after depends on the machine's load, so it is not checked:
      // the spinning job never answers, so this report can only come from the timer).
      const elapsed = performance.now() - started;
      assert.ok(elapsed >= 290, `stopped after ${elapsed} ms`);
      assert.deepEqual(report, {
        kind: 'message',
        diagnostics: [
          {
            rule: 'validation-budget',
            severity: 'warning',
            path: '',
            message:
              'The document could not be checked: validation did not finish within 300 ms and was stopped. A schema or pattern in this document is too costly to check; simplify it or raise --timeout.',
            unchecked: true,
          },
        ],
        counts: { errors: 0, warnings: 1, infos: 0 },
        stopped: true,
      });
      const next = (await runner.validate('hello', {})) as unknown as { echo: string; budgetMs: number };
      assert.equal(next.echo, 'hello');
      // The worker gets 80 % of the hard timeout as its own soft budget, unless one is given.
      assert.equal(next.budgetMs, 240);
      const given = (await runner.validate('x', { budgetMs: 50 })) as unknown as { budgetMs: number };
      assert.equal(given.budgetMs, 50);
      // With auto (or no kind), the stopped report falls back to "tool".
      assert.equal((await runner.validate('spin', { kind: 'auto' })).kind, 'tool');
    } finally {
      await runner.close();
    }
  });

  test('the time a worker takes to start is not counted against the timeout', async () => {
    const runner = createValidationRunner(200, spinner(1000));
    try {
      const first = (await runner.validate('first', {})) as unknown as { stopped: boolean; echo: string };
      assert.equal(first.stopped, false);
      assert.equal(first.echo, 'first');
    } finally {
      await runner.close();
    }
  });

  test('the real worker validates text and returns the report', async () => {
    const runner = createValidationRunner(10_000);
    try {
      const report = await runner.validate('{"name": 1, "inputSchema": {"type": "object"}}', {});
      assert.equal(report.kind, 'tool');
      assert.equal(report.detected?.kind, 'tool');
      assert.ok(report.diagnostics.some((d) => d.rule === 'schema-type' && d.path === '/name'));
      const again = await runner.validate('[', { kind: 'tools' });
      assert.deepEqual(
        again.diagnostics.map((d) => d.rule),
        ['json-syntax'],
      );
    } finally {
      await runner.close();
    }
  });

  test('a worker entry that fails to load rejects instead of hanging', async () => {
    const runner = createValidationRunner(200, new URL('./does-not-exist.test-worker.ts', import.meta.url));
    try {
      await assert.rejects(runner.validate('x', {}));
    } finally {
      await runner.close();
    }
  });
  // Last in the file: it stops the sources' validator in this thread (the bundle's, stopped above, is
  // another module instance), and from then on every runner of the process uses workers.
  test('the validator runs in this thread until a run is stopped at the timeout; then workers check the rest, for every runner', async () => {
    const valid = JSON.stringify({ name: 'get_weather', inputSchema: { type: 'object' } });
    // 1 s, as in the hard-timeout test above: huge.json needs about 3 s of CPU, so it is stopped on any
    // machine, while the small document after it, in a fresh worker, keeps room on a loaded one (300 ms
    // ran out for it in a full unit run on 2 cores at a load average near 10).
    const runner = createValidationRunner(1000);
    const later = createValidationRunner(1000);
    try {
      const first = await runner.validate(valid, {});
      assert.equal(runner.where(), 'thread');
      assert.equal(first.stopped, false);
      // vm's timeout stops the synchronous run here, as terminating a worker does. huge.json's many
      // properties keep the validator busy for seconds, far past 1 s.
      const stopped = await runner.validate(readFileSync(file('huge.json'), 'utf8'), {});
      assert.equal(stopped.stopped, true);
      assert.deepEqual(
        stopped.diagnostics.map((d) => d.rule),
        ['validation-budget'],
      );
      assert.equal(runner.where(), 'worker');
      assert.deepEqual(await runner.validate(valid, {}), first, 'the worker finds what this thread found');
      // The validator's modules are the process's: another runner does not use them either.
      assert.equal(later.where(), 'worker');
    } finally {
      await runner.close();
      await later.close();
    }
  });
});
