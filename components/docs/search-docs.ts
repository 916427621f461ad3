import type { DocsIndex, IndexedSection } from './search-index';

/** One page that matches a query, pointing at its best-matching section. */
export interface SearchHit {
  /** The page URL, with `#id` of the best section unless that is the page's opening. */
  href: string;
  pageTitle: string;
  /** The heading of the best section; undefined when it is the page's opening text. */
  section?: string;
  /** A short excerpt of the best section around the first matching term. */
  snippet: string;
  score: number;
}

const WEIGHTS = { title: 12, heading: 6, description: 3, body: 1 } as const;
const MAX_BODY_HITS = 6;
const SNIPPET_CHARS = 150;

/** Lower case without accents, so "Zurich" finds "Zürich" and "TTL" finds "ttlMs". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The terms of a query: words of the normalized text; punctuation inside a word is kept (x-mcp-header). */
export function queryTerms(query: string): string[] {
  const words = normalizeText(query)
    .split(/[\s,;:!?()[\]{}"'`<>]+/)
    .map((w) => w.replace(/^[^a-z0-9_]+|[^a-z0-9_]+$/g, ''))
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}

function countOccurrences(haystack: string, needle: string, cap: number): number {
  let count = 0;
  let from = haystack.indexOf(needle);
  while (from !== -1 && count < cap) {
    count++;
    from = haystack.indexOf(needle, from + needle.length);
  }
  return count;
}

function snippetOf(section: IndexedSection, terms: readonly string[]): string {
  const text = section.text.replace(/\s+/g, ' ').trim();
  const lower = normalizeText(text);
  // NFKD can lengthen the text; positions of plain ASCII text (almost all of it) stay aligned.
  const at = terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  const first = at.length > 0 ? Math.min(...at) : 0;
  const start = Math.max(0, first - 40);
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * Pages that contain every term of the query (anywhere: title, description, headings or text),
 * best first. A term matches inside words, so partial words typed so far already find pages.
 * Titles weigh most, then headings, then the description, then the number of hits in the text.
 */
export function searchDocs(index: DocsIndex, query: string, limit = 8): SearchHit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const page of index.pages) {
    const title = normalizeText(page.title);
    const description = normalizeText(page.description);
    const sections = page.sections.map((s) => ({
      section: s,
      heading: normalizeText(s.heading),
      text: normalizeText(s.text),
    }));
    const everywhere = [title, description, ...sections.map((s) => `${s.heading}\n${s.text}`)].join('\n');
    if (!terms.every((t) => everywhere.includes(t))) continue;

    let score = 0;
    for (const t of terms) {
      if (title.includes(t)) score += WEIGHTS.title;
      if (description.includes(t)) score += WEIGHTS.description;
    }
    let best = sections[0];
    let bestScore = -1;
    for (const s of sections) {
      let sectionScore = 0;
      for (const t of terms) {
        if (s.heading.includes(t)) sectionScore += WEIGHTS.heading;
        sectionScore += WEIGHTS.body * countOccurrences(s.text, t, MAX_BODY_HITS);
      }
      score += sectionScore;
      if (sectionScore > bestScore) {
        best = s;
        bestScore = sectionScore;
      }
    }
    const section = best?.section;
    hits.push({
      href: section?.id ? `${page.href}#${section.id}` : page.href,
      pageTitle: page.title,
      section: section?.id ? section.heading : undefined,
      snippet: section ? snippetOf(section, terms) : page.description,
      score,
    });
  }
  return hits.sort((a, b) => b.score - a.score || a.pageTitle.localeCompare(b.pageTitle)).slice(0, limit);
}
