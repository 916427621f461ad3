'use strict';
// Loads the CommonJS files of a CLI bundle (dist/cli/<build>/) with a V8 code cache, so a start
// does not parse and compile the same JavaScript again: Node 20 has no code cache for ES modules
// (`module.enableCompileCache` came in Node 22). Each file's cache sits in the bundle's cache/
// folder, one per Node version and options; it is written the first time (or when V8 rejects it)
// and then only read. A folder that cannot be written just means no cache.
//
// Files of the bundle require each other as "./name.cjs" (main → a command → io): those go
// through here too, once each, so every file has one instance and its own cache.
//
// The build copies this file into each bundle folder; bin/load-cli.mjs and the validation worker
// (bin/cli/run-validation.ts) start the bundle through it.
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { basename, dirname, join } = require('node:path');
const { Script } = require('node:vm');

/** Loaded files by path: their exports, and their script while its cache is still to be written. */
const loaded = new Map();
/** Node's require for each folder of bundle files, made when first needed (one costs about a millisecond). */
const nodeRequires = new Map();
function nodeRequireFor(file) {
  const folder = dirname(file);
  let nodeRequire = nodeRequires.get(folder);
  if (nodeRequire === undefined) {
    nodeRequire = createRequire(file);
    nodeRequires.set(folder, nodeRequire);
  }
  return nodeRequire;
}

/**
 * V8 rejects a cache made under other flags, so runs with other Node options (NODE_OPTIONS,
 * `node --flag bin/…`) keep caches of their own instead of overwriting each other's.
 */
const optionsKey = (() => {
  const options = `${process.execArgv.join(' ')}|${process.env.NODE_OPTIONS ?? ''}`;
  if (options === '|') return '';
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < options.length; i++) hash = Math.imul(hash ^ options.charCodeAt(i), 0x01000193) >>> 0;
  return `-${hash.toString(16)}`;
})();

/** Evaluates a bundle file as a CommonJS module (once) and returns its exports. */
function runCached(file) {
  const known = loaded.get(file);
  if (known !== undefined) return known.module.exports;
  const cacheFile = join(
    dirname(file),
    'cache',
    `${basename(file)}-${process.version}-${process.arch}${optionsKey}.v8`,
  );
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The wrapper stays on the first line so that line numbers match the file and its source map.
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
  const script = new Script(source, { filename: file, cachedData });
  const module = { exports: {} };
  const entry = { module, script, cacheFile, save: cachedData === undefined || script.cachedDataRejected };
  loaded.set(file, entry);
  const require = (id) =>
    id.startsWith('./') && id.endsWith('.cjs')
      ? runCached(join(dirname(file), id))
      : nodeRequireFor(file)(id);
  script.runInThisContext()(module.exports, require, module, file, dirname(file));
  return module.exports;
}

/**
 * Writes the caches still missing. Call it once the code that matters has run: a cache holds the
 * functions compiled so far, so the next start finds them compiled.
 */
function saveCaches() {
  for (const entry of loaded.values()) {
    if (!entry.save) continue;
    entry.save = false;
    try {
      mkdirSync(dirname(entry.cacheFile), { recursive: true });
      const temporary = `${entry.cacheFile}.${process.pid}-${Math.random().toString(36).slice(2)}`;
      writeFileSync(temporary, entry.script.createCachedData());
      renameSync(temporary, entry.cacheFile);
    } catch {
      // A read-only install: run without a cache.
    }
  }
}

/** A worker thread's entry: runs `file`, whose top level warms up what its jobs need, then caches it. */
function runWorker(file) {
  runCached(file);
  saveCaches();
}

module.exports = { runCached, runWorker, saveCaches };
