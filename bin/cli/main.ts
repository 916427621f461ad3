import { readFileSync } from 'node:fs';
import { type CliIo, UsageError } from './io';
import { validateCommand } from './validate-command';

const version: string = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;

export const mainHelp = `mcp-tool-lab ${version} — learn, check and try MCP tools (spec 2026-07-28)

Usage: mcp-tool-lab <command> [options]

Commands:
  validate <file|->    check tool definitions, tools/list and tools/call results, JSON-RPC messages
  serve                run the mock MCP server (2026-07-28, Streamable HTTP) on 127.0.0.1
  list <url>           connect to an MCP server and list its tools
  call <url> <tool>    call a tool and show the result, checked against the spec
  bridge               let the browser playground reach a local HTTP server or a stdio server
  test <collection>    run saved calls with their expectations against a server (CI)
  diff <old> <new>     classify the changes between two tool lists (files or server URLs)

Run "mcp-tool-lab <command> --help" for a command's options.
`;

/** Runs the command line; returns the exit status (0 ok, 1 findings, 2 usage or I/O problem). */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        io.stdout.write(mainHelp);
        return command === undefined ? 2 : 0;
      case '--version':
      case '-v':
        io.stdout.write(`${version}\n`);
        return 0;
      case 'validate':
        return await validateCommand(rest, io, version);
      case 'serve':
        return await (await import('./serve-command')).serveCommand(rest, io, version);
      case 'list':
        return await (await import('./list-command')).listCommand(rest, io, version);
      case 'call':
        return await (await import('./call-command')).callCommand(rest, io, version);
      case 'bridge':
        return await (await import('./bridge/bridge-command')).bridgeCommand(rest, io, version);
      case 'test':
        return await (await import('./test-command')).testCommand(rest, io, version);
      case 'diff':
        return await (await import('./diff-command')).diffCommand(rest, io, version);
      default:
        throw new UsageError(`unknown command "${command}". Run "mcp-tool-lab --help".`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`mcp-tool-lab: ${error.message}\n`);
      return 2;
    }
    io.stderr.write(
      `mcp-tool-lab: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 2;
  }
}
