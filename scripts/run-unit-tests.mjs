// Runs every unit test (`*.test.ts` next to the code) with node's test runner, bundled by esbuild
// (scripts/bundle-unit-tests.mjs), or through tsx when the bundle cannot be built.
// Node 20's `--test` does not expand globs, so the files are listed here. Extra arguments are passed
// on (e.g. `npm run test:unit -- --test-name-pattern=name`); file paths given as arguments narrow the run.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundleUnitTests } from './bundle-unit-tests.mjs';

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
// Node 20 starts one process per test file, and each one loads tsx and transpiles its imports again:
// about a second of CPU per file before its first test, most of the unit step's CPU over ~180 files.
// So files run pooled: a few processes, each importing many test files (node's test runner collects
// the tests of every module a process imports and runs them one file after another, in order).
// A file runs in a process of its own when it has top-level hooks (a top-level before/after would
// attach to the whole pool) or says `// unit-test: own process` (it changes process-wide state),
// unless it says `// unit-test: pool in a suite`: then the pool imports it inside a suite named after
// it (`describe(file, async () => { await import(file) })`), which scopes its top-level hooks to its
// own tests. That is for files whose hooks start servers or make folders and leave nothing behind
// that another file could see; each one pooled spares a process loading tsx and its imports again
// (eight CLI test files: 36 CPU-s alone, 21 in one process). Files given on the command line run as
// given, one process each.
// Four pools: each pool loads the modules its files share (the validator, zod, ajv…) once, so fewer
// pools cost less CPU (the unit step measured 235 CPU-s with six, 229 with three), but a pool runs its
// files one after another, and the files pooled in a suite spend much of their time waiting on
// servers and processes: with three, one pool was the unit step's wall time alone. (Bundled, three
// pools measured no less CPU than four, within the noise of a shared machine.)
const POOLS = 4;
const poolDir = 'test-results/unit-pools';
const inSuite = (file) => /^\/\/ unit-test: pool in a suite\b/m.test(readFileSync(file, 'utf8'));
const ownProcess = (file) =>
  !inSuite(file) &&
  /^(before|after|beforeEach|afterEach)\(|^\/\/ unit-test: own process/m.test(readFileSync(file, 'utf8'));
let runFiles = files;
if (fileArgs.length === 0) {
  const alone = files.filter(ownProcess);
  const pooled = files.filter((f) => !alone.includes(f));
  // Spread the files over the pools by size, the largest first, so the pools end at about one time:
  // first the files pooled in a suite, whose waits size says little about, evenly among themselves,
  // then the rest.
  const pools = Array.from({ length: POOLS }, () => ({ bytes: 0, suites: 0, files: [] }));
  const bySize = (list) => [...list].sort((a, b) => statSync(b).size - statSync(a).size);
  for (const file of [...bySize(pooled.filter(inSuite)), ...bySize(pooled.filter((f) => !inSuite(f)))]) {
    const pool = pools.reduce((a, b) =>
      inSuite(file) ? (b.suites < a.suites ? b : a) : b.bytes < a.bytes ? b : a,
    );
    pool.files.push(file);
    pool.bytes += statSync(file).size;
    if (inSuite(file)) pool.suites++;
  }
  rmSync(poolDir, { recursive: true, force: true });
  mkdirSync(poolDir, { recursive: true });
  const poolFiles = pools
    .filter((p) => p.files.length > 0)
    .map((pool, i) => {
      const path = join(poolDir, `pool-${i + 1}.test.mjs`);
      const imports = pool.files.sort().map((f) => {
        // Relative, as esbuild and tsx (the fallback below) both resolve it.
        const spec = JSON.stringify(relative(poolDir, f));
        return inSuite(f)
          ? `describe(${JSON.stringify(f)}, async () => {\n  await import(${spec});\n});`
          : `import ${spec};`;
      });
      writeFileSync(
        path,
        `// Written by scripts/run-unit-tests.mjs: ${pool.files.length} test files in one process.\nimport { describe } from 'node:test';\n${imports.join('\n')}\n`,
      );
      return path;
    });
  runFiles = [...poolFiles, ...alone];
}
// Many tests wait on child processes and sockets (the CLI, interop peers), so the four pools and one
// file of its own at a time finish sooner than node's default of one per spare core, even on two cores.
const concurrency = flags.some((f) => f.startsWith('--test-concurrency')) ? [] : ['--test-concurrency=5'];
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
// Each process runs one bundle (a pool's or a file's), built here in about a second, instead of
// loading its files through tsx (test-results/unit-build/). A source that does not compile fails the
// whole build, so then the files run through tsx as before, which reports the error in its own file.
const buildDir = 'test-results/unit-build';
rmSync(buildDir, { recursive: true, force: true });
// --enable-source-maps: stack traces and the test locations in test-results/unit.json name the .ts
// file and line. --max-semi-space-size: the tests allocate fast (fast-check, the validator's
// reports), and a young generation of 64 MB instead of 16 spares the collector work: a pool used
// about 6 % less CPU.
const youngGeneration = '--max-semi-space-size=64';
let loader = ['--enable-source-maps', youngGeneration];
try {
  const entries = runFiles.map((f) => ({
    in: f,
    out: f.startsWith(`${poolDir}/`) ? relative(poolDir, f).replace(/\.mjs$/, '') : f.replace(/\.tsx?$/, ''),
  }));
  await bundleUnitTests(entries, buildDir);
  runFiles = entries.map((e) => join(buildDir, `${e.out}.mjs`));
} catch (error) {
  console.error(`The unit tests' bundle failed to build; running them through tsx.\n${error.message}`);
  loader = [youngGeneration, '--import', 'tsx'];
}
const child = spawn(
  process.execPath,
  [...loader, '--test', ...reporters, ...concurrency, ...flags, ...runFiles],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
