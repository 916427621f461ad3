#!/usr/bin/env node
'use strict';
// The published `mcp-tool-lab` command: runs the bundle in ../dist/ (built and packed by
// bin/pack-cli.mjs in the MCP Tool Lab repository) with its V8 code cache. No dependencies, no
// build step, nothing checked at start but the Node version.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 9)) {
  process.stderr.write(`mcp-tool-lab: needs Node.js 20.9 or later; this is ${process.version}.\n`);
  process.exit(2);
}
const { join } = require('node:path');
// The bundle exists only in the packed package (it is built, not kept in the repository).
const dist = join(__dirname, '..', 'dist');
const { runCached, saveCaches } = require(join(dist, 'run-cached.cjs'));

// At exit the caches hold every function this run compiled.
process.once('exit', saveCaches);
const { main } = runCached(join(dist, 'cli.cjs'));
main(process.argv.slice(2), {
  // A getter: touching process.stdin sets up a stream, which only `validate -` and `call … -` need.
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
}).then((status) => {
  process.exitCode = status;
});
