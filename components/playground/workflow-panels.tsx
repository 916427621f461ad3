'use client';

import { CollectionsPanel } from './collections-panel';
import { HistoryPanel } from './history-panel';
import { SnapshotsPanel } from './snapshots-panel';
import type { Workflow } from './use-workflow';

export function WorkflowPanels({
  workflow,
  canSend,
  connected,
  hasListing,
}: {
  workflow: Workflow;
  canSend: boolean;
  connected: boolean;
  hasListing: boolean;
}) {
  const { actions } = workflow;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <HistoryPanel
        history={workflow.history}
        collections={workflow.library.collections.map((c) => c.name)}
        actions={actions}
        canSend={canSend}
      />
      <CollectionsPanel
        collections={workflow.library.collections}
        runState={workflow.runState}
        importError={workflow.importError}
        storage={workflow.storage.collections}
        actions={actions}
        connected={connected}
      />
      <SnapshotsPanel
        snapshots={workflow.snapshots}
        diff={workflow.snapshotDiff}
        actions={actions}
        hasListing={hasListing}
      />
    </div>
  );
}
