'use client';

import { type ReactNode, useState } from 'react';

/**
 * A native `<details>` whose content is rendered only once opened: a closed "Raw result" of an
 * 8 MiB answer costs nothing.
 */
export function Disclosure({
  summary,
  defaultOpen = false,
  className,
  children,
}: {
  summary: ReactNode;
  defaultOpen?: boolean;
  className?: string;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details className={className} open={defaultOpen} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-xs font-medium">{summary}</summary>
      {open ? children() : null}
    </details>
  );
}
