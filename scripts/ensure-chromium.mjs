// Finds, or gets, a Chromium for the e2e tests, the way scripts/node22.mjs gets a Node 22. In order:
//   1. $CHROMIUM_PATH (when set it must work: an explicit choice is never silently replaced);
//   2. a system Chromium or Chrome on the PATH: Chromium's headless shell first, then Chromium itself;
//   3. the browser in Playwright's own cache (`npx playwright install chromium` done earlier);
//   4. `npx playwright install chromium`, where downloads work;
//   5. Debian's package, as root (or through password-less sudo): `apt-get install chromium-headless-shell`,
//      or `chromium` where that package does not exist (apt's lists are refreshed beside step 4).
// The headless shell ("old headless": the browser without its windowing layer) is what Playwright itself
// runs for headless tests. Beside full Chromium in --headless mode it starts faster and each page costs
// less CPU: the same docs-page tests took 24.5 s of CPU against 29 s (measured on 2026-12-02).
// Run directly (`node scripts/ensure-chromium.mjs`) it prints what it found and exits 1 if nothing.
import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Executable names of a system Chromium or Chrome, most likely first. */
const SYSTEM_NAMES = [
  'chromium-headless-shell',
  'chromium',
  'chromium-browser',
  'google-chrome-stable',
  'google-chrome',
  'chrome',
];
const FIXED_PATHS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Debian's packages, lightest first: the headless shell exists from Debian 12's Chromium 128 on. */
const APT_PACKAGES = ['chromium-headless-shell', 'chromium'];
const DOWNLOAD_TIMEOUT_MS = 300_000;
const APT_TIMEOUT_MS = 600_000;
const APT_LOCK_WAIT_S = 300;

/**
 * @typedef {{ ok: boolean, stdout: string, stderr: string }} RunResult
 * @typedef {{
 *   env: Record<string, string | undefined>,
 *   uid: number | undefined,
 *   isExecutable: (path: string) => boolean,
 *   run: (cmd: string, args: string[], timeoutMs: number, env?: Record<string, string | undefined>) => Promise<RunResult>,
 *   playwrightBrowser: () => Promise<string | undefined>,
 *   playwrightCli: string,
 * }} System
 * @typedef {{ path?: string, source: string }} Found — `path` undefined means "Playwright's own
 *   browser: launch without executablePath".
 * @typedef {{ found?: Found, tried: string[] }} Outcome
 */

/** @type {System} */
export const realSystem = {
  env: process.env,
  uid: process.getuid?.(),
  isExecutable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  run(cmd, args, timeout, env = process.env) {
    return new Promise((resolve) => {
      execFile(cmd, args, { timeout, env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
        resolve({ ok: !error, stdout: String(stdout), stderr: String(stderr) });
      });
    });
  },
  async playwrightBrowser() {
    try {
      const { chromium } = await import('@playwright/test');
      const path = chromium.executablePath();
      return path && existsSync(path) ? path : undefined;
    } catch {
      return undefined;
    }
  },
  playwrightCli: fileURLToPath(new URL('../node_modules/@playwright/test/cli.js', import.meta.url)),
};

/**
 * @param {{ log?: (line: string) => void, system?: System }} [options]
 * @returns {Promise<Outcome>}
 */
export async function ensureChromium({ log = () => {}, system = realSystem } = {}) {
  const { env, isExecutable, run } = system;
  const tried = [];

  /** The browser's own version line, or undefined when it does not start. */
  const versionOf = async (path) => {
    const result = await run(path, ['--version'], 20_000);
    const line = result.stdout.trim().split('\n').pop();
    return result.ok && line ? line : undefined;
  };
  const onPath = (name) =>
    (env.PATH ?? '')
      .split(delimiter)
      .filter(Boolean)
      .map((dir) => join(dir, name))
      .find(isExecutable);
  const systemBrowser = async () => {
    const candidates = new Set([...SYSTEM_NAMES.map(onPath), ...FIXED_PATHS.filter(isExecutable)]);
    for (const path of candidates) {
      if (!path) continue;
      const version = await versionOf(path);
      if (version) return { path, version };
    }
    return undefined;
  };

  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    const version = isExecutable(fromEnv) ? await versionOf(fromEnv) : undefined;
    if (version) return { found: { path: fromEnv, source: `CHROMIUM_PATH (${version})` }, tried };
    tried.push(`CHROMIUM_PATH=${fromEnv} is not a working browser`);
    return { tried };
  }
  tried.push('CHROMIUM_PATH is not set');

  const found = await systemBrowser();
  if (found)
    return { found: { path: found.path, source: `system browser ${found.path} (${found.version})` }, tried };
  tried.push(`no system browser (${SYSTEM_NAMES.join(', ')}) on the PATH`);

  const cached = await system.playwrightBrowser();
  if (cached) return { found: { source: `Playwright's browser cache (${cached})` }, tried };
  tried.push("Playwright's browser cache is empty");

  // Whether apt-get can be used is known before the download is tried: if so, its package lists are
  // refreshed beside the download, so that where the download fails (no route to Playwright's
  // servers, as on a closed CI network) the install starts at once.
  let sudo;
  if (!onPath('apt-get')) sudo = undefined;
  else if (system.uid === 0) sudo = [];
  else if (onPath('sudo') && (await run('sudo', ['-n', 'true'], 10_000)).ok) sudo = ['sudo', '-n'];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another apt or dpkg at work (a fresh machine's unattended upgrades, a second checkout's npm test)
  // holds the lock for a while: wait for it rather than fail.
  const apt = (verb, ...args) => {
    const full = [...(sudo ?? []), 'apt-get', verb, '-o', `DPkg::Lock::Timeout=${APT_LOCK_WAIT_S}`, ...args];
    return run(full[0], full.slice(1), APT_TIMEOUT_MS, aptEnv);
  };
  const update = sudo ? apt('update', '-qq') : undefined;

  log('chromium: trying `npx playwright install chromium`');
  const download = await run(
    process.execPath,
    [system.playwrightCli, 'install', 'chromium'],
    DOWNLOAD_TIMEOUT_MS,
  );
  const downloaded = download.ok ? await system.playwrightBrowser() : undefined;
  if (downloaded) {
    await update;
    return { found: { source: `downloaded by \`npx playwright install chromium\` (${downloaded})` }, tried };
  }
  const why =
    `${download.stderr}\n${download.stdout}`.split('\n').find((l) => /error/i.test(l)) ?? 'it failed';
  tried.push(`\`npx playwright install chromium\` failed: ${why.trim()}`);

  if (!sudo || !update) {
    tried.push('apt-get is not available to this user (needs root or password-less sudo)');
    return { tried };
  }
  const updated = await update;
  if (!updated.ok) {
    tried.push(`apt-get update failed: ${lastLine(updated)}`);
    return { tried };
  }
  for (const name of APT_PACKAGES) {
    log(`chromium: installing Debian's ${name} with apt-get`);
    // Without the package's recommends: the browser needs only its dependencies (19 packages for the
    // headless shell on Debian 12), where the recommends bring some 90 more (cups, samba, avahi, perl
    // and python modules, udev) that nothing here uses. Installed from apt's cache on 2026-12-04:
    // 8.8 s of CPU without them, 16.0 s with them, beside the build on a fresh machine.
    const install = await apt('install', '-y', '-qq', '--no-install-recommends', name);
    const installed = install.ok ? await systemBrowser() : undefined;
    if (installed) {
      const source = `Debian's ${name}, installed with apt-get: ${installed.path} (${installed.version})`;
      return { found: { path: installed.path, source }, tried };
    }
    tried.push(`apt-get install ${name} failed: ${lastLine(install)}`);
  }
  return { tried };
}

/** @param {RunResult} result */
function lastLine(result) {
  return `${result.stderr}\n${result.stdout}`.trim().split('\n').pop();
}

/** The advice printed when no browser could be had. */
export function noChromiumAdvice(tried) {
  return [
    'No Chromium for the e2e tests. Tried:',
    ...tried.map((t) => `  - ${t}`),
    'Do one of:',
    '  - Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell   (or chromium)',
    '  - set CHROMIUM_PATH=/path/to/chrome-or-chromium',
    '  - npx playwright install chromium   (where downloads are allowed)',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { found, tried } = await ensureChromium({ log: (m) => console.error(m) });
  if (found) console.log(`chromium: ${found.source}`);
  else console.error(noChromiumAdvice(tried));
  process.exit(found ? 0 : 1);
}
