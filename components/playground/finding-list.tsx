import type { Diagnostic } from '@/lib/validate/diagnostic';
import { ruleDocsHref } from '@/lib/validate/rule';
import { HiddenText } from './hidden-text';
import { Badge } from './panel';
import { type FixSource, useFindingFixes } from './use-finding-fixes';

const tone = { error: 'danger', warning: 'caution', info: 'info' } as const;

/**
 * Validator findings on something a server sent: severity, where, what, the rule's docs and, when
 * the validator has a safe edit for it and `source` says what the findings are about, a link that
 * opens the fixed document in the validator (the server's author applies it at the source).
 */
export function FindingList({
  findings,
  label,
  pathPrefix = '',
  source,
}: {
  findings: readonly Diagnostic[];
  label: string;
  /** Shown before each path, e.g. "result". */
  pathPrefix?: string;
  /** The document the findings' paths point into, for quick fixes. */
  source?: FixSource;
}) {
  const fixes = useFindingFixes(source, findings);
  if (findings.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-1 space-y-1 text-xs">
      {findings.map((finding, i) => (
        <li key={`${finding.rule}-${finding.path}-${i}`} className="flex flex-wrap items-baseline gap-1.5">
          <Badge tone={tone[finding.severity]}>{finding.severity}</Badge>
          {finding.path || pathPrefix ? (
            <code className="text-slate-600 dark:text-slate-400">
              {pathPrefix}
              {finding.path}
            </code>
          ) : null}
          <span className="min-w-0 flex-1 break-words text-slate-800 dark:text-slate-200">
            <HiddenText text={finding.message} />{' '}
            <a href={ruleDocsHref(finding.rule)} className="text-sky-800 underline dark:text-sky-300">
              {finding.rule}
            </a>
            {fixes.get(finding) ? (
              <>
                {' · '}
                <a
                  href={fixes.get(finding)!.href}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-sky-800 underline dark:text-sky-300"
                >
                  Fix in the validator: {fixes.get(finding)!.title}
                  <span className="sr-only"> ({finding.rule}, opens a new tab)</span>
                </a>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
