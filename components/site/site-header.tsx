import { SITE_WIDTH } from '@/components/site/site-width';
import { cn } from '@/components/ui/cn';
import { IntentLink } from './intent-link';
import { NavLink } from './nav-link';
import { ThemeToggle } from './theme-toggle';

export const siteSections = [
  { href: '/docs', label: 'Docs' },
  { href: '/validate', label: 'Validate' },
  { href: '/playground', label: 'Playground' },
] as const;

export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white/80 backdrop-blur dark:border-slate-800 dark:bg-slate-950/80">
      <div
        className={cn(
          SITE_WIDTH,
          'flex flex-wrap items-center gap-x-4 gap-y-1 py-2 sm:h-14 sm:flex-nowrap sm:py-0',
        )}
      >
        <IntentLink href="/" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
          <Logo />
          <span>MCP Tool Lab</span>
        </IntentLink>
        <nav
          aria-label="Main"
          className="order-last -mx-3 flex w-full items-center gap-1 sm:order-none sm:mx-0 sm:w-auto"
        >
          {siteSections.map((s) => (
            <NavLink key={s.href} href={s.href}>
              {s.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto">
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 text-sky-600 dark:text-sky-400" fill="none">
      <rect x="2.5" y="2.5" width="19" height="19" rx="5" stroke="currentColor" strokeWidth="1.8" />
      <path d="M7 15.5V8.5l5 4 5-4v7" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
