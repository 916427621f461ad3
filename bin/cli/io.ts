import { type ParseArgsConfig, parseArgs } from 'node:util';

/** What a command needs from the process, injectable for tests. */
export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  cwd: string;
  /** Environment variables (API keys for `render --exact` and `eval`); default `process.env`. Tests pass their own. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** Thrown for bad usage or unreadable input; main() prints the message and exits with 2. */
export class UsageError extends Error {}

export async function readAllBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return (await readAllBytes(stream)).toString('utf8');
}

/**
 * `parseArgs` for one command: a malformed command line becomes a UsageError (exit 2) that names
 * the problem and where to read the options.
 */
export function parseCommandArgs<T extends ParseArgsConfig>(
  command: string,
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(
      `${(error as Error).message}\nRun "mcp-tool-lab ${command} --help" for the options.`,
    );
  }
}
