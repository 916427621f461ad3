'use client';

import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useArgumentCheck } from '@/hooks/use-argument-check';
import type { ValidationClient } from '@/lib/browser/validation-client';
import { isObject } from '@/lib/json/is-object';
import { ArgumentsForm } from '../playground/arguments-form';
import { HiddenText } from '../playground/hidden-text';
import { JsonView, prettyJson } from '../playground/json-view';
import { Badge } from '../playground/panel';
import { firstLine } from '../playground/tool-display';
import { type ApprovalAnswer, annotationLines, denialReason } from './approval';

/** A tool call of the model waiting for the person. */
export interface PendingApproval {
  /** The model's id for the call (unique in the run). */
  id: string;
  /** The MCP tool the call runs. */
  toolName: string;
  /** The definition as the server listed it. */
  tool: Record<string, unknown> | undefined;
  arguments: unknown;
  /** Where the model's arguments break the tool's inputSchema, in words. */
  findings: readonly string[];
  /** Why this call asks (the approval policy's reason). */
  reason: string;
  answer(answer: ApprovalAnswer): void;
}

/**
 * Human in the loop: the model wants to run a tool. Shows the tool, the server's behaviour hints
 * (stated or defaulted, and that they are claims), the model's arguments with what is wrong with
 * them; the person approves, runs it with arguments of their own, or denies it with a reason the
 * model reads. Closing the dialog denies.
 */
export function ApprovalDialog({
  pending,
  waiting,
  validator,
}: {
  pending: PendingApproval | undefined;
  /** Calls waiting in all, this one included. */
  waiting: number;
  validator: ValidationClient | undefined;
}) {
  return (
    <Dialog
      open={pending !== undefined}
      onClose={() => pending?.answer({ kind: 'deny', reason: denialReason('') })}
      title={pending ? `Run ${pending.toolName}?` : 'Run a tool?'}
      description={
        pending ? (
          <>
            The model asks to call this tool. {pending.reason}
            {waiting > 1 ? ` ${waiting - 1} more waiting.` : ''}
          </>
        ) : undefined
      }
    >
      {pending ? <ApprovalBody key={pending.id} pending={pending} validator={validator} /> : null}
    </Dialog>
  );
}

function ApprovalBody({
  pending,
  validator,
}: {
  pending: PendingApproval;
  validator: ValidationClient | undefined;
}) {
  const id = useId().replace(/[^\w-]/g, '_');
  const [mode, setMode] = useState<'review' | 'edit' | 'deny'>('review');
  const [text, setText] = useState(() => prettyJson(pending.arguments ?? {}));
  const [reason, setReason] = useState('');
  const schema = pending.tool?.inputSchema;
  const check = useArgumentCheck(validator, text, isObject(schema) ? schema : undefined);
  const lines = annotationLines(pending.tool);
  const description = typeof pending.tool?.description === 'string' ? pending.tool.description : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'deny') return pending.answer({ kind: 'deny', reason: denialReason(reason) });
    if (mode === 'edit') {
      if (!check.parsed) return;
      return pending.answer({ kind: 'edit', arguments: check.value });
    }
    pending.answer({ kind: 'approve' });
  };
  return (
    <form onSubmit={submit} className="space-y-3 overflow-auto px-5 py-4 text-sm">
      {pending.tool ? (
        <section aria-label="The tool" className="space-y-1">
          {description ? (
            <p className="text-xs text-slate-700 dark:text-slate-300">
              <HiddenText text={firstLine(description, 400)} />
            </p>
          ) : (
            <p className="text-xs text-slate-600 dark:text-slate-400">The server gave no description.</p>
          )}
          <dl aria-label="Behaviour hints" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
            {lines.map((line) => (
              <div key={line.label} className="contents">
                <dt className="font-medium">{line.label}</dt>
                <dd className="flex flex-wrap items-center gap-1">
                  <Badge tone={line.tone}>{line.value}</Badge>
                  <span className="text-slate-600 dark:text-slate-400">
                    {line.stated ? 'stated by the server' : 'not stated: the default'}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Hints are the server&apos;s claims, not guarantees: approve what you would let it do.
          </p>
        </section>
      ) : (
        <p role="alert" className="text-xs text-red-800 dark:text-red-300">
          The server did not list a tool of this name: running it will most likely fail.
        </p>
      )}
      <section aria-label="The model's arguments" className="space-y-1">
        <h3 className="text-xs font-semibold">The model&apos;s arguments</h3>
        <JsonView value={pending.arguments} label="Arguments from the model" fileName="arguments.json" />
        {pending.findings.length > 0 ? (
          <ul
            aria-label="Problems with the model's arguments"
            className="list-disc pl-5 text-xs text-red-800 dark:text-red-300"
          >
            {pending.findings.map((finding) => (
              <li key={finding}>
                <HiddenText text={finding} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-emerald-800 dark:text-emerald-300">
            They fit the tool&apos;s inputSchema.
          </p>
        )}
      </section>
      <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        <legend className="mb-1 font-medium">Your answer</legend>
        {(
          [
            ['review', 'Run as the model asked'],
            ['edit', 'Run with arguments I edit'],
            ['deny', 'Do not run it'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'edit' ? (
        <div className="space-y-2">
          {isObject(schema) ? (
            <ArgumentsForm
              schema={schema}
              value={check.parsed ? check.value : undefined}
              onChange={(value) => setText(JSON.stringify(value, null, 2) ?? '{}')}
              errors={check.errors}
              idPrefix={`${id}-approve`}
              label="Arguments to run with"
            />
          ) : null}
          <label htmlFor={`${id}-json`} className="block text-xs font-medium">
            Arguments to run with (JSON)
          </label>
          <textarea
            id={`${id}-json`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={6}
            spellCheck={false}
            aria-invalid={check.problems.length > 0 ? true : undefined}
            className="w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
          />
          {check.problems.length > 0 ? (
            <ul
              aria-label="Problems with your arguments"
              className="list-disc pl-5 text-xs text-red-800 dark:text-red-300"
            >
              {check.problems.map((problem, i) => (
                <li key={i}>{problem.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {mode === 'deny' ? (
        <div>
          <label htmlFor={`${id}-reason`} className="block text-xs font-medium">
            Tell the model why (optional)
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={2}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white p-2 text-xs dark:border-slate-700 dark:bg-slate-950"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {mode !== 'deny' ? (
          <Button onClick={() => pending.answer({ kind: 'deny', reason: denialReason('') })}>Deny</Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={mode === 'edit' && !check.parsed}>
          {mode === 'deny' ? 'Deny' : mode === 'edit' ? 'Run with these arguments' : 'Approve and run'}
        </Button>
      </div>
    </form>
  );
}
