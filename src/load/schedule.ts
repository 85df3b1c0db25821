/**
 * When each request of an open-model run is due. A run is one segment whose arrival rate
 * moves linearly from `fromRate` to `toRate` (equal for a plateau), so a ramp-up is one
 * continuous ramp rather than a staircase of one-second plateaus.
 *
 * Requests are placed in "count space": the expected number of arrivals by time t is
 * N(t) = ∫ rate, and the k-th request is due where N(t) reaches its position u_k. Constant
 * spacing puts u_k = k; Poisson arrivals put exponential gaps of mean 1 between positions,
 * which through N⁻¹ gives a Poisson process whose intensity follows the ramp.
 */
import type { Arrival } from '../config/types.js';

export interface Segment {
  /** Infinity for a plateau that runs as long as it is asked to (a trial in slices). */
  durationMs: number;
  /** Arrival rate at the start and at the end of the segment, requests per second. */
  fromRate: number;
  toRate: number;
}

/**
 * Due times of the segment's requests in milliseconds from its start, in order. `random`
 * returns uniform numbers in [0, 1) (Poisson only), so tests and replays can seed it.
 */
export function* dueTimes(
  segment: Segment,
  arrival: Arrival,
  random: () => number = Math.random,
): Generator<number> {
  const { durationMs } = segment;
  const { a, b } = coefficients(segment);
  let position = arrival === 'poisson' ? exponential(random) : 0;
  for (;;) {
    const t = countToTime(position, a, b);
    if (!(t < durationMs)) return;
    yield t;
    position += arrival === 'poisson' ? exponential(random) : 1;
  }
}

/** Expected number of requests of a segment: ∫ rate over its duration. */
export function expectedRequests(segment: Segment): number {
  return (((segment.fromRate + segment.toRate) / 2) * segment.durationMs) / 1000;
}

/** Expected number of requests due in the segment's first `ms` milliseconds: N(ms). */
export function arrivalsBy(segment: Segment, ms: number): number {
  if (ms >= segment.durationMs) return expectedRequests(segment);
  const { a, b } = coefficients(segment);
  return a * ms + (b * ms * ms) / 2;
}

/** N(t) = a·t + b·t²/2 in requests, t in ms; a plateau of unbounded length has b = 0. */
function coefficients({ durationMs, fromRate, toRate }: Segment): { a: number; b: number } {
  return {
    a: fromRate / 1000,
    b: fromRate === toRate ? 0 : (toRate - fromRate) / 1000 / durationMs,
  };
}

/** Solves a·t + b·t²/2 = u for t ≥ 0, in the form that stays exact when b is near 0. */
function countToTime(u: number, a: number, b: number): number {
  if (u === 0) return 0;
  const discriminant = a * a + 2 * b * u;
  // A falling ramp never reaches u within its duration when the discriminant goes negative.
  if (discriminant < 0) return Infinity;
  const root = a + Math.sqrt(discriminant);
  return root > 0 ? (2 * u) / root : Infinity;
}

function exponential(random: () => number): number {
  return -Math.log(1 - random());
}
