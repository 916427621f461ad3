'use client';

import dynamic from 'next/dynamic';
import { Panel } from './panel';

/**
 * Parts of the playground that are not needed to show the tool list, loaded right after the page
 * starts (or when first needed) so the first load carries only the connection, the list and the
 * call form. Each keeps its landmark while loading.
 */
export const TimelineSection = dynamic(() => import('./timeline-section').then((m) => m.TimelineSection), {
  ssr: false,
  loading: () => (
    <Panel id="timeline" title="Timeline">
      <p className="text-sm text-slate-600 dark:text-slate-400">Loading the timeline…</p>
    </Panel>
  ),
});

export const ResultPanel = dynamic(() => import('./result-panel').then((m) => m.ResultPanel), {
  ssr: false,
  loading: () => (
    <Panel id="result" title="Result">
      <p className="text-sm text-slate-600 dark:text-slate-400">Run a tool to see its result here.</p>
    </Panel>
  ),
});

export const InputRequestDialog = dynamic(
  () => import('./input-request-dialog').then((m) => m.InputRequestDialog),
  { ssr: false },
);

export const CorsDoctor = dynamic(() => import('./cors-doctor').then((m) => m.CorsDoctor), { ssr: false });

export const AddToolDialog = dynamic(() => import('./add-tool-dialog').then((m) => m.AddToolDialog), {
  ssr: false,
});

export const CallPanel = dynamic(() => import('./call-panel').then((m) => m.CallPanel), {
  ssr: false,
  loading: () => (
    <Panel id="call" title="Call a tool">
      <p className="text-sm text-slate-600 dark:text-slate-400">Select a tool in the list to call it.</p>
    </Panel>
  ),
});

/** The model in the loop (chat and evals): its panels load after the page starts, the AI SDK on first use. */
export const ModelSection = dynamic(() => import('../model/model-section').then((m) => m.ModelSection), {
  ssr: false,
  loading: () => (
    <Panel id="model" title="Model">
      <p className="text-sm text-slate-600 dark:text-slate-400">Loading the model panels…</p>
    </Panel>
  ),
});
