'use client';

import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useFirstApproach } from '@/hooks/use-first-approach';
import type { ValidationClient } from '@/lib/browser/validation-client';
import { HiddenText } from '../playground/hidden-text';
import { Panel } from '../playground/panel';
import { ApprovalDialog } from './approval-dialog';
import { AbComparison, TargetResults } from './eval-results';
import type { useModelEval } from './use-model-eval';
import { VariantEditor } from './variant-editor';

type Eval = ReturnType<typeof useModelEval>;

const numberInput =
  'mt-0.5 h-8 w-20 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950';

function where(p: { range?: { start: { line: number; column: number } }; where: string }): string {
  return p.range ? `line ${p.range.start.line}, column ${p.range.start.column} (${p.where})` : p.where;
}

/**
 * Tool-choice evals: a suite in the CLI's format (edit, import, export), the run settings, the
 * descriptions of B, and the results: accuracy with its interval, what each case picked, the
 * confusion, and for an A/B the change per case.
 */
export function EvalPanel({
  evals,
  tools,
  validator,
  ready,
}: {
  evals: Eval;
  tools: readonly Record<string, unknown>[];
  validator: ValidationClient | undefined;
  ready: string | undefined;
}) {
  const id = useId().replace(/[^\w-]/g, '_');
  const running = evals.status.kind === 'running';
  const parsed = evals.parsed;
  const suiteSection = useRef<HTMLElement>(null);
  useFirstApproach(suiteSection, evals.wantCheck);
  const storageNote =
    evals.storage.status === 'refused'
      ? evals.storage.reason
      : evals.storage.status === 'too-large'
        ? 'The suite is too large to keep in this browser: export it to keep it.'
        : evals.storage.status === 'unavailable'
          ? `The suite is not kept in this browser (${evals.storage.reason}): export it to keep it.`
          : undefined;
  return (
    <Panel id="evals" title="Tool-choice evals">
      <div className="space-y-4 text-sm">
        <p className="text-slate-600 dark:text-slate-400">
          Does the model pick the right tool? Each case is a prompt and the first tool call it should lead to.
          Run the suite against the server&apos;s descriptions (A), or edit some descriptions and run both
          (A/B) to measure the difference. The same file runs in CI with <code>mcp-tool-lab eval</code>.
        </p>
        <section
          ref={suiteSection}
          aria-labelledby={`${id}-suite-heading`}
          className="space-y-1.5"
          onFocus={evals.wantCheck}
          onPointerEnter={evals.wantCheck}
        >
          <div className="flex flex-wrap items-center gap-1">
            <h3 id={`${id}-suite-heading`} className="mr-auto text-sm font-semibold">
              Suite
            </h3>
            <Button size="sm" onClick={evals.importSuite}>
              Import suite
            </Button>
            <Button size="sm" onClick={evals.exportSuite} disabled={!parsed?.ok}>
              Export suite
            </Button>
            <Button size="sm" variant="ghost" onClick={evals.loadExample}>
              Load the example
            </Button>
          </div>
          <label htmlFor={`${id}-suite`} className="block text-xs font-medium">
            Eval suite (JSON, format mcp-tool-lab/eval)
          </label>
          <textarea
            id={`${id}-suite`}
            value={evals.suiteText}
            onChange={(e) => evals.setSuiteText(e.target.value)}
            rows={12}
            spellCheck={false}
            aria-invalid={parsed && !parsed.ok ? true : undefined}
            aria-describedby={`${id}-suite-status`}
            className="w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
          />
          <div id={`${id}-suite-status`} role="status" aria-label="Suite check" className="text-xs">
            {!parsed ? (
              <p className="text-slate-600 dark:text-slate-400">Checking the suite…</p>
            ) : parsed.ok ? (
              <p className="text-emerald-800 dark:text-emerald-300">
                <HiddenText
                  text={`“${parsed.suite.name}”: ${parsed.suite.cases.length} ${parsed.suite.cases.length === 1 ? 'case' : 'cases'}.`}
                />
              </p>
            ) : (
              <ul
                aria-label="Problems in the suite"
                className="list-disc pl-5 text-red-800 dark:text-red-300"
              >
                {parsed.problems.slice(0, 10).map((p, i) => (
                  <li key={i}>
                    <HiddenText text={`${where(p)}: ${p.message}`} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {evals.importError ? (
            <p role="alert" className="text-xs text-red-800 dark:text-red-300">
              {evals.importError}
            </p>
          ) : null}
          {storageNote ? <p className="text-xs text-amber-900 dark:text-amber-200">{storageNote}</p> : null}
        </section>

        <section aria-labelledby={`${id}-b-heading`} className="space-y-1.5">
          <h3 id={`${id}-b-heading`} className="text-sm font-semibold">
            B: your descriptions
          </h3>
          <VariantEditor tools={tools} edits={evals.edits} onChange={evals.setEdits} />
        </section>

        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="mb-1 text-sm font-semibold">Run</legend>
          <div>
            <label htmlFor={`${id}-runs`} className="block text-xs font-medium">
              Runs per case
            </label>
            <input
              id={`${id}-runs`}
              type="number"
              min={1}
              max={100}
              value={evals.runsText}
              onChange={(e) => evals.setRunsText(e.target.value)}
              placeholder={parsed?.ok ? String(parsed.suite.runs ?? 1) : '1'}
              aria-describedby={`${id}-runs-hint`}
              className={numberInput}
            />
          </div>
          <p id={`${id}-runs-hint`} className="max-w-[12rem] text-xs text-slate-600 dark:text-slate-400">
            Empty: the suite&apos;s own (each case may set its own). More runs give a narrower interval.
          </p>
          <div>
            <label htmlFor={`${id}-concurrency`} className="block text-xs font-medium">
              At once
            </label>
            <input
              id={`${id}-concurrency`}
              type="number"
              min={1}
              max={8}
              value={evals.concurrencyText}
              onChange={(e) => evals.setConcurrencyText(e.target.value)}
              className={numberInput}
            />
          </div>
          <div>
            <label htmlFor={`${id}-steps`} className="block text-xs font-medium">
              Step limit
            </label>
            <input
              id={`${id}-steps`}
              type="number"
              min={1}
              max={50}
              value={evals.stepLimitText}
              onChange={(e) => evals.setStepLimitText(e.target.value)}
              className={numberInput}
            />
          </div>
          <fieldset className="text-xs">
            <legend className="font-medium">Tools not marked read-only</legend>
            <label className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-unsafe`}
                checked={evals.unsafeTools === 'skip'}
                onChange={() => evals.setUnsafeTools('skip')}
              />
              Do not run them (the model is told; the first call still counts)
            </label>
            <label className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-unsafe`}
                checked={evals.unsafeTools === 'ask'}
                onChange={() => evals.setUnsafeTools('ask')}
              />
              Ask me each time
            </label>
          </fieldset>
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="primary"
            disabled={running || ready !== undefined}
            onClick={() => evals.run(false)}
          >
            Run A
          </Button>
          <Button variant="primary" disabled={running || ready !== undefined} onClick={() => evals.run(true)}>
            Run A/B
          </Button>
          {running ? <Button onClick={evals.stop}>Stop</Button> : null}
          {ready ? <span className="text-xs text-slate-600 dark:text-slate-400">{ready}</span> : null}
          <p role="status" aria-label="Eval progress" className="text-xs">
            {evals.status.kind === 'running'
              ? `Running${evals.status.ab ? ' A/B' : ''}: ${evals.status.done} of ${evals.status.total} runs done.`
              : evals.status.kind === 'done'
                ? `Done${evals.status.report.stopped ? ' (stopped early: some cases have fewer runs)' : ''} in ${(evals.status.report.durationMs / 1000).toFixed(1)} s.`
                : ''}
          </p>
        </div>
        {evals.notice ? (
          <p role="alert" className="text-red-800 dark:text-red-300">
            {evals.notice}
          </p>
        ) : null}
        {evals.status.kind === 'failed' ? (
          <p role="alert" className="text-red-800 dark:text-red-300">
            <HiddenText text={evals.status.message} />
          </p>
        ) : null}
        {evals.status.kind === 'done' ? (
          <section aria-label="Eval results" className="space-y-4">
            <div className="flex flex-wrap items-center gap-1">
              <h3 className="mr-auto text-sm font-semibold">
                Results: <HiddenText text={evals.status.report.suite} />, {evals.status.report.model.provider}{' '}
                <HiddenText text={evals.status.report.model.modelId} />
              </h3>
              <Button size="sm" onClick={() => evals.exportReport('json')}>
                Export report (JSON)
              </Button>
              <Button size="sm" onClick={() => evals.exportReport('junit')}>
                Export JUnit
              </Button>
            </div>
            <AbComparison report={evals.status.report} />
            <TargetResults result={evals.status.report} title="A: the server's descriptions" />
            {evals.status.report.variant ? (
              <TargetResults result={evals.status.report.variant} title="B: your descriptions" />
            ) : null}
          </section>
        ) : null}
      </div>
      <ApprovalDialog pending={evals.approvals[0]} waiting={evals.approvals.length} validator={validator} />
    </Panel>
  );
}
