/**
 * A task reports progress only in words (`statusMessage`: the extension has no progress
 * notifications for tasks). When the words carry a count ("section 2/5", "3 of 8") or a
 * percentage ("40%"), a UI can draw a bar from it; otherwise it shows the words alone. The first
 * count found wins; counts past their total and totals of 0 are not progress.
 */
export interface StatusProgress {
  done: number;
  total: number;
}

const COUNT = /(\d{1,9})\s*(?:\/|of)\s*(\d{1,9})/i;
const PERCENT = /(\d{1,3}(?:\.\d+)?)\s*%/;

export function progressOfStatus(message: string | undefined): StatusProgress | undefined {
  if (message === undefined) return undefined;
  const count = COUNT.exec(message);
  if (count) {
    const done = Number(count[1]);
    const total = Number(count[2]);
    if (total > 0 && done <= total) return { done, total };
  }
  const percent = PERCENT.exec(message);
  if (percent) {
    const value = Number(percent[1]);
    if (value <= 100) return { done: value, total: 100 };
  }
  return undefined;
}
