'use client';

import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Timeline, TimelineState } from '@/lib/client/index';

/** Longest wait between a recorded event and its rendering (ms). */
export const TIMELINE_RENDER_INTERVAL_MS = 100;

/**
 * The timeline's state for rendering, refreshed at most every {@link TIMELINE_RENDER_INTERVAL_MS}:
 * a server streaming thousands of events per second costs a handful of renders, never one each.
 */
export function useTimelineState(timeline: Timeline): TimelineState {
  const snapshot = useRef<TimelineState>(timeline.state());
  const owner = useRef(timeline);
  if (owner.current !== timeline) {
    owner.current = timeline;
    snapshot.current = timeline.state();
  }
  const subscribe = useCallback(
    (onChange: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        timer = undefined;
        snapshot.current = timeline.state();
        onChange();
      };
      const unsubscribe = timeline.subscribe(() => {
        timer ??= setTimeout(flush, TIMELINE_RENDER_INTERVAL_MS);
      });
      // Anything recorded before we subscribed.
      if (snapshot.current !== timeline.state()) flush();
      return () => {
        clearTimeout(timer);
        unsubscribe();
      };
    },
    [timeline],
  );
  return useSyncExternalStore(
    subscribe,
    () => snapshot.current,
    () => snapshot.current,
  );
}
