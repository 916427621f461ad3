import type { Metadata } from 'next';
import Link from 'next/link';
import { LINK_MARKER_SCRIPT } from '@/components/playground/link-marker';
import { PlaygroundApp } from '@/components/playground/playground-app';
import { WorkbenchAbout, WorkbenchTitle } from '@/components/site/workbench-title';

export const metadata: Metadata = {
  title: 'Playground',
  description:
    'Connect from the browser to any Streamable HTTP MCP server (2026-07-28 or legacy) or to a mock running in the page, list its tools, call them and watch every request and response.',
};

export default async function PlaygroundPage() {
  // Listed while the page is built (it is static), so the tools are in its HTML; loaded on demand so
  // that the mock server and the validator stay out of the page's own scripts.
  const { previewMockListing } = await import('@/lib/client/mock-preview');
  const preview = await previewMockListing();
  return (
    <>
      <WorkbenchTitle title="Playground" aboutId="about-playground" />
      {/* Before the list is parsed: a link may name another server, so the build's list stays hidden. */}
      <script
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant (./link-marker.ts), no input in it
        dangerouslySetInnerHTML={{ __html: LINK_MARKER_SCRIPT }}
      />
      <PlaygroundApp {...(preview ? { preview } : {})} />
      <WorkbenchAbout id="about-playground" title="About the playground">
        <p>
          A browser MCP client. It starts connected to a mock server that runs inside this page; point it at
          your own server by URL. Every string a server sends is treated as hostile: shown as text or
          sanitized markdown, with hidden characters made visible. The{' '}
          <Link href="/docs" className="text-sky-800 underline dark:text-sky-300">
            docs
          </Link>{' '}
          explain what you see.
        </p>
      </WorkbenchAbout>
    </>
  );
}
