// Builds the model-core page (e2e/model-core-page.ts, with the AI SDK split into the chunks it
// loads on demand) into a temporary folder with esbuild and serves it from its own 127.0.0.1
// port: a page origin apart from the provider stand-in's, so every provider call is cross-origin.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type StaticSite, serveFolder } from './static-site';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function serveModelCorePage(): Promise<StaticSite> {
  const dir = mkdtempSync(join(tmpdir(), 'model-core-'));
  await build({
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    splitting: true,
    logLevel: 'warning',
    entryPoints: { page: join(ROOT, 'e2e/model-core-page.ts') },
    outdir: dir,
  });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Model core</title></head><body><main><h1>Model core</h1></main><script type="module" src="page.js"></script></body></html>',
  );
  return serveFolder(dir);
}
