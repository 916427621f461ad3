'use client';

import { HiddenText } from '../playground/hidden-text';
import { Badge } from '../playground/panel';
import { formatMs } from '../playground/provenance-line';
import {
  type CaseComparison,
  compareRuns,
  type EvalRunView,
  formatAccuracy,
  formatDelta,
  formatPicks,
  formatRate,
} from './eval-compare';

const cell = 'border-b border-slate-200 px-1.5 py-1 align-top dark:border-slate-800';

function tokens(run: EvalRunView): string | undefined {
  if (run.inputTokens === undefined && run.outputTokens === undefined) return undefined;
  return `${(run.inputTokens ?? 0).toLocaleString('en')} in · ${(run.outputTokens ?? 0).toLocaleString('en')} out tokens`;
}

/** One run's summary, its cases, and the confusion (which tool was picked instead of which). */
export function EvalRunResults({ run }: { run: EvalRunView }) {
  const extra = [tokens(run), run.latencyMs !== undefined ? formatMs(run.latencyMs) : undefined].filter(
    Boolean,
  );
  return (
    <section aria-label={`Results of ${run.label}`} className="space-y-2">
      <h4 className="text-sm font-semibold">{run.label}</h4>
      <p className="text-sm">
        Accuracy <strong>{formatAccuracy(run)}</strong> — {formatRate(run.passed, run.runs)}
        {extra.length > 0 ? (
          <span className="text-xs text-slate-600 dark:text-slate-400"> · {extra.join(' · ')}</span>
        ) : null}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard */}
      <div className="overflow-x-auto" tabIndex={0}>
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Cases of {run.label}</caption>
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
            {run.cases.map((c) => (
              <tr key={c.id}>
                <th scope="row" className={`${cell} font-mono font-medium`}>
                  <HiddenText text={c.id} />
                </th>
                <td className={cell}>
                  <HiddenText text={c.expected} />
                </td>
                <td className={`${cell} font-mono`}>
                  <HiddenText text={formatPicks(c.picks)} />
                </td>
                <td className={cell}>
                  <Badge tone={c.passed === c.runs ? 'safe' : c.passed === 0 ? 'danger' : 'caution'}>
                    {formatRate(c.passed, c.runs)}
                  </Badge>
                  {c.mismatches.length > 0 ? (
                    <ul
                      aria-label={`Argument mismatches of ${c.id}`}
                      className="mt-0.5 list-disc pl-4 text-amber-900 dark:text-amber-200"
                    >
                      {c.mismatches.slice(0, 5).map((m) => (
                        <li key={m}>
                          <HiddenText text={m} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {c.errors.length > 0 ? (
                    <ul
                      aria-label={`Errors of ${c.id}`}
                      className="mt-0.5 list-disc pl-4 text-red-800 dark:text-red-300"
                    >
                      {c.errors.slice(0, 3).map((m) => (
                        <li key={m}>
                          <HiddenText text={m} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {run.confusion.length > 0 ? (
        <div>
          <h5 className="text-xs font-semibold">Confusion: picked instead</h5>
          <ul aria-label={`Confusion of ${run.label}`} className="list-disc pl-5 text-xs">
            {run.confusion.map((c) => (
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

const verdictTone = {
  better: 'safe',
  worse: 'danger',
  same: 'neutral',
  'only-a': 'neutral',
  'only-b': 'neutral',
} as const;

function rateOf(side: CaseComparison['a']): string {
  return side ? `${formatRate(side.passed, side.runs)} · ${formatPicks(side.picks)}` : '—';
}

/** A against B, case by case: what each picked, the pass rates, and what the edit changed. */
export function AbComparison({ a, b }: { a: EvalRunView; b: EvalRunView }) {
  const cmp = compareRuns(a, b);
  return (
    <section aria-label="A/B comparison" className="space-y-2">
      <h4 className="text-sm font-semibold">A/B: the server&apos;s descriptions against yours</h4>
      <p role="status" className="text-sm">
        A {formatAccuracy(a)}, B {formatAccuracy(b)}: {cmp.better} {cmp.better === 1 ? 'case' : 'cases'}{' '}
        better, {cmp.worse} worse, {cmp.same} unchanged.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be reachable by keyboard */}
      <div className="overflow-x-auto" tabIndex={0}>
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Each case in A and in B</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Case
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
            {cmp.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={`${cell} font-mono font-medium`}>
                  <HiddenText text={row.id} />
                </th>
                <td className={cell}>
                  <HiddenText text={rateOf(row.a)} />
                </td>
                <td className={cell}>
                  <HiddenText text={rateOf(row.b)} />
                </td>
                <td className={cell}>
                  <Badge tone={verdictTone[row.verdict]}>{formatDelta(row)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
