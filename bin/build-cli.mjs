// Builds the CLI bundle with esbuild, so `mcp-tool-lab` starts without transpiling TypeScript:
//   dist/cli/<build>/cli.cjs              main(): the command table, nothing a command needs
//   dist/cli/<build>/<name>-<hash>.cjs    each module loaded with import() (every command, and what a
//                                         command loads only for some options, in bin/cli/ or lib/)
//   dist/cli/<build>/chunk-<hash>.cjs     code shared by several of them, one copy each
//   dist/cli/<build>/validate-worker.cjs  the validation worker thread
//   dist/cli/<build>/run-cached.cjs       loads them with a V8 code cache (bin/cli/run-cached.cjs)
//   dist/cli/manifest.json                which build is current, and every file it was made from
//                                         with its mtime and size (bin/load-cli.mjs compares them)
// Run by `npm install` / `npm ci` (the "prepare" script), and by bin/load-cli.mjs when a source
// changed since. `node bin/build-cli.mjs` builds by hand. The published package (bin/pack-cli.mjs)
// is the same build, minified, in dist/cli-min/.
//
// CommonJS rather than ES modules because Node 20 can cache compiled code only for scripts. esbuild
// splits only ES modules, so the build has two passes: ES modules with code splitting (no module is
// copied into two files), then each file turned into CommonJS on its own, its import() calls into
// require() calls that run-cached.cjs serves from the bundle's own files. The meta-schema validators
// are compiled ahead of time into the bundle (bin/cli/meta-validator-code.ts), so no command
// compiles them at its start.
//
// Each build goes to its own folder named after a hash of its output, and the manifest is replaced
// in one rename: processes that start while another rebuilds, or that still run an older build,
// never see a half-written bundle.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, freshBundle, MANIFEST_FORMAT, root } from './load-cli.mjs';

/** Older builds are removed once they are this old, not before: a running process may still start a worker from one. */
const KEEP_OLD_BUILDS_MS = 10 * 60 * 1000;
/** Where esbuild thinks it writes (as deep as dist/cli/<build>/, so the source maps' paths hold there). */
const OUT = 'dist/cli/out';
const RUN_CACHED = 'bin/cli/run-cached.cjs';
/** The minified build of the published package. */
export const minDistDir = join(root, 'dist', 'cli-min');

/**
 * Builds the bundle into dist/cli/<build>/ (or, with `minify`, dist/cli-min/<build>/, without
 * source maps) and returns that folder. Throws when esbuild is missing or a source does not compile;
 * the caller decides whether to fall back to tsx.
 */
export async function buildCli({ minify = false } = {}) {
  const dist = minify ? minDistDir : distDir;
  mkdirSync(dist, { recursive: true });
  // Test processes that start together all find the bundle missing: one builds, the others wait for
  // its result instead of building the same files beside it.
  const lock = join(dist, '.building');
  const locked = takeLock(lock);
  if (!locked) {
    const built = await otherBuild(dist, lock);
    if (built !== undefined) return built;
  }
  try {
    return await buildUnlocked(dist, minify);
  } finally {
    if (locked) rmSync(lock, { recursive: true, force: true });
  }
}

/** A build lock older than this was left by a process that died while building. */
const STALE_LOCK_MS = 3 * 60 * 1000;

function takeLock(lock) {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    const stats = statSync(lock, { throwIfNoEntry: false });
    if (stats && Date.now() - stats.mtimeMs > STALE_LOCK_MS) {
      rmSync(lock, { recursive: true, force: true });
      return takeLock(lock);
    }
    return false;
  }
}

/** The bundle another process is building, once it is there; undefined if that build gave up. */
async function otherBuild(dist, lock) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fresh = freshBundle(dist);
    if (fresh !== undefined) return fresh;
    const stats = statSync(lock, { throwIfNoEntry: false });
    if (stats === undefined || Date.now() - stats.mtimeMs > STALE_LOCK_MS) return undefined;
  }
}

async function buildUnlocked(dist, minify) {
  const { build } = await import('esbuild');
  const started = Date.now();
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: 'node20.9',
    // Prefer the ES module builds of dependencies: jsonc-parser's "main" is a UMD build whose
    // require() calls esbuild cannot follow.
    mainFields: ['module', 'main'],
    metafile: true,
    write: false,
    logLevel: 'silent',
  };

  // 1. ajv's standalone code of the meta-schema validators, generated with lib's own ajv options.
  const generator = await build({
    ...common,
    entryPoints: ['bin/cli/meta-validator-code.ts'],
    format: 'esm',
    outfile: 'meta-validator-code.mjs',
  });
  const { metaValidatorCode } = await import(
    `data:text/javascript;base64,${Buffer.from(generator.outputFiles[0].contents).toString('base64')}`
  );
  const code = metaValidatorCode();

  // 2. The bundle as ES modules, split: every import() becomes a file of its own, and what several
  //    files use goes into a shared chunk, so a start reads and runs only the code it needs, once.
  const split = await build({
    ...common,
    entryPoints: { cli: 'bin/cli/main.ts', 'validate-worker': 'bin/cli/validate-worker.ts' },
    outdir: OUT,
    format: 'esm',
    splitting: true,
    outExtension: { '.js': '.cjs' },
    chunkNames: '[name]-[hash]',
    // The files become CommonJS in step 3, where require and __filename exist; import.meta.url
    // (run-validation.ts finds the worker by it) does not.
    banner: { js: 'var __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
    define: { 'import.meta.url': '__import_meta_url' },
    plugins: [precompiled(code), withoutZodLocales()],
    // Inline, to be carried through step 3 into the final maps.
    sourcemap: minify ? false : 'inline',
    sourcesContent: false,
    legalComments: 'none',
  });

  // 3. Each file to CommonJS. import() becomes require(); imports between files become require()
  //    of the shared chunks, whose exports keep their live bindings (esbuild's getters).
  const outdir = join(root, OUT);
  const converted = await Promise.all(
    split.outputFiles
      .filter((file) => file.path.endsWith('.cjs'))
      .map((file) =>
        build({
          absWorkingDir: root,
          stdin: { contents: file.text, sourcefile: basename(file.path), resolveDir: outdir, loader: 'js' },
          outfile: file.path,
          format: 'cjs',
          platform: 'node',
          target: 'node20.9',
          supported: { 'dynamic-import': false },
          write: false,
          logLevel: 'silent',
          legalComments: 'none',
          // `node --enable-source-maps` maps stack traces back to the TypeScript sources. The
          // published build goes without: its readers have no sources to map to.
          sourcemap: minify ? false : 'linked',
          sourcesContent: false,
          // Fewer bytes to read at each start. Names are kept, for readable stack traces, except in
          // the published build.
          minifyWhitespace: true,
          minifySyntax: true,
          minifyIdentifiers: minify,
        }),
      ),
  );
  const files = [
    ...converted.flatMap((result) =>
      result.outputFiles.map((file) => ({ name: relative(outdir, file.path), contents: file.contents })),
    ),
    { name: 'run-cached.cjs', contents: readFileSync(join(root, RUN_CACHED)) },
  ].sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.name}\0`).update(file.contents);
  const buildId = hash.digest('hex').slice(0, 16);

  const buildDir = join(dist, buildId);
  if (!exists(join(buildDir, 'cli.cjs'))) {
    const temporary = join(dist, `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
    for (const file of files) {
      mkdirSync(dirname(join(temporary, file.name)), { recursive: true });
      writeFileSync(join(temporary, file.name), file.contents);
    }
    try {
      renameSync(temporary, buildDir);
    } catch (error) {
      // Another process finished the same build first: its copy is identical.
      rmSync(temporary, { recursive: true, force: true });
      if (!exists(join(buildDir, 'cli.cjs'))) throw error;
    }
  }

  const inputs = {};
  const sources = new Set([
    ...Object.keys(generator.metafile.inputs),
    ...Object.keys(split.metafile.inputs),
    'bin/build-cli.mjs',
    RUN_CACHED,
    // esbuild reads compiler options from it.
    'tsconfig.json',
  ]);
  for (const input of sources) {
    if (input.includes(':') || input.startsWith('<')) continue; // esbuild's virtual modules
    // A dependency is represented by its package.json: a package manager that changes a package
    // rewrites it, and one stat per package instead of one per file keeps the check cheap.
    const path = packageJsonOf(input) ?? input;
    if (inputs[path] !== undefined) continue;
    const stats = statSync(join(root, path));
    // A file changed while esbuild read it may be bundled half old: record it as stale.
    inputs[path] = stats.mtimeMs >= started ? [-1, -1] : [stats.mtimeMs, stats.size];
  }
  const manifest = { format: MANIFEST_FORMAT, build: buildId, inputs };
  const manifestPath = join(dist, 'manifest.json');
  const temporaryManifest = `${manifestPath}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(temporaryManifest, `${JSON.stringify(manifest)}\n`);
  renameSync(temporaryManifest, manifestPath);

  pruneOldBuilds(dist, buildId);
  return buildDir;
}

/**
 * Hands the generated validators to lib/schema/meta-validator.ts in the bundle: its text gets a call
 * of its own setPrecompiledMetaValidators() appended, so every command and the worker have them.
 */
function precompiled(code) {
  const dialects = Object.keys(code);
  return {
    name: 'precompiled-meta-validators',
    setup(build) {
      build.onLoad({ filter: /[\\/]lib[\\/]schema[\\/]meta-validator\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!/\bexport function setPrecompiledMetaValidators\b/.test(source))
          throw new Error(`${args.path} no longer has setPrecompiledMetaValidators()`);
        const imports = dialects.map((d, i) => `import v${i} from 'precompiled-meta-validator:${d}';`);
        const entries = dialects.map((d, i) => `${JSON.stringify(d)}: v${i}`).join(', ');
        return {
          contents: `${source}\n${imports.join('\n')}\nsetPrecompiledMetaValidators({ ${entries} });\n`,
          loader: 'ts',
        };
      });
      build.onResolve({ filter: /^precompiled-meta-validator:/ }, (args) => ({
        path: args.path.slice('precompiled-meta-validator:'.length),
        namespace: 'precompiled-meta-validator',
      }));
      // The standalone code require()s ajv's runtime helpers; they resolve from the project root.
      build.onLoad({ filter: /.*/, namespace: 'precompiled-meta-validator' }, (args) => ({
        contents: code[args.path],
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/**
 * Leaves out zod's translations of its own messages (60-odd modules, a third of zod's code): the
 * validator words its findings itself, and nothing reads `z.locales`, but `import { z } from 'zod'`
 * keeps every module that namespace names. English, zod's default, is imported on its own and stays.
 */
function withoutZodLocales() {
  return {
    name: 'without-zod-locales',
    setup(build) {
      build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
        contents: 'export {};\n',
        loader: 'js',
      }));
    },
  };
}

/** `node_modules/a/x.js` → `node_modules/a/package.json`, also for `@scope/a` and nested packages. */
function packageJsonOf(path) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path);
  return match ? `${match[1]}/package.json` : undefined;
}

function exists(path) {
  return statSync(path, { throwIfNoEntry: false }) !== undefined;
}

function pruneOldBuilds(dist, current) {
  const cutoff = Date.now() - KEEP_OLD_BUILDS_MS;
  for (const name of readdirSync(dist)) {
    const path = join(dist, name);
    if (name === current || name === 'manifest.json' || name === '.building') continue;
    try {
      if (statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by a concurrent build.
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // As the "prepare" script: a failed build must not fail `npm install`, because the command
  // still works from the sources through tsx, only slower. Say so, loudly.
  const started = performance.now();
  try {
    const buildDir = await buildCli();
    console.log(
      `mcp-tool-lab: built the CLI bundle ${relative(root, buildDir)} in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    console.warn(
      `mcp-tool-lab: could not build the CLI bundle (${error instanceof Error ? error.message : String(error)}); the command will run from the TypeScript sources through tsx, which starts slower.`,
    );
  }
}
