// Builds the CLI bundle with esbuild, so `mcp-tool-lab` starts without transpiling TypeScript:
//   dist/cli/<build>/cli.cjs              main() and every command; a command's modules are
//                                         evaluated only when it runs
//   dist/cli/<build>/validate-worker.cjs  the validation worker thread
//   dist/cli/<build>/run-cached.cjs       loads both with a V8 code cache (bin/cli/run-cached.cjs)
//   dist/cli/manifest.json                which build is current, and every file it was made from
//                                         with its mtime and size (bin/load-cli.mjs compares them)
// Run by `npm install` / `npm ci` (the "prepare" script), and by bin/load-cli.mjs when a source
// changed since. `node bin/build-cli.mjs` builds by hand.
//
// CommonJS rather than ES modules because Node 20 can cache compiled code only for scripts. The
// meta-schema validators are compiled ahead of time into the bundle (bin/cli/meta-validator-code.ts),
// so no command compiles them at its start.
//
// Each build goes to its own folder named after a hash of its output, and the manifest is replaced
// in one rename: processes that start while another rebuilds, or that still run an older build,
// never see a half-written bundle.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, MANIFEST_FORMAT, manifestPath, root } from './load-cli.mjs';

/** Older builds are removed once they are this old, not before: a running process may still start a worker from one. */
const KEEP_OLD_BUILDS_MS = 10 * 60 * 1000;
/** Where esbuild thinks it writes; the files are written below, into the build's own folder. */
const OUT = 'dist/cli/out';
const RUN_CACHED = 'bin/cli/run-cached.cjs';

/**
 * Builds the bundle into dist/cli/<build>/ and returns that folder. Throws when esbuild is missing
 * or a source does not compile; the caller decides whether to fall back to tsx.
 */
export async function buildCli() {
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

  // 2. The bundle. Every import() under bin/cli/ (each command, and what a command loads only for
  //    some options) becomes a file of its own, so a start reads and runs only the code it needs.
  const lazy = lazyImports();
  const result = await build({
    ...common,
    entryPoints: {
      cli: 'bin/cli/main.ts',
      io: 'bin/cli/io.ts',
      'validate-worker': 'bin/cli/validate-worker.ts',
      ...Object.fromEntries([...lazy.values()].map(({ name, path }) => [name, path])),
    },
    outdir: OUT,
    format: 'cjs',
    outExtension: { '.js': '.cjs' },
    // import() becomes require(), which run-cached.cjs serves from the bundle's own files.
    supported: { 'dynamic-import': false },
    // run-cached.cjs passes __filename; import.meta.url (run-validation.ts finds the worker by it)
    // does not exist in CommonJS.
    banner: { js: 'var __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
    define: { 'import.meta.url': '__import_meta_url' },
    plugins: [ownFiles(lazy), precompiled(code)],
    // `node --enable-source-maps` maps stack traces back to the TypeScript sources.
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    // Fewer bytes to read at each start; names are kept for readable stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
  });

  const outdir = join(root, OUT);
  const files = [
    ...result.outputFiles.map((file) => ({ name: relative(outdir, file.path), contents: file.contents })),
    { name: 'run-cached.cjs', contents: readFileSync(join(root, RUN_CACHED)) },
  ].sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.name}\0`).update(file.contents);
  const buildId = hash.digest('hex').slice(0, 16);

  mkdirSync(distDir, { recursive: true });
  const buildDir = join(distDir, buildId);
  if (!exists(join(buildDir, 'cli.cjs'))) {
    const temporary = join(distDir, `.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
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
    ...Object.keys(result.metafile.inputs),
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
  const temporaryManifest = `${manifestPath}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(temporaryManifest, `${JSON.stringify(manifest)}\n`);
  renameSync(temporaryManifest, manifestPath);

  pruneOldBuilds(buildId);
  return buildDir;
}

/**
 * The modules loaded with import() anywhere under bin/cli/, by their path from the root without
 * extension: each gets a file in the bundle named after that path (`lib/json/parse-json` →
 * lib.json.parse-json.cjs, `bin/cli/bridge/bridge-command` → bridge.bridge-command.cjs).
 */
function lazyImports() {
  const lazy = new Map();
  const sources = readdirSync(join(root, 'bin/cli'), { recursive: true }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split(sep).includes('testing'),
  );
  for (const file of sources) {
    const text = readFileSync(join(root, 'bin/cli', file), 'utf8');
    for (const [, specifier] of text.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) {
      const id = relative(root, join(root, 'bin/cli', dirname(file), specifier))
        .split(sep)
        .join('/');
      const path = [`${id}.ts`, `${id}/index.ts`].find((candidate) => exists(join(root, candidate)));
      if (path === undefined) throw new Error(`bin/cli/${file}: cannot find ${specifier}`);
      lazy.set(id, { name: id.replace(/^bin\/cli\//, '').replaceAll('/', '.'), path });
    }
  }
  return lazy;
}

/**
 * Makes the lazily loaded modules and io.ts files of their own, required by name: a lazily loaded
 * module comes with copies of the modules it imports, but io.ts stays one instance, since main()
 * tells a UsageError by its class.
 */
function ownFiles(lazy) {
  const cli = join(root, 'bin', 'cli');
  return {
    name: 'own-files',
    setup(build) {
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        if (args.resolveDir !== cli && !args.resolveDir.startsWith(`${cli}${sep}`)) return undefined;
        const id = relative(root, join(args.resolveDir, args.path)).split(sep).join('/');
        if (id === 'bin/cli/io') return { path: './io.cjs', external: true };
        const target = lazy.get(id);
        if (target === undefined || args.kind !== 'dynamic-import') return undefined;
        return { path: `./${target.name}.cjs`, external: true };
      });
    },
  };
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

/** `node_modules/a/x.js` → `node_modules/a/package.json`, also for `@scope/a` and nested packages. */
function packageJsonOf(path) {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(path);
  return match ? `${match[1]}/package.json` : undefined;
}

function exists(path) {
  return statSync(path, { throwIfNoEntry: false }) !== undefined;
}

function pruneOldBuilds(current) {
  const cutoff = Date.now() - KEEP_OLD_BUILDS_MS;
  for (const name of readdirSync(distDir)) {
    const path = join(distDir, name);
    if (name === current || name === 'manifest.json') continue;
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
