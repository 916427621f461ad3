// The playground's first load stays light: the validator (ajv, re2js, zod and the rule catalogue,
// ~150 kB gzip) runs in the validation worker (lib/browser/validation-client.ts), never in the page.
// This test walks the static import graph from the route and fails when a static import pulls it in.
// Dynamic `import()` (next/dynamic panels, the lazy validator) and type-only imports are not followed,
// as the bundler does not follow them into the first load either.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

const root = resolve(import.meta.dirname, '../..');

/** Packages and modules that belong to the lazily loaded validator, never to the first load. */
const LAZY_ONLY = [
  'ajv',
  're2js',
  'zod',
  'lib/validate/validate-document.ts',
  'lib/schema/compile-schema.ts',
];

const IMPORT =
  /(?:^|[;\n])\s*(import|export)\s+(?!type\s)([\s\S]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]/g;

/** Specifiers a module imports for their values (type-only imports left out). */
export function staticImports(source: string): string[] {
  const found: string[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const m of code.matchAll(IMPORT)) {
    if (m[4]) {
      found.push(m[4]);
      continue;
    }
    const clause = m[2]!.trim();
    const braces = /^\{([\s\S]*)\}$/.exec(clause);
    if (braces) {
      const names = braces[1]!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    }
    found.push(m[3]!);
  }
  return found;
}

function resolveModule(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.(ts|tsx|json)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Every module reached by static imports from `entry`, with the chain that reached each package. */
function walk(entry: string) {
  const seen = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const queue: [string, string[]][] = [[entry, [relative(root, entry)]]];
  while (queue.length > 0) {
    const [file, chain] = queue.shift()!;
    if (seen.has(file)) continue;
    seen.set(file, chain);
    if (file.endsWith('.json')) continue;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier);
      if (target) queue.push([target, [...chain, relative(root, target)]]);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, [...chain, name]);
      }
    }
  }
  return { modules: seen, packages };
}

test('the import reader skips type-only imports and keeps value imports', () => {
  const source = [
    "import type { A } from './a';",
    "import { type B, type C } from './b';",
    "import { type D, e } from './d';",
    "import f from 'f';",
    "export { g } from './g';",
    "export type { H } from './h';",
    "import './side-effect.css';",
    "// import { x } from './commented';",
    "const lazy = () => import('./lazy');",
  ].join('\n');
  assert.deepEqual(staticImports(source), ['./d', 'f', './g', './side-effect.css']);
});

test('the playground route reaches no part of the validator by static imports', () => {
  const { modules, packages } = walk(join(root, 'app/playground/page.tsx'));
  assert.ok(modules.size > 50, `the walk found only ${modules.size} modules: is the entry right?`);
  assert.ok(
    modules.has(join(root, 'lib/client/create-client.ts')),
    'the client core is part of the first load',
  );
  const offending: string[] = [];
  for (const name of LAZY_ONLY) {
    const chain = name.includes('/') ? modules.get(join(root, name)) : packages.get(name);
    if (chain) offending.push(`${name}: ${chain.join(' → ')}`);
  }
  assert.deepEqual(offending, [], 'ask the validation worker instead');
});
