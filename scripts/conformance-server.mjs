// Runs the official MCP conformance suite (server side, spec 2026-07-28) against
// `mcp-tool-lab serve --conformance` and prints one closing line:
//   conformance-server: N passed, M failed
// N and M count the suite's scored checks (scenarios required for 2026-07-28; warnings count as
// failures, as the suite's own exit code does; scenarios in the baseline are left out). The
// suite's full output goes to test-results/conformance-server.log, its per-check results to
// test-results/conformance-server/. The suite needs Node >= 22: scripts/node22.mjs finds or
// fetches one (the project itself runs on Node 20). The server is stopped by its PID, also on failure and on Ctrl-C.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { countChecks, ROOT, runServerSuite, scoredScenarios } from './conformance-results.mjs';
import { ensureNode22 } from './node22.mjs';

const root = ROOT;
const found22 = ensureNode22(root);
const node22 = found22.path;
const logFile = join(root, 'test-results/conformance-server.log');
const resultsDir = join(root, 'test-results/conformance-server');

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

if (!node22) fail(`no Node 22 binary for the conformance suite: ${found22.reason}`);
let url;
try {
  url = await startServer();
} catch (error) {
  fail(error.message);
}
const { code } = await runServerSuite({ node22, url, logFile, resultsDir, track: (c) => children.add(c) });
stopAll();
const scored = await scoredScenarios(node22);
if (scored.size === 0) fail('could not read the list of scored scenarios from the suite');
const { passed, failed, scenarios } = countChecks(resultsDir, scored);
if (scenarios === 0) fail(`the suite produced no results (exit code ${code}); see ${logFile}`);
// The suite's exit code also covers a stale baseline entry, which no check count shows.
const shownFailed = code !== 0 && failed === 0 ? 1 : failed;
if (shownFailed > 0)
  console.error(`conformance-server: failures (suite exit code ${code}); details in ${logFile}`);
console.log(`conformance-server: ${passed} passed, ${shownFailed} failed`);
process.exit(shownFailed > 0 ? 1 : 0);
