/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
  /** Named in reports, so a reader knows how it was computed. */
  method: 'wilson-score-95';
}

/**
 * The Wilson score interval (95%) for `successes` out of `trials`: unlike the normal
 * approximation it stays inside [0, 1] and is sensible at 0/n and n/n, which small eval runs hit
 * all the time. Undefined for no trials.
 */
export function wilsonInterval(successes: number, trials: number): Interval | undefined {
  if (trials <= 0) return undefined;
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / trials;
  const center = (p + z2 / (2 * trials)) / denominator;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, center - half), high: Math.min(1, center + half), method: 'wilson-score-95' };
}
