import type { ComponentType } from 'react';
import meta from '@/content/docs/meta.json';

/** One docs page: its URL slug below /docs ("" for /docs itself), its MDX file, its group and titles. */
export interface DocPage {
  slug: string;
  file: string;
  group: string;
  title: string;
  description: string;
}

/** A sidebar section: a group title and its pages in reading order. */
export interface DocGroup {
  id: string;
  title: string;
  pages: DocPage[];
}

/** Every docs page in reading order, from content/docs/meta.json. */
export const docPages: readonly DocPage[] = meta.pages;

/** The sidebar sections, in the order of meta.json, each with its pages in reading order. */
export const docGroups: readonly DocGroup[] = meta.groups.map((g) => ({
  id: g.id,
  title: g.title,
  pages: docPages.filter((p) => p.group === g.id),
}));

export function findDocPage(slug: readonly string[] | undefined): DocPage | undefined {
  const key = (slug ?? []).join('/');
  return docPages.find((p) => p.slug === key);
}

export function docHref(page: DocPage): string {
  return page.slug ? `/docs/${page.slug}` : '/docs';
}

/** The pages before and after this one in reading order (undefined at either end). */
export function neighbours(page: DocPage): { previous?: DocPage; next?: DocPage } {
  const index = docPages.indexOf(page);
  return { previous: index > 0 ? docPages[index - 1] : undefined, next: docPages[index + 1] };
}

/** Loads the compiled MDX module of a page (compiled at build time by @next/mdx). */
export async function loadDocContent(page: DocPage): Promise<ComponentType> {
  const mod: { default: ComponentType } = await import(`@/content/docs/${page.file}.mdx`);
  return mod.default;
}
