// Runs `mcp-tool-lab bridge` as its own process for the bridge's interop tests (lib/client in
// bin/cli/bridge/bridge-command.test.ts, the browser in e2e/playground-bridge.spec.ts): waits for
// its first stdout line, keeps its stderr, and stops it by PID (SIGTERM, then SIGKILL).
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { BridgeEndpoint } from '../../lib/bridge/bridge-endpoint';
import { ROOT } from './peer-process';

export const BRIDGE_CLI = join(ROOT, 'bin/mcp-tool-lab.mjs');
export const SDK_V2_STDIO_PEER = join(ROOT, 'scripts/interop/sdk-v2-stdio-peer.mjs');

const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export interface BridgeProcess {
  pid: number;
  /** Everything printed so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or signal) once the bridge has ended. */
  exited: Promise<number | string>;
  /** The first stdout line, once it is complete (rejects if the bridge ends first). */
  firstLine(): Promise<string>;
  /** Resolves when `pattern` shows up on stderr (rejects if the bridge ends first). */
  waitForStderr(pattern: RegExp): Promise<RegExpMatchArray>;
  /** SIGTERM and wait; SIGKILL if still there after 8 s. */
  stop(): Promise<number | string>;
}

/** Starts `node bin/mcp-tool-lab.mjs bridge <args>` with cwd at the project root. */
export function runBridge(args: readonly string[], env: Record<string, string> = {}): BridgeProcess {
  const child = spawn(process.execPath, [BRIDGE_CLI, 'bridge', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  const waiters: (() => void)[] = [];
  const changed = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  child.stdout!.on('data', (chunk) => {
    out += chunk;
    changed();
  });
  child.stderr!.on('data', (chunk) => {
    err += chunk;
    changed();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      changed();
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const waitFor = <T>(probe: () => T | undefined, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found !== undefined) resolve(found);
        else if (gone()) reject(new Error(`the bridge ended before ${what}:\n${err}`));
        else waiters.push(check);
      };
      check();
    });
  return {
    pid: child.pid!,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForStderr: (pattern) => waitFor(() => err.match(pattern) ?? undefined, `stderr showed ${pattern}`),
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 8000);
      const code = await exited;
      clearTimeout(late);
      return code;
    },
    firstLine: () =>
      waitFor(() => (out.includes('\n') ? out.slice(0, out.indexOf('\n')) : undefined), 'its first line'),
  };
}

/** Starts a bridge with `--format json` and returns it with the endpoint from its first line. */
export async function startBridge(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<BridgeProcess & { endpoint: BridgeEndpoint }> {
  const bridge = runBridge(['--format', 'json', ...args], env);
  try {
    const endpoint = JSON.parse(await bridge.firstLine()) as BridgeEndpoint;
    return Object.assign(bridge, { endpoint });
  } catch (error) {
    await bridge.stop();
    throw error;
  }
}
