'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { localNetworkAdvice } from '../playground/cors-advice';
import { LOCAL_SERVERS, localServerAt } from './local-servers';
import {
  type DraftField,
  type DraftProblem,
  type ModelDraft,
  offersStrict,
  PROVIDERS,
  type ProviderChoice,
  providerInfo,
} from './provider-settings';

const inputClass =
  'mt-0.5 h-8 w-full rounded-md border border-slate-300 bg-white px-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950 aria-[invalid=true]:border-red-600';

/**
 * Which model to ask: provider, model id, the address (required for an OpenAI-compatible server,
 * with the way each local server lets this page in), and the key. The key field is masked and not
 * bound to a value attribute: the key lives in the caller's memory only, never in the DOM's markup,
 * storage or a link, and "Forget key" clears it.
 */
export function ModelSettingsForm({
  draft,
  onChange,
  problems,
  origin,
  legend = 'Model',
}: {
  draft: ModelDraft;
  onChange(draft: ModelDraft): void;
  /** Shown once the person tried to use the settings. */
  problems: readonly DraftProblem[];
  /** This page's origin, for the local servers' CORS advice. */
  origin: string;
  legend?: string;
}) {
  const id = useId().replace(/[^\w-]/g, '_');
  const info = providerInfo(draft.provider);
  const problemOf = (field: DraftField) => problems.find((p) => p.field === field)?.message;
  const keyRef = useRef<HTMLInputElement>(null);
  const [showKey, setShowKey] = useState(false);
  // The field is uncontrolled (React would mirror a controlled value into the markup); a remount
  // puts the key the caller holds back into it.
  const initialKey = useRef(draft.apiKey);
  useEffect(() => {
    if (keyRef.current && initialKey.current) keyRef.current.value = initialKey.current;
  }, []);
  const forgetKey = () => {
    if (keyRef.current) keyRef.current.value = '';
    onChange({ ...draft, apiKey: '' });
  };
  const compatible = draft.provider === 'openai-compatible';
  const local = compatible ? localServerAt(draft.baseUrl.trim()) : undefined;
  const network =
    draft.baseUrl.trim() && origin ? localNetworkAdvice(origin, draft.baseUrl.trim()) : undefined;
  const described = (field: DraftField, hint: string) =>
    [problemOf(field) ? `${id}-${field}-problem` : '', hint].filter(Boolean).join(' ') || undefined;
  const problem = (field: DraftField) =>
    problemOf(field) ? (
      <p id={`${id}-${field}-problem`} className="mt-0.5 text-xs text-red-800 dark:text-red-300">
        {problemOf(field)}
      </p>
    ) : null;

  return (
    <fieldset className="space-y-3 text-sm">
      <legend className="sr-only">{legend}</legend>
      <fieldset className="space-y-1">
        <legend className="text-xs font-medium text-slate-700 dark:text-slate-300">Provider</legend>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {PROVIDERS.map((p) => (
            <label key={p.id} className="flex items-center gap-1.5 text-xs">
              <input
                type="radio"
                name={`${id}-provider`}
                value={p.id}
                checked={draft.provider === p.id}
                onChange={() => onChange({ ...draft, provider: p.id as ProviderChoice })}
              />
              {p.label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.provider === 'openai' ? (
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
          <legend className="mb-1 font-medium text-slate-700 dark:text-slate-300">OpenAI API</legend>
          <label className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-openai-api`}
              checked={draft.openaiApi === 'chat'}
              onChange={() => onChange({ ...draft, openaiApi: 'chat' })}
            />
            Chat Completions
          </label>
          <label className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${id}-openai-api`}
              checked={draft.openaiApi === 'responses'}
              onChange={() => onChange({ ...draft, openaiApi: 'responses' })}
            />
            Responses
          </label>
        </fieldset>
      ) : null}
      {offersStrict(draft.provider) ? (
        <label className="flex items-start gap-1.5 text-xs">
          <input
            type="checkbox"
            className="mt-0.5"
            checked={draft.strict}
            onChange={(e) => onChange({ ...draft, strict: e.target.checked })}
          />
          <span>
            Strict function calling (<code>strict: true</code>)
            <span className="block text-slate-600 dark:text-slate-400">
              Schemas are rewritten as strict mode needs: every property required (optional ones nullable),
              every object closed. The model view under the tool list shows the result.
            </span>
          </span>
        </label>
      ) : null}
      {compatible ? (
        <fieldset>
          <legend className="text-xs font-medium text-slate-700 dark:text-slate-300">
            Local server (fills in its usual address)
          </legend>
          <div className="mt-1 flex flex-wrap gap-1">
            {LOCAL_SERVERS.map((server) => (
              <Button
                key={server.id}
                size="sm"
                aria-pressed={local?.id === server.id}
                onClick={() =>
                  onChange({
                    ...draft,
                    baseUrl: server.baseUrl,
                    model: draft.model.trim() === '' ? server.exampleModel : draft.model,
                  })
                }
              >
                {server.label}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label
            htmlFor={`${id}-model`}
            className="block text-xs font-medium text-slate-700 dark:text-slate-300"
          >
            Model
          </label>
          <input
            id={`${id}-model`}
            value={draft.model}
            onChange={(e) => onChange({ ...draft, model: e.target.value })}
            placeholder={`e.g. ${info.exampleModel}`}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={problemOf('model') ? true : undefined}
            aria-describedby={described('model', '')}
            className={inputClass}
          />
          {problem('model')}
        </div>
        <div>
          <label
            htmlFor={`${id}-base`}
            className="block text-xs font-medium text-slate-700 dark:text-slate-300"
          >
            {compatible ? 'Server address (base URL)' : 'Base URL (optional)'}
          </label>
          <input
            id={`${id}-base`}
            type="url"
            value={draft.baseUrl}
            onChange={(e) => onChange({ ...draft, baseUrl: e.target.value })}
            placeholder={compatible ? 'http://localhost:11434/v1' : info.defaultBaseUrl}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={problemOf('baseUrl') ? true : undefined}
            aria-describedby={described('baseUrl', `${id}-base-hint`)}
            className={inputClass}
          />
          {problem('baseUrl')}
          <p id={`${id}-base-hint`} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {compatible
              ? 'Where the server answers the OpenAI Chat Completions API (ending in /v1 for most servers).'
              : `Leave empty for ${info.defaultBaseUrl}; set it for a proxy or gateway that speaks the same API.`}
          </p>
        </div>
      </div>
      {local ? (
        <div
          role="note"
          aria-label={`How ${local.label} lets this page in`}
          className="rounded-md bg-sky-50 px-2 py-1.5 text-xs text-sky-950 dark:bg-sky-950 dark:text-sky-100"
        >
          <p>{local.corsNote(origin)}</p>
          {local.corsCommand ? (
            <pre className="mt-1 overflow-x-auto rounded bg-white/70 px-1.5 py-1 font-mono dark:bg-slate-900">
              {local.corsCommand(origin)}
            </pre>
          ) : null}
        </div>
      ) : compatible ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          The page calls the server from your browser, so the server must allow this page&apos;s origin (
          <code>{origin}</code>) with CORS. Ollama: <code>OLLAMA_ORIGINS</code>; LM Studio: Enable CORS; vLLM:{' '}
          <code>--allowed-origins</code>; llama.cpp: <code>--cors-origins</code>.
        </p>
      ) : null}
      {network ? (
        <p className="text-xs text-amber-900 dark:text-amber-200">
          {network.chrome}{' '}
          <a href="/docs/connecting-to-local-servers" className="underline">
            More on local servers
          </a>
          .
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-key`} className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          {info.keyLabel}
        </label>
        <div className="mt-0.5 flex gap-1">
          <input
            ref={keyRef}
            id={`${id}-key`}
            type={showKey ? 'text' : 'password'}
            onChange={(e) => onChange({ ...draft, apiKey: e.target.value })}
            autoComplete="off"
            spellCheck={false}
            data-1p-ignore
            data-lpignore="true"
            aria-invalid={problemOf('apiKey') ? true : undefined}
            aria-describedby={described('apiKey', `${id}-key-hint`)}
            className={cn(inputClass, 'mt-0 flex-1')}
          />
          <Button size="sm" className="h-8" aria-pressed={showKey} onClick={() => setShowKey((s) => !s)}>
            {showKey ? 'Hide key' : 'Show key'}
          </Button>
          <Button
            size="sm"
            className="h-8"
            variant="ghost"
            disabled={draft.apiKey === ''}
            onClick={forgetKey}
          >
            Forget key
          </Button>
        </div>
        {problem('apiKey')}
        <p id={`${id}-key-hint`} className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          {info.keyHint} Kept in this tab&apos;s memory only: never saved, never in links, history,
          collections, exports or logs, and masked in every view of the wire. It goes from your browser
          straight to the provider{compatible ? ' (the server above)' : ''}; this site never sees it.
        </p>
      </div>
    </fieldset>
  );
}
