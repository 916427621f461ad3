'use client';

import type { CaseComparison, CaseResult, EvalReport, TargetResult } from '@/lib/eval/eval-report';
import { HiddenText } from '../playground/hidden-text';
import { Badge } from '../playground/panel';
import { formatMs } from '../playground/provenance-line';
import {
  failureReasons,
  formatAccuracy,
  formatDelta,
  formatExpected,
  formatPicks,
  formatRate,
} from './eval-format';

const cell = 'border-b border-slate-200 px-1.5 py-1 align-top dark:border-slate-800';

function CaseRow({ c }: { c: CaseResult }) {
  const passed = c.runs.filter((r) => r.passed).length;
  const reasons = failureReasons(c.runs);
  const errored = c.runs.filter((r) => r.errored);
  return (
    <tr>
      <th scope="row" className={`${cell} font-mono font-medium`}>
        <HiddenText text={c.id} />
      </th>
      <td className={cell}>
        <HiddenText text={formatExpected(c.expect)} />
      </td>
      <td className={`${cell} font-mono`}>
        <HiddenText text={formatPicks(c.picked)} />
      </td>
      <td className={cell}>
        <Badge
          tone={passed === c.runs.length && c.runs.length > 0 ? 'safe' : passed === 0 ? 'danger' : 'caution'}
        >
          {formatRate(passed, c.runs.length)}
        </Badge>
        {c.interval ? (
          <span className="ml-1 text-slate-600 dark:text-slate-400">
            {formatAccuracy(c.passRate, c.runs.length, c.interval).replace(/^\d+% /, '')}
          </span>
        ) : null}
        {reasons.length > 0 ? (
          <ul
            aria-label={`Why ${c.id} failed`}
            className="mt-0.5 list-disc pl-4 text-amber-900 dark:text-amber-200"
          >
            {reasons.map((reason) => (
              <li key={reason}>
                <HiddenText text={reason} />
              </li>
            ))}
          </ul>
        ) : null}
        {errored.length > 0 ? (
          <p className="mt-0.5 text-red-800 dark:text-red-300">
            {errored.length} {errored.length === 1 ? 'run' : 'runs'} failed on a model error
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/** One tool list's results: accuracy, each case, the confusion, argument mismatches, costs. */
export function TargetResults({ result, title }: { result: TargetResult; title: string }) {
  const tokens = `${(result.usage.inputTokens ?? 0).toLocaleString('en')} in · ${(result.usage.outputTokens ?? 0).toLocaleString('en')} out tokens`;
  return (
    <section aria-label={`Results of ${title}`} className="space-y-2">
      <h4 className="text-sm font-semibold">{title}</h4>
      <p className="text-sm">
        Accuracy{' '}
        <strong>{formatAccuracy(result.accuracy.rate, result.runs.total, result.accuracy.interval)}</strong> —{' '}
        {result.runs.passed}/{result.runs.total} runs, {result.passed}/{result.total} cases passed every run
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          {tokens} · model time per run: median {formatMs(result.latency.medianMs)}, max{' '}
          {formatMs(result.latency.maxMs)}
          {result.argumentMismatches > 0
            ? ` · right tool, wrong arguments: ${result.argumentMismatches} runs`
            : ''}
          {result.runs.errored > 0 ? ` · ${result.runs.errored} runs failed on a model error` : ''}
        </span>
      </p>
      <div
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Cases of {title}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Case
              </th>
              <th scope="col" className={cell}>
                Expected
              </th>
              <th scope="col" className={cell}>
                First call
              </th>
              <th scope="col" className={cell}>
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {result.cases.map((c) => (
              <CaseRow key={c.id} c={c} />
            ))}
          </tbody>
        </table>
      </div>
      {result.confusion.length > 0 ? (
        <div>
          <h5 className="text-xs font-semibold">Confusion: what was picked instead</h5>
          <ul aria-label={`Confusion of ${title}`} className="list-disc pl-5 text-xs">
            {result.confusion.map((c) => (
              <li key={`${c.expected}→${c.picked}`}>
                expected <code>{c.expected ?? 'no tool'}</code>, picked <code>{c.picked ?? 'no tool'}</code> ×
                {c.count}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

const changeTone = { better: 'safe', worse: 'danger', same: 'neutral' } as const;

function ComparisonRow({ row, expected }: { row: CaseComparison; expected: string }) {
  return (
    <tr>
      <th scope="row" className={`${cell} font-mono font-medium`}>
        <HiddenText text={row.id} />
      </th>
      <td className={cell}>
        <HiddenText text={expected} />
      </td>
      <td className={cell}>
        {Math.round(row.base.passRate * 100)}% · <HiddenText text={formatPicks(row.base.picked)} />
      </td>
      <td className={cell}>
        {Math.round(row.variant.passRate * 100)}% · <HiddenText text={formatPicks(row.variant.picked)} />
      </td>
      <td className={cell}>
        <Badge tone={changeTone[row.change]}>{formatDelta(row)}</Badge>
      </td>
    </tr>
  );
}

/** A against B, case by case: what each picked, the pass rates, and what the edit changed. */
export function AbComparison({ report }: { report: EvalReport }) {
  if (!report.variant || !report.comparison) return null;
  const rows = report.comparison;
  const count = (change: CaseComparison['change']) => rows.filter((r) => r.change === change).length;
  const expected = new Map(report.cases.map((c) => [c.id, formatExpected(c.expect)]));
  return (
    <section aria-label="A/B comparison" className="space-y-2">
      <h4 className="text-sm font-semibold">A/B: the server&apos;s descriptions (A) against yours (B)</h4>
      <p className="text-sm">
        A {formatAccuracy(report.accuracy.rate, report.runs.total, report.accuracy.interval)}, B{' '}
        {formatAccuracy(
          report.variant.accuracy.rate,
          report.variant.runs.total,
          report.variant.accuracy.interval,
        )}
        : {count('better')} {count('better') === 1 ? 'case' : 'cases'} better with B, {count('worse')} worse,{' '}
        {count('same')} unchanged.
      </p>
      <div
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard
        tabIndex={0}
      >
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Each case with the server&apos;s descriptions and with yours</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Case
              </th>
              <th scope="col" className={cell}>
                Expected
              </th>
              <th scope="col" className={cell}>
                A (server)
              </th>
              <th scope="col" className={cell}>
                B (edited)
              </th>
              <th scope="col" className={cell}>
                Change
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ComparisonRow key={row.id} row={row} expected={expected.get(row.id) ?? ''} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
