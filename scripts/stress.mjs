// The whole `npm test` on a loaded machine: two CPU burners (`node -e 'for(;;){}'`) run beside it,
// and it must pass several times in a row. A test that fails here depends on timing.
//   node scripts/stress.mjs            3 runs (stops at the first failing run)
//   node scripts/stress.mjs 5 unit     5 runs of the `unit` step only (any check.mjs step names)
// Prints each run's verdict and the tests that failed in it; exit 0 when every run passed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 3;
const burners = [];

function stopBurners() {
  for (const b of burners) if (b.exitCode === null && b.pid) process.kill(b.pid, 'SIGKILL');
}
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

function failedTests() {
  const names = [];
  if (existsSync('test-results/unit.json')) {
    for (const f of JSON.parse(readFileSync('test-results/unit.json', 'utf8')).failures ?? []) {
      names.push(`unit: ${f.name} (${f.file ?? '?'})`);
    }
  }
  if (existsSync('test-results/e2e.json')) {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (spec.tests?.some((t) => t.status === 'unexpected'))
          names.push(`e2e: ${spec.title} (${spec.file})`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).suites ?? []) walk(suite);
  }
  return names;
}

for (let i = 0; i < 2; i += 1) {
  burners.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}
console.log(
  `stress: ${runs} run(s) of npm test beside 2 CPU burners (pids ${burners.map((b) => b.pid).join(', ')})`,
);

let passedRuns = 0;
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/check.mjs', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (d) => {
      tail = (tail + d).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (c) => {
      const summary = tail.slice(tail.lastIndexOf('━━ summary'));
      console.log(`\nstress: run ${run}/${runs}\n${summary.trim()}`);
      resolve(c ?? 1);
    });
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (code !== 0) {
    console.log(`stress: run ${run} failed after ${minutes} min; failed tests:`);
    for (const name of failedTests()) console.log(`  - ${name}`);
    break;
  }
  passedRuns += 1;
  console.log(`stress: run ${run} passed in ${minutes} min`);
}
stopBurners();
console.log(`stress: ${passedRuns} of ${runs} runs passed in a row`);
process.exit(passedRuns === runs ? 0 : 1);
