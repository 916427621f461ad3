// Every config that knip, tsc and Playwright read loads on a machine with no browser. On a fresh
// machine `npm test` installs Chromium in its `chromium` step while knip, the typecheck and the
// others already run beside it: a config that looks for the browser when it loads fails them, or not,
// depending on which step ends first. So the browser is found when the e2e run starts
// (e2e/global-setup.ts), and these loads run with no Chromium anywhere: PATH holds only node,
// CHROMIUM_PATH is unset, Playwright's browser folder is empty, and scripts/testing/hide-chromium.cjs
// hides the system's browser executables from every Node process (so this fails on a machine that has
// one, too, if a config goes looking).
// unit-test: pool in a suite (its hooks' servers, processes and folders are its own, and end with it)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type ParseError, parse } from 'jsonc-parser';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-no-browser-'));
after(() => rmSync(work, { recursive: true, force: true }));

const bin = join(work, 'bin');
mkdirSync(bin);
symlinkSync(process.execPath, join(bin, 'node'));
const browsers = join(work, 'ms-playwright');
mkdirSync(browsers);

/** The environment of a machine with no browser (and not in CI: no report files are written). */
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) =>
      !['CHROMIUM_PATH', 'CI', 'E2E_PORT', 'NODE_OPTIONS'].includes(name) && !name.startsWith('npm_'),
  ),
) as NodeJS.ProcessEnv;
env.PATH = bin;
env.PLAYWRIGHT_BROWSERS_PATH = browsers;
env.NODE_OPTIONS = `--require ${JSON.stringify(join(root, 'scripts', 'testing', 'hide-chromium.cjs'))}`;

function node(args: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** The root's `*.config.*` files: what knip's plugins (Playwright, Next.js, PostCSS…) import to read them. */
const codeConfigs = readdirSync(root).filter((name) => /\.config\.(ts|mts|cts|js|mjs|cjs)$/.test(name));

/**
 * One process (through tsx, as knip loads TypeScript configs) for three things: what ensure-chromium
 * finds (only looking: no download, no apt), each config imported, and the e2e run's global setup.
 */
const inTsx = `
const { ensureChromium, realSystem } = await import('./scripts/ensure-chromium.mjs');
const offline = async (cmd, args) =>
  cmd === process.execPath ? { ok: false, stdout: '', stderr: 'offline' } : realSystem.run(cmd, args, 20000);
const found = await ensureChromium({ system: { ...realSystem, uid: undefined, run: offline } });
console.log('ensure-chromium found: ' + (found.found?.source ?? 'nothing'));
for (const name of ${JSON.stringify(codeConfigs)}) {
  const m = await import('./' + name);
  console.log(name + ': ' + typeof (m.default ?? m));
}
const setup = (await import('./e2e/global-setup.ts')).default;
try {
  setup();
  console.log('global setup: no error');
} catch (error) {
  console.log('global setup: ' + error.message);
}`;

// All at once: the loads are independent.
const runs = Promise.all([
  node(['--import', 'tsx', '--input-type=module', '-e', inTsx]),
  node([
    join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    '--list',
    '--reporter=list',
    // Not test-results/e2e: an e2e run may be using it beside this test.
    `--output=${join(work, 'playwright-output')}`,
    // One spec file: the runner loads the config all the same, and the others cost seconds to list.
    'e2e/mock-server.spec.ts',
  ]),
  ...['tsconfig.json', 'tsconfig.lib.json'].map((project) =>
    node([join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project, '--showConfig']),
  ),
]);

test('the hidden browser is really hidden, and the e2e run itself says how to get one', async () => {
  const [tsx] = await runs;
  assert.equal(tsx.code, 0, tsx.out);
  assert.match(tsx.out, /^ensure-chromium found: nothing$/m);
  assert.match(tsx.out, /^global setup: No Chromium found for the e2e tests/m);
});

test('every *.config.* at the root imports without a browser, as knip loads them', async () => {
  assert.ok(codeConfigs.includes('playwright.config.ts'), codeConfigs.join(', '));
  const [tsx] = await runs;
  for (const name of codeConfigs)
    assert.match(tsx.out, new RegExp(`^${name.replaceAll('.', '\\.')}: object$`, 'm'));
});

test('Playwright loads its config and lists tests without a browser', async () => {
  const [, playwright] = await runs;
  assert.equal(playwright.code, 0, playwright.out);
  assert.match(playwright.out, /^Total: [1-9]\d* tests? in 1 file$/m);
});

test('knip.jsonc, biome.json and both tsconfigs read without a browser', async () => {
  for (const file of ['knip.jsonc', 'biome.json']) {
    const errors: ParseError[] = [];
    parse(readFileSync(join(root, file), 'utf8'), errors);
    assert.deepEqual(errors, [], file);
  }
  const [, , ...tsc] = await runs;
  for (const run of tsc) {
    assert.equal(run.code, 0, run.out);
    assert.ok(JSON.parse(run.out).compilerOptions);
  }
});
