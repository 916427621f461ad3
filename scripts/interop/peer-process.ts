// Starts real MCP servers on 127.0.0.1 for the interop tests (lib/client's in
// scripts/interop/client-interop.test.ts and the browser's in e2e/playground-interop.spec.ts): free
// ports, readiness probed with OPTIONS (never a bare GET: some servers answer it with an endless
// stream), each process stopped by its own PID, with a last-resort kill when the test process exits.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SDK_V2_PEER = join(ROOT, 'scripts/interop/sdk-v2-peer.mjs');
export const SERVER_EVERYTHING = join(
  ROOT,
  'node_modules/@modelcontextprotocol/server-everything/dist/index.js',
);
export const sdkMissing = !existsSync(join(ROOT, 'node_modules/@modelcontextprotocol/server/package.json'));
export const everythingMissing = !existsSync(SERVER_EVERYTHING);

const children = new Set<ChildProcess>();
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

// Last resort if the run is interrupted: no peer outlives the test process.
process.on('exit', () => {
  for (const child of children) if (child.pid && running(child)) kill(child.pid, 'SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, output: () => string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child))
      throw new Error(`the peer exited with ${child.exitCode ?? child.signalCode}: ${output()}`);
    try {
      await fetch(url, { method: 'OPTIONS', signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms: ${output()}`);
}

export interface Peer {
  url: string;
  stop(): Promise<void>;
}

/** Runs `node <args>` with `env`, waits until `url(port)` answers OPTIONS. */
export async function startPeer(
  args: (port: number) => string[],
  env: (port: number) => Record<string, string>,
  url: (port: number) => string,
): Promise<Peer> {
  const port = await freePort();
  const child = spawn(process.execPath, args(port), {
    cwd: ROOT,
    env: { ...process.env, ...env(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  child.stderr?.on('data', (chunk) => {
    log = (log + chunk).slice(-4000);
  });
  const endpoint = url(port);
  await waitReady(endpoint, child, () => log);
  return {
    url: endpoint,
    /** SIGTERM, then SIGKILL if it is still there after 3 s. */
    async stop() {
      if (!child.pid || !running(child)) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      kill(child.pid, 'SIGTERM');
      const late = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 3000).unref()),
      ]);
      if (late && running(child)) {
        kill(child.pid, 'SIGKILL');
        await exited;
      }
      children.delete(child);
    },
  };
}

/** The official TypeScript SDK v2 server of scripts/interop (2026-07-28, CORS echoing the request). */
export const startSdkV2Peer = () =>
  startPeer(
    (port) => [SDK_V2_PEER, String(port)],
    () => ({}),
    (port) => `http://127.0.0.1:${port}/mcp`,
  );

/** The legacy reference server (2025-11-25, sessions, SSE answers, permissive CORS). */
export const startServerEverything = () =>
  startPeer(
    () => [SERVER_EVERYTHING, 'streamableHttp'],
    (port) => ({ PORT: String(port) }),
    (port) => `http://127.0.0.1:${port}/mcp`,
  );
