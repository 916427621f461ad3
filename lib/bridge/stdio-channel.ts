/**
 * One running stdio server as the gateway sees it: lines in, lines out. The Node implementation
 * (bin/cli/bridge/stdio-process.ts) spawns the process; tests pass an in-memory one.
 */
export interface StdioChannel {
  /** A short name for messages ("server", "session 3"). */
  readonly label: string;
  /** Writes one message, as one line, to the server's stdin (dropped once the process is gone). */
  send(message: unknown): void;
  /** Every JSON value the server printed as one stdout line. */
  onMessage(listener: (message: unknown) => void): void;
  /** Called once when the process has ended, or could not be started. */
  onExit(listener: (exit: StdioExit) => void): void;
  /** Closes stdin, then signals the process until it is gone (the stdio transport's shutdown order). */
  stop(): Promise<void>;
  /** Ends the process at once, skipping the graceful steps (the bridge itself is exiting). */
  kill(): void;
  /** The last lines the server wrote to stderr, for error messages. */
  recentStderr(): string;
  readonly exited: StdioExit | undefined;
}

export interface StdioExit {
  code: number | null;
  signal: string | null;
  /** Why it could not be started (ENOENT…), when that is what happened. */
  startError?: string;
}

/** Starts one more copy of the server command. */
export type StdioLauncher = (label: string) => StdioChannel;

/** "exited with code 1", "was stopped by SIGTERM", "could not be started: …". */
export function describeExit(exit: StdioExit): string {
  if (exit.startError !== undefined) return `could not be started: ${exit.startError}`;
  if (exit.signal !== null) return `was stopped by ${exit.signal}`;
  return `exited with code ${exit.code ?? 'unknown'}`;
}

/** The exit in words, plus the server's last stderr lines when it left any. */
export function explainExit(channel: StdioChannel, exit: StdioExit): string {
  const stderr = channel.recentStderr().trim();
  return `the stdio server ${describeExit(exit)}${stderr ? `. Its last lines on stderr:\n${stderr}` : '.'}`;
}
