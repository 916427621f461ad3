'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { CallState } from '@/hooks/use-mcp-call';
import type { CallToolOutcome } from '@/lib/client/index';
import { plural } from '@/lib/text/plural';
import type { Diagnostic } from '@/lib/validate/diagnostic';
import { ContentBlockView } from './content-block-view';
import { Disclosure } from './disclosure';
import { outcomeHeading } from './explain';
import { FindingList } from './finding-list';
import { HiddenText } from './hidden-text';
import { JsonView } from './json-view';
import { Panel } from './panel';
import { formatMs } from './provenance-line';
import { StructuredView } from './structured-view';
import { TaskCard } from './task-card';

const toneClass = {
  ok: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100',
  flawed:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100',
  'tool-error':
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100',
  'protocol-error':
    'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100',
  failed: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100',
  neutral:
    'border-slate-300 bg-slate-50 text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
} as const;

/** Findings under a JSON Pointer prefix (`/content/0` also matches `/content/0/text`). */
const under = (findings: readonly Diagnostic[], prefix: string) =>
  findings.filter((f) => f.path === prefix || f.path.startsWith(`${prefix}/`));

/**
 * How the last call ended. Results (complete, or a tool execution error) show every content item,
 * the structured content beside its schema and the validator's findings; a protocol error and a
 * tool execution error are told apart and explained; a refused call offers "Send anyway".
 */
export function ResultPanel({
  call,
  selectedTool,
  onSendAnyway,
  onClear,
  onCancel,
  corsDoctor,
}: {
  call: CallState;
  /** The tool selected now: a result of another tool is labelled as the previous tool's. */
  selectedTool?: string | undefined;
  onSendAnyway(): void;
  onClear(): void;
  /** Cancels the running call (a task: tasks/cancel). */
  onCancel?(): void;
  /** Shown under a network failure of a call to a URL. */
  corsDoctor?: ReactNode;
}) {
  const previous =
    call.status === 'done' && selectedTool !== undefined && call.outcome.toolName !== selectedTool
      ? call.outcome.toolName
      : undefined;
  return (
    <Panel
      id="result"
      title="Result"
      actions={
        call.status === 'done' ? (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        ) : null
      }
    >
      <div aria-live="polite">
        {call.status === 'idle' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Run a tool to see its result here.</p>
        ) : call.status === 'running' ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {call.task
                ? `${call.toolName} runs as a task: the client follows it until it ends.`
                : `Waiting for ${call.toolName}…`}
            </p>
            {call.task ? (
              <TaskCard
                key={call.task.taskId}
                task={call.task}
                live
                resumed={call.resumed === true}
                {...(onCancel ? { onCancel } : {})}
              />
            ) : null}
          </div>
        ) : (
          <div className="space-y-3">
            {previous !== undefined ? (
              <p className="mb-2 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 text-xs text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200">
                The result of the previous tool,{' '}
                <code>
                  <HiddenText text={previous} />
                </code>
                . Run{' '}
                <code>
                  <HiddenText text={selectedTool ?? ''} />
                </code>{' '}
                to replace it.
              </p>
            ) : null}
            {call.outcome.task ? (
              <TaskCard key={call.outcome.task.taskId} task={call.outcome.task} live={false} />
            ) : null}
            <Outcome outcome={call.outcome} onSendAnyway={onSendAnyway} corsDoctor={corsDoctor} />
          </div>
        )}
      </div>
    </Panel>
  );
}

function Outcome({
  outcome,
  onSendAnyway,
  corsDoctor,
}: {
  outcome: CallToolOutcome;
  onSendAnyway(): void;
  corsDoctor?: ReactNode;
}) {
  const heading = outcomeHeading(outcome);
  const result = outcome.kind === 'complete' || outcome.kind === 'tool-error' ? outcome.result : undefined;
  const content = result && Array.isArray(result.content) ? result.content : undefined;
  const findings = outcome.diagnostics;
  const claimed = new Set<Diagnostic>();
  const blockFindings = (i: number) => {
    const found = under(findings, `/content/${i}`);
    for (const f of found) claimed.add(f);
    return found;
  };
  // The structured view also owns the finding that says structuredContent is missing.
  const structuredFindings = [
    ...under(findings, '/structuredContent'),
    ...findings.filter((f) => f.rule === 'structured-content-missing'),
  ];
  for (const f of structuredFindings) claimed.add(f);
  const blocks = content?.map((block, i) => (
    <ContentBlockView key={i} block={block} index={i} findings={blockFindings(i)} />
  ));
  const rest = findings.filter((f) => !claimed.has(f));
  return (
    <div className="space-y-3 text-sm">
      <div className={cn('rounded-lg border p-2', toneClass[heading.tone])}>
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 className="font-semibold">{heading.title}</h3>
          <span className="text-xs opacity-80">
            {outcome.toolName} · {plural(outcome.rounds, 'request')} · {formatMs(outcome.durationMs)}
          </span>
        </div>
        <p className="mt-0.5 text-xs">
          <HiddenText text={heading.explanation} />
        </p>
        {outcome.kind === 'protocol-error' ? (
          <p className="mt-1 text-xs">
            Server message: <HiddenText text={String(outcome.error.message)} />
          </p>
        ) : null}
        {outcome.kind === 'refused' &&
        (outcome.reason === 'invalid-arguments' ||
          outcome.reason === 'header-value' ||
          outcome.reason === 'excluded-tool' ||
          outcome.reason === 'unusable-schema') ? (
          <Button size="sm" className="mt-2" onClick={onSendAnyway}>
            Send anyway
          </Button>
        ) : null}
      </div>
      {outcome.kind === 'failed' && outcome.error.kind === 'network' ? corsDoctor : null}
      {outcome.kind === 'protocol-error' && outcome.error.data !== undefined ? (
        <Disclosure summary={<>Error data</>}>
          {() => (
            <>
              <JsonView value={outcome.error.data} fileName="error-data.json" label="Error data" />
            </>
          )}
        </Disclosure>
      ) : null}
      {result ? (
        <>
          {content ? (
            <section aria-labelledby="content-heading" className="space-y-2">
              <h3 id="content-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
                Content ({plural(content.length, 'item')})
              </h3>
              {blocks}
            </section>
          ) : (
            <p className="text-xs text-red-800 dark:text-red-300">The result has no content array.</p>
          )}
          {result.structuredContent !== undefined || outcome.tool?.outputSchema !== undefined ? (
            <StructuredView
              value={result.structuredContent}
              outputSchema={outcome.tool?.outputSchema}
              findings={structuredFindings}
              isError={result.isError === true}
              source={{ kind: 'call-result', value: result, tool: outcome.tool }}
            />
          ) : null}
          {rest.length > 0 ? (
            <section aria-labelledby="result-findings-heading">
              <h3
                id="result-findings-heading"
                className="text-sm font-semibold text-slate-900 dark:text-white"
              >
                Other findings on the result
              </h3>
              <FindingList
                findings={rest}
                label="Findings on the result"
                pathPrefix="result"
                source={{ kind: 'call-result', value: result, tool: outcome.tool }}
              />
            </section>
          ) : null}
          <Disclosure summary={<>Raw result</>}>
            {() => (
              <>
                <JsonView value={result} fileName={`${outcome.toolName}-result.json`} label="Raw result" />
              </>
            )}
          </Disclosure>
        </>
      ) : null}
      {outcome.argumentErrors.length > 0 && outcome.kind !== 'refused' ? (
        <p className="text-xs text-amber-900 dark:text-amber-200">
          Sent although the arguments break the inputSchema:{' '}
          {outcome.argumentErrors.map((e) => `${e.instancePath || '(arguments)'} ${e.message}`).join('; ')}.
        </p>
      ) : null}
    </div>
  );
}
