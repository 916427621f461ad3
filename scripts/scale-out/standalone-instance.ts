import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT } from '../interop/peer-process';

export const STANDALONE = join(ROOT, '.next/standalone');

/**
 * Lays out `.next/standalone` the way the Dockerfile's runtime stage does: output: 'standalone'
 * leaves the static assets and public/ out (they are meant for a CDN), so they are copied in.
 * Returns why it cannot, when there is no standalone build.
 */
export function prepareStandalone(): string | undefined {
  if (!existsSync(join(STANDALONE, 'server.js')))
    return 'no .next/standalone/server.js: run `npx next build` first (next.config.ts sets output: standalone)';
  rmSync(join(STANDALONE, '.next/static'), { recursive: true, force: true });
  cpSync(join(ROOT, '.next/static'), join(STANDALONE, '.next/static'), { recursive: true });
  cpSync(join(ROOT, 'public'), join(STANDALONE, 'public'), { recursive: true });
  return undefined;
}

export interface Instance {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
});

/** A discover request, to know an instance is up (the same probe as scripts/healthcheck.mjs). */
export async function discoverOk(origin: string): Promise<boolean> {
  const probe = spawn(process.execPath, [join(ROOT, 'scripts/healthcheck.mjs')], {
    env: { ...process.env, PORT: new URL(origin).port },
    stdio: 'ignore',
  });
  return new Promise((resolve) => probe.once('exit', (code) => resolve(code === 0)));
}

/**
 * Starts `node .next/standalone/server.js` on a free 127.0.0.1 port with `env` (the production
 * server the Dockerfile runs) and resolves once its /api/mcp answers the health check.
 * `nodeArgs` go before the script (diagnostics such as --cpu-prof, which NODE_OPTIONS refuses).
 */
export async function startInstance(env: Record<string, string>, nodeArgs: string[] = []): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(STANDALONE, 'server.js')], {
    cwd: STANDALONE,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  if (process.env.SCALE_OUT_VERBOSE) {
    child.stdout!.pipe(process.stderr);
    child.stderr!.pipe(process.stderr);
  }
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk) => {
      log = (log + chunk).slice(-4000);
    });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the instance exited with ${child.exitCode}:\n${log}`);
    if (attempt > 0 && (await discoverOk(url))) break;
    if (attempt > 300) throw new Error(`the instance on ${url} was not healthy within a minute:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      process.kill(child.pid, 'SIGTERM');
      await exited;
      children.delete(child);
    },
  };
}
