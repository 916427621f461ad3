'use client';

import { memo, useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { Diagnostic, Severity } from '@/lib/validate/diagnostic';
import type { QuickFix } from '@/lib/validate/quick-fix/quick-fix';
import { ruleDocsHref } from '@/lib/validate/rule';
import { SEVERITY_HEADINGS, SEVERITY_ORDER } from './labels';
import type { Notice } from './validation-summary';

/** The panel lists at most this many findings (the editor marks more, the counts cover all). */
export const MAX_PANEL_ENTRIES = 200;

const severityBadge: Record<Severity, string> = {
  error: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

export interface DiagnosticsPanelProps {
  /** What the findings are about, e.g. "the document". */
  subject: string;
  /** Undefined until the first result. */
  findings: readonly Diagnostic[] | undefined;
  showInfo: boolean;
  onShowInfoChange(show: boolean): void;
  /** Moves the editor's selection to the finding and focuses it. */
  onJump(finding: Diagnostic): void;
  onCopyMessage(finding: Diagnostic): void;
  /** The safe edits that make a finding go away (none for most rules). */
  fixesOf?(finding: Diagnostic): readonly QuickFix[] | undefined;
  /** Applies one of them to the editor (undoable). */
  onApplyFix?(finding: Diagnostic, fix: QuickFix): void;
  /** Announced politely when it changes: the counts, or why validation stopped. */
  summary: string;
  /** True while newer text is being checked. */
  busy: boolean;
  /** Notes above the list (validation stopped, no tool definition…). */
  notices: readonly Notice[];
}

function location(finding: Diagnostic): { short: string; spoken: string } {
  if (!finding.range) return { short: 'doc', spoken: 'Whole document' };
  const { line, column } = finding.range.start;
  return { short: `${line}:${column}`, spoken: `Line ${line}, column ${column}` };
}

/**
 * The findings beside the editor, grouped by severity. Each entry is a button that selects the
 * finding's range in the editor, with its quick fixes (when it has any), a link to its rule and a
 * button copying its message.
 */
export const DiagnosticsPanel = memo(function DiagnosticsPanel({
  subject,
  findings,
  showInfo,
  onShowInfoChange,
  onJump,
  onCopyMessage,
  fixesOf,
  onApplyFix,
  summary,
  busy,
  notices,
}: DiagnosticsPanelProps) {
  const headingId = useId();
  const showInfoId = useId();
  const { groups, shown, total } = useMemo(() => {
    const groups = new Map<Severity, { count: number; entries: Diagnostic[] }>();
    let shown = 0;
    let total = 0;
    for (const severity of SEVERITY_ORDER) {
      if (severity === 'info' && !showInfo) continue;
      const all = (findings ?? []).filter((f) => f.severity === severity);
      total += all.length;
      const room = Math.max(0, MAX_PANEL_ENTRIES - shown);
      if (all.length > 0) groups.set(severity, { count: all.length, entries: all.slice(0, room) });
      shown += Math.min(all.length, room);
    }
    return { groups, shown, total };
  }, [findings, showInfo]);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy}
      className="flex min-h-0 flex-col rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          Findings <span className="font-normal text-slate-600 dark:text-slate-400">in {subject}</span>
        </h2>
        <label
          htmlFor={showInfoId}
          className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300"
        >
          <input
            id={showInfoId}
            type="checkbox"
            checked={showInfo}
            onChange={(e) => onShowInfoChange(e.target.checked)}
            className="size-4 accent-sky-700"
          />
          Show info
        </label>
      </div>
      <p role="status" className="px-3 pt-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {summary}
      </p>
      {notices.length > 0 ? (
        <div className="space-y-2 px-3 pt-2 text-sm">
          {notices.map((n) => (
            <p
              key={n.text}
              className={cn(
                'rounded-md border px-2 py-1.5',
                n.tone === 'warning'
                  ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'
                  : 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200',
              )}
            >
              {n.text}
            </p>
          ))}
        </div>
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        {findings !== undefined && total === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {findings.length === 0 ? 'No problems found.' : 'Only info-level advice, which is hidden.'}
          </p>
        ) : null}
        {[...groups].map(([severity, { count, entries }]) => (
          <SeverityGroup
            key={severity}
            severity={severity}
            count={count}
            entries={entries}
            onJump={onJump}
            onCopyMessage={onCopyMessage}
            fixesOf={fixesOf}
            onApplyFix={onApplyFix}
          />
        ))}
        {shown < total ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Showing the first {shown} of {total} findings. The editor marks them all (up to 2,000): press F8
            to go through them.
          </p>
        ) : null}
      </div>
    </section>
  );
});

function SeverityGroup({
  severity,
  count,
  entries,
  onJump,
  onCopyMessage,
  fixesOf,
  onApplyFix,
}: {
  severity: Severity;
  count: number;
  entries: readonly Diagnostic[];
  onJump(finding: Diagnostic): void;
  onCopyMessage(finding: Diagnostic): void;
  fixesOf?(finding: Diagnostic): readonly QuickFix[] | undefined;
  onApplyFix?(finding: Diagnostic, fix: QuickFix): void;
}) {
  const headingId = useId();
  return (
    <div className="mb-3">
      <h3 id={headingId} className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {SEVERITY_HEADINGS[severity]} ({count})
      </h3>
      <ul aria-labelledby={headingId} className="space-y-1.5">
        {entries.map((finding, i) => {
          const where = location(finding);
          return (
            <li
              key={`${finding.rule}-${finding.path}-${i}`}
              className="rounded-md border border-slate-200 dark:border-slate-800"
            >
              <button
                type="button"
                onClick={() => onJump(finding)}
                className="block w-full rounded-t-md px-2 pt-1.5 pb-1 text-left hover:bg-slate-50 dark:hover:bg-slate-900"
              >
                <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
                  <span aria-hidden="true" className="font-mono text-slate-700 dark:text-slate-300">
                    {where.short}
                  </span>
                  <span className="sr-only">{where.spoken}: </span>
                  <code className={cn('rounded px-1 font-medium', severityBadge[severity])}>
                    {finding.rule}
                  </code>
                </span>
                <span className="mt-0.5 block text-sm text-slate-800 dark:text-slate-200">
                  {finding.message}
                </span>
              </button>
              <span className="flex flex-wrap gap-1 px-1 pb-1">
                {onApplyFix
                  ? (fixesOf?.(finding) ?? []).map((fix) => (
                      <Button
                        key={fix.title}
                        variant="ghost"
                        size="sm"
                        className="h-auto px-1 py-0 font-medium text-sky-800 dark:text-sky-300"
                        onClick={() => onApplyFix(finding, fix)}
                      >
                        Fix: {fix.title}
                        <span className="sr-only"> ({finding.rule})</span>
                      </Button>
                    ))
                  : null}
                <a
                  href={ruleDocsHref(finding.rule)}
                  className="rounded px-1 text-xs text-sky-800 underline hover:text-sky-950 dark:text-sky-300 dark:hover:text-sky-100"
                >
                  Docs<span className="sr-only"> for {finding.rule}</span>
                </a>
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-auto px-1 py-0"
                  onClick={() => onCopyMessage(finding)}
                >
                  Copy<span className="sr-only"> message of {finding.rule}</span>
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
