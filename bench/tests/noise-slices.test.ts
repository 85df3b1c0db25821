import { describe, expect, it } from 'vitest';
import {
  fQuantile,
  firstRequestsProfile,
  roundAndSliceSpread,
  sdRatioInterval,
} from '../lib/noise-slices.js';
import type { SliceRecord } from '../../src/experiment/run.js';

describe("the noise benchmark's slice analysis", () => {
  it("F quantiles match the printed tables (Fisher's F, upper points)", () => {
    expect(fQuantile(0.975, 10, 10)).toBeCloseTo(3.717, 3);
    expect(fQuantile(0.975, 12, 12)).toBeCloseTo(3.277, 3);
    expect(fQuantile(0.95, 5, 10)).toBeCloseTo(3.326, 3);
    expect(fQuantile(0.99, 10, 20)).toBeCloseTo(3.368, 3);
  });

  it('the interval of a ratio of spreads holds the ratio and widens with fewer rounds', () => {
    const few = sdRatioInterval({ sd: 0.05, n: 12 }, { sd: 0.1, n: 12 });
    const many = sdRatioInterval({ sd: 0.05, n: 48 }, { sd: 0.1, n: 48 });
    expect(few.ratio).toBeCloseTo(0.5, 12);
    expect(few.low).toBeLessThan(many.low);
    expect(many.low).toBeLessThan(0.5);
    expect(few.high).toBeGreaterThan(many.high);
    expect(many.high).toBeGreaterThan(0.5);
    // Equal spreads at 12 rounds each: F(11, 11)'s 2.5% points, √3.474 = 1.864 either way.
    const equal = sdRatioInterval({ sd: 1, n: 12 }, { sd: 1, n: 12 }, 2);
    expect(equal.high / 2).toBeCloseTo(Math.sqrt(3.4737), 3);
    expect(2 / equal.low).toBeCloseTo(Math.sqrt(3.4737), 3);
  });

  const slice = (round: number, variant: string, index: number, latencyUs: number) =>
    ({
      round,
      variant,
      sequence: 0,
      index,
      warmup: false,
      startedAtMs: 0,
      endedAtMs: 1000,
      responses: 100,
      latenciesUs: Array(100).fill(latencyUs),
    }) satisfies SliceRecord;

  it("splits the rounds' spread into the round's own and the slices'", () => {
    // Round r's variant is offset[r] slower in every slice: all of the spread is the round's.
    const offsets = [1.1, 0.9, 1.3, 1.0];
    const byRound = offsets.flatMap((o, r) =>
      [0, 1, 2].flatMap((k) => [slice(r, 'a', k, 1000), slice(r, 'b', k, 1000 * o)]),
    );
    const own = roundAndSliceSpread(byRound, 'a', 'b', 'p50');
    expect(own.rounds).toBe(4);
    expect(own.sdWithin).toBeCloseTo(0, 12);
    expect(own.roundShare).toBeCloseTo(1, 12);
    // Every round alike, its slices ±10% apart: none of it is the round's.
    const noise = [0, 1, 2, 3].flatMap((r) =>
      [0, 1].flatMap((k) => [slice(r, 'a', k, 1000), slice(r, 'b', k, k ? 1100 : 1000 / 1.1)]),
    );
    const slices = roundAndSliceSpread(noise, 'a', 'b', 'p50');
    expect(slices.sdWithin).toBeCloseTo(Math.log(1.1) * Math.SQRT2, 9);
    expect(slices.sdRoundMeans).toBeCloseTo(0, 9);
    expect(slices.roundShare).toBe(0);
  });

  it("compares a slice's first responses with its later ones", () => {
    const s = {
      ...slice(0, 'a', 0, 0),
      responses: 200,
      latenciesUs: [...Array(5).fill(1500), ...Array(195).fill(1000)],
    };
    const profile = firstRequestsProfile([s], 'a');
    expect(profile.map((b) => b.band)).toEqual(['1–5', '6–10', '11–20', '21–50', '51–100']);
    expect(profile.map((b) => b.ratio)).toEqual([1.5, 1, 1, 1, 1]);
  });
});
