import type { Metadata } from 'next';
import Link from 'next/link';
import { PlaygroundApp } from '@/components/playground/playground-app';

export const metadata: Metadata = {
  title: 'Playground',
  description:
    'Connect from the browser to any Streamable HTTP MCP server (2026-07-28 or legacy) or to a mock running in the page, list its tools, call them and watch every request and response.',
};

export default function PlaygroundPage() {
  return (
    <>
      <div className="mx-auto max-w-[110rem] px-4 pt-6 pb-3">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">Playground</h1>
        <p className="mt-2 max-w-4xl text-slate-600 dark:text-slate-300">
          A browser MCP client. It starts connected to a mock server that runs inside this page; point it at
          your own server by URL. Every string a server sends is treated as hostile: shown as text or
          sanitized markdown, with hidden characters made visible. The{' '}
          <Link href="/docs" className="text-sky-800 underline dark:text-sky-300">
            docs
          </Link>{' '}
          explain what you see.
        </p>
      </div>
      <PlaygroundApp />
    </>
  );
}
