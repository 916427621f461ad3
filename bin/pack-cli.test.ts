// The published package as a user gets it: `npm run pack:cli` makes the tarball (its last line is the
// path); the tarball installs into an empty folder with no network and no cache; and there every
// command runs once, with the exit status and the output of this repository's CLI (its bundle's
// main(), run in this process in the same folder). One install, the commands side by side. npx
// starts validate and serve, as the docs show; the other commands run the launcher npx resolves to
// (node_modules/.bin/mcp-tool-lab), since npx's own start costs more CPU than the command's.
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { commands } from './cli/main';
import { fakeIo } from './cli/testing/fake-io';
import { loadBundledCli, root } from './load-cli.mjs';
import { LIMITS } from './pack-cli.mjs';
import { timelessCollectionFile } from './testing/timeless-collection';

const work = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-package-'));
/** The user's empty folder the package is installed into. */
const folder = join(work, 'project');
mkdirSync(folder);
/** Commands that keep running (serve, bridge), each in a process group of its own. */
const started: ChildProcess[] = [];
after(async () => {
  // npx runs the command in a process of its own: stop the whole group, by its id.
  for (const child of started) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // A command writes its code caches into the installed package as it exits (the launcher's
  // saveCaches), after npx itself is gone: wait until nothing of each group is left (up to 10 s).
  const alive = (pid: number) => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (const child of started)
    for (let turn = 0; child.pid !== undefined && alive(child.pid) && turn < 100; turn++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  rmSync(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

/**
 * A closed network as far as npm can tell: offline, an empty cache of its own, and a registry on a
 * port nothing listens on (the discard port), so that any attempt to fetch fails instead of waiting.
 */
const npmEnv: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
  NODE_ENV: process.env.NODE_ENV,
  npm_config_offline: 'true',
  npm_config_cache: join(work, 'npm-cache'),
  npm_config_registry: 'http://127.0.0.1:9/',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

interface Run {
  code: number | null;
  out: string;
  err: string;
}

function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: npmEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Starts a command that keeps running; resolves with its output once a line matches `ready`. */
function startUntil(
  command: string,
  args: string[],
  ready: RegExp,
): Promise<{ child: ChildProcess; out: string }> {
  const child = spawn(command, args, {
    cwd: folder,
    env: npmEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (ready.test(out)) resolve({ child, out });
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited ${code}: ${out}${err}`)),
    );
  });
}

/** The repository's CLI (the bundle's main()) in this process, in the same folder. */
async function repoCli(args: string[]): Promise<Run> {
  const { main } = await loadBundledCli();
  const io = fakeIo('', folder);
  const code = await main(args, io);
  return { code, out: io.out(), err: io.err() };
}

/** Output with the elapsed times taken out (`(1486 ms)`, `in 59 ms`). */
const timeless = (text: string) => text.replace(/\d+(\.\d+)? ?ms\b/g, 'N ms');

/**
 * What two runs must agree on. The validator's budget is wall time, so on a loaded machine either run
 * may stop checking early and say so (validation-budget, tested in lib/validate): then only what comes
 * before the findings is compared.
 */
function comparable(text: string, other: string): string {
  const plain = timeless(text);
  if (!/validation-budget/.test(text) && !/validation-budget/.test(other)) return plain;
  return plain.split(/\n(?:Findings:\n|\d+ errors?, )/)[0]!;
}

let tarball = '';
let packLastLine = '';
let installedBin = '';
const installedPackage = join(folder, 'node_modules', 'mcp-tool-lab');

function sizeOf(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}
let installedBytes = 0;

before(async () => {
  const pack = await run('npm', ['run', 'pack:cli'], root);
  assert.equal(pack.code, 0, `${pack.out}${pack.err}`);
  packLastLine = pack.out.trimEnd().split('\n').pop() ?? '';
  tarball = packLastLine;
  const install = await run('npm', ['install', '--offline', '--no-package-lock', tarball], folder);
  assert.equal(install.code, 0, `npm install --offline ${tarball}: ${install.out}${install.err}`);
  // Before any run writes the code caches beside the code.
  installedBytes = sizeOf(installedPackage);
  installedBin = join(installedPackage, 'bin', 'mcp-tool-lab.cjs');
  // The files the commands read, in the user's folder.
  for (const [to, from] of Object.entries({
    'tool.json': 'content/examples/tool/get-weather.json',
    'broken-list.json': 'content/examples/tools-list-result/negative-ttl.json',
    'tools-v1.json': 'content/snapshots/mock-tools-v1.json',
  }))
    copyFileSync(join(root, from), join(folder, to));
  writeFileSync(
    join(folder, 'smoke.json'),
    timelessCollectionFile(join(root, 'content/collections/mock-smoke.json')).text,
  );
});

test('npm run pack:cli prints the tarball path last; the package stays within its limits', () => {
  assert.match(packLastLine, /^\/.*\/mcp-tool-lab-\d+\.\d+\.\d+\.tgz$/);
  const packed = statSync(tarball).size;
  assert.ok(packed <= LIMITS.packedBytes, `${packed} bytes packed`);
  assert.ok(installedBytes <= LIMITS.unpackedBytes, `${installedBytes} bytes installed`);
});

test('it installs offline into an empty folder as one package, with no dependencies and no install scripts', () => {
  assert.deepEqual(
    readdirSync(join(folder, 'node_modules')).filter((name) => !name.startsWith('.')),
    ['mcp-tool-lab'],
  );
  const manifest = JSON.parse(readFileSync(join(installedPackage, 'package.json'), 'utf8'));
  const source = JSON.parse(readFileSync(join(root, 'packages/mcp-tool-lab/package.json'), 'utf8'));
  assert.equal(manifest.name, 'mcp-tool-lab');
  assert.equal(manifest.version, source.version);
  for (const field of [
    'dependencies',
    'optionalDependencies',
    'peerDependencies',
    'bundleDependencies',
    'scripts',
  ])
    assert.equal(manifest[field], undefined, field);
  assert.deepEqual(manifest.bin, { 'mcp-tool-lab': 'bin/mcp-tool-lab.cjs' });
  assert.equal(manifest.license, 'MIT');
  assert.match(manifest.engines.node, /^>=20\.9/);
  assert.match(manifest.repository.url, /^git\+https:\/\//);
  assert.match(readFileSync(join(installedPackage, 'README.md'), 'utf8'), /npx mcp-tool-lab@/);
  // Nothing in the code reaches outside the package but Node's own modules.
  for (const name of readdirSync(join(installedPackage, 'dist'))) {
    if (!name.endsWith('.cjs')) continue;
    const text = readFileSync(join(installedPackage, 'dist', name), 'utf8');
    const outside = [...text.matchAll(/\brequire\("([^"]+)"\)/g)]
      .map((m) => m[1]!)
      .filter((id) => !id.startsWith('node:') && !id.startsWith('./'));
    // ajv's standalone code names its runtime helpers in strings it generates; they are not loaded.
    assert.deepEqual(
      outside.filter((id) => !id.startsWith('ajv/dist/runtime/')),
      [],
      name,
    );
  }
});

/**
 * The installed package's main(), loaded in this process the way its launcher loads it: what is in
 * the package answers, without a process per command (the launcher itself runs as a process below).
 */
async function installedCli(args: string[]): Promise<Run> {
  const dist = join(installedPackage, 'dist');
  const { main } = createRequire(import.meta.url)(join(dist, 'run-cached.cjs')).runCached(
    join(dist, 'cli.cjs'),
  );
  const io = fakeIo('', folder);
  const code = await main(args, io);
  return { code, out: io.out(), err: io.err() };
}

test('every command of bin/cli/main.ts is in the package: --version, --help, and each command --help', async () => {
  const node = (args: string[]) => run(process.execPath, [installedBin, ...args], folder);
  const [version, help] = await Promise.all([node(['--version']), node(['--help'])]);
  const source = JSON.parse(readFileSync(join(root, 'packages/mcp-tool-lab/package.json'), 'utf8'));
  assert.equal(version!.out, `${source.version}\n`);
  assert.equal(help!.out, (await repoCli(['--help'])).out);
  for (const name of Object.keys(commands)) {
    const each = await installedCli([name, '--help']);
    assert.equal(each.code, 0, `${name} --help: ${each.err}`);
    assert.match(each.out, new RegExp(`^Usage: mcp-tool-lab ${name}\\b`), name);
  }
});

test('from that folder, npx mcp-tool-lab validate and serve, and list, call, test, diff and bridge: the repository CLI’s exit codes and output', async () => {
  const validate = ['validate', '--format', 'sarif', 'tool.json', 'broken-list.json'];
  const bin = join(folder, 'node_modules', '.bin', 'mcp-tool-lab');
  const serve = await startUntil(
    'npx',
    ['mcp-tool-lab', 'serve', '--port', '0'],
    /^http:\/\/127\.0\.0\.1:\d+\/mcp\n/,
  );
  const url = serve.out.split('\n')[0]!;
  const bridge = await startUntil(bin, ['bridge', '--target', url], /Header +Tool-Lab-Bridge-Token: \S+\n/);
  const bridgeUrl = /URL +(\S+)/.exec(bridge.out)![1]!;
  const token = /Tool-Lab-Bridge-Token: (\S+)/.exec(bridge.out)![1]!;
  const cases: Record<string, string[]> = {
    validate,
    list: ['list', url],
    call: ['call', url, 'get_issue', '{"number":104}'],
    test: ['test', 'smoke.json', '--url', url],
    diff: ['diff', 'tools-v1.json', url],
    // Through the bridge to the server: the same list, passed through unchanged.
    'list through the bridge': ['list', bridgeUrl, '-H', `Tool-Lab-Bridge-Token: ${token}`],
  };
  const names = Object.keys(cases);
  const packaged = await Promise.all(
    names.map((name) =>
      name === 'validate'
        ? run('npx', ['mcp-tool-lab', ...cases[name]!], folder)
        : run(bin, cases[name]!, folder),
    ),
  );
  for (const [i, name] of names.entries()) {
    const ours = packaged[i]!;
    const reference = await repoCli(cases[name]!);
    assert.equal(
      ours.code,
      reference.code,
      `${name}: exit ${ours.code}, the repository's CLI ${reference.code}\n${ours.err}`,
    );
    assert.equal(comparable(ours.out, reference.out), comparable(reference.out, ours.out), name);
  }
  // The exit codes themselves: validate finds the list's error; everything else passes.
  assert.deepEqual(
    packaged.map((r) => r.code),
    [1, 0, 0, 0, 0, 0],
  );
  const sarif = JSON.parse(packaged[0]!.out);
  assert.equal(sarif.version, '2.1.0');
  assert.ok(sarif.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'schema-range'));
  assert.equal(
    comparable(packaged[5]!.out.replace(bridgeUrl, url), packaged[1]!.out),
    comparable(packaged[1]!.out, packaged[5]!.out),
    'the bridge changes nothing',
  );
});
