// Shared by the docs generators (generate-rules-reference, generate-docs-index, generate-exchanges):
// formats a generated file with Biome, then writes it, or with `--check` only says whether the file on
// disk is current. Formatting here means `biome check` never rewrites a generated file.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The text as Biome formats it for that path (JSON or TypeScript). */
export function formatWithBiome(path, text) {
  const biome = join(repo, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  const run = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${relative(repo, path)}`], {
    cwd: repo,
    input: text,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`biome format failed for ${relative(repo, path)}:\n${run.stderr}`);
  return run.stdout;
}

/**
 * Writes `text` (formatted) to `path`, or with `check` compares only. Returns true when the file on
 * disk is (now) current; in check mode a stale file prints how to regenerate it.
 */
export function writeGenerated(path, text, { check, command }) {
  const next = formatWithBiome(path, text);
  let current = '';
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    // missing: stale by definition
  }
  const name = relative(repo, path);
  if (check) {
    if (current !== next) {
      console.error(`${name} is stale: run \`${command}\`.`);
      return false;
    }
    console.log(`${name} is up to date.`);
    return true;
  }
  if (current !== next) writeFileSync(path, next);
  console.log(`${name}: ${current === next ? 'unchanged' : 'written'}.`);
  return true;
}

/** True when this module is the script node was started with. */
export function isMain(importMetaUrl) {
  return process.argv[1] !== undefined && fileURLToPath(importMetaUrl) === process.argv[1];
}
