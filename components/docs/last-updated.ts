import { execFileSync } from 'node:child_process';

/**
 * The date of the last commit that touched a file (YYYY-MM-DD), read from git while the page is
 * prerendered. Undefined when git or the history is not available (a deploy without .git) or the
 * file was never committed.
 */
export function lastUpdated(path: string): string | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '--', path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5000,
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(out) ? out : undefined;
  } catch {
    return undefined;
  }
}
