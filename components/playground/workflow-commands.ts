import type { HistoryEntry } from '@/lib/collection/call-history';
import type { PaletteCommand } from './command-palette';
import type { WorkflowActions, WorkflowPanel } from './use-workflow';

/** The palette's commands for the history, collections and snapshots. */
export function workflowCommands(
  actions: WorkflowActions,
  state: { history: readonly HistoryEntry[]; canSend: boolean; hasListing: boolean },
): PaletteCommand[] {
  const last = state.history[0];
  return [
    {
      id: 'history-reopen-last',
      group: 'History',
      label: last ? `Reopen the last call (${last.tool}) in the call form` : 'Reopen the last call',
      disabled: !last,
      run: () => last && actions.reopen(last.id),
    },
    {
      id: 'history-resend-last',
      group: 'History',
      label: last ? `Send the last call (${last.tool}) again` : 'Send the last call again',
      disabled: !last || !state.canSend,
      run: () => last && actions.resend(last.id),
    },
    {
      id: 'collections-import',
      group: 'Collections',
      label: 'Import a collection…',
      run: actions.importCollection,
    },
    {
      id: 'snapshot-save',
      group: 'Snapshots',
      label: 'Save a snapshot of the tool list',
      disabled: !state.hasListing,
      run: actions.saveSnapshot,
    },
    ...(
      [
        ['history', 'the history'],
        ['collections', 'the collections'],
        ['snapshots', 'the tool list snapshots'],
      ] as const satisfies readonly (readonly [WorkflowPanel, string])[]
    ).map(([panel, name]) => ({
      id: `go-${panel}`,
      group: 'Go to',
      label: `Go to ${name}`,
      run: () => actions.show(panel),
    })),
  ];
}
