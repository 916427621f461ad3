// The "Tools in CI" page shows commands and a workflow; this runs them. Every `npx mcp-tool-lab@<version>`
// line of its sh blocks (the version is the package's, packages/mcp-tool-lab/package.json) runs
// against this repository's files and the mock server, with this checkout's CLI (bin/pack-cli.test.ts
// shows the package answers as it does; a `# exit N` comment states the status it must end with, else
// 0), and the example workflow's steps run as a runner would run them: the server start, the action's
// install and validate steps with the workflow's inputs (the package from a stand-in registry), the
// test and diff steps. Only the mock's port changes (a free one instead of 8787).
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import { action, root, runStep, startRunner } from '../../bin/testing/action-step';
import { timelessCollectionFile } from '../../bin/testing/timeless-collection';
import { parseDocSource } from '../../scripts/generate-docs-index.mjs';

const page = parseDocSource(readFileSync(join(root, 'content/docs/tools-in-ci.mdx'), 'utf8'));
const version = JSON.parse(readFileSync(join(root, 'packages/mcp-tool-lab/package.json'), 'utf8')).version;
const npx = `npx mcp-tool-lab@${version} `;
const shLines = page.codeBlocks
  .filter((b) => b.lang === 'sh')
  .flatMap((b) => b.value.split('\n'))
  .filter((line) => line.startsWith('npx mcp-tool-lab'));
const [workflowBlock, ...otherYaml] = page.codeBlocks.filter((b) => b.lang === 'yaml');

interface WorkflowStep {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
const workflow = parse(workflowBlock?.value ?? '') as {
  permissions: Record<string, string>;
  jobs: Record<string, { steps: WorkflowStep[] }>;
};
const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);

/**
 * A folder that looks like a checkout of this repository to the commands: content/ linked in, but for
 * content/collections/, whose collections are copies with their latency bounds raised to an hour
 * (bin/testing/timeless-collection.ts), so that a loaded machine cannot fail a call the page shows.
 */
const dir = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-docs-ci-'));
mkdirSync(join(dir, 'content', 'collections'), { recursive: true });
for (const entry of readdirSync(join(root, 'content')))
  if (entry !== 'collections') symlinkSync(join(root, 'content', entry), join(dir, 'content', entry));
for (const file of readdirSync(join(root, 'content', 'collections')))
  writeFileSync(
    join(dir, 'content', 'collections', file),
    file.endsWith('.json')
      ? timelessCollectionFile(join(root, 'content', 'collections', file)).text
      : readFileSync(join(root, 'content', 'collections', file)),
  );
const cli = `node ${JSON.stringify(join(root, 'bin', 'mcp-tool-lab.mjs'))}`;
let port = 0;
let server: ChildProcess | undefined;
let runner: Awaited<ReturnType<typeof startRunner>> | undefined;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

/** A command of the page as this test runs it: the local CLI instead of npx, the free port. */
const local = (command: string) => command.replaceAll(npx, `${cli} `).replaceAll('8787', String(port));

/** Runs a script with bash in `dir`, in a process group of its own (so what it leaves running can be stopped). */
function bash(script: string, detached = false) {
  const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], {
    cwd: dir,
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => {
    stdout += c;
  });
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  // A script that leaves a process running in the background (detached) is done when it exits: that
  // process keeps the pipes open. Otherwise wait for the pipes, so that all the output is read.
  return new Promise<{ status: number | null; stdout: string; stderr: string; child: ChildProcess }>(
    (resolve) =>
      child.on(detached ? 'exit' : 'close', (status) => resolve({ status, stdout, stderr, child })),
  );
}

before(async () => {
  // The action installs the lean package: from a stand-in registry serving it as packed from here.
  runner = await startRunner();
  port = await freePort();
  // The workflow's own step starts the server and waits for it.
  const start = steps.find((s) => s.run?.includes(`${npx}serve `));
  assert.ok(start?.run, 'the workflow starts a server');
  const started = await bash(local(start.run), true);
  server = started.child;
  assert.equal(started.status, 0, `${started.stdout}${started.stderr}`);
});

after(async () => {
  await runner?.close();
  // The server outlives the step's bash, in the process group this test created for it.
  if (server?.pid !== undefined) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

test('the page shows validate, test and diff, each with --format, and one workflow', () => {
  for (const command of ['validate', 'test', 'diff'])
    assert.ok(
      shLines.some((l) => l.startsWith(`${npx}${command} `) && l.includes('--format')),
      `an example of ${command} with --format`,
    );
  assert.ok(shLines.some((l) => l.includes('--format sarif')));
  assert.equal(otherYaml.length, 0);
  assert.equal(workflow.permissions['security-events'], 'write', 'the upload needs security-events: write');
});

test(`every command on the page, in its sh blocks and its workflow, names the package's version (${version})`, () => {
  const runs = steps.flatMap((s) => (s.run ?? '').split('\n')).map((l) => l.trim());
  const all = [...shLines, ...runs.filter((l) => l.includes('mcp-tool-lab '))];
  assert.ok(all.length > 10);
  for (const line of all) assert.ok(line.startsWith(npx), line);
});

for (const line of shLines.filter((l) => !l.startsWith(`${npx}serve `))) {
  const expected = Number(/#\s*exit (\d)\s*$/.exec(line)?.[1] ?? 0);
  test(`${line.replace(/\s*#.*$/, '')} exits ${expected}`, async () => {
    const run = await bash(local(line));
    assert.equal(run.status, expected, `${run.stdout}\n${run.stderr}`);
    const redirect = /> (\S+)/.exec(line)?.[1];
    if (redirect) {
      const written = readFileSync(join(dir, redirect), 'utf8');
      if (redirect.endsWith('.sarif')) assert.equal(JSON.parse(written).version, '2.1.0');
      if (redirect.endsWith('.xml')) assert.match(written, /<testsuite /);
      if (redirect.endsWith('.json')) assert.ok(Array.isArray(JSON.parse(written).changes));
    }
  });
}

test('the workflow: the action with its inputs, then test and diff, all pass against the server', async () => {
  const lab = steps.find((s) => s.uses === './');
  assert.ok(lab?.with, 'the workflow uses the action of this repository');
  for (const key of Object.keys(lab.with))
    assert.ok(key in action.inputs, `${key} is an input of action.yml`);
  // The job's runner ran the action's Install step when it started (startRunner).
  const validate = await runStep('Validate', lab.with, dir, runner!);
  assert.equal(validate.status, 0, validate.stderr);
  assert.equal(validate.outputs['exit-code'], '0', `${validate.stdout}${validate.stderr}`);
  assert.equal(JSON.parse(readFileSync(join(dir, 'mcp-tool-lab.sarif'), 'utf8')).version, '2.1.0');
  const commands = steps.filter((s) => s.run?.startsWith(npx) && !s.run.includes(' serve '));
  assert.deepEqual(
    commands.map((s) => s.run!.split(' ')[2]),
    ['test', 'diff'],
  );
  for (const s of commands) {
    const run = await bash(local(s.run!));
    assert.equal(run.status, 0, `${s.name}: ${run.stdout}\n${run.stderr}`);
  }
});
