import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageOutline } from '@/components/docs/docs-outline';
import { DocsShell } from '@/components/docs/docs-shell';
import { docPages, findDocPage, loadDocContent } from '@/components/docs/docs-source';
import { lastUpdated } from '@/components/docs/last-updated';

interface Props {
  params: Promise<{ slug?: string[] }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return docPages.map((p) => ({ slug: p.slug ? p.slug.split('/') : [] }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findDocPage((await params).slug);
  return page ? { title: page.title, description: page.description } : {};
}

export default async function DocsPage({ params }: Props) {
  const page = findDocPage((await params).slug);
  if (!page) notFound();
  const Content = await loadDocContent(page);
  return (
    <DocsShell
      page={page}
      headings={pageOutline(page.slug)?.headings ?? []}
      updated={lastUpdated(`content/docs/${page.file}.mdx`)}
    >
      <Content />
    </DocsShell>
  );
}
