// Running the official conformance suite in server mode and counting its scored checks: shared by
// scripts/conformance-server.mjs (against `mcp-tool-lab serve --conformance`) and
// scripts/scale-out-check.ts (against two production instances behind a round-robin proxy).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SUITE = join(ROOT, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
export const SERVER_BASELINE = join(ROOT, 'conformance/server-baseline.yml');
export const REVISION = '2026-07-28';

/**
 * Runs `conformance server --url <url> --requirements 2026-07-28` with the baseline, its output
 * into `logFile` and its per-check results into `resultsDir` (emptied first). `track` is told of
 * the child so a caller can stop it on Ctrl-C.
 */
export function runServerSuite({ node22, url, logFile, resultsDir, track = () => undefined }) {
  return new Promise((done) => {
    mkdirSync(dirname(logFile), { recursive: true });
    rmSync(resultsDir, { recursive: true, force: true });
    const log = createWriteStream(logFile);
    const args = [
      SUITE,
      'server',
      '--url',
      url,
      '--requirements',
      REVISION,
      '--expected-failures',
      SERVER_BASELINE,
      '-o',
      resultsDir,
    ];
    log.write(`$ node ${args.join(' ')}\n\n`);
    const child = spawn(node22, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    track(child);
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.write(chunk));
    child.on('exit', (code) => log.end(() => done({ code: code ?? 1 })));
  });
}

/** Scenario names listed under `server:` in the baseline (whole-scenario entries). */
export function baselineScenarios() {
  const names = new Set();
  let inServer = false;
  for (const line of readFileSync(SERVER_BASELINE, 'utf8').split('\n')) {
    if (/^server:/.test(line)) inServer = true;
    else if (/^\S/.test(line)) inServer = false;
    else if (inServer) {
      const match = /^\s*-\s*([^\s#:]+)/.exec(line);
      if (match) names.add(match[1]);
    }
  }
  return names;
}

const listings = new Map();
/** The suite's `list --server --requirements` output for the revision (asked once per process). */
function listScenarios(node22) {
  if (!listings.has(node22)) listings.set(node22, listOnce(node22));
  return listings.get(node22);
}

function listOnce(node22) {
  return new Promise((done) => {
    const child = spawn(node22, [SUITE, 'list', '--server', '--requirements', REVISION], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.on('exit', () => done(text));
  });
}

/** The server scenarios the suite scores for the revision (its `list --server --requirements`). */
export async function scoredScenarios(node22) {
  const text = await listScenarios(node22);
  const section = text.split(/Server scenarios[^\n]*\n/)[1]?.split(/\n\s*\n/)[0] ?? '';
  return new Set([...section.matchAll(/^\s+-\s+(\S+)/gm)].map((match) => match[1]));
}

/**
 * The server scenarios of the io.modelcontextprotocol/tasks extension (`tasks-*`), which the
 * revision runs and reports but does not score (they are an extension's): the project scores
 * them itself, run by name (see scripts/conformance-server.mjs).
 */
export async function taskScenarios(node22) {
  const text = await listScenarios(node22);
  const section = text.split(/never scored:\n/)[1] ?? '';
  return new Set([...section.matchAll(/^\s+-\s+(tasks-\S+)\s+\[server\]/gm)].map((match) => match[1]));
}

/**
 * Runs one scenario by name (`conformance server --url <url> --scenario <name>`), with the
 * baseline, its output appended to `log` and its checks into `resultsDir`. With `atRevision`, at
 * the spec version of {@link REVISION} (`--spec-version`): without it the suite speaks its default
 * version to the scenario (the `--requirements` run of the whole suite cannot name one scenario).
 */
export function runServerScenario({
  node22,
  url,
  scenario,
  log,
  resultsDir,
  track = () => undefined,
  atRevision = false,
}) {
  return new Promise((done) => {
    const args = [
      SUITE,
      'server',
      '--url',
      url,
      '--scenario',
      scenario,
      ...(atRevision ? ['--spec-version', REVISION] : []),
      '--expected-failures',
      SERVER_BASELINE,
      '-o',
      resultsDir,
    ];
    const chunks = [`$ node ${args.join(' ')}\n\n`];
    const child = spawn(node22, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    track(child);
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => chunks.push(String(chunk)));
    child.on('exit', (code) => {
      log.write(`${chunks.join('')}\n`);
      done({ code: code ?? 1 });
    });
  });
}

/**
 * Counts scored checks from the per-scenario results (`server-<scenario>-<timestamp>/checks.json`);
 * warnings count as failures, as the suite's own exit code does. `failures` names each one,
 * `skipped` each check the suite itself skipped (with its reason).
 */
export function countChecks(resultsDir, scored) {
  const skip = baselineScenarios();
  let passed = 0;
  let failed = 0;
  let scenarios = 0;
  const failures = [];
  const skipped = [];
  if (!existsSync(resultsDir)) return { passed, failed, scenarios, failures, skipped };
  for (const entry of readdirSync(resultsDir, { withFileTypes: true })) {
    const match = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(entry.name);
    const file = join(resultsDir, entry.name, 'checks.json');
    if (!entry.isDirectory() || !match || !existsSync(file)) continue;
    scenarios++;
    if (!scored.has(match[1]) || skip.has(match[1])) continue;
    for (const check of JSON.parse(readFileSync(file, 'utf8'))) {
      if (check.status === 'SUCCESS') passed++;
      else if (check.status === 'FAILURE' || check.status === 'WARNING') {
        failed++;
        failures.push(`${match[1]}: ${check.id}: ${check.errorMessage ?? check.status}`);
      } else if (check.status === 'SKIPPED') {
        skipped.push(`${match[1]}: ${check.id}: ${check.errorMessage ?? 'skipped by the suite'}`);
      }
    }
  }
  return { passed, failed, scenarios, failures, skipped };
}
