import { cn } from '@/components/ui/cn';
import type { IndexedHeading } from './search-index';

/** "On this page": links to the page's level-2 and level-3 headings by their stable ids. */
export function DocsToc({
  headings,
  className,
}: {
  headings: readonly IndexedHeading[];
  className?: string;
}) {
  if (headings.length === 0) return null;
  return (
    <ul className={cn('space-y-1 text-sm', className)}>
      {headings.map((h) => (
        <li key={h.id} className={h.depth === 3 ? 'pl-3' : undefined}>
          <a
            href={`#${h.id}`}
            className="block py-0.5 text-slate-700 hover:text-sky-800 dark:text-slate-300 dark:hover:text-sky-300"
          >
            {h.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
