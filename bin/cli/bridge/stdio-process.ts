import { type ChildProcess, spawn } from 'node:child_process';
import type { StdioChannel, StdioExit } from '../../../lib/bridge/stdio-channel';

export interface StdioProcessOptions {
  command: string;
  args: readonly string[];
  label: string;
  /** Where the server's stderr lines and the bridge's notes about its stdout go. */
  log(line: string): void;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Longest stdout line kept before it is reported and dropped (default 16 MiB). */
  maxLineBytes?: number;
}

/** Lines of stderr kept for error messages. */
const STDERR_LINES = 20;
/** How long `stop()` waits after closing stdin, and again after SIGTERM (stdio transport: close, TERM, KILL). */
const GRACE_MS = 1500;

/** Splits a byte stream into lines (`\n`, with a trailing `\r` removed), as UTF-8 text. */
function lineReader(onLine: (line: string) => void, onOverflow: () => void, maxBytes: number) {
  let parts: Buffer[] = [];
  let size = 0;
  let skipping = false;
  return (chunk: Buffer) => {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(10, start);
      if (newline === -1) break;
      const piece = chunk.subarray(start, newline);
      if (!skipping) {
        parts.push(piece);
        onLine(Buffer.concat(parts).toString('utf8').replace(/\r$/, ''));
      }
      parts = [];
      size = 0;
      skipping = false;
      start = newline + 1;
    }
    if (start < chunk.length && !skipping) {
      parts.push(chunk.subarray(start));
      size += chunk.length - start;
      if (size > maxBytes) {
        parts = [];
        size = 0;
        skipping = true;
        onOverflow();
      }
    }
  };
}

const preview = (line: string) => (line.length > 200 ? `${line.slice(0, 200)}…` : line);

/**
 * Starts the server command as a child process speaking MCP's stdio transport: one JSON-RPC message
 * per line on stdin and stdout, logs on stderr. stdout lines that are not JSON are reported (a
 * server that prints a banner there breaks every client) and skipped; stderr is shown line by line.
 * On POSIX the child leads its own process group, so `stop()` also reaches what it started (an
 * `npx` wrapper and the server under it).
 */
export function startStdioProcess(options: StdioProcessOptions): StdioChannel {
  const messageListeners: ((message: unknown) => void)[] = [];
  const exitListeners: ((exit: StdioExit) => void)[] = [];
  const stderrTail: string[] = [];
  let exited: StdioExit | undefined;
  const { label, log } = options;

  let child: ChildProcess | undefined;
  const finish = (exit: StdioExit) => {
    if (exited) return;
    exited = exit;
    for (const listener of exitListeners.splice(0)) listener(exit);
  };
  try {
    child = spawn(options.command, [...options.args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
      windowsHide: true,
    });
  } catch (error) {
    queueMicrotask(() => finish({ code: null, signal: null, startError: (error as Error).message }));
    return channel();
  }

  const started = child;
  started.once('error', (error: NodeJS.ErrnoException) => {
    // 'error' without a pid: the command could not be started at all.
    if (started.pid === undefined) {
      const hint =
        error.code === 'ENOENT'
          ? `no such command "${options.command}" (ENOENT): check the name, or give its full path`
          : error.code === 'EACCES'
            ? `"${options.command}" is not executable (EACCES)`
            : error.message;
      finish({ code: null, signal: null, startError: hint });
    }
  });
  started.once('spawn', () => log(`[${label}] started as process ${started.pid}`));
  started.once('exit', (code, signal) => finish({ code, signal }));
  started.stdin?.on('error', () => {
    // EPIPE once the server is gone; the exit event says what happened.
  });
  started.stdout?.on(
    'data',
    lineReader(
      (line) => {
        if (line.trim() === '') return;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          log(
            `[${label}] wrote a line to stdout that is not JSON, so no client can read it (stdout is only for JSON-RPC messages; log to stderr): ${preview(line)}`,
          );
          return;
        }
        for (const listener of messageListeners) listener(value);
      },
      () =>
        log(
          `[${label}] wrote a stdout line longer than ${options.maxLineBytes ?? 16 * 1024 * 1024} bytes; it was dropped.`,
        ),
      options.maxLineBytes ?? 16 * 1024 * 1024,
    ),
  );
  started.stderr?.on(
    'data',
    lineReader(
      (line) => {
        stderrTail.push(line);
        if (stderrTail.length > STDERR_LINES) stderrTail.shift();
        log(`[${label}] ${line}`);
      },
      () => undefined,
      64 * 1024,
    ),
  );

  function signal(name: NodeJS.Signals) {
    if (exited || child?.pid === undefined) return;
    try {
      if (process.platform !== 'win32') process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      try {
        child.kill(name);
      } catch {
        // Already gone.
      }
    }
  }

  function channel(): StdioChannel {
    return {
      label,
      get exited() {
        return exited;
      },
      send(message) {
        if (exited || !child?.stdin?.writable) return;
        child.stdin.write(`${JSON.stringify(message)}\n`);
      },
      onMessage(listener) {
        messageListeners.push(listener);
      },
      onExit(listener) {
        if (exited) queueMicrotask(() => listener(exited!));
        else exitListeners.push(listener);
      },
      recentStderr: () => stderrTail.join('\n'),
      async stop() {
        if (exited || !child) return;
        const gone = new Promise<void>((resolve) => exitListeners.push(() => resolve()));
        const wait = (ms: number) =>
          Promise.race([
            gone.then(() => true),
            new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
          ]);
        child.stdin?.end();
        if (await wait(GRACE_MS)) return;
        signal('SIGTERM');
        if (await wait(GRACE_MS)) return;
        signal('SIGKILL');
        await gone;
      },
      kill: () => signal('SIGKILL'),
    };
  }

  return channel();
}
