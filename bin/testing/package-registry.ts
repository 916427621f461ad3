// A stand-in for the npm registry on 127.0.0.1 that knows one package: the lean mcp-tool-lab, packed
// from this checkout (bin/pack-cli.mjs). Tests that run `npx mcp-tool-lab@<version>` as a user or a CI
// runner would (the GitHub Action, the docs' workflow) point npm at it, with a cache of their own, so
// that npx fetches and installs the package for real without leaving this machine.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageSource, packCli } from '../pack-cli.mjs';

export interface PackageRegistry {
  /** The package as npx names it: `mcp-tool-lab@<version>`. */
  spec: string;
  /** npm's settings for a process that should install from here: registry, cache, offline from the rest. */
  env: Record<string, string>;
  /** How many times the tarball was downloaded. */
  downloads: () => number;
  close: () => Promise<void>;
}

export async function startPackageRegistry(): Promise<PackageRegistry> {
  const work = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-registry-'));
  const packed = await packCli({ destination: work });
  const tarball = readFileSync(packed.tarball);
  const manifest = JSON.parse(readFileSync(join(packageSource, 'package.json'), 'utf8'));
  const name: string = manifest.name;
  const file = `/${name}/-/${name}-${packed.version}.tgz`;
  let downloads = 0;
  let base = '';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://registry').pathname;
    if (req.method === 'GET' && (path === `/${name}` || path === `/${encodeURIComponent(name)}`)) {
      // The packument: every version with where its tarball is and its checksums.
      const document = {
        name,
        'dist-tags': { latest: packed.version },
        versions: {
          [packed.version]: {
            ...manifest,
            _id: `${name}@${packed.version}`,
            dist: {
              tarball: `${base}${file}`,
              shasum: createHash('sha1').update(tarball).digest('hex'),
              integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
            },
          },
        },
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
    } else if (req.method === 'GET' && path === file) {
      downloads++;
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(tarball);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    spec: `${name}@${packed.version}`,
    env: {
      npm_config_registry: `${base}/`,
      npm_config_cache: join(work, 'npm-cache'),
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
    downloads: () => downloads,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(work, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
