// Builds the schema-form harness (e2e/schema-form-page.tsx, React included) with esbuild and the
// site's stylesheet (app/globals.css through Tailwind, so contrast checks see real colours) into a
// temporary folder, and serves it from a static node:http server on a free 127.0.0.1 port. The
// harness needs neither the Next.js server nor the playground page.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwind from '@tailwindcss/postcss';
import { build } from 'esbuild';
import postcss from 'postcss';
import { type StaticSite, serveFolder } from './static-site';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type SchemaFormSite = StaticSite;

async function buildStyles(outfile: string) {
  const from = join(ROOT, 'app/globals.css');
  const result = await postcss([tailwind({ base: ROOT })]).process(readFileSync(from, 'utf8'), { from });
  writeFileSync(outfile, result.css);
}

export async function serveSchemaFormPage(): Promise<SchemaFormSite> {
  const dir = mkdtempSync(join(tmpdir(), 'schema-form-'));
  await Promise.all([
    build({
      entryPoints: [join(ROOT, 'e2e/schema-form-page.tsx')],
      outfile: join(dir, 'page.js'),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      jsx: 'automatic',
      // React's development build: its warnings are console errors, which fail the tests.
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'error',
    }),
    buildStyles(join(dir, 'styles.css')),
  ]);
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><link rel="stylesheet" href="styles.css"><title>Schema form harness</title></head><body><main id="root"></main><script type="module" src="page.js"></script></body></html>',
  );
  return serveFolder(dir);
}
