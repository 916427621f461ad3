import type { Timers } from '../validation-client';

/** Timers that fire only when the test moves the clock (`advance`); `now` reads that clock. */
export function manualTimers() {
  let clock = 0;
  let nextHandle = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    setTimeout(callback, ms) {
      const handle = nextHandle++;
      pending.set(handle, { at: clock + ms, callback });
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    now: () => clock,
    advance(ms: number) {
      clock += ms;
      for (const [handle, t] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at > clock || !pending.has(handle)) continue;
        pending.delete(handle);
        t.callback();
      }
    },
  };
}
