import type { ListenState } from '@/lib/client/index';

export interface LiveUpdatesControl {
  checked: boolean;
  disabled: boolean;
  /** What the status line next to the checkbox says. */
  status: string;
}

/**
 * The "Live updates" checkbox and its status line. When the server cannot send list changes (a
 * legacy server, or no tools.listChanged) the box is unticked and disabled, so it never claims
 * something that cannot happen; otherwise it shows the person's choice.
 */
export function liveUpdatesControl(listen: ListenState, listening: boolean): LiveUpdatesControl {
  if (listen.status === 'unavailable')
    return { checked: false, disabled: true, status: `Live updates unavailable: ${listen.reason}.` };
  const status =
    listen.status === 'on'
      ? `Listening for list changes (subscriptions/listen)${listen.dropped.length ? `; the server dropped ${listen.dropped.join(', ')}` : ''}.`
      : listen.status === 'opening'
        ? 'Opening the listen stream…'
        : `Not listening${listen.reason ? ` (${listen.reason})` : ''}.`;
  return { checked: listening, disabled: false, status };
}
