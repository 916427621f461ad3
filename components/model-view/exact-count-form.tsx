'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ExactState } from '@/hooks/use-exact-count';
import type { RenderTarget } from '@/lib/model/prepared-tool';
import { countProviderOf, DEFAULT_COUNT_MODELS } from '@/lib/model/tokens/count-endpoints';
import { KEY_LABELS } from './targets';

/**
 * The key and model for an exact count. The key is typed into a masked field and kept in the view's
 * state only: never stored, put in a URL, logged or sent anywhere but the provider.
 */
export function ExactCountForm({
  target,
  tools,
  state,
  apiKey: key,
  onKeyChange: setKey,
  onCount,
  onCancel,
}: {
  target: RenderTarget;
  tools: number;
  state: ExactState;
  /** Held by the view, per provider, so the OpenAI tabs share one key; never stored. */
  apiKey: string;
  onKeyChange(key: string): void;
  onCount(each: boolean, apiKey: string, model: string): void;
  onCancel(): void;
}) {
  const provider = countProviderOf(target);
  const keyId = useId();
  const modelId = useId();
  const hintId = useId();
  const [model, setModel] = useState('');
  const counting = state.status === 'counting';
  const ready = key.trim() !== '' && tools > 0 && !counting;
  return (
    <form
      className="mt-2 space-y-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onCount(false, key.trim(), model);
      }}
    >
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        Sent from this page straight to{' '}
        {provider === 'gemini' ? 'Google' : provider === 'openai' ? 'OpenAI' : 'Anthropic'}'s token-count
        endpoint, in a header. The key stays in this page's memory: it is not saved, shared or logged, and it
        is gone when you leave.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={keyId} className="flex min-w-48 flex-1 flex-col gap-0.5 text-xs font-medium">
          {KEY_LABELS[provider]}
          <input
            id={keyId}
            type="password"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            value={key}
            onChange={(e) => setKey(e.target.value)}
            className="h-8 rounded-md border border-slate-300 bg-white px-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
        <label htmlFor={modelId} className="flex w-44 flex-col gap-0.5 text-xs font-medium">
          Model
          <input
            id={modelId}
            value={model}
            placeholder={DEFAULT_COUNT_MODELS[provider]}
            onChange={(e) => setModel(e.target.value)}
            spellCheck={false}
            className="h-8 rounded-md border border-slate-300 bg-white px-2 font-mono text-sm dark:border-slate-700 dark:bg-slate-950"
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" variant="primary" disabled={!ready}>
          Count exactly (2 requests)
        </Button>
        <Button size="sm" disabled={!ready} onClick={() => onCount(true, key.trim(), model)}>
          Count each tool ({tools + 2} requests)
        </Button>
        {counting ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-xs text-slate-700 dark:text-slate-300">
        {state.status === 'counting'
          ? state.each
            ? `Counting each tool… ${state.done} of ${state.total}`
            : 'Counting…'
          : state.status === 'total'
            ? `Exact total: ${state.total.toLocaleString('en-US')} tokens (${state.methodLabel}; the prompt with the tools minus the same prompt without them).`
            : ''}
      </p>
      {state.status === 'failed' ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-2 py-1 text-xs text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
        >
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
