'use client';

import { useId, useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useExactCount } from '@/hooks/use-exact-count';
import { useModelView } from '@/hooks/use-model-view';
import type { ModelViewInput, NoteRange } from '@/lib/model/model-view-worker';
import type { RenderTarget } from '@/lib/model/prepared-tool';
import { type CountProvider, countProviderOf } from '@/lib/model/tokens/count-endpoints';
import { ConversionNotes } from './conversion-notes';
import { ExactCountForm } from './exact-count-form';
import { PayloadView } from './payload-view';
import { TARGET_TABS } from './targets';
import { TokenTable } from './token-table';

export interface ModelViewProps {
  /** The tools to show: a document's text (parsed in the Worker) or a listed catalogue. */
  input: ModelViewInput | undefined;
  /** Selects a note's place in the document's editor (the validator). */
  onShowInEditor?(range: NoteRange): void;
}

/**
 * "What the model sees": per provider, the exact `tools` payload its API receives, what the
 * conversion dropped, rewrote, renamed or refused (linked to the validator's rules), and the list's
 * token cost per tool, estimated offline or counted by the provider with the user's key. Loaded on
 * demand; the conversion and the estimate run in a Worker.
 */
export function ModelView({ input, onShowInEditor }: ModelViewProps) {
  const prefix = `model-view${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [target, setTarget] = useState<RenderTarget>('anthropic');
  const [strictApi, setStrictApi] = useState<'chat' | 'responses'>('chat');
  // Keys typed for exact counts, per provider: this component's memory only.
  const [keys, setKeys] = useState<Record<CountProvider, string>>({ anthropic: '', openai: '', gemini: '' });
  const provider = countProviderOf(target);
  const { conversion, estimate } = useModelView(input, target, strictApi);
  const view =
    conversion.status === 'ready'
      ? conversion.view
      : conversion.status === 'working'
        ? conversion.previous
        : undefined;
  const exact = useExactCount(conversion.status === 'ready' ? conversion.view.result : undefined, target);
  const tab = TARGET_TABS.find((t) => t.value === target)!;
  const exactReport =
    exact.state.status === 'ready'
      ? exact.state.report
      : exact.state.status === 'failed'
        ? exact.state.partial
        : undefined;

  const status =
    conversion.status === 'idle'
      ? 'Nothing to show yet.'
      : conversion.status === 'failed'
        ? conversion.message
        : conversion.status === 'working'
          ? 'Converting…'
          : `${conversion.view.result.tools.length} of ${conversion.view.result.tools.length + conversion.view.result.refused.length} tools sent to ${tab.label}, ${conversion.view.result.notes.length} notes.`;

  return (
    <div className="space-y-2">
      <p className="text-xs text-slate-700 dark:text-slate-300">
        Only each tool's name, description and input schema reach the model; title, annotations, output
        schema, icons and <code>_meta</code> stay with the host.
      </p>
      <TabList<RenderTarget>
        prefix={prefix}
        label="Model provider"
        items={TARGET_TABS}
        value={target}
        onValueChange={setTarget}
        className="flex-wrap"
      />
      {TARGET_TABS.map((t) => (
        <TabPanel
          key={t.value}
          prefix={prefix}
          value={t.value}
          selected={t.value === target}
          className="space-y-3 pt-1"
        >
          {t.value !== target ? null : (
            <>
              <p className="text-xs text-slate-600 dark:text-slate-400">{t.api}</p>
              {target === 'openai-strict' ? (
                <fieldset className="flex flex-wrap items-center gap-3 text-xs">
                  <legend className="sr-only">OpenAI API</legend>
                  {(['chat', 'responses'] as const).map((api) => (
                    <label key={api} className="flex items-center gap-1">
                      <input
                        type="radio"
                        name={`${prefix}-api`}
                        checked={strictApi === api}
                        onChange={() => setStrictApi(api)}
                      />
                      {api === 'chat' ? 'Chat Completions shape' : 'Responses shape'}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <p
                role="status"
                className={
                  conversion.status === 'failed'
                    ? 'text-sm text-amber-900 dark:text-amber-200'
                    : 'text-sm text-slate-800 dark:text-slate-200'
                }
              >
                {status}
              </p>
              {view ? (
                <div className="grid gap-3 xl:grid-cols-2">
                  <PayloadView text={view.payloadText} label={`Payload for ${t.label}`} />
                  <ConversionNotes
                    notes={view.result.notes}
                    refused={view.result.refused}
                    {...(view.ranges ? { ranges: view.ranges } : {})}
                    {...(onShowInEditor ? { onShowInEditor } : {})}
                  />
                </div>
              ) : null}
              {view ? (
                <section aria-label="Token cost" className="space-y-1">
                  <h4 className="text-sm font-semibold text-slate-900 dark:text-white">Tokens in context</h4>
                  {exactReport ? (
                    <TokenTable
                      report={exactReport}
                      caption={`Exact tokens per tool for ${t.label}, most first`}
                    />
                  ) : estimate.status === 'ready' ? (
                    <TokenTable
                      report={estimate.report}
                      caption={`Estimated tokens per tool for ${t.label}, most first`}
                    />
                  ) : (
                    <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
                      {estimate.status === 'counting'
                        ? estimate.total > 0
                          ? `Estimating tokens… ${estimate.done} of ${estimate.total}`
                          : 'Loading the tokenizer…'
                        : estimate.status === 'failed'
                          ? estimate.message
                          : ''}
                    </p>
                  )}
                  <details className="text-sm">
                    <summary className="cursor-pointer text-xs font-medium">
                      Exact count with your API key
                    </summary>
                    <ExactCountForm
                      target={target}
                      tools={view.result.tools.length}
                      state={exact.state}
                      apiKey={keys[provider]}
                      onKeyChange={(key) => setKeys((all) => ({ ...all, [provider]: key }))}
                      onCount={(each, key, model) => void exact.run(each, key, model)}
                      onCancel={exact.cancel}
                    />
                  </details>
                </section>
              ) : null}
            </>
          )}
        </TabPanel>
      ))}
    </div>
  );
}
