// A stand-in for the npm registry on 127.0.0.1 that knows one package: the lean mcp-tool-lab, packed
// from this checkout (bin/pack-cli.mjs). Tests that run `npx mcp-tool-lab@<version>` as a user or a CI
// runner would (the GitHub Action, the docs' workflow) point npm at it, with a cache of their own, so
// that npx fetches and installs the package for real without leaving this machine.
import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildCli, minDistDir } from '../build-cli.mjs';
import { freshBundle, root } from '../load-cli.mjs';
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
  const packed = await sharedPack();
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

/** Where packed tarballs are kept for the test processes that serve them, one folder per key. */
const packCache = join(root, 'dist', 'pack-cache');
/** Older cache entries are removed once they are this old, not before: another process may still read one. */
const KEEP_OLD_PACKS_MS = 10 * 60 * 1000;

/**
 * The package packed from this checkout, once per content: bin/action.test.ts and the "Tools in CI"
 * docs test each start a registry, in processes of their own, and an `npm pack` costs a second and a
 * half of CPU. The key is the minified build (its folder is named after a hash of its output) and the
 * package's own files, so any edit to either packs again. bin/pack-cli.test.ts still runs
 * `npm run pack:cli` itself: the command is what it tests.
 */
async function sharedPack(): Promise<{ tarball: string; version: string }> {
  const build = freshBundle(minDistDir) ?? (await buildCli({ minify: true }));
  const hash = createHash('sha256').update(relative(root, build));
  for (const file of filesUnder(packageSource))
    hash.update(`\0${file}\0`).update(readFileSync(join(packageSource, file)));
  const dir = join(packCache, hash.digest('hex').slice(0, 16));
  const done = readPacked(dir);
  if (done) return done;
  mkdirSync(packCache, { recursive: true });
  for (const name of readdirSync(packCache)) {
    const old = join(packCache, name);
    if (Date.now() - statSync(old).mtimeMs > KEEP_OLD_PACKS_MS) rmSync(old, { recursive: true, force: true });
  }
  // Packed beside the cache, then renamed into place in one step: a process that looks meanwhile
  // finds no entry (and packs too), never half of one.
  const staging = mkdtempSync(join(packCache, '.staging-'));
  const packed = await packCli({ destination: staging });
  writeFileSync(
    join(staging, 'packed.json'),
    JSON.stringify({ file: relative(staging, packed.tarball), version: packed.version }),
  );
  try {
    renameSync(staging, dir);
  } catch {
    // Another process put the same entry in place first.
    rmSync(staging, { recursive: true, force: true });
  }
  const entry = readPacked(dir);
  if (!entry) throw new Error(`the packed package is missing from ${dir}`);
  return entry;
}

function readPacked(dir: string): { tarball: string; version: string } | undefined {
  try {
    const { file, version } = JSON.parse(readFileSync(join(dir, 'packed.json'), 'utf8'));
    return { tarball: join(dir, file), version };
  } catch {
    return undefined;
  }
}

/** The files under `dir`, relative to it, sorted. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(dir, join(prefix, e.name)) : [join(prefix, e.name)]))
    .sort();
}
