#!/usr/bin/env node
// The `mcp-tool-lab` command. It runs the TypeScript sources directly through tsx, so it works right
// after `npm install` with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  cwd: process.cwd(),
});
