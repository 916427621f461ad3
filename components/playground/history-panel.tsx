'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { HistoryEntry } from '@/lib/collection/call-history';
import { Badge, Panel } from './panel';
import { SaveCallForm } from './save-call-form';
import type { WorkflowActions } from './use-workflow';

const preview = (args: unknown) => {
  const text = JSON.stringify(args) ?? '';
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
};

/**
 * Every call of this session, newest first: reopen one in the call form (to edit and send), send
 * it again as it was, or save it into a collection with expectations. Kept in memory only.
 */
export function HistoryPanel({
  history,
  collections,
  actions,
  canSend,
}: {
  history: readonly HistoryEntry[];
  collections: readonly string[];
  actions: WorkflowActions;
  canSend: boolean;
}) {
  const [saving, setSaving] = useState<number>();
  return (
    <Panel
      id="history"
      title={`History (${history.length})`}
      actions={
        history.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={actions.clearHistory}>
            Clear history
          </Button>
        ) : null
      }
    >
      {history.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Calls you make appear here, newest first. Reopen one to edit its arguments and send it again, or
          save it to a collection with checks on its result.
        </p>
      ) : (
        <ol aria-label="Call history" className="max-h-[32rem] space-y-2 overflow-auto">
          {history.map((entry) => (
            <li
              key={entry.id}
              className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-800"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs text-slate-600 dark:text-slate-400">#{entry.id}</span>
                <span className="font-mono font-semibold break-all">{entry.tool}</span>
                <Badge
                  tone={
                    entry.kind === 'complete' ? 'safe' : entry.kind === 'tool-error' ? 'caution' : 'danger'
                  }
                >
                  {entry.summary}
                </Badge>
                <span className="text-xs text-slate-600 dark:text-slate-400">{entry.durationMs} ms</span>
              </div>
              <code className="mt-1 block font-mono text-xs break-all text-slate-700 dark:text-slate-300">
                {preview(entry.arguments)}
              </code>
              <div className="mt-1 flex flex-wrap gap-1">
                <Button
                  size="sm"
                  aria-label={`Reopen call ${entry.id} (${entry.tool})`}
                  onClick={() => actions.reopen(entry.id)}
                >
                  Reopen
                </Button>
                <Button
                  size="sm"
                  aria-label={`Send call ${entry.id} (${entry.tool}) again`}
                  disabled={!canSend}
                  onClick={() => actions.resend(entry.id)}
                >
                  Send again
                </Button>
                <Button
                  size="sm"
                  aria-label={`Save call ${entry.id} (${entry.tool}) to a collection`}
                  aria-expanded={saving === entry.id}
                  onClick={() => setSaving((s) => (s === entry.id ? undefined : entry.id))}
                >
                  Save to collection…
                </Button>
              </div>
              {saving === entry.id ? (
                <SaveCallForm
                  entry={entry}
                  collections={collections}
                  onSave={(collection, draft, label) =>
                    actions.saveToCollection(entry.id, collection, draft, label)
                  }
                  onCreateCollection={actions.createCollection}
                  onOpen={actions.prepareSave}
                  onClose={() => setSaving(undefined)}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
