/**
 * How evenly requests arrived, from the arrival times (ms) a server recorded. Shared by the
 * open-model tests and `npm run bench:load`, so both judge pacing the same way.
 */

/**
 * Spread of the gaps between consecutive arrivals, counting only the gaps between their 5th
 * and 95th percentiles: a few milliseconds of scheduling hiccups are normal on any machine
 * and would otherwise decide the figure.
 */
export function gapSpread(arrivals: number[]): { cv: number; p5: number; p95: number } {
  const gaps = arrivals
    .slice(1)
    .map((t, i) => t - arrivals[i])
    .sort((a, b) => a - b);
  const at = (p: number) => gaps[Math.floor((gaps.length - 1) * p)];
  const p5 = at(0.05);
  const p95 = at(0.95);
  const kept = gaps.filter((g) => g >= p5 && g <= p95);
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  const variance = kept.reduce((a, b) => a + (b - mean) ** 2, 0) / kept.length;
  return { cv: Math.sqrt(variance) / mean, p5, p95 };
}

/**
 * Share of each whole second's requests that arrived in its first `windowMs`, seconds counted
 * from the first arrival: ~1% for 10 ms of an even stream, ~100% for a burst at each second.
 */
export function burstShare(
  arrivals: number[],
  windowMs = 10,
): { worst: number; median: number; shares: number[] } {
  const first = arrivals[0];
  const seconds = Math.floor((arrivals[arrivals.length - 1] - first) / 1000);
  const shares: number[] = [];
  for (let s = 0; s < seconds; s++) {
    const inSecond = arrivals.filter((t) => t - first >= s * 1000 && t - first < (s + 1) * 1000);
    const early = inSecond.filter((t) => t - first < s * 1000 + windowMs).length;
    shares.push(inSecond.length ? early / inSecond.length : 0);
  }
  const sorted = [...shares].sort((a, b) => a - b);
  return {
    worst: sorted[sorted.length - 1] ?? 0,
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    shares,
  };
}
