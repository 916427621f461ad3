// Every config that knip, tsc and Playwright read loads on a machine with no browser. On a fresh
// machine `npm test` installs Chromium in its `chromium` step while knip, the typecheck and the
// others already run beside it: a config that looks for the browser when it loads fails them, or not,
// depending on which step ends first. So the browser is found when the e2e run starts
// (e2e/global-setup.ts), and these loads run with no Chromium anywhere: PATH holds only node,
// CHROMIUM_PATH is unset, Playwright's browser folder is empty, and scripts/testing/hide-chromium.cjs
// hides the system's browser executables from every Node process (so this fails on a machine that has
// one, too, if a config goes looking).
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

test('the hidden browser is really hidden, and the e2e run itself says how to get one', async () => {
  const run = await node([
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `const { ensureChromium } = await import('./scripts/ensure-chromium.mjs');
     const system = (await import('./scripts/ensure-chromium.mjs')).realSystem;
     // Only the look-ups, not the installs: no download, no apt.
     const found = await ensureChromium({ system: { ...system, uid: undefined, run: async (cmd, args) => cmd === process.execPath ? { ok: false, stdout: '', stderr: 'offline' } : system.run(cmd, args, 20000) } });
     console.log('ensure-chromium found: ' + (found.found?.source ?? 'nothing'));
     const setup = (await import('./e2e/global-setup.ts')).default;
     try { setup(); console.log('global setup: no error'); } catch (error) { console.log('global setup: ' + error.message); }`,
  ]);
  assert.equal(run.code, 0, run.out);
  assert.match(run.out, /^ensure-chromium found: nothing$/m);
  assert.match(run.out, /^global setup: No Chromium found for the e2e tests/m);
});

test('every *.config.* at the root imports without a browser, as knip loads them', async () => {
  assert.ok(codeConfigs.includes('playwright.config.ts'), codeConfigs.join(', '));
  const imports = codeConfigs.map(
    (name) =>
      `{ const m = await import(${JSON.stringify(`./${name}`)}); console.log(${JSON.stringify(name)} + ': ' + typeof (m.default ?? m)); }`,
  );
  const run = await node(['--import', 'tsx', '--input-type=module', '-e', imports.join('\n')]);
  assert.equal(run.code, 0, run.out);
  for (const name of codeConfigs)
    assert.match(run.out, new RegExp(`^${name.replaceAll('.', '\\.')}: object$`, 'm'));
});

test('Playwright loads its config and lists tests without a browser', async () => {
  const run = await node([
    join(root, 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    '--list',
    '--reporter=list',
    // One spec file: the runner loads the config all the same, and the others cost seconds to list.
    'e2e/mock-server.spec.ts',
    // Not test-results/e2e: an e2e run may be using it beside this test.
    `--output=${join(work, 'playwright-output')}`,
  ]);
  assert.equal(run.code, 0, run.out);
  assert.match(run.out, /^Total: [1-9]\d* tests? in 1 file$/m);
});

test('knip.jsonc, biome.json and both tsconfigs read without a browser', async () => {
  for (const file of ['knip.jsonc', 'biome.json']) {
    const errors: ParseError[] = [];
    parse(readFileSync(join(root, file), 'utf8'), errors);
    assert.deepEqual(errors, [], file);
  }
  for (const project of ['tsconfig.json', 'tsconfig.lib.json']) {
    const run = await node([
      join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      project,
      '--showConfig',
    ]);
    assert.equal(run.code, 0, `${project}: ${run.out}`);
    assert.ok(JSON.parse(run.out).compilerOptions, project);
  }
});
