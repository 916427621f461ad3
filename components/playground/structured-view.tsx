import type { Diagnostic } from '@/lib/validate/diagnostic';
import { structuredVerdict } from './explain';
import { FindingList } from './finding-list';
import { JsonView } from './json-view';
import type { FixSource } from './use-finding-fixes';

/**
 * `structuredContent` beside the tool's `outputSchema`, with the validator's findings. The payload
 * is always shown, conforming or not: a client that hides what breaks the schema hides the bug.
 */
export function StructuredView({
  value,
  outputSchema,
  findings,
  isError,
  source,
}: {
  value: unknown;
  outputSchema: unknown;
  /** Findings whose path is under /structuredContent, and the one saying it is missing. */
  findings: readonly Diagnostic[];
  isError: boolean;
  /** The whole result (and its tool), which the findings' paths point into: for quick fixes. */
  source?: FixSource;
}) {
  const verdict = structuredVerdict({ value, outputSchema, findings, isError });
  return (
    <section aria-labelledby="structured-heading" className="space-y-2">
      <h3 id="structured-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
        Structured content
      </h3>
      <p
        className={
          verdict.tone === 'error'
            ? 'text-xs font-medium text-red-800 dark:text-red-300'
            : verdict.tone === 'unchecked'
              ? 'text-xs font-medium text-amber-900 dark:text-amber-200'
              : 'text-xs text-slate-700 dark:text-slate-300'
        }
      >
        {verdict.text}
      </p>
      <FindingList
        findings={findings}
        label="Findings on the structured content"
        pathPrefix="result"
        {...(source ? { source } : {})}
      />
      <div className="grid gap-2 lg:grid-cols-2">
        <div className="min-w-0">
          <h4 className="text-xs font-medium text-slate-700 dark:text-slate-300">structuredContent</h4>
          <JsonView value={value} fileName="structured-content.json" label="structuredContent" />
        </div>
        <div className="min-w-0">
          <h4 className="text-xs font-medium text-slate-700 dark:text-slate-300">outputSchema</h4>
          {outputSchema === undefined ? (
            <p className="text-xs text-slate-600 dark:text-slate-400">(none)</p>
          ) : (
            <JsonView value={outputSchema} fileName="output-schema.json" label="outputSchema" />
          )}
        </div>
      </div>
    </section>
  );
}
