'use client';

import { useCallback, useState } from 'react';
import { useTimelineState } from '@/hooks/use-mcp-timeline';
import { exportTimeline, importTimeline, type Timeline, type TimelineEvent } from '@/lib/client/index';
import { downloadText } from './download';
import { TimelinePanel } from './timeline-panel';

const noSecrets = () => [];

/**
 * The timeline panel wired to the live session: it subscribes to the timeline itself (so a flood
 * of events re-renders this panel only, at most every 100 ms), exports what it shows, and swaps
 * in an imported session for offline replay until the user goes back to the live one.
 */
export function TimelineSection({
  timeline,
  secrets = noSecrets,
}: {
  timeline: Timeline;
  /** Secrets in use (OAuth tokens, client secrets), scrubbed from the export wherever they appear. */
  secrets?: () => string[];
}) {
  const state = useTimelineState(timeline);
  const [imported, setImported] = useState<{ name: string; events: TimelineEvent[] }>();
  const [importError, setImportError] = useState<string>();
  const events = imported ? imported.events : state.events;

  const onExport = useCallback(() => {
    downloadText(
      `mcp-session-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      JSON.stringify(exportTimeline(events, Date.now(), secrets()), null, 2),
    );
  }, [events, secrets]);

  const onImportFile = useCallback(async (file: File) => {
    setImportError(undefined);
    let value: unknown;
    try {
      value = JSON.parse(await file.text());
    } catch {
      setImportError(`${file.name} is not JSON.`);
      return;
    }
    const result = importTimeline(value);
    if (!result.ok) setImportError(`${file.name} cannot be replayed: ${result.error.message}.`);
    else setImported({ name: file.name, events: result.value });
  }, []);

  return (
    <TimelinePanel
      events={events}
      dropped={imported ? 0 : state.dropped}
      {...(imported ? { imported: { name: imported.name, count: imported.events.length } } : {})}
      onBackToLive={() => setImported(undefined)}
      onClear={() => timeline.dispatch({ type: 'clear' })}
      onExport={onExport}
      onImportFile={(file) => void onImportFile(file)}
      {...(importError ? { importError } : {})}
    />
  );
}
