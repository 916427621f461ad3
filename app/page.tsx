import Link from 'next/link';
import { SITE_WIDTH } from '@/components/site/site-width';
import { cn } from '@/components/ui/cn';

const faces = [
  {
    href: '/docs',
    title: 'Docs',
    text: 'How MCP tools work at 2026-07-28: definitions, names, listing, calling, results, errors, x-mcp-header, caching and the wire format, with examples you can run.',
    action: 'Read the docs',
  },
  {
    href: '/validate',
    title: 'Validate',
    text: 'Paste a tool definition, a tools/list result or a tools/call result and see what breaks the spec as you type, at the exact place, graded MUST, SHOULD or advice.',
    action: 'Check a definition',
  },
  {
    href: '/playground',
    title: 'Playground',
    text: 'Connect from your browser to any Streamable HTTP server, or to the mock server that runs inside the page, list and call tools, and see every byte on the wire.',
    action: 'Open the playground',
  },
] as const;

export default function HomePage() {
  return (
    <div className={cn(SITE_WIDTH, 'py-16')}>
      <div className="max-w-3xl">
        <p className="text-sm font-medium uppercase tracking-wide text-sky-700 dark:text-sky-400">
          Model Context Protocol · specification 2026-07-28
        </p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Learn, check and try MCP tools
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
          A tool is a function an MCP server offers to a model. Getting one right means a clear name and
          description, a valid input schema, honest results and the right bytes on the wire. MCP Tool Lab
          helps with each step, for people shipping a tool, people writing clients and servers, and people
          teaching how it all fits together.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {faces.map((f) => (
          <li key={f.href}>
            <Link
              href={f.href}
              className="group flex h-full flex-col rounded-xl border border-slate-200 p-6 transition-colors hover:border-sky-400 hover:bg-sky-50/50 dark:border-slate-800 dark:hover:border-sky-600 dark:hover:bg-sky-950/30"
            >
              <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{f.title}</h2>
              <p className="mt-3 flex-1 leading-relaxed text-slate-600 dark:text-slate-300">{f.text}</p>
              <span className="mt-4 text-sm font-medium text-sky-700 group-hover:underline dark:text-sky-400">
                {f.action} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
