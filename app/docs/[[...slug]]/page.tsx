import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { docPages, findDocPage, loadDocContent } from '@/components/docs/docs-source';

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
    <article className="prose prose-slate mx-auto max-w-3xl px-4 py-12 dark:prose-invert prose-headings:scroll-mt-20">
      <Content />
    </article>
  );
}
