import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { Severity } from '@/lib/validate/diagnostic';

const severityStyle: Record<Severity, string> = {
  error: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

/** A rule's or finding's severity as a small coloured label (the word itself carries the meaning). */
export function SeverityBadge({ severity }: { severity: Severity }) {
  return (
    <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', severityStyle[severity])}>
      {severity}
    </span>
  );
}

/** A neutral small label (basis, profile, kind). */
export function Tag({ children }: { children: ReactNode }) {
  return (
    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </span>
  );
}
