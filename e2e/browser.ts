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
