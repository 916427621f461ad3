// Types of scripts/generate-docs-output.mjs, for the tests that import it.
export const repo: string;
export function formatWithBiome(path: string, text: string): string;
export function writeGenerated(
  path: string,
  text: string,
  options: { check: boolean; command: string },
): boolean;
export function isMain(importMetaUrl: string): boolean;
