import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ensureChromium, type RunResult, type System } from './ensure-chromium.mjs';

/**
 * A machine described by what is installed: executables (path → `--version` line, or null for one
 * that does not start), what `npx playwright install` and apt-get would do. Records every command.
 */
function machine(options: {
  env?: Record<string, string>;
  uid?: number;
  executables?: Record<string, string | null>;
  cached?: string;
  downloadWorks?: boolean;
  aptInstalls?: boolean;
  /** The packages the machine's apt sources have (both by default). */
  aptPackages?: string[];
  sudoWorks?: boolean;
}) {
  const executables = new Map(Object.entries(options.executables ?? {}));
  let cached = options.cached;
  const commands: string[] = [];
  const ok = (stdout = ''): RunResult => ({ ok: true, stdout, stderr: '' });
  const no = (stderr: string): RunResult => ({ ok: false, stdout: '', stderr });
  const system: System = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...options.env },
    uid: options.uid ?? 1000,
    isExecutable: (path) => executables.has(path),
    async run(cmd, args) {
      commands.push([cmd, ...args].join(' '));
      if (args[0] === '--version') {
        const version = executables.get(cmd);
        return version ? ok(`${version}\n`) : no('does not start');
      }
      if (args.includes('install') && args.includes('chromium') && cmd !== 'sudo' && cmd !== 'apt-get') {
        if (!options.downloadWorks) return no('Error: Download failure, code=1');
        cached = '/home/u/.cache/ms-playwright/chromium-1/chrome';
        return ok();
      }
      if (cmd === 'sudo' && args[1] === 'true')
        return options.sudoWorks ? ok() : no('a password is required');
      const apt = cmd === 'apt-get' ? args : args.slice(args.indexOf('apt-get') + 1);
      if (apt[0] === 'update') return ok();
      if (apt[0] === 'install') {
        const name = apt.at(-1)!;
        if (
          !options.aptInstalls ||
          !(options.aptPackages ?? ['chromium-headless-shell', 'chromium']).includes(name)
        )
          return no(`E: Unable to locate package ${name}`);
        executables.set(`/usr/bin/${name}`, 'Chromium 156.0 built on Debian');
        return ok();
      }
      return no(`unexpected command ${cmd}`);
    },
    playwrightBrowser: async () => cached,
    playwrightCli: '/p/cli.js',
  };
  return { system, commands };
}

const withApt = { '/usr/bin/apt-get': 'apt 2.6' };
const LOCK_WAIT = '-o DPkg::Lock::Timeout=300';

test('CHROMIUM_PATH wins, and a broken one is an error rather than a silent fallback', async () => {
  const good = machine({
    env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
    executables: { '/opt/chrome/chrome': 'Google Chrome 150', '/usr/bin/chromium': 'Chromium 156' },
  });
  const found = await ensureChromium({ system: good.system });
  assert.equal(found.found?.path, '/opt/chrome/chrome');
  assert.match(found.found?.source ?? '', /^CHROMIUM_PATH \(Google Chrome 150\)$/);

  const broken = machine({
    env: { CHROMIUM_PATH: '/nope' },
    executables: { '/usr/bin/chromium': 'Chromium 156' },
  });
  const none = await ensureChromium({ system: broken.system });
  assert.equal(none.found, undefined);
  assert.deepEqual(none.tried, ['CHROMIUM_PATH=/nope is not a working browser']);
});

test('a system browser on the PATH comes before the Playwright cache; one that does not start is passed over', async () => {
  const { system, commands } = machine({
    executables: { '/usr/local/bin/chromium': null, '/usr/bin/google-chrome-stable': 'Google Chrome 151' },
    cached: '/home/u/.cache/ms-playwright/chromium-1/chrome',
  });
  const { found } = await ensureChromium({ system });
  assert.equal(found?.path, '/usr/bin/google-chrome-stable');
  assert.match(found?.source ?? '', /system browser \/usr\/bin\/google-chrome-stable \(Google Chrome 151\)/);
  assert.ok(!commands.some((c) => c.includes('install')), 'nothing installed');
});

test("Playwright's cache is used as is: no executablePath, nothing downloaded", async () => {
  const { system, commands } = machine({ cached: '/home/u/.cache/ms-playwright/chromium-1/chrome' });
  const { found } = await ensureChromium({ system });
  assert.equal(found?.path, undefined);
  assert.match(found?.source ?? '', /Playwright's browser cache/);
  assert.deepEqual(commands, []);
});

test('then a Playwright download, where downloads work, before apt-get (whose lists refresh beside it)', async () => {
  const { system, commands } = machine({ downloadWorks: true, uid: 0, executables: withApt });
  const { found } = await ensureChromium({ system });
  assert.match(found?.source ?? '', /downloaded by `npx playwright install chromium`/);
  assert.deepEqual(commands, [
    `apt-get update ${LOCK_WAIT} -qq`,
    `${process.execPath} /p/cli.js install chromium`,
  ]);
  // Without apt-get, only the download.
  const plain = machine({ downloadWorks: true });
  await ensureChromium({ system: plain.system });
  assert.deepEqual(plain.commands, [`${process.execPath} /p/cli.js install chromium`]);
});

test("then Debian's headless shell through apt-get as root, saying so", async () => {
  const { system, commands } = machine({ uid: 0, executables: withApt, aptInstalls: true });
  const lines: string[] = [];
  const { found, tried } = await ensureChromium({ system, log: (l) => lines.push(l) });
  assert.equal(found?.path, '/usr/bin/chromium-headless-shell');
  assert.match(
    found?.source ?? '',
    /^Debian's chromium-headless-shell, installed with apt-get: \/usr\/bin\/chromium-headless-shell/,
  );
  // apt-get waits for a lock another apt holds, rather than fail.
  assert.ok(commands.includes(`apt-get update ${LOCK_WAIT} -qq`));
  assert.ok(
    commands.includes(`apt-get install ${LOCK_WAIT} -y -qq --no-install-recommends chromium-headless-shell`),
  );
  assert.ok(!commands.includes(`apt-get install ${LOCK_WAIT} -y -qq --no-install-recommends chromium`));
  assert.match(tried.join('\n'), /npx playwright install chromium` failed: Error: Download failure/);
  assert.ok(lines.some((l) => /apt-get/.test(l)));
});

test('apt-get falls back to the chromium package where the headless shell has none', async () => {
  const { system, commands } = machine({
    uid: 0,
    executables: withApt,
    aptInstalls: true,
    aptPackages: ['chromium'],
  });
  const { found, tried } = await ensureChromium({ system });
  assert.equal(found?.path, '/usr/bin/chromium');
  assert.match(found?.source ?? '', /^Debian's chromium, installed with apt-get/);
  assert.ok(commands.includes(`apt-get install ${LOCK_WAIT} -y -qq --no-install-recommends chromium`));
  assert.match(
    tried.at(-1) ?? '',
    /apt-get install chromium-headless-shell failed: E: Unable to locate package/,
  );
});

test('the headless shell is preferred to full Chromium when both are there', async () => {
  const { system } = machine({
    executables: { '/usr/bin/chromium': 'Chromium 156', '/usr/bin/chromium-headless-shell': 'Chromium 156' },
  });
  const { found } = await ensureChromium({ system });
  assert.equal(found?.path, '/usr/bin/chromium-headless-shell');
});

test('through password-less sudo when not root; nothing to try without it gives the reasons', async () => {
  const sudo = machine({
    executables: { ...withApt, '/usr/bin/sudo': 'Sudo 1.9' },
    sudoWorks: true,
    aptInstalls: true,
  });
  const viaSudo = await ensureChromium({ system: sudo.system });
  assert.equal(viaSudo.found?.path, '/usr/bin/chromium-headless-shell');
  assert.ok(
    sudo.commands.includes(
      `sudo -n apt-get install ${LOCK_WAIT} -y -qq --no-install-recommends chromium-headless-shell`,
    ),
  );

  const stuck = machine({ executables: { ...withApt, '/usr/bin/sudo': 'Sudo 1.9' }, sudoWorks: false });
  const none = await ensureChromium({ system: stuck.system });
  assert.equal(none.found, undefined);
  assert.deepEqual(
    none.tried.at(-1),
    'apt-get is not available to this user (needs root or password-less sudo)',
  );
  assert.equal(none.tried.length, 5);
  assert.ok(!stuck.commands.some((c) => c.includes('apt-get')));

  const failing = machine({ uid: 0, executables: withApt, aptInstalls: false });
  const failed = await ensureChromium({ system: failing.system });
  assert.equal(failed.found, undefined);
  assert.deepEqual(failed.tried.slice(-2), [
    'apt-get install chromium-headless-shell failed: E: Unable to locate package chromium-headless-shell',
    'apt-get install chromium failed: E: Unable to locate package chromium',
  ]);
});
