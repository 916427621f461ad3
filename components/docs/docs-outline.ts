import index from '@/content/docs/docs-index.generated.json';
import type { DocsIndex, IndexedPage } from './search-index';

/** The generated outline and text of every page (scripts/generate-docs-index.mjs). */
export const docsIndex: DocsIndex = index as DocsIndex;

/** The indexed outline of one page (its headings for "on this page"), by slug. */
export function pageOutline(slug: string): IndexedPage | undefined {
  return docsIndex.pages.find((p) => p.slug === slug);
}
