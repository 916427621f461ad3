/**
 * How long to wait before the next `tasks/get`. The server's `pollIntervalMs` is a floor the
 * client honours (the extension's SHOULD); while nothing changes the wait grows by half each time
 * (backoff), up to eight times the hint or 30 s, whichever is larger — never past the hint's own
 * ceiling — and a change brings it back to the hint. Hints outside [250 ms, 60 s] are clamped: a
 * server asking to be polled every millisecond, or once a day, is not followed to the letter.
 * With status notifications arriving, polls are only a safety net, so they are spaced wider.
 */
export interface PollDelayInput {
  /** The latest `pollIntervalMs` (absent: the client's default). */
  pollIntervalMs?: number;
  /** Polls in a row that showed nothing new. */
  unchanged: number;
  /** Whether a listen stream delivers this task's status notifications. */
  notifications: boolean;
}

export const DEFAULT_POLL_INTERVAL_MS = 1000;
export const MIN_POLL_INTERVAL_MS = 250;
export const MAX_POLL_INTERVAL_MS = 60_000;
/** The safety-net poll while notifications arrive. */
export const NOTIFIED_POLL_MS = 15_000;

/** The hint as followed (clamped), and whether it had to be clamped. */
export function followedHint(pollIntervalMs: number | undefined): { ms: number; clamped: boolean } {
  if (pollIntervalMs === undefined || !Number.isFinite(pollIntervalMs)) {
    return { ms: DEFAULT_POLL_INTERVAL_MS, clamped: false };
  }
  const ms = Math.min(MAX_POLL_INTERVAL_MS, Math.max(MIN_POLL_INTERVAL_MS, Math.round(pollIntervalMs)));
  return { ms, clamped: ms !== pollIntervalMs };
}

export function nextPollDelay(input: PollDelayInput): number {
  const base = followedHint(input.pollIntervalMs).ms;
  const ceiling = Math.min(MAX_POLL_INTERVAL_MS, Math.max(base * 8, 30_000));
  const grown = base * 1.5 ** Math.max(0, input.unchanged);
  const delay = Math.min(ceiling, grown);
  return Math.round(input.notifications ? Math.max(delay, NOTIFIED_POLL_MS) : delay);
}
