// Walks every docs page (content/docs/meta.json + the MDX sources) and fails on a missing page, a broken
// internal link or anchor, an embed that names an example, exchange or rule that does not exist, JSON
// typed by hand into a page, or a generated file that is out of date.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { getExample } from '../../content/examples/index';
import { ruleCatalogue } from '../../lib/validate/rules/index';
import * as docsIndex from '../../scripts/generate-docs-index.mjs';
import { docsIndexFile, type ParsedDocSource, parseDocSource } from '../../scripts/generate-docs-index.mjs';
import { writeGenerated } from '../../scripts/generate-docs-output.mjs';
import * as exchanges from '../../scripts/generate-exchanges.mjs';
import { exchangesFile } from '../../scripts/generate-exchanges.mjs';
import * as rulesReference from '../../scripts/generate-rules-reference.mjs';
import { rulesDataFile } from '../../scripts/generate-rules-reference.mjs';
import { docGroups, docHref, docPages } from './docs-source';
import type { ExchangesFile } from './exchange-types';
import type { DocsIndex } from './search-index';

const docsDir = 'content/docs';
const readJson = <T>(name: string): T => JSON.parse(readFileSync(`${docsDir}/${name}`, 'utf8')) as T;

const exchangeIds = new Set(readJson<ExchangesFile>('exchanges.generated.json').exchanges.map((e) => e.id));
const ruleIds = new Set(ruleCatalogue.map((r) => r.id));
const index = readJson<DocsIndex>('docs-index.generated.json');

/** The embeds registered in mdx-components.tsx; anything else in a page is a typo. */
const EMBEDS = new Set([
  'AuthFlow',
  'CorsHeaders',
  'EvalSuite',
  'Example',
  'Exchange',
  'Rule',
  'RulesReference',
  'ModelLiveBox',
  'Note',
  'Pitfall',
  'ProviderPayloads',
  'SpecSays',
]);
/** Site routes outside /docs that pages may link to (query strings allowed). */
const OTHER_ROUTES = new Set(['/', '/validate', '/playground']);
/** A file the site serves from public/ (a JSON Schema, say). */
const isPublicFile = (path: string) => !path.includes('..') && existsSync(`public${path}`);

const parsed = new Map<string, ParsedDocSource>(
  docPages.map((page) => [page.file, parseDocSource(readFileSync(`${docsDir}/${page.file}.mdx`, 'utf8'))]),
);

/** Ids a link may target on each page: its headings as indexed (the rules page adds one per rule). */
const anchorsByHref = new Map(index.pages.map((p) => [p.href, new Set(p.headings.map((h) => h.id))]));

test('every page of meta.json has its MDX file, and every MDX file is a page', () => {
  const files = readdirSync(docsDir)
    .filter((n) => n.endsWith('.mdx'))
    .map((n) => n.slice(0, -'.mdx'.length))
    .sort();
  assert.deepEqual(files, docPages.map((p) => p.file).sort());
  assert.equal(new Set(docPages.map((p) => p.slug)).size, docPages.length, 'slugs are unique');
  for (const group of docGroups) assert.ok(group.pages.length > 0, `group ${group.id} has pages`);
  assert.equal(
    docGroups.reduce((n, g) => n + g.pages.length, 0),
    docPages.length,
    'every page belongs to a known group',
  );
});

test('the outline of the docs is complete: one page per topic, plus the rules reference', () => {
  const required = [
    '',
    'history',
    'tool-definition',
    'tool-names',
    'listing-tools',
    'calling-tools',
    'tool-results',
    'errors',
    'state-and-handles',
    'x-mcp-header',
    'list-changes-and-caching',
    'writing-descriptions',
    'mcp-tools-vs-function-calling',
    'streamable-http',
    'glossary',
    'rules',
  ];
  assert.deepEqual(
    required.filter((slug) => !docPages.some((p) => p.slug === slug)),
    [],
    'missing pages',
  );
});

test('the title is the only h1; headings have unique ids on each page', () => {
  for (const page of docPages) {
    const { headings } = parsed.get(page.file)!;
    assert.deepEqual(
      headings.filter((h) => h.depth === 1).map((h) => h.text),
      [],
      `${page.file}.mdx: the page title comes from meta.json`,
    );
    const ids = index.pages.find((p) => p.slug === page.slug)!.headings.map((h) => h.id);
    const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
    assert.deepEqual(duplicates, [], `${page.file}.mdx: duplicate heading ids`);
  }
});

test('internal links point at existing pages and anchors', () => {
  const broken: string[] = [];
  for (const page of docPages) {
    const here = docHref(page);
    for (const url of parsed.get(page.file)!.links) {
      if (/^https?:\/\//.test(url) || url.startsWith('mailto:')) continue;
      const [pathAndQuery = '', anchor] = url.split('#');
      const path = pathAndQuery.split('?')[0] || here;
      if (!url.startsWith('/') && !url.startsWith('#')) {
        broken.push(`${page.file}.mdx: relative link ${url} (use an absolute path)`);
        continue;
      }
      if (path.startsWith('/docs')) {
        const anchors = anchorsByHref.get(path);
        if (!anchors) broken.push(`${page.file}.mdx: ${url} (no such page)`);
        else if (anchor && !anchors.has(anchor)) broken.push(`${page.file}.mdx: ${url} (no such anchor)`);
      } else if (!OTHER_ROUTES.has(path) && !isPublicFile(path)) {
        broken.push(`${page.file}.mdx: ${url} (not a route of the site)`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test('embeds name existing examples, exchanges and rules', () => {
  const problems: string[] = [];
  for (const page of docPages) {
    const seen = new Set<string>();
    for (const embed of parsed.get(page.file)!.embeds) {
      const where = `${page.file}.mdx:${embed.line}`;
      if (!EMBEDS.has(embed.name)) problems.push(`${where}: <${embed.name}> is not a registered embed`);
      if (embed.name === 'Example') {
        if (!embed.id || !getExample(embed.id)) problems.push(`${where}: no example "${embed.id}"`);
        else if (seen.has(embed.id)) problems.push(`${where}: example "${embed.id}" shown twice on one page`);
        if (embed.id) seen.add(embed.id);
      }
      if (embed.name === 'Exchange') {
        if (!embed.id || !exchangeIds.has(embed.id)) problems.push(`${where}: no exchange "${embed.id}"`);
        else if (seen.has(`exchange:${embed.id}`))
          problems.push(`${where}: exchange "${embed.id}" shown twice`);
        if (embed.id) seen.add(`exchange:${embed.id}`);
      }
      if (embed.name === 'Rule' && (!embed.id || !ruleIds.has(embed.id)))
        problems.push(`${where}: no rule "${embed.id}"`);
    }
  }
  assert.deepEqual(problems, []);
});

test('no JSON is typed by hand into a page: JSON comes from example files and recorded exchanges', () => {
  const handTyped: string[] = [];
  for (const page of docPages) {
    for (const block of parsed.get(page.file)!.codeBlocks) {
      let parses = false;
      try {
        const value: unknown = JSON.parse(block.value);
        parses = typeof value === 'object' && value !== null;
      } catch {
        parses = false;
      }
      if (/^json/i.test(block.lang) || parses)
        handTyped.push(`${page.file}.mdx:${block.line} (a \`\`\`${block.lang} block)`);
    }
  }
  assert.deepEqual(handTyped, []);
});

test('every exchange and every rule is shown somewhere', () => {
  const used = new Set(
    docPages.flatMap((p) =>
      parsed
        .get(p.file)!
        .embeds.filter((e) => e.name === 'Exchange')
        .map((e) => e.id),
    ),
  );
  assert.deepEqual(
    [...exchangeIds].filter((id) => !used.has(id)),
    [],
    'recorded exchanges no page shows',
  );
  const rulesPage = index.pages.find((p) => p.slug === 'rules')!;
  const anchors = new Set(rulesPage.headings.map((h) => h.id));
  assert.deepEqual(
    [...ruleIds].filter((id) => !anchors.has(id)),
    [],
    'rules without an anchor in /docs/rules',
  );
});

// In-process rather than `node --import tsx scripts/… --check`: the same render and comparison, without
// three more processes transpiling lib/ at start.
const generatedFiles = [
  { name: 'generate-rules-reference.mjs', file: rulesDataFile, ...rulesReference },
  { name: 'generate-docs-index.mjs', file: docsIndexFile, ...docsIndex },
  { name: 'generate-exchanges.mjs', file: exchangesFile, ...exchanges },
];
for (const generated of generatedFiles) {
  test(`${generated.name} --check: the generated file is up to date`, async () => {
    const text = await generated.renderGenerated();
    assert.ok(
      writeGenerated(generated.file, text, { check: true, command: generated.COMMAND }),
      `${generated.file} is stale: run \`${generated.COMMAND}\``,
    );
  });
}
