import type { ComponentType } from 'react';
import meta from '@/content/docs/meta.json';

/** One docs page: its URL slug below /docs ("" for /docs itself), its MDX file and its titles. */
export interface DocPage {
  slug: string;
  file: string;
  title: string;
  description: string;
}

/** Every docs page in reading order, from content/docs/meta.json. */
export const docPages: readonly DocPage[] = meta.pages;

export function findDocPage(slug: readonly string[] | undefined): DocPage | undefined {
  const key = (slug ?? []).join('/');
  return docPages.find((p) => p.slug === key);
}

export function docHref(page: DocPage): string {
  return page.slug ? `/docs/${page.slug}` : '/docs';
}

/** Loads the compiled MDX module of a page (compiled at build time by @next/mdx). */
export async function loadDocContent(page: DocPage): Promise<ComponentType> {
  const mod: { default: ComponentType } = await import(`@/content/docs/${page.file}.mdx`);
  return mod.default;
}
