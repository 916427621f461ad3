// Builds the mock-server Worker and a small page that uses the bridge (e2e/mock-bridge-page.ts)
// into a temporary folder with esbuild, and serves it from a static node:http server on its own
// 127.0.0.1 port: a different origin from the Next.js app, so calls to its /api/mcp are
// cross-origin and go through a real CORS preflight. Used by the e2e test and the benchmark.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

export interface MockBridgeSite {
  /** The page's URL. */
  url: string;
  close(): Promise<void>;
}

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
  const server = createServer((req, res) => {
    const name =
      (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').slice(1).split('?')[0]!;
    if (!/^[\w.-]+$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(join(dir, name));
      res.writeHead(200, { 'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
      }),
  };
}
