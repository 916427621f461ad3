import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Flags for a headless Chromium on a closed network, as root, in a container. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The e2e run's flags: `chromiumArgs` and V8 kept to its baseline compilers (Ignition and Sparkplug;
 * no Maglev or TurboFan). An e2e page lives for one test, and most of its JavaScript (the site's
 * chunks, axe-core, Playwright's injected script) runs a few times at most: optimizing compilers,
 * on their own threads, spent more CPU than they saved. Measured on 2026-12-04 (2 cores, one worker,
 * E2E_CPU_REPORT, before and after beside the same other work): docs.spec.ts 75.2 → 69.2 CPU-s
 * (Chromium 61.2 → 55.0); playground, -wire, -interop and -hostile 75.5 → 71.9; the three validate
 * specs 47.9 → 47.9; all 49 tests 253.5 → 238.3 (Chromium 214.3 → 199.6), -6 %. The responsiveness
 * probes (validate-share, playground-hostile) then time slower code than users run, so they err on
 * the strict side: their worst task rose from 38 to 42 ms of CPU, under bounds of 100 and 250 ms.
 * Tried and left out, no difference beyond the noise (±1 CPU-s on the same six docs page loads, ~18
 * CPU-s): --disable-lcd-text, --disable-threaded-animation, --disable-threaded-scrolling,
 * --disable-smooth-scrolling, --in-process-gpu; --js-flags=--no-opt, --max-opt=0 or 2,
 * --single-threaded-gc. Not in `chromiumArgs`: the benchmarks in scripts/bench/ time the site as
 * users get it.
 */
export const e2eChromiumArgs = [...chromiumArgs, '--js-flags=--max-opt=1'];

/**
 * Which Chromium the e2e tests drive: `CHROMIUM_PATH`, else Debian's headless shell or Chromium, else the
 * browser Playwright downloaded itself (a contributor's laptop). Throws a message saying how to get one.
 */
export function resolveChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points at ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  for (const candidate of [
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return undefined; // Playwright's own browser: no override needed.
  throw new Error(
    [
      'No Chromium found for the e2e tests (`npm test` finds or installs one itself:',
      '`node scripts/ensure-chromium.mjs` does the same alone). Or do one of:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell   (or chromium)',
      '  - set CHROMIUM_PATH=/path/to/chrome-or-chromium',
      '  - npx playwright install chromium   (where downloads are allowed)',
    ].join('\n'),
  );
}
