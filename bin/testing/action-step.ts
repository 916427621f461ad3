// Runs the steps of the GitHub Action at the repository root (action.yml) the way a runner runs a
// composite action's bash step (`bash --noprofile --norc -eo pipefail`), with its env evaluated from
// the given inputs: for bin/action.test.ts and the "Tools in CI" docs test.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { startPackageRegistry } from './package-registry';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Step {
  name: string;
  id?: string;
  uses?: string;
  shell?: string;
  run?: string;
  if?: string;
  'working-directory'?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
export interface ActionYml {
  name: string;
  description: string;
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: Step[] };
}

export const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as ActionYml;
export const step = (name: string) => {
  const found = action.runs.steps.find((s) => s.name === name);
  assert.ok(found, `a step named "${name}"`);
  return found;
};

export const expression = (body: string) => `\${{ ${body} }}`;

/**
 * `${{ inputs.name }}` and `${{ steps.validate.outputs.name }}`, the only expressions the scripts'
 * env may hold, with the given inputs and the validate step's outputs.
 */
function evaluate(template: string, inputs: Record<string, string>, outputs: Record<string, string>): string {
  return template.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (_m, expression: string) => {
    const input = /^inputs\.([a-z-]+)$/.exec(expression)?.[1];
    if (input !== undefined && input in action.inputs) return inputs[input] ?? '';
    const output = /^steps\.validate\.outputs\.([a-z-]+)$/.exec(expression)?.[1];
    assert.ok(output !== undefined, `unsupported expression in env: ${expression}`);
    return outputs[output] ?? '';
  });
}

/** Where the runner keeps the action and its scratch space, and what else the step's environment holds. */
export interface Runner {
  /** The action's folder (GITHUB_ACTION_PATH). */
  actionPath: string;
  /** The job's temporary folder (RUNNER_TEMP), shared by its steps. */
  temp: string;
  /** More environment, e.g. npm's registry settings. */
  env?: Record<string, string>;
}

/**
 * Runs a step's script as a runner would, in `cwd`; resolves with its status, output and the outputs
 * it set. Asynchronous, so that servers in the calling process (a stand-in registry) keep answering.
 */
export async function runStep(
  name: string,
  given: Record<string, string>,
  cwd: string,
  runner: Runner,
  validateOutputs: Record<string, string> = {},
) {
  const s = step(name);
  assert.equal(s.shell, 'bash');
  const inputs = Object.fromEntries(
    Object.entries(action.inputs).map(([key, spec]) => [key, given[key] ?? spec.default ?? '']),
  );
  const work = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-action-'));
  const output = join(work, `output-${Math.random().toString(36).slice(2)}`);
  writeFileSync(output, '');
  const script = join(work, 'step.sh');
  writeFileSync(script, s.run!);
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? work,
    GITHUB_ACTION_PATH: runner.actionPath,
    GITHUB_OUTPUT: output,
    RUNNER_TEMP: runner.temp,
    ...runner.env,
    ...Object.fromEntries(
      Object.entries(s.env ?? {}).map(([k, v]) => [k, evaluate(v, inputs, validateOutputs)]),
    ),
  };
  const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  rmSync(work, { recursive: true, force: true });
  return { ...run, outputs };
}

/**
 * A runner for the action as GitHub's would set it up: the action's folder holding action.yml alone,
 * a job temp folder, and npm pointed at a stand-in registry that serves the lean package packed from
 * this checkout (bin/testing/package-registry.ts). The Install step runs once, as in a job's first use.
 */
export async function startRunner() {
  const registry = await startPackageRegistry();
  const actionPath = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-action-path-'));
  copyFileSync(join(root, 'action.yml'), join(actionPath, 'action.yml'));
  const temp = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-runner-temp-'));
  const runner: Runner = { actionPath, temp, env: registry.env };
  const install = await runStep('Install mcp-tool-lab', {}, temp, runner);
  assert.equal(install.status, 0, `${install.stdout}${install.stderr}`);
  return {
    ...runner,
    registry,
    install,
    close: async () => {
      await registry.close();
      rmSync(actionPath, { recursive: true, force: true });
      rmSync(temp, { recursive: true, force: true });
    },
  };
}
