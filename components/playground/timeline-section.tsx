'use client';

import { useTimelineState } from '@/hooks/use-mcp-timeline';
import type { Timeline } from '@/lib/client/index';
import { TimelinePanel } from './timeline-panel';
import type { PlaygroundActions } from './use-playground-controller';
import type { ReplayState } from './use-timeline-replay';

/**
 * The timeline panel wired to the live session: it subscribes to the timeline itself (so a flood
 * of events re-renders this panel only, at most every 100 ms) and shows an imported session
 * instead while one is replayed. Export, import and clear are the controller's actions.
 */
export function TimelineSection({
  timeline,
  replay,
  actions,
}: {
  timeline: Timeline;
  replay: ReplayState;
  actions: Pick<
    PlaygroundActions,
    'clearTimeline' | 'exportTimeline' | 'importTimeline' | 'backToLiveTimeline'
  >;
}) {
  const state = useTimelineState(timeline);
  const { imported, importError } = replay;
  return (
    <TimelinePanel
      events={imported ? imported.events : state.events}
      dropped={imported ? 0 : state.dropped}
      {...(imported ? { imported: { name: imported.name, count: imported.events.length } } : {})}
      onBackToLive={actions.backToLiveTimeline}
      onClear={actions.clearTimeline}
      onExport={actions.exportTimeline}
      onImport={actions.importTimeline}
      {...(importError ? { importError } : {})}
    />
  );
}
