'use client';

import dynamic from 'next/dynamic';
import { Panel } from './panel';
import type { Workflow } from './use-workflow';

const loading = () => (
  <Panel id="history" title="History">
    <p className="text-sm text-slate-600 dark:text-slate-400">Loading history and collections…</p>
  </Panel>
);

const Panels = dynamic(() => import('./workflow-panels').then((m) => m.WorkflowPanels), {
  ssr: false,
  loading,
});

/** History, collections and snapshots below the timeline; loaded after the page starts. */
export function WorkflowSection(props: {
  workflow: Workflow;
  canSend: boolean;
  connected: boolean;
  hasListing: boolean;
}) {
  return <Panels {...props} />;
}
