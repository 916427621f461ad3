'use client';

import { memo } from 'react';
import { isObject } from '@/lib/json/is-object';
import { ContentBlockView } from '../playground/content-block-view';
import { Disclosure } from '../playground/disclosure';
import { HiddenText } from '../playground/hidden-text';
import { JsonView } from '../playground/json-view';
import { Badge, type BadgeTone } from '../playground/panel';
import { formatMs } from '../playground/provenance-line';
import { TruncatedText } from '../playground/truncated-text';
import { ModelText } from './model-text';
import { describeUsage, type StepView, type ToolCallView, type TurnView } from './transcript';

const approvalBadge: Record<ToolCallView['approval'], [string, BadgeTone] | undefined> = {
  'not-needed': undefined,
  auto: ['approved automatically (read-only)', 'safe'],
  waiting: ['waiting for your approval', 'caution'],
  approved: ['approved by you', 'safe'],
  edited: ['ran with your arguments', 'info'],
  denied: ['denied by you', 'danger'],
};

const resultTone: Record<NonNullable<ToolCallView['result']>['status'], BadgeTone> = {
  complete: 'safe',
  'tool-error': 'caution',
  'protocol-error': 'danger',
  failed: 'danger',
  refused: 'danger',
  denied: 'neutral',
  'unknown-tool': 'danger',
};

const resultLabel: Record<NonNullable<ToolCallView['result']>['status'], string> = {
  complete: 'Result',
  'tool-error': 'Tool execution error',
  'protocol-error': 'Protocol error',
  failed: 'Failed',
  refused: 'Not sent',
  denied: 'Not run',
  'unknown-tool': 'Unknown tool',
};

function ToolCallCard({ call }: { call: ToolCallView }) {
  const badge = approvalBadge[call.approval];
  const content =
    call.result && isObject(call.result.detail) && Array.isArray(call.result.detail.content)
      ? call.result.detail.content
      : undefined;
  return (
    <article
      aria-label={`Tool call ${call.toolName}`}
      className="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-800"
    >
      <header className="flex flex-wrap items-center gap-1.5">
        <span className="font-mono text-xs font-semibold break-all">
          <HiddenText text={call.toolName} />
        </span>
        {call.mcpName && call.mcpName !== call.toolName ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">
            (MCP tool <HiddenText text={call.mcpName} />)
          </span>
        ) : null}
        {badge ? <Badge tone={badge[1]}>{badge[0]}</Badge> : null}
      </header>
      <div className="mt-1 space-y-1">
        {call.argumentsText !== undefined ? (
          <>
            <p className="text-xs font-medium">Arguments as sent (not JSON):</p>
            <TruncatedText
              text={call.argumentsText}
              fileName="arguments.txt"
              label="Arguments as the model sent them"
            />
          </>
        ) : (
          <JsonView
            value={call.arguments}
            label={`Arguments of ${call.toolName}`}
            fileName="arguments.json"
          />
        )}
        {call.problem ? (
          <p className="text-xs text-red-800 dark:text-red-300">
            <HiddenText text={call.problem} />
          </p>
        ) : null}
        {call.findings.length > 0 ? (
          <ul
            aria-label={`Problems with the arguments of ${call.toolName}`}
            className="list-disc pl-5 text-xs text-red-800 dark:text-red-300"
          >
            {call.findings.map((finding) => (
              <li key={finding}>
                <HiddenText text={finding} />
              </li>
            ))}
          </ul>
        ) : null}
        {call.editedArguments !== undefined ? (
          <Disclosure summary="Arguments you ran it with">
            {() => (
              <JsonView
                value={call.editedArguments}
                label="Arguments you ran it with"
                fileName="arguments.json"
              />
            )}
          </Disclosure>
        ) : null}
      </div>
      {call.result ? (
        <section
          aria-label={`Result of ${call.toolName}`}
          className="mt-2 space-y-1 border-t border-slate-200 pt-1.5 dark:border-slate-800"
        >
          <p className="flex flex-wrap items-center gap-1.5 text-xs">
            <Badge tone={resultTone[call.result.status]}>{resultLabel[call.result.status]}</Badge>
            <HiddenText text={call.result.summary} />
            {call.result.durationMs !== undefined ? (
              <span className="text-slate-600 dark:text-slate-400">{formatMs(call.result.durationMs)}</span>
            ) : null}
            {call.result.operationId ? (
              <span className="text-slate-600 dark:text-slate-400">
                on the timeline as <code>{call.result.operationId}</code>
              </span>
            ) : null}
          </p>
          {content ? (
            <Disclosure summary={`Content (${content.length} ${content.length === 1 ? 'block' : 'blocks'})`}>
              {() => (
                <div className="mt-1 space-y-1">
                  {content.slice(0, 50).map((block, i) => (
                    <ContentBlockView key={i} block={block} index={i} findings={[]} />
                  ))}
                </div>
              )}
            </Disclosure>
          ) : null}
          {call.result.detail !== undefined ? (
            <Disclosure summary="Raw">
              {() => (
                <JsonView
                  value={call.result?.detail}
                  label={`Raw result of ${call.toolName}`}
                  fileName="result.json"
                />
              )}
            </Disclosure>
          ) : null}
        </section>
      ) : call.approval === 'waiting' ? null : (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Running…</p>
      )}
    </article>
  );
}

function stepLine(step: StepView): string {
  const parts = [
    describeUsage(step.usage),
    step.latencyMs !== undefined ? formatMs(step.latencyMs) : undefined,
    step.finishReason ? `finish: ${step.finishReason}` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : step.done ? 'no usage reported' : 'in progress';
}

const StepCard = memo(function StepCard({ step, streaming }: { step: StepView; streaming: boolean }) {
  return (
    <li
      aria-label={`Step ${step.index}`}
      className="space-y-1.5 rounded-lg bg-slate-50 p-2 dark:bg-slate-950"
    >
      <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
        Step {step.index}{' '}
        <span className="font-normal text-slate-600 dark:text-slate-400">— {stepLine(step)}</span>
      </p>
      {step.notes.length > 0 ? (
        <ul
          aria-label={`Notes on step ${step.index}`}
          className="list-disc pl-5 text-xs text-amber-900 dark:text-amber-200"
        >
          {step.notes.map((note, i) => (
            <li key={i}>
              <HiddenText text={note} />
            </li>
          ))}
        </ul>
      ) : null}
      {step.chars > 0 ? <ModelText text={step.text} chars={step.chars} streaming={streaming} /> : null}
      {step.calls.map((call) => (
        <ToolCallCard key={call.callId} call={call} />
      ))}
    </li>
  );
});

const statusLabel: Record<TurnView['status'], [string, BadgeTone]> = {
  running: ['running', 'info'],
  done: ['done', 'safe'],
  stopped: ['stopped', 'neutral'],
  'step-limit': ['step limit reached', 'caution'],
  failed: ['failed', 'danger'],
};

/** One prompt and everything the model did for it, step by step, with the turn's totals. */
export const TurnCard = memo(function TurnCard({ turn }: { turn: TurnView }) {
  const [label, tone] = statusLabel[turn.status];
  const totals = [describeUsage(turn.usage), turn.latencyMs > 0 ? formatMs(turn.latencyMs) : undefined]
    .filter(Boolean)
    .join(' · ');
  return (
    <li aria-label={`Turn ${turn.id}`} className="space-y-2">
      <div className="rounded-lg bg-sky-50 px-2 py-1.5 text-sm text-sky-950 dark:bg-sky-950 dark:text-sky-100">
        <span className="sr-only">You: </span>
        <span className="whitespace-pre-wrap">{turn.prompt}</span>
      </div>
      <ol aria-label={`Steps of turn ${turn.id}`} className="space-y-2">
        {turn.steps.map((step, i) => (
          <StepCard
            key={step.index}
            step={step}
            streaming={turn.status === 'running' && i === turn.steps.length - 1}
          />
        ))}
      </ol>
      <p className="flex flex-wrap items-center gap-1.5 text-xs">
        <Badge tone={tone}>{label}</Badge>
        <span>
          {turn.steps.length} {turn.steps.length === 1 ? 'step' : 'steps'}
          {totals ? ` · ${totals}` : ''}
        </span>
        {turn.stopReason ? (
          <span className="text-slate-600 dark:text-slate-400">
            — <HiddenText text={turn.stopReason} />
          </span>
        ) : null}
      </p>
      {turn.error ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-2 py-1.5 text-xs text-red-900 dark:bg-red-950 dark:text-red-100"
        >
          <HiddenText text={turn.error} />
        </p>
      ) : null}
    </li>
  );
});
