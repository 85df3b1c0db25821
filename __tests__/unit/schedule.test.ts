/** When the open model's requests are due: plateaus, ramps and Poisson arrivals. */
import { describe, expect, it } from 'vitest';
import { dueTimes, expectedRequests } from '../../src/load/schedule.js';

/** mulberry32: a small seeded generator, so Poisson runs are the same every time. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const gapsOf = (times: number[]) => times.slice(1).map((t, i) => t - times[i]);
const cv = (xs: number[]) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length) / mean;
};

describe('due times', () => {
  it('a plateau with constant spacing: rate × duration requests, exactly 1/rate apart', () => {
    const times = [...dueTimes({ durationMs: 5_000, fromRate: 1000, toRate: 1000 }, 'constant')];
    expect(times).toHaveLength(5000);
    expect(times[0]).toBe(0);
    for (const gap of gapsOf(times)) expect(gap).toBeCloseTo(1, 9);
    expect(expectedRequests({ durationMs: 5_000, fromRate: 1000, toRate: 1000 })).toBe(5000);
  });

  it('a linear ramp: the count is the area under the rate, and the rate grows continuously', () => {
    const segment = { durationMs: 10_000, fromRate: 0, toRate: 600 };
    const times = [...dueTimes(segment, 'constant')];
    // ∫ 0 → 600/s over 10 s = 3,000.
    expect(times.length).toBe(3000);
    expect(expectedRequests(segment)).toBe(3000);
    // The instantaneous rate 1/gap follows 600·t/10 s, not a staircase of plateaus.
    for (const i of [100, 500, 1000, 2000, 2999]) {
      const rate = 1000 / (times[i] - times[i - 1]);
      expect(rate).toBeCloseTo((600 * times[i]) / 10_000, -1);
    }
    // Ends at the target rate, so the measured plateau continues it without a jump.
    expect(1000 / (times[2999] - times[2998])).toBeGreaterThan(595);
  });

  it('a ramp down works as well as a ramp up', () => {
    const times = [...dueTimes({ durationMs: 2_000, fromRate: 1000, toRate: 200 }, 'constant')];
    expect(times.length).toBe(1200);
    const gaps = gapsOf(times);
    expect(gaps[gaps.length - 1]).toBeGreaterThan(gaps[0] * 4);
  });

  it('Poisson arrivals: the asked-for mean rate with exponential gaps (CV ≈ 1)', () => {
    const times = [
      ...dueTimes({ durationMs: 60_000, fromRate: 500, toRate: 500 }, 'poisson', seeded(7)),
    ];
    // 30,000 expected; the sd of a Poisson count is √30,000 ≈ 173.
    expect(Math.abs(times.length - 30_000)).toBeLessThan(700);
    expect(cv(gapsOf(times))).toBeGreaterThan(0.97);
    expect(cv(gapsOf(times))).toBeLessThan(1.03);
    // Seeded: the same seed gives the same run.
    const again = [
      ...dueTimes({ durationMs: 60_000, fromRate: 500, toRate: 500 }, 'poisson', seeded(7)),
    ];
    expect(again).toEqual(times);
  });

  it('Poisson arrivals follow a ramp: the second half of a 0 → r ramp holds three quarters', () => {
    const times = [
      ...dueTimes({ durationMs: 20_000, fromRate: 0, toRate: 2000 }, 'poisson', seeded(3)),
    ];
    expect(Math.abs(times.length - 20_000)).toBeLessThan(700);
    const late = times.filter((t) => t >= 10_000).length;
    expect(late / times.length).toBeCloseTo(0.75, 1);
  });
});
