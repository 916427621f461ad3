// Bundles the unit tests' processes for scripts/run-unit-tests.mjs: one ES module per process (a pool
// or a file of its own), the TypeScript of the repository inside, the packages of node_modules left
// to node. Through tsx every import of a process goes through tsx's resolve and load hooks (on the
// hooks' thread) and each file is transpiled, or read from tsx's cache; one bundle is one module to
// compile. Measured (2 cores, shared machine, the same conditions side by side): the unit step used
// 91 CPU-s bundled against 100 through tsx with tsx's cache warm, 93 against 109 with it cold (a
// fresh machine, as in CI); esbuild builds all the bundles in about 2 CPU-s.
//
// The bundles keep the sources' meaning where the tests depend on it:
// - `import.meta.url`, `.dirname` and `.filename` are the source file's own (fixtures are read
//   relative to the test file, the CLI's code finds its worker next to it), not the bundle's;
// - names stay as written (`keepNames`: esbuild renames clashing top-level names across modules,
//   and messages and snapshots print class and function names);
// - with node's `--enable-source-maps` (the map is linked, without the sources), stack traces and
//   the test runner's test locations name the .ts file and line, as under tsx;
// - a package is imported by its name at run time, so a process has one copy of it, as before. A
//   path into a package without its extension (`ajv/dist/2019`), which tsx completes and node does
//   not, is written out as the file esbuild finds.

import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

/** Top-level names the bundle's modules declare, each for its own file (esbuild renames the copies). */
const META = {
  'import.meta.url': '__unitTestImportMetaUrl',
  'import.meta.dirname': '__unitTestImportMetaDirname',
  'import.meta.filename': '__unitTestImportMetaFilename',
};

/** A package path node resolves to a file of its own, as written. */
function nodeResolves(specifier) {
  try {
    const url = import.meta.resolve(specifier);
    return (
      !url.startsWith('file:') || statSync(fileURLToPath(url), { throwIfNoEntry: false })?.isFile() === true
    );
  } catch {
    return false;
  }
}

/** @type {import('esbuild').Plugin} */
const packagesByName = {
  name: 'packages-by-name',
  setup(b) {
    // Not a relative or absolute path: a package, a node: builtin, or `@/…` (tsconfig's paths, a source).
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'inner') return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        with: args.with,
        pluginData: 'inner',
      });
      if (found.errors.length > 0) return { errors: found.errors };
      if (found.external) return { path: args.path, external: true };
      if (!found.path.includes('/node_modules/')) return found;
      return { path: nodeResolves(args.path) ? args.path : found.path, external: true };
    });
  },
};

/** @type {import('esbuild').Plugin} */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      const loader = /\.tsx$/.test(args.path) ? 'tsx' : /\.m?ts$/.test(args.path) ? 'ts' : 'js';
      if (!source.includes('import.meta')) return { contents: source, loader };
      const values = {
        'import.meta.url': pathToFileURL(args.path).href,
        'import.meta.dirname': dirname(args.path),
        'import.meta.filename': args.path,
      };
      const declare = Object.entries(META)
        .map(([expr, name]) => `var ${name} = ${JSON.stringify(values[expr])};`)
        .join(' ');
      // On the first line (after a `#!` line), so every other line keeps its number in the source map.
      const at = source.startsWith('#!') ? source.indexOf('\n') + 1 : 0;
      return { contents: `${source.slice(0, at)}${declare} ${source.slice(at)}`, loader };
    });
  },
};

/**
 * Bundles each entry (`{ in, out }`, `out` without its extension, under `outdir`) into `<out>.mjs`
 * with its source map. Throws with esbuild's messages when a source does not compile.
 * @param {{ in: string, out: string }[]} entryPoints
 * @param {string} outdir
 */
export async function bundleUnitTests(entryPoints, outdir) {
  try {
    await build({
      entryPoints,
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      tsconfig: 'tsconfig.json',
      keepNames: true,
      sourcemap: 'linked',
      sourcesContent: false,
      define: META,
      plugins: [packagesByName, ownImportMeta],
      logLevel: 'silent',
    });
  } finally {
    // esbuild's service process would outlive the build unwaited, its CPU counted nowhere; stopped
    // here, it ends now and counts among this step's children (npm test's CPU summary).
    await stop();
  }
}
