import packageJson from '../../package.json' with { type: 'json' };
import { type CliIo, UsageError } from './io';

const version: string = packageJson.version;

/** What every command module exports: run with the arguments after the command name. */
export type Command = (argv: string[], io: CliIo, version: string) => Promise<number>;

interface CommandEntry {
  /** The command with its arguments, as the help lists it. */
  usage: string;
  summary: string;
  /** Loads the command's module on first use, so a command pays only for what it imports. */
  load: () => Promise<Command>;
}

/**
 * Every command, in the order the help lists them. Adding one is one entry here, with a dynamic
 * `import()` so its modules load only when it runs (the bundle in dist/cli/ puts each in its own chunk).
 */
export const commands: Record<string, CommandEntry> = {
  validate: {
    usage: 'validate <file|->',
    summary: 'check tool definitions, tools/list and tools/call results, JSON-RPC messages',
    load: async () => (await import('./validate-command')).validateCommand,
  },
  serve: {
    usage: 'serve',
    summary: 'run the mock MCP server (2026-07-28, Streamable HTTP) on 127.0.0.1',
    load: async () => (await import('./serve-command')).serveCommand,
  },
  list: {
    usage: 'list <url>',
    summary: 'connect to an MCP server and list its tools',
    load: async () => (await import('./list-command')).listCommand,
  },
  call: {
    usage: 'call <url> <tool>',
    summary: 'call a tool and show the result, checked against the spec',
    load: async () => (await import('./call-command')).callCommand,
  },
  bridge: {
    usage: 'bridge',
    summary: 'let the browser playground reach a local HTTP server or a stdio server',
    load: async () => (await import('./bridge/bridge-command')).bridgeCommand,
  },
  test: {
    usage: 'test <collection>',
    summary: 'run saved calls with their expectations against a server (for CI)',
    load: async () => (await import('./test-command')).testCommand,
  },
  render: {
    usage: 'render <file|url>',
    summary: 'print the tools payload a model API receives (--for anthropic|openai|gemini…)',
    load: async () => (await import('./render-command')).renderCommand,
  },
  eval: {
    usage: 'eval <suite>',
    summary: 'measure which tools a model picks for each prompt of a suite (A/B of descriptions)',
    load: async () => (await import('./eval-command')).evalCommand,
  },
  diff: {
    usage: 'diff <old> <new>',
    summary: 'classify the changes between two tool lists (files or server URLs)',
    load: async () => (await import('./diff-command')).diffCommand,
  },
};

const commandLines = Object.values(commands).map(({ usage, summary }) => `  ${usage.padEnd(21)}${summary}`);

export const mainHelp = `mcp-tool-lab ${version} — learn, check and try MCP tools (spec 2026-07-28)

Usage: mcp-tool-lab <command> [options]

Commands:
${commandLines.join('\n')}

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
    }
    const entry = Object.hasOwn(commands, command) ? commands[command] : undefined;
    if (!entry) throw new UsageError(`unknown command "${command}". Run "mcp-tool-lab --help".`);
    return await (await entry.load())(rest, io, version);
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
