import Link from 'next/link';
import { SITE_WIDTH } from '@/components/site/site-width';
import { cn } from '@/components/ui/cn';
import { LATEST_PROTOCOL_VERSION } from '@/lib/spec/versions';
import { siteSections } from './site-header';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div
        className={cn(
          SITE_WIDTH,
          'flex flex-col gap-3 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:text-slate-400',
        )}
      >
        <p>
          MCP Tool Lab follows the Model Context Protocol specification{' '}
          <strong>{LATEST_PROTOCOL_VERSION}</strong>. It is an independent project, not an official part of
          MCP.
        </p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link className="hover:text-slate-900 dark:hover:text-white" href="/">
            Home
          </Link>
          {siteSections.map((s) => (
            <Link key={s.href} className="hover:text-slate-900 dark:hover:text-white" href={s.href}>
              {s.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
