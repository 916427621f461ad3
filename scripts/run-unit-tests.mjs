// Runs every unit test (`*.test.ts` next to the code) with node's test runner through tsx.
// Node 20's `--test` does not expand globs, so the files are listed here. Extra arguments are passed
// on (e.g. `npm run test:unit -- --test-name-pattern=name`); file paths given as arguments narrow the run.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const roots = ['lib', 'components', 'hooks', 'bin', 'scripts', 'content', 'workers', 'app'];
const skip = new Set(['node_modules', '.next', 'test-results', 'playwright-report']);

function find(dir, out) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (skip.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) find(path, out);
    else if (/\.test\.tsx?$/.test(name)) out.push(relative('.', path));
  }
  return out;
}

const args = process.argv.slice(2);
const fileArgs = args.filter((a) => /\.test\.tsx?$/.test(a));
const flags = args.filter((a) => !fileArgs.includes(a));
const files = fileArgs.length > 0 ? fileArgs : roots.flatMap((r) => find(r, [])).sort();
if (files.length === 0) {
  console.log('no unit tests found');
  process.exit(0);
}
// Many tests wait on child processes and sockets (the CLI, interop peers), so four files at a time
// finish sooner than node's default of one per spare core, even on two cores.
const concurrency = flags.some((f) => f.startsWith('--test-concurrency')) ? [] : ['--test-concurrency=4'];
// The spec reporter on stdout, and scripts/unit-report.mjs's JSON summary (skips with their reasons,
// time per file) in test-results/unit.json, unless the caller chose reporters.
mkdirSync('test-results', { recursive: true });
const reporters = flags.some((f) => f.startsWith('--test-reporter'))
  ? []
  : [
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./scripts/unit-report.mjs',
      '--test-reporter-destination=test-results/unit.json',
    ];
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', ...reporters, ...concurrency, ...flags, ...files],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
