import { describe, expect, it } from 'vitest';
import { driverFigures, leastSquares, slicePairPoints } from '../lib/noise-drivers.js';
import type { BlockRecord, KeptSlice } from '../lib/noise-designs.js';

/** A seeded uniform generator (mulberry32), so the recovered slopes are not luck's. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("the noise benchmark's slice drivers", () => {
  it('least squares recovers known slopes and leaves a constant column out', () => {
    const rows = [
      [1, 0, 0],
      [0, 1, 0],
      [1, 1, 0],
      [2, -1, 0],
    ];
    const y = rows.map(([a, b]) => 3 * a - 2 * b);
    const [a, b, c] = leastSquares(rows, y);
    expect(a).toBeCloseTo(3, 10);
    expect(b).toBeCloseTo(-2, 10);
    expect(c).toBeUndefined();
  });

  it("finds the factor a slice pair's rate goes with, from the records as a run saves them", () => {
    // 40 rounds of 20 slice pairs: the variant's rate falls by 0.1% per µs/ms its app waited
    // more than the baseline's; perf-gate's wait and steal are unrelated noise.
    const next = random(33);
    const normal = () => Math.sqrt(-2 * Math.log(next() + 1e-12)) * Math.cos(2 * Math.PI * next());
    const slices: KeptSlice[] = [];
    for (let round = 0; round < 40; round++)
      for (let index = 0; index < 20; index++) {
        const roundFactor = 1 + 0.05 * normal(); // a whole round's: taken off before the fit
        for (const variant of ['A', 'A2']) {
          const targetWaitUs = 100 * (100 + 50 * normal());
          const rate =
            7000 * roundFactor * Math.exp(-0.001 * (targetWaitUs / 100) + 0.05 * normal());
          slices.push({
            round,
            variant,
            index,
            ms: 100,
            responses: Math.round(rate / 10),
            cpuUs: 14_000,
            targetWaitUs,
            selfWaitUs: 100 * (50 + 20 * normal()),
            stealUs: 100 * 5 * next(),
          });
        }
      }
    const block = { slices } as BlockRecord;
    const points = slicePairPoints([block]);
    expect(points).toHaveLength(800);
    const d = driverFigures(points, 'rate')!;
    expect(d.factors.targetWait.slope).toBeCloseTo(-0.001, 4);
    expect(d.factors.targetWait.r).toBeLessThan(-0.5);
    expect(Math.abs(d.factors.selfWait.r)).toBeLessThan(0.15);
    expect(Math.abs(d.factors.steal.r)).toBeLessThan(0.15);
    // What is left is the 5% per slice of each arm: √2 × 5% for a pair (20 pairs a round).
    expect(d.residualSd).toBeGreaterThan(0.06);
    expect(d.residualSd).toBeLessThan(0.08);
  });
});
