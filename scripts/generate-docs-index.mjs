// Writes content/docs/docs-index.generated.json from the MDX pages in content/docs/ (in the order of
// meta.json): each page's headings with the ids the rendered headings carry ("on this page") and its
// text cut by section (the docs search). Embeds count by what they show: an <Example> by its title and
// summary, an <Exchange> by its title and summary, a <Rule> by its id and title, and the rules
// reference by every rule.
//
//   node --import tsx scripts/generate-docs-index.mjs           rewrite the index
//   node --import tsx scripts/generate-docs-index.mjs --check   exit 1 if it is stale (tests)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { headingId } from '../components/docs/heading-id.ts';
import { getExample } from '../content/examples/index.ts';
import { isMain, repo, writeGenerated } from './generate-docs-output.mjs';

const docsDir = join(repo, 'content', 'docs');
export const docsIndexFile = join(docsDir, 'docs-index.generated.json');
export const COMMAND = 'node --import tsx scripts/generate-docs-index.mjs';

const readJson = (name) => JSON.parse(readFileSync(join(docsDir, name), 'utf8'));

const processor = createProcessor({ remarkPlugins: [remarkGfm] });

function attribute(node, name) {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/** Plain text of inline content (inline code keeps its text, JSX keeps its children's text). */
function inlineText(node) {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  return (node.children ?? []).map(inlineText).join('');
}

/**
 * Everything the index and the docs tests need from one MDX source: headings (level and text),
 * links, embeds (`<Example id>`, `<Exchange id>`, `<Rule id>`, other JSX elements by name), fenced
 * code blocks, and the text cut at level-2 and level-3 headings.
 */
export function parseDocSource(source, context = {}) {
  const tree = processor.parse(source);
  const out = {
    headings: [],
    links: [],
    embeds: [],
    codeBlocks: [],
    sections: [{ id: '', heading: '', parts: [] }],
  };
  const exchangeText = context.exchangeText ?? (() => undefined);
  const ruleText = context.ruleText ?? (() => undefined);

  /** Collects links and embeds anywhere below a node, and returns its searchable text. */
  function visit(node) {
    if (node.type === 'link') out.links.push(node.url);
    if (node.type === 'code') {
      out.codeBlocks.push({ lang: node.lang ?? '', value: node.value, line: node.position?.start.line });
      return '';
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const id = attribute(node, 'id');
      out.embeds.push({ name: node.name ?? '', id, line: node.position?.start.line });
      const childText = (node.children ?? []).map(visit).join(' ');
      if (node.name === 'Example' && id) {
        const entry = getExample(id);
        return entry ? `${entry.title}. ${entry.summary}` : '';
      }
      if (node.name === 'Exchange' && id) return exchangeText(id) ?? '';
      if (node.name === 'Rule' && id) return ruleText(id) ?? '';
      return childText;
    }
    if (node.type === 'paragraph' || node.type === 'tableCell') {
      for (const child of node.children ?? []) visit(child);
      return inlineText(node);
    }
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'html') return '';
    return (node.children ?? []).map(visit).join(node.type === 'tableRow' ? ' | ' : '\n');
  }

  for (const node of tree.children) {
    if (node.type === 'heading') {
      const text = inlineText(node).trim();
      out.headings.push({ depth: node.depth, text, id: headingId(text), line: node.position?.start.line });
      for (const child of node.children) visit(child);
      if (node.depth === 2 || node.depth === 3) {
        out.sections.push({ id: headingId(text), heading: text, parts: [] });
        continue;
      }
    }
    const text = visit(node);
    if (text.trim()) out.sections.at(-1).parts.push(text.trim());
  }
  return {
    ...out,
    sections: out.sections.map((s) => ({
      id: s.id,
      heading: s.heading,
      text: s.parts.join('\n').replace(/[ \t]+/g, ' '),
    })),
  };
}

/** The index of every page in meta.json order. */
export function buildDocsIndex() {
  const meta = readJson('meta.json');
  const rules = readJson('rules.generated.json').rules;
  const exchanges = readJson('exchanges.generated.json').exchanges;
  const context = {
    exchangeText: (id) => {
      const e = exchanges.find((x) => x.id === id);
      return e ? `${e.title}. ${e.summary}` : undefined;
    },
    ruleText: (id) => {
      const r = rules.find((x) => x.id === id);
      return r ? `${r.id}: ${r.title}` : undefined;
    },
  };
  const pages = meta.pages.map((page) => {
    const parsed = parseDocSource(readFileSync(join(docsDir, `${page.file}.mdx`), 'utf8'), context);
    const headings = parsed.headings
      .filter((h) => h.depth === 2 || h.depth === 3)
      .map((h) => ({ depth: h.depth, id: h.id, text: h.text }));
    const sections = parsed.sections.map((s, i) => (i === 0 ? { ...s, heading: page.title } : s));
    if (parsed.embeds.some((e) => e.name === 'RulesReference')) {
      for (const rule of rules) {
        headings.push({ depth: 2, id: rule.id, text: rule.id });
        sections.push({
          id: rule.id,
          heading: rule.id,
          text: `${rule.title}. ${rule.description.replace(/`/g, '')}`,
        });
      }
    }
    return {
      slug: page.slug,
      href: page.slug ? `/docs/${page.slug}` : '/docs',
      title: page.title,
      description: page.description,
      headings,
      sections: sections.filter((s) => s.text.trim() || s.id),
    };
  });
  return { pages };
}

/** The text of content/docs/docs-index.generated.json (before formatting). */
export async function renderGenerated() {
  return `${JSON.stringify(buildDocsIndex(), null, 2)}\n`;
}

if (isMain(import.meta.url)) {
  const ok = writeGenerated(docsIndexFile, await renderGenerated(), {
    check: process.argv.includes('--check'),
    command: COMMAND,
  });
  process.exit(ok ? 0 : 1);
}
