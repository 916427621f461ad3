// Runs the steps of the GitHub Action at the repository root (action.yml) the way a runner runs a
// composite action's bash step (`bash --noprofile --norc -eo pipefail`), with its env evaluated from
// the given inputs: for bin/action.test.ts and the "Tools in CI" docs test.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Step {
  name: string;
  id?: string;
  uses?: string;
  shell?: string;
  run?: string;
  if?: string;
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

/** Runs a step's script as a runner would, in `cwd`; returns its status and the outputs it set. */
export function runStep(
  name: string,
  given: Record<string, string>,
  cwd: string,
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
    GITHUB_ACTION_PATH: root,
    GITHUB_OUTPUT: output,
    ...Object.fromEntries(
      Object.entries(s.env ?? {}).map(([k, v]) => [k, evaluate(v, inputs, validateOutputs)]),
    ),
  };
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
    cwd,
    env,
    encoding: 'utf8',
  });
  const outputs = Object.fromEntries(
    readFileSync(output, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  rmSync(work, { recursive: true, force: true });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, outputs };
}
