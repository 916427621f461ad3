// Runs the official MCP conformance suite (server side, spec 2026-07-28) against
// `mcp-tool-lab serve --conformance` and prints one closing line:
//   conformance-server: N passed, M failed, K skipped
// N and M count the suite's scored checks (scenarios required for 2026-07-28; warnings count as
// failures, as the suite's own exit code does; scenarios in the baseline are left out) plus the
// checks of the io.modelcontextprotocol/tasks scenarios (`tasks-*`), which the revision reports
// but does not score: they are run once more by name, beside the main run, and counted here. K
// counts checks the suite itself skips (each named, with its reason, on a line above). The
// suite's full output goes to test-results/conformance-server.log (the by-name runs to
// conformance-server-tasks.log), its per-check results to test-results/conformance-server/ and
// conformance-server-tasks/. The suite needs Node >= 22: scripts/node22.mjs finds or
// fetches one (the project itself runs on Node 20). The server is stopped by its PID, also on failure and on Ctrl-C.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  countChecks,
  ROOT,
  runServerScenario,
  runServerSuite,
  scoredScenarios,
  taskScenarios,
} from './conformance-results.mjs';
import { ensureNode22 } from './node22.mjs';

const root = ROOT;
const found22 = ensureNode22(root);
const node22 = found22.path;
const logFile = join(root, 'test-results/conformance-server.log');
const resultsDir = join(root, 'test-results/conformance-server');
const tasksLogFile = join(root, 'test-results/conformance-server-tasks.log');
const tasksResultsDir = join(root, 'test-results/conformance-server-tasks');
const rerunLogFile = join(root, 'test-results/conformance-server-rerun.log');
const rerunResultsDir = join(root, 'test-results/conformance-server-rerun');

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
  console.log('conformance-server: 0 passed, 1 failed, 0 skipped');
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
    // The first start of a fresh checkout builds the CLI bundle, beside the build, the typecheck and
    // the linters on 2 cores: a generous bound, since a slow start is not what this step checks.
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within 180 s\n${err}`)),
      180_000,
    );
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
const tasks = [...(await taskScenarios(node22))];
if (tasks.length === 0) fail('could not read the tasks-* scenarios from the suite');
/**
 * The tasks-* scenarios by name, two at a time, while the main run goes on (each run of the
 * suite spends most of its time starting up and waiting on the server, little on the CPU).
 */
async function runTaskScenarios() {
  mkdirSync(join(root, 'test-results'), { recursive: true });
  rmSync(tasksResultsDir, { recursive: true, force: true });
  const log = createWriteStream(tasksLogFile);
  const codes = new Map();
  const queue = [...tasks];
  const worker = async () => {
    for (let scenario = queue.shift(); scenario !== undefined; scenario = queue.shift()) {
      const run = await runServerScenario({
        node22,
        url,
        scenario,
        log,
        resultsDir: tasksResultsDir,
        track: (c) => children.add(c),
      });
      codes.set(scenario, run.code);
    }
  };
  await Promise.all([worker(), worker()]);
  await new Promise((done) => log.end(done));
  return codes;
}
const [{ code }, taskCodes] = await Promise.all([
  runServerSuite({ node22, url, logFile, resultsDir, track: (c) => children.add(c) }),
  runTaskScenarios(),
]);
const scored = await scoredScenarios(node22);
if (scored.size === 0) fail('could not read the list of scored scenarios from the suite');
const first = countChecks(resultsDir, scored);
if (first.scenarios === 0) fail(`the suite produced no results (exit code ${code}); see ${logFile}`);
const firstByName = countChecks(tasksResultsDir, new Set(tasks));

/**
 * A scenario with a failed check runs once more, by name, before it counts as failed. Several of
 * the suite's checks race the server against short timers (the first SSE event within 2 s, a task
 * reaching a status within 10 s of polling), and this step runs beside the typecheck and the build
 * on 2 cores: a check that fails once and passes on its second run is reported as flaky (here and in
 * `npm test`'s summary), not hidden. A check that fails twice fails the step. At most a few
 * scenarios are run again, so a real regression across the board costs no extra minutes.
 */
const scenarioOf = (failure) => failure.slice(0, failure.indexOf(': '));
const failedOnce = [...new Set([...first.failures, ...firstByName.failures].map(scenarioOf))];
const MAX_RERUNS = 4;
const passedOnRerun = new Set();
if (failedOnce.length > 0 && failedOnce.length <= MAX_RERUNS) {
  rmSync(rerunResultsDir, { recursive: true, force: true });
  const log = createWriteStream(rerunLogFile);
  for (const scenario of failedOnce) {
    await runServerScenario({
      node22,
      url,
      scenario,
      log,
      resultsDir: rerunResultsDir,
      track: (c) => children.add(c),
      // The scored scenarios ran at the revision (`--requirements`); the tasks-* ones as the
      // by-name run above did.
      atRevision: !tasks.includes(scenario),
    });
    const again = countChecks(rerunResultsDir, new Set([scenario]));
    if (again.passed + again.skipped.length > 0 && again.failed === 0) {
      passedOnRerun.add(scenario);
      const once = [...first.failures, ...firstByName.failures].filter((f) => scenarioOf(f) === scenario);
      for (const failure of once)
        console.log(`conformance-server: flaky: ${failure} (failed once, passed when run again)`);
    }
  }
  await new Promise((done) => log.end(done));
}
stopAll();
const without = (names) => new Set([...names].filter((name) => !passedOnRerun.has(name)));
const main = countChecks(resultsDir, without(scored));
const byName = countChecks(tasksResultsDir, without(tasks));
const rerun = countChecks(rerunResultsDir, passedOnRerun);
for (const scenario of tasks) {
  const one = countChecks(
    passedOnRerun.has(scenario) ? rerunResultsDir : tasksResultsDir,
    new Set([scenario]),
  );
  console.log(
    `conformance-server: ${scenario} (by name): ${one.passed} passed, ${one.failed} failed, ${one.skipped.length} skipped${taskCodes.get(scenario) === 0 || passedOnRerun.has(scenario) ? '' : ` (exit code ${taskCodes.get(scenario)})`}`,
  );
}
const skips = [...main.skipped, ...byName.skipped, ...rerun.skipped];
for (const skip of skips) console.log(`conformance-server: skipped: ${skip}`);
const passed = main.passed + byName.passed + rerun.passed;
// The suite's exit code also covers a stale baseline entry, which no check count shows. A run whose
// only failures passed when run again is judged by the checks.
const mainFailedOnlyFlaky = first.failed > 0 && first.failures.every((f) => passedOnRerun.has(scenarioOf(f)));
const exits = [
  mainFailedOnlyFlaky ? 0 : code,
  ...[...taskCodes].map(([scenario, c]) => (passedOnRerun.has(scenario) ? 0 : c)),
].filter((c) => c !== 0).length;
const counted = main.failed + byName.failed;
const shownFailed = counted === 0 ? exits : counted;
if (shownFailed > 0) {
  // On stdout, beside the closing line, so `npm test`'s summary can name them.
  for (const failure of [...main.failures, ...byName.failures])
    console.log(`conformance-server: failed: ${failure}`);
  console.error(
    `conformance-server: failures (suite exit code ${code}); details in ${logFile} and ${tasksLogFile}`,
  );
}
console.log(`conformance-server: ${passed} passed, ${shownFailed} failed, ${skips.length} skipped`);
process.exit(shownFailed > 0 ? 1 : 0);
