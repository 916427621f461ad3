import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { e2eChromiumArgs } from './e2e/browser';

// The config is loaded by the runner and again by every worker. The runner picks a free port once and
// passes it to the workers through the environment, so they all talk to the same `next start`.
process.env.E2E_PORT ||= execFileSync(process.execPath, ['e2e/free-port.mjs'], { encoding: 'utf8' }).trim();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const longFirst = ['**/playground*.spec.ts', '**/validate*.spec.ts', '**/schema-form.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Two queues, the long tests first: the runner hands tests out in project order, then file order.
  // The playground's and the validator's tests are one page load with many steps each (10–30 s),
  // a docs page is 3–9 s. Alphabetically the validator's three came last, and one worker ran them
  // alone for the last ~16 s of the step; with the short tests last, both workers end near together.
  projects: [
    { name: 'long', testMatch: longFirst },
    { name: 'short', testIgnore: longFirst },
  ],
  // Finds the browser (and fails with advice when there is none) once the run starts: loading this
  // config must not need a browser, since knip and `--list` load it too (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Two on 2 cores: the suite keeps both busy (axe in the renderer, the server, the workers); four
  // were no faster and made each test slower.
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Screenshots and traces of failed tests. Not test-results/ itself: Playwright empties its outputDir
  // at start, and scripts/check.mjs keeps other steps' logs and reports there while e2e runs.
  outputDir: 'test-results/e2e',
  // Generous limits: they stop a hung test, they do not judge speed (the suite must pass beside two
  // CPU burners on 2 cores, where a page with axe in both themes takes several times its quiet time).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    // Set by e2e/global-setup.ts before the workers start; unset means Playwright's own browser.
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined, args: e2eChromiumArgs },
    actionTimeout: 10_000,
    // A trace of every test, kept when it fails: its action log, console and network, which say what
    // happened. DOM snapshots and the screencast would cost every test a third more CPU (measured on
    // 2026-12-02: 34.1 s of CPU with them, 22.4 s without, for the same four tests); E2E_FULL_TRACE=1 records them.
    trace: process.env.E2E_FULL_TRACE
      ? 'retain-on-failure'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The production build, as users get it (run `npm run build` first; `npm test` does).
    command: `npx next start --hostname 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  },
});
