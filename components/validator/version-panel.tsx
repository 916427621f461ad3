'use client';

import { memo, useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import type { QuickFix } from '@/lib/validate/quick-fix/quick-fix';
import { ruleDocsHref } from '@/lib/validate/rule';
import { TARGET_VERSION } from '@/lib/validate/spec-version';
import type { QuickFixIndex } from '@/lib/validate/worker-protocol';

export interface VersionPanelProps {
  /** "Checked at MCP 2025-06-18 — detected: …"; undefined until the first result. */
  versionLine: string | undefined;
  /** The migration group of the latest report (undefined when the version checked is 2026-07-28). */
  migration: readonly Diagnostic[] | undefined;
  /** Quick fixes of the migration items, by index. */
  fixes: QuickFixIndex | undefined;
  onJump(finding: Diagnostic): void;
  onApplyFix(fix: QuickFix): void;
}

/** The panel lists at most this many migration items (the count covers all). */
const MAX_ITEMS = 100;

/**
 * The version the document was checked at and, for an older one, what 2026-07-28 needs ("to
 * move to 2026-07-28"): apart from the findings, because they are not problems at the version
 * the server speaks. Each item jumps to its place; safe edits come with a button.
 */
export const VersionPanel = memo(function VersionPanel({
  versionLine,
  migration,
  fixes,
  onJump,
  onApplyFix,
}: VersionPanelProps) {
  const headingId = useId();
  if (versionLine === undefined) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
        {migration ? `To move to ${TARGET_VERSION}` : 'Protocol version'}
        {migration ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> ({migration.length})</span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{versionLine}</p>
      {migration && migration.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Nothing else to change: the document is also valid {TARGET_VERSION}.
        </p>
      ) : null}
      {migration && migration.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Not errors at the version checked: what {TARGET_VERSION} needs beyond it.
          </p>
          <ul aria-labelledby={headingId} className="mt-2 space-y-1.5">
            {migration.slice(0, MAX_ITEMS).map((finding, i) => (
              <li
                key={`${finding.rule}-${finding.path}-${i}`}
                className="rounded-md border border-slate-200 dark:border-slate-800"
              >
                <button
                  type="button"
                  onClick={() => onJump(finding)}
                  className="block w-full rounded-t-md px-2 pt-1.5 pb-1 text-left hover:bg-slate-50 dark:hover:bg-slate-900"
                >
                  <span className="flex flex-wrap items-center gap-x-2 text-xs">
                    <code
                      className={cn(
                        'rounded px-1 font-medium',
                        finding.severity === 'error'
                          ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
                          : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
                      )}
                    >
                      {finding.rule}
                    </code>
                    <span className="text-slate-600 dark:text-slate-400">
                      {finding.severity === 'error'
                        ? `required by ${TARGET_VERSION}`
                        : `recommended by ${TARGET_VERSION}`}
                    </span>
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-800 dark:text-slate-200">
                    {finding.message}
                  </span>
                </button>
                <span className="flex flex-wrap gap-1 px-1 pb-1">
                  {(fixes?.[i] ?? []).map((fix) => (
                    <Button
                      key={fix.title}
                      variant="ghost"
                      size="sm"
                      className="h-auto px-1 py-0"
                      onClick={() => onApplyFix(fix)}
                    >
                      {fix.title}
                    </Button>
                  ))}
                  <a
                    href={ruleDocsHref(finding.rule)}
                    className="rounded px-1 text-xs text-sky-800 underline hover:text-sky-950 dark:text-sky-300 dark:hover:text-sky-100"
                  >
                    Docs<span className="sr-only"> for {finding.rule}</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
          {migration.length > MAX_ITEMS ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Showing the first {MAX_ITEMS} of {migration.length}.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
});
