'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { exportTimeline, importTimeline, type Timeline, type TimelineEvent } from '@/lib/client/index';
import { downloadText } from './download';

export interface ReplayState {
  /** An imported session, shown instead of the live one until the user goes back. */
  imported?: { name: string; events: TimelineEvent[] };
  importError?: string;
}

/**
 * Export of the session shown, and import of a session file for offline replay. Export saves what
 * is on screen: the imported session while one is shown, else the live timeline.
 */
export function useTimelineReplay(timeline: Timeline, secrets: () => string[]) {
  const [state, setState] = useState<ReplayState>({});

  const shown = useRef(state);
  shown.current = state;

  const exportEvents = useCallback(() => {
    const events = shown.current.imported?.events ?? timeline.events();
    downloadText(
      `mcp-session-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      // Secrets in use (OAuth tokens, client secrets) are scrubbed wherever they appear.
      JSON.stringify(exportTimeline(events, Date.now(), secrets()), null, 2),
    );
  }, [timeline, secrets]);

  const importFile = useCallback((file: File) => {
    void (async () => {
      setState((s) => ({ ...s, importError: undefined }));
      let value: unknown;
      try {
        value = JSON.parse(await file.text());
      } catch {
        setState((s) => ({ ...s, importError: `${file.name} is not JSON.` }));
        return;
      }
      const result = importTimeline(value);
      setState((s) =>
        result.ok
          ? { imported: { name: file.name, events: result.value } }
          : { ...s, importError: `${file.name} cannot be replayed: ${result.error.message}.` },
      );
    })();
  }, []);

  const backToLive = useCallback(() => setState({}), []);

  return useMemo(
    () => ({ state, exportEvents, importFile, backToLive }),
    [state, exportEvents, importFile, backToLive],
  );
}
