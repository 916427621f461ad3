// Runs the official MCP conformance suite (server side, spec 2026-07-28) against
// `mcp-tool-lab serve --conformance` and prints one closing line:
//   conformance-server: N passed, M failed
// N and M count the suite's scored checks (scenarios required for 2026-07-28; warnings count as
// failures, as the suite's own exit code does; scenarios in the baseline are left out). The
// suite's full output goes to test-results/conformance-server.log, its per-check results to
// test-results/conformance-server/. The suite needs Node >= 22: scripts/node22.mjs finds or
// fetches one (the project itself runs on Node 20). The server is stopped by its PID, also on failure and on Ctrl-C.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNode22 } from './node22.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const found22 = ensureNode22(root);
const node22 = found22.path;
const suite = join(root, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const baseline = join(root, 'conformance/server-baseline.yml');
const logFile = join(root, 'test-results/conformance-server.log');
const resultsDir = join(root, 'test-results/conformance-server');
const REVISION = '2026-07-28';

const children = new Set();
function stopAll() {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

function fail(message) {
  console.error(`conformance-server: ${message}`);
  console.log('conformance-server: 0 passed, 1 failed');
  stopAll();
  process.exit(1);
}

/** Starts the mock server on a free port and resolves with its URL (the first stdout line). */
function startServer() {
  return new Promise((resolveUrl, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'bin/mcp-tool-lab.mjs'), 'serve', '--port', '0', '--conformance'],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.add(child);
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start within 30 s\n${err}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n') && line.startsWith('http')) {
        clearTimeout(timer);
        resolveUrl(line.trim());
      }
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited early (code ${code})\n${err}`));
    });
  });
}

function runSuite(url) {
  return new Promise((done) => {
    mkdirSync(dirname(logFile), { recursive: true });
    rmSync(resultsDir, { recursive: true, force: true });
    const log = createWriteStream(logFile);
    const args = [
      suite,
      'server',
      '--url',
      url,
      '--requirements',
      REVISION,
      '--expected-failures',
      baseline,
      '-o',
      resultsDir,
    ];
    log.write(`$ node ${args.join(' ')}\n\n`);
    const child = spawn(node22, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    children.add(child);
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.write(chunk));
    child.on('exit', (code) => log.end(() => done({ code: code ?? 1 })));
  });
}

/** Scenario names listed under `server:` in the baseline (whole-scenario entries). */
function baselineScenarios() {
  const names = new Set();
  let inServer = false;
  for (const line of readFileSync(baseline, 'utf8').split('\n')) {
    if (/^server:/.test(line)) inServer = true;
    else if (/^\S/.test(line)) inServer = false;
    else if (inServer) {
      const match = /^\s*-\s*([^\s#:]+)/.exec(line);
      if (match) names.add(match[1]);
    }
  }
  return names;
}

/** The server scenarios the suite scores for the revision (its `list --server --requirements`). */
function scoredScenarios() {
  return new Promise((done) => {
    const child = spawn(node22, [suite, 'list', '--server', '--requirements', REVISION], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
    });
    child.on('exit', () => {
      const section = text.split(/Server scenarios[^\n]*\n/)[1]?.split(/\n\s*\n/)[0] ?? '';
      done(new Set([...section.matchAll(/^\s+-\s+(\S+)/gm)].map((match) => match[1])));
    });
  });
}

/** Counts scored checks from the per-scenario results (`server-<scenario>-<timestamp>/checks.json`). */
function countChecks(scored) {
  const skip = baselineScenarios();
  let passed = 0;
  let failed = 0;
  let scenarios = 0;
  if (!existsSync(resultsDir)) return { passed, failed, scenarios };
  for (const entry of readdirSync(resultsDir, { withFileTypes: true })) {
    const match = /^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$/.exec(entry.name);
    const file = join(resultsDir, entry.name, 'checks.json');
    if (!entry.isDirectory() || !match || !existsSync(file)) continue;
    scenarios++;
    if (!scored.has(match[1]) || skip.has(match[1])) continue;
    for (const check of JSON.parse(readFileSync(file, 'utf8'))) {
      if (check.status === 'SUCCESS') passed++;
      else if (check.status === 'FAILURE' || check.status === 'WARNING') failed++;
    }
  }
  return { passed, failed, scenarios };
}

if (!node22) fail(`no Node 22 binary for the conformance suite: ${found22.reason}`);
let url;
try {
  url = await startServer();
} catch (error) {
  fail(error.message);
}
const { code } = await runSuite(url);
stopAll();
const scored = await scoredScenarios();
if (scored.size === 0) fail('could not read the list of scored scenarios from the suite');
const { passed, failed, scenarios } = countChecks(scored);
if (scenarios === 0) fail(`the suite produced no results (exit code ${code}); see ${logFile}`);
// The suite's exit code also covers a stale baseline entry, which no check count shows.
const shownFailed = code !== 0 && failed === 0 ? 1 : failed;
if (shownFailed > 0)
  console.error(`conformance-server: failures (suite exit code ${code}); details in ${logFile}`);
console.log(`conformance-server: ${passed} passed, ${shownFailed} failed`);
process.exit(shownFailed > 0 ? 1 : 0);
