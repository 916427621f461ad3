// A throwaway Redis for the tests that need a shared store (lib/node's Redis tests, the
// two-instance scale-out check), got the way scripts/node22.mjs gets a Node 22: `redis-server`
// from $REDIS_SERVER, else on the PATH, else Debian's package installed with apt-get (as root, as
// on CI). It is started on a free 127.0.0.1 port with no persistence and stopped by PID. Tests skip
// with the reason `ensureRedisServer` gives when none can be had (a laptop without Redis).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './interop/peer-process';

export type RedisBinary = { path: string } | { reason: string };

export function findRedisServer(): RedisBinary {
  const candidate = process.env.REDIS_SERVER || 'redis-server';
  const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && /Redis server v=/.test(probe.stdout)) return { path: candidate };
  return {
    reason: `no redis-server found (${process.env.REDIS_SERVER ? `$REDIS_SERVER=${process.env.REDIS_SERVER}` : 'not on PATH'}): install it (Debian: apt-get install redis-server) or set REDIS_SERVER`,
  };
}

function aptGet(args: string[]) {
  return spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', '-qq', ...args], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: 600_000,
  });
}

/**
 * {@link findRedisServer}, and when there is none and this runs as root on a Debian-like system,
 * `apt-get install redis-server` first (the package's service is not started: only the tests'
 * own servers run). An explicit $REDIS_SERVER is never replaced.
 */
export function ensureRedisServer(log: (line: string) => void = console.log): RedisBinary {
  const found = findRedisServer();
  if ('path' in found || process.env.REDIS_SERVER) return found;
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get'))
    return found;
  log("installing Debian's redis-server (apt-get) for the tests that need a shared store");
  let install = aptGet(['install', '-y', 'redis-server']);
  if (install.status !== 0) {
    aptGet(['update']);
    install = aptGet(['install', '-y', 'redis-server']);
  }
  const again = findRedisServer();
  if ('path' in again) return again;
  return {
    reason: `${found.reason}; apt-get install redis-server failed: ${(install.stderr ?? '').trim().slice(-300)}`,
  };
}

export interface RedisProcess {
  url: string;
  stop(): Promise<void>;
}

const started = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
});

/** Starts a private redis-server and resolves once it accepts connections. */
export async function startRedis(binary: string): Promise<RedisProcess> {
  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.add(child);
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start within 20 s:\n${log}`)),
      20_000,
    );
    child.stdout!.on('data', (chunk) => {
      log = (log + chunk).slice(-4000);
      if (log.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk) => {
      log = (log + chunk).slice(-4000);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${log}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(child.pid, 'SIGTERM');
      await exited;
      started.delete(child);
    },
  };
}
