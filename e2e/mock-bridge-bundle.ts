// Builds the mock-server Worker and a small page that uses the bridge (e2e/mock-bridge-page.ts)
// into a temporary folder with esbuild, and serves it from a static node:http server on its own
// 127.0.0.1 port: a different origin from the Next.js app, so calls to its /api/mcp are
// cross-origin and go through a real CORS preflight. Used by the e2e test and the benchmark.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type StaticSite, serveFolder } from './static-site';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type MockBridgeSite = StaticSite;

export async function serveMockBridgePage(): Promise<MockBridgeSite> {
  const dir = mkdtempSync(join(tmpdir(), 'mock-bridge-'));
  const common = {
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'warning',
  } as const;
  await build({
    ...common,
    entryPoints: [join(ROOT, 'workers/mock-server.worker.ts')],
    outfile: join(dir, 'worker.js'),
  });
  await build({
    ...common,
    entryPoints: [join(ROOT, 'e2e/mock-bridge-page.ts')],
    outfile: join(dir, 'page.js'),
  });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Mock bridge</title></head><body><main><h1>Mock bridge</h1></main><script type="module" src="page.js"></script></body></html>',
  );
  return serveFolder(dir);
}
