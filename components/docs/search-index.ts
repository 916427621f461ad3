/**
 * The shape of content/docs/docs-index.generated.json, written by scripts/generate-docs-index.mjs from
 * the MDX sources: the outline of every page (for "on this page") and its text by section (for search).
 */
export interface DocsIndex {
  pages: IndexedPage[];
}

export interface IndexedPage {
  /** The page's slug below /docs, as in meta.json. */
  slug: string;
  href: string;
  title: string;
  description: string;
  /** Headings of level 2 and 3 in page order, with the ids the rendered headings carry. */
  headings: IndexedHeading[];
  /** The page's text cut at its headings; the first section (id "") is the text before any heading. */
  sections: IndexedSection[];
}

export interface IndexedHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface IndexedSection {
  id: string;
  heading: string;
  text: string;
}
