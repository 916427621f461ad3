// Finds the CLI to run: the esbuild bundle in dist/cli/ when it was built from the sources as they
// are now, else a fresh build of it, else the TypeScript sources through tsx. Whoever edits lib/ or
// bin/ and runs the command gets their edit, never an old bundle.
//
// The check runs at every start, so it must cost next to nothing: one small JSON read and a stat per
// file the bundle was built from (a few hundred; about a millisecond). A file counts as changed when
// its mtime or size differs from the one recorded at build time, so restoring an older version
// (git checkout, an editor's undo after save) counts too.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const distDir = join(root, 'dist', 'cli');
export const manifestPath = join(distDir, 'manifest.json');
/** Bumped when the manifest's shape changes; a manifest of another format counts as stale. */
export const MANIFEST_FORMAT = 1;

/**
 * The bundle's folder if every file it was built from is unchanged, else undefined. `dist` and
 * `base` (where the inputs' paths start) are parameters for tests.
 */
export function freshBundle(dist = distDir, base = root) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  if (manifest?.format !== MANIFEST_FORMAT || typeof manifest.build !== 'string') return undefined;
  for (const [path, [mtimeMs, size]] of Object.entries(manifest.inputs)) {
    const stats = statSync(join(base, path), { throwIfNoEntry: false });
    if (stats === undefined || stats.mtimeMs !== mtimeMs || stats.size !== size) return undefined;
  }
  const buildDir = join(dist, manifest.build);
  return statSync(join(buildDir, 'cli.cjs'), { throwIfNoEntry: false }) ? buildDir : undefined;
}

/** A current bundle's folder, building it first if needed; throws if it cannot be built. */
export async function bundleDir() {
  return freshBundle() ?? (await (await import('./build-cli.mjs')).buildCli());
}

/** The bundle's bin/cli/main.ts, built first if needed, with no fallback (for tests and benchmarks). */
export async function loadBundledCli() {
  const dir = await bundleDir();
  return createRequire(import.meta.url)(join(dir, 'run-cached.cjs')).runCached(join(dir, 'cli.cjs'));
}

/**
 * The CLI's module: `main(argv, io)` and the rest of bin/cli/main.ts.
 * `MCP_TOOL_LAB_FROM_SOURCE=1` skips the bundle (to debug with the sources' own stack traces). A
 * bundle that cannot be built (no esbuild, a read-only install, a syntax error just typed) falls
 * back to tsx, which then reports a syntax error the same way.
 */
export async function loadCli() {
  if (process.env.MCP_TOOL_LAB_FROM_SOURCE !== '1') {
    let dir;
    try {
      dir = await bundleDir();
    } catch {
      dir = undefined;
    }
    if (dir !== undefined) {
      const { runCached, saveCaches } = createRequire(import.meta.url)(join(dir, 'run-cached.cjs'));
      // At exit the caches hold every function this run compiled.
      process.once('exit', saveCaches);
      return runCached(join(dir, 'cli.cjs'));
    }
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import('./cli/main.ts');
}
