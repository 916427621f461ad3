import { resolveChromium } from './browser';

/**
 * Picks the browser when the e2e run starts, not when the config loads: knip and `playwright test
 * --list` load playwright.config.ts too, and on a fresh machine they may do so while `npm test` is
 * still installing Chromium beside them. The runner forks its workers after this has run, with its
 * environment, so CHROMIUM_PATH set here is what every worker's config hands to the launch.
 */
export default function globalSetup(): void {
  const path = resolveChromium();
  if (path !== undefined) process.env.CHROMIUM_PATH = path;
}
