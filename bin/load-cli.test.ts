import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { bundleDir, freshBundle, loadBundledCli, loadCli, MANIFEST_FORMAT, root } from './load-cli.mjs';

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
after(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('freshBundle: is the bundle built from the files as they are now?', () => {
  // A made-up project: two inputs with known mtimes, and a bundle folder built from them.
  const SECONDS = 1_700_000_000;
  function project() {
    const base = tempDir('mcp-tool-lab-fresh-');
    const dist = join(base, 'dist');
    writeFileSync(join(base, 'a.ts'), 'export const a = 1;\n');
    writeFileSync(join(base, 'b.ts'), 'export const b = 2;\n');
    for (const name of ['a.ts', 'b.ts']) utimesSync(join(base, name), SECONDS, SECONDS);
    mkdirSync(join(dist, 'build1'), { recursive: true });
    writeFileSync(join(dist, 'build1', 'cli.cjs'), '');
    const manifest = (inputs: Record<string, [number, number]>, format = MANIFEST_FORMAT) =>
      writeFileSync(join(dist, 'manifest.json'), JSON.stringify({ format, build: 'build1', inputs }));
    const recorded = { 'a.ts': [SECONDS * 1000, 20], 'b.ts': [SECONDS * 1000, 20] } as Record<
      string,
      [number, number]
    >;
    manifest(recorded);
    return { base, dist, manifest, recorded };
  }

  test('current when every input has its recorded mtime and size', () => {
    const { base, dist } = project();
    assert.equal(freshBundle(dist, base), join(dist, 'build1'));
  });

  test('stale when an input is newer, older, or of another size, and current again once restored', () => {
    const { base, dist } = project();
    utimesSync(join(base, 'a.ts'), SECONDS, SECONDS + 5);
    assert.equal(freshBundle(dist, base), undefined, 'edited after the build');
    utimesSync(join(base, 'a.ts'), SECONDS, SECONDS - 5);
    assert.equal(freshBundle(dist, base), undefined, 'an older version put back');
    utimesSync(join(base, 'a.ts'), SECONDS, SECONDS);
    assert.equal(freshBundle(dist, base), join(dist, 'build1'));
    appendFileSync(join(base, 'b.ts'), '// more\n');
    utimesSync(join(base, 'b.ts'), SECONDS, SECONDS);
    assert.equal(freshBundle(dist, base), undefined, 'same mtime, other size');
  });

  test('stale when an input is gone, the manifest is missing, of another format or unreadable, or the bundle is gone', () => {
    const gone = project();
    unlinkSync(join(gone.base, 'b.ts'));
    assert.equal(freshBundle(gone.dist, gone.base), undefined);

    const other = project();
    other.manifest(other.recorded, MANIFEST_FORMAT + 1);
    assert.equal(freshBundle(other.dist, other.base), undefined);
    writeFileSync(join(other.dist, 'manifest.json'), '{"format":');
    assert.equal(freshBundle(other.dist, other.base), undefined);
    unlinkSync(join(other.dist, 'manifest.json'));
    assert.equal(freshBundle(other.dist, other.base), undefined);

    const noBundle = project();
    unlinkSync(join(noBundle.dist, 'build1', 'cli.cjs'));
    assert.equal(freshBundle(noBundle.dist, noBundle.base), undefined);
  });

  test('a file changed while esbuild read it is recorded so that the bundle counts as stale', () => {
    const { base, dist, manifest, recorded } = project();
    manifest({ ...recorded, 'a.ts': [-1, -1] });
    assert.equal(freshBundle(dist, base), undefined);
  });
});

describe('loadCli', () => {
  test('runs the current bundle; MCP_TOOL_LAB_FROM_SOURCE=1 runs the sources through tsx instead', async () => {
    const bundled = await loadBundledCli();
    assert.equal(await loadCli(), bundled, 'the same module the bundle gives');
    process.env.MCP_TOOL_LAB_FROM_SOURCE = '1';
    try {
      const source = await loadCli();
      assert.notEqual(source, bundled);
      assert.equal(source.mainHelp, bundled.mainHelp);
    } finally {
      delete process.env.MCP_TOOL_LAB_FROM_SOURCE;
    }
  });
});

describe('the installed command after an edit', () => {
  test('rebuilds the bundle before it runs, so an edit to the version or lib/ is never run from an old build', async () => {
    // A copy of the project as `npm install` leaves it: sources, package.json, node_modules, and
    // the bundle built from them. Copies get new mtimes, so the manifest is brought up to date
    // with them, as if the bundle had been built in the copy.
    await bundleDir();
    const copy = tempDir('mcp-tool-lab-copy-');
    for (const path of ['bin', 'lib', 'package.json', 'packages', 'tsconfig.json', 'dist']) {
      cpSync(join(root, path), join(copy, path), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    const manifest = JSON.parse(readFileSync(join(copy, 'dist', 'cli', 'manifest.json'), 'utf8'));
    for (const path of Object.keys(manifest.inputs)) {
      const stats = statSync(join(copy, path));
      manifest.inputs[path] = [stats.mtimeMs, stats.size];
    }
    writeFileSync(join(copy, 'dist', 'cli', 'manifest.json'), JSON.stringify(manifest));
    const run = async (...args: string[]) =>
      (await promisify(execFile)(process.execPath, [join(copy, 'bin', 'mcp-tool-lab.mjs'), ...args])).stdout;
    const dist = join(copy, 'dist', 'cli');
    const first = freshBundle(dist, copy);
    assert.ok(first, 'the copied bundle is current');
    // The version is the published package's (packages/mcp-tool-lab/package.json).
    const manifestOfPackage = join(copy, 'packages', 'mcp-tool-lab', 'package.json');
    const version = JSON.parse(readFileSync(manifestOfPackage, 'utf8')).version;
    assert.equal(await run('--version'), `${version}\n`);

    const packageJson = readFileSync(manifestOfPackage, 'utf8');
    writeFileSync(manifestOfPackage, packageJson.replace(`"version": "${version}"`, '"version": "9.9.9"'));
    appendFileSync(join(copy, 'lib', 'json', 'parse-json.ts'), '\n// edited\n');
    assert.equal(freshBundle(dist, copy), undefined, 'the edits make the bundle stale');
    assert.equal(await run('--version'), '9.9.9\n');
    const second = freshBundle(dist, copy);
    assert.ok(second, 'the second run rebuilt it (rather than falling back to tsx)');
    assert.notEqual(second, first);
    assert.ok(statSync(join(second, 'cli.cjs')).isFile());
  });
});
