// `npm run pack:cli`: the published `mcp-tool-lab` package, as a tarball any machine can install
// with no network and no dependencies. Its manifest, README and launcher are in
// packages/mcp-tool-lab/ (the manifest holds the version the CLI prints); the code is the CLI bundle
// minified (bin/build-cli.mjs, dist/cli-min/, rebuilt only when a source changed). They are staged in
// a temporary folder and packed with `npm pack` into dist/ (or another folder); the last line printed
// is the tarball's path, to hand to `npm publish` or `npm install`.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildCli, minDistDir } from './build-cli.mjs';
import { freshBundle, root } from './load-cli.mjs';

/** Where the package's own files are kept. */
export const packageSource = join(root, 'packages', 'mcp-tool-lab');
/** The limits the package must stay within (issue 26), with room for the commands still to come. */
export const LIMITS = { packedBytes: 5_000_000, unpackedBytes: 15_000_000 };

/**
 * Builds (if needed) and packs the package into `destination`. Resolves with the tarball's path,
 * its size, its unpacked size and its number of files; rejects when npm pack fails.
 * @param {{ destination?: string }} [options]
 */
export async function packCli({ destination = join(root, 'dist') } = {}) {
  const build = freshBundle(minDistDir) ?? (await buildCli({ minify: true }));
  const stage = mkdtempSync(join(tmpdir(), 'mcp-tool-lab-pack-'));
  try {
    for (const file of ['package.json', 'README.md', 'bin']) {
      cpSync(join(packageSource, file), join(stage, file), { recursive: true });
    }
    // The bundle's code, not its code caches (written next to it when it runs) or source maps.
    mkdirSync(join(stage, 'dist'));
    for (const name of readdirSync(build)) {
      if (name.endsWith('.cjs')) cpSync(join(build, name), join(stage, 'dist', name));
    }
    mkdirSync(destination, { recursive: true });
    const { code, stdout, stderr } = await run(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
      stage,
    );
    if (code !== 0) throw new Error(`npm pack failed (exit ${code}): ${stderr.trim()}`);
    const [packed] = JSON.parse(stdout);
    return {
      tarball: join(destination, packed.filename),
      version: packed.version,
      packedBytes: packed.size,
      unpackedBytes: packed.unpackedSize,
      files: packed.entryCount,
    };
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** @returns {Promise<{ code: number | null, stdout: string, stderr: string }>} */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const megabytes = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const packed = await packCli();
  console.log(
    `mcp-tool-lab ${packed.version}: ${packed.files} files, ${megabytes(packed.packedBytes)} packed (limit ${megabytes(LIMITS.packedBytes)}), ${megabytes(packed.unpackedBytes)} installed (limit ${megabytes(LIMITS.unpackedBytes)})`,
  );
  const over = [
    packed.packedBytes > LIMITS.packedBytes && 'packed',
    packed.unpackedBytes > LIMITS.unpackedBytes && 'installed',
  ].filter(Boolean);
  if (over.length > 0) {
    console.error(`mcp-tool-lab: the package is over its ${over.join(' and ')} size limit`);
    process.exitCode = 1;
  }
  console.log(packed.tarball);
}
