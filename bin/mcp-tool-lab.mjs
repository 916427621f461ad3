#!/usr/bin/env node
// The `mcp-tool-lab` command. It runs the prebuilt bundle in dist/cli/ (built by `npm install`, and
// rebuilt here whenever a source changed), or else the TypeScript sources through tsx.
import { loadCli } from './load-cli.mjs';

const { main } = await loadCli();
process.exitCode = await main(process.argv.slice(2), {
  // A getter: touching process.stdin sets up a stream, which only `validate -` and `call … -` need.
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
});
