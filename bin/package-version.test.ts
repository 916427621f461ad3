// One version, in one place: packages/mcp-tool-lab/package.json. `--version`, the SARIF log and the
// package take it from there (bin/cli/main.ts imports it); the pinned `mcp-tool-lab@<version>` in the
// README, the docs, the package's README and the GitHub Action must name the same release, or a
// version bump would leave them pointing at the previous one.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from './load-cli.mjs';

const { version } = JSON.parse(readFileSync(join(root, 'packages/mcp-tool-lab/package.json'), 'utf8'));

test('every pinned mcp-tool-lab@<version> names the package version', () => {
  const docs = readdirSync(join(root, 'content/docs'))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => `content/docs/${name}`);
  const files = ['README.md', 'CONTRIBUTING.md', 'packages/mcp-tool-lab/README.md', 'action.yml', ...docs];
  const pinned = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    pinned.set(
      file,
      [...text.matchAll(/\bmcp-tool-lab@(\d[^\s'"`]*)/g)].map((m) => m[1]!),
    );
  }
  for (const file of [
    'README.md',
    'packages/mcp-tool-lab/README.md',
    'action.yml',
    'content/docs/tools-in-ci.mdx',
  ])
    assert.ok(pinned.get(file)!.length > 0, `${file} shows the pinned package`);
  for (const [file, versions] of pinned)
    for (const found of versions) assert.equal(found, version, `${file}: mcp-tool-lab@${found}`);
});
