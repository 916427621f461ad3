'use client';

import { useCallback, useMemo, useState } from 'react';
import type { ValidationClient } from '@/lib/browser/validation-client';
import type { CallToolOutcome, McpClient, ToolListing } from '@/lib/client/index';
import type { Tool } from '@/lib/spec/tool';
import { Panel } from '../playground/panel';
import { ChatPanel } from './chat-panel';
import { EvalPanel } from './eval-panel';
import { ModelSettingsForm } from './model-settings-form';
import { checkModelDraft, describeSettings, initialModelDraft, type ModelDraft } from './provider-settings';
import { useModelChat } from './use-model-chat';
import { useModelEval } from './use-model-eval';

export interface ModelSectionProps {
  client(): McpClient | undefined;
  listing: ToolListing | undefined;
  connected: boolean;
  validator: ValidationClient | undefined;
  /** Adds a call the model made to the playground's history (absent outside the playground). */
  record?(outcome: CallToolOutcome): void;
  /** The eval suite to start from and where it is kept (default: the mock's example, kept in this browser). */
  suite?: { initialText: string; storageKey: string | null };
}

/**
 * The model in the loop, in the playground: which model (the key kept in this component's memory
 * for the tab's life, nowhere else), then the chat over the connected server's tools and the
 * tool-choice evals with their A/B of descriptions.
 */
export function ModelSection({ client, listing, connected, validator, record, suite }: ModelSectionProps) {
  const [draft, setDraft] = useState<ModelDraft>(initialModelDraft);
  const [showProblems, setShowProblems] = useState(false);
  const checked = useMemo(() => checkModelDraft(draft), [draft]);
  const tools = useMemo(() => listing?.tools.map((entry) => entry.tool as unknown as Tool), [listing]);
  const session = useMemo(() => ({ client, ...(record ? { record } : {}) }), [client, record]);
  const revealProblems = useCallback(() => setShowProblems(true), []);
  const chat = useModelChat({
    settings: () => checked,
    session,
    tools: () => tools,
    validator,
    onSettingsProblem: revealProblems,
  });
  const evals = useModelEval({
    settings: () => checked,
    session,
    tools: () => tools,
    validator,
    onSettingsProblem: revealProblems,
    apiKey: () => draft.apiKey,
    ...(suite ? { initialSuiteText: suite.initialText, storageKey: suite.storageKey } : {}),
  });
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const ready = !connected ? 'Connect to a server first.' : !tools ? 'Waiting for the tool list…' : undefined;
  return (
    <div className="@container space-y-4">
      <Panel
        id="model"
        title="Model"
        actions={
          checked.ok ? (
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {describeSettings(checked.settings, checked.strict)}
            </span>
          ) : null
        }
      >
        <ModelSettingsForm
          draft={draft}
          onChange={setDraft}
          problems={showProblems && !checked.ok ? checked.problems : []}
          origin={origin}
        />
      </Panel>
      <div className="grid gap-4 @5xl:grid-cols-2">
        <ChatPanel chat={chat} validator={validator} ready={ready} />
        <EvalPanel
          evals={evals}
          tools={(tools ?? []) as unknown as Record<string, unknown>[]}
          validator={validator}
          ready={ready}
        />
      </div>
    </div>
  );
}
