'use client';

import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ValidationClient } from '@/lib/browser/validation-client';
import { Disclosure } from '../playground/disclosure';
import { Panel } from '../playground/panel';
import { ApprovalDialog } from './approval-dialog';
import { ProviderExchangeList } from './provider-exchange-list';
import { TurnCard } from './transcript-view';
import { MAX_STEP_LIMIT, type useModelChat } from './use-model-chat';

type Chat = ReturnType<typeof useModelChat>;

/**
 * "Ask a model": a conversation over the connected server's tools. The prompt box keeps what was
 * typed until a turn really starts; Ctrl/⌘+Enter sends. Each turn shows the model's steps, the
 * calls it made (with the person's approvals) and the totals; the provider exchanges are listed
 * below, redacted. Tool calls appear on the timeline like calls made by hand.
 */
export function ChatPanel({
  chat,
  validator,
  ready,
}: {
  chat: Chat;
  validator: ValidationClient | undefined;
  /** Why the panel cannot send yet (no connection, no tools), or undefined. */
  ready: string | undefined;
}) {
  const id = useId().replace(/[^\w-]/g, '_');
  const [prompt, setPrompt] = useState('');
  const [limitText, setLimitText] = useState(String(chat.stepLimit));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chat.send(prompt)) setPrompt('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  const turns = chat.transcript.turns;
  return (
    <Panel
      id="ask-model"
      title="Ask a model"
      actions={
        <Button size="sm" variant="ghost" onClick={chat.reset} disabled={turns.length === 0 && !chat.running}>
          New conversation
        </Button>
      }
    >
      <div className="space-y-3">
        {turns.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Ask something the server&apos;s tools can answer. The model sees the tools as its provider
            receives them; calls that are not read-only wait for your approval, and every call shows on the
            timeline.
          </p>
        ) : (
          <ol aria-label="Conversation" className="space-y-4">
            {turns.map((turn) => (
              <TurnCard key={turn.id} turn={turn} />
            ))}
          </ol>
        )}
        <form onSubmit={submit} className="space-y-2" aria-label="Ask the model">
          <label htmlFor={`${id}-prompt`} className="block text-xs font-medium">
            Message to the model
          </label>
          <textarea
            id={`${id}-prompt`}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            onKeyDown={onKeyDown}
            rows={3}
            placeholder="e.g. Read issue 104 in full"
            aria-describedby={`${id}-prompt-hint`}
            className="w-full rounded-md border border-slate-300 bg-white p-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          />
          <p id={`${id}-prompt-hint`} className="text-xs text-slate-600 dark:text-slate-400">
            Ctrl+Enter (⌘+Enter) sends.
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${id}-limit`} className="block text-xs font-medium">
                Step limit
              </label>
              <input
                id={`${id}-limit`}
                type="number"
                min={1}
                max={MAX_STEP_LIMIT}
                value={limitText}
                onChange={(e) => setLimitText(e.target.value)}
                onBlur={() => {
                  chat.setStepLimit(Number(limitText));
                  setLimitText(
                    String(Math.min(MAX_STEP_LIMIT, Math.max(1, Math.floor(Number(limitText)) || 10))),
                  );
                }}
                aria-describedby={`${id}-limit-hint`}
                className="mt-0.5 h-8 w-20 rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
              />
            </div>
            <p id={`${id}-limit-hint`} className="max-w-xs text-xs text-slate-600 dark:text-slate-400">
              Model calls per message, at most (default 10): a model that keeps calling tools stops here.
            </p>
            <label className="flex items-start gap-1.5 text-xs">
              <input
                type="checkbox"
                className="mt-0.5"
                checked={chat.autoApproveReadOnly}
                onChange={(e) => chat.setAutoApproveReadOnly(e.target.checked)}
              />
              <span>
                Approve read-only tools automatically
                <span className="block text-slate-600 dark:text-slate-400">
                  Those the server marks <code>readOnlyHint: true</code> (a claim, not a guarantee)
                </span>
              </span>
            </label>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" variant="primary" disabled={chat.running || ready !== undefined}>
              {chat.running ? 'Running…' : 'Send'}
            </Button>
            {chat.running ? <Button onClick={chat.stop}>Stop</Button> : null}
            {ready ? <span className="text-xs text-slate-600 dark:text-slate-400">{ready}</span> : null}
          </div>
          {chat.notice ? (
            <p role="alert" className="text-sm text-red-800 dark:text-red-300">
              {chat.notice}
            </p>
          ) : null}
        </form>
        {chat.exchanges.length > 0 ? (
          <Disclosure summary={`Requests to the model provider (${chat.exchanges.length}), key masked`}>
            {() => <ProviderExchangeList exchanges={chat.exchanges} />}
          </Disclosure>
        ) : null}
      </div>
      <ApprovalDialog pending={chat.approvals[0]} waiting={chat.approvals.length} validator={validator} />
    </Panel>
  );
}
