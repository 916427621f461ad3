// Serves a temporary folder of built test pages from a static node:http server on a free 127.0.0.1
// port (its own origin, apart from the Next.js app). Flat file names only; the folder is removed
// when the site is closed. Used by the mock-bridge and schema-form harnesses.
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

export interface StaticSite {
  /** The URL of the folder's index.html. */
  url: string;
  close(): Promise<void>;
}

export async function serveFolder(dir: string): Promise<StaticSite> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const name = path === '/' ? 'index.html' : path.slice(1);
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
