/**
 * The noise's parts recovered from synthetic runs with known components: a slice-to-slice
 * part within each process, a part per round (its fresh processes), and a part the
 * machine's counters explain (the foreign load one arm of a round met more than the other).
 * Seeded, with enough runs that luck cannot decide the result.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/model/random.js';
import { noisePart, noiseParts, type SliceSample } from '../../src/stats/noise-parts.js';
import type { MeasuredTrial } from '../../src/model/trial.js';
import { measurement, normal } from '../helpers/synthetic.js';

interface Truth {
  rounds: number;
  slices: number;
  /** sd of one slice's paired ln ratio within a round. */
  slice: number;
  /** sd of a round's own shift (its processes). */
  round: number;
  /** ln ratio per core of foreign-load difference, and the sd of that difference. */
  perCore: number;
  foreignSd: number;
  /**
   * The slice noise as an arm's successive turns that make up for each other (u_k − u_{k−2},
   * the same sd): slices two apart correlate −0.5, and over a round they cancel but at its
   * ends, as an express app's did (src/stats/noise-parts.ts, BATCH).
   */
  alternating?: boolean;
}

/**
 * A run of two arms: each slice's rate is the machine's level of the moment (shared by both
 * arms' slices of a turn, so the pairing cancels it), the arm's round shift, the machine's
 * share and the slice's own noise. CPU per request mirrors the rate.
 */
function syntheticRun(random: () => number, truth: Truth) {
  const trials: MeasuredTrial[] = [];
  const slices: SliceSample[] = [];
  let sequence = 0;
  for (let round = 0; round < truth.rounds; round++) {
    const foreign = Math.abs(normal(random)) * truth.foreignSd;
    const shift = normal(random) * truth.round;
    const drift = Array.from({ length: truth.slices }, () => 0.05 * normal(random));
    const u = Array.from({ length: truth.slices + 2 }, () => normal(random));
    for (const arm of ['A', 'B'] as const) {
      const own = arm === 'B' ? shift - truth.perCore * foreign : 0;
      let responses = 0;
      let cpuUs = 0;
      let ms = 0;
      for (let k = 0; k < truth.slices; k++) {
        const noise =
          arm !== 'B'
            ? 0
            : truth.alternating
              ? ((u[k + 2] - u[k]) / Math.SQRT2) * truth.slice
              : normal(random) * truth.slice;
        const rate = 2000 * Math.exp(drift[k] + own + noise);
        const n = Math.round(rate * 0.5);
        const cpu = n * 150 * Math.exp(-(own + noise));
        slices.push({ sequence, index: k, durationMs: 500, responses: n, cpuUs: cpu });
        responses += n;
        cpuUs += cpu;
        ms += 500;
      }
      const throughput = responses / (ms / 1000);
      trials.push({
        status: 'measured',
        round,
        variant: arm,
        sequence: sequence++,
        warmup: false,
        measurement: measurement(throughput, {
          responses,
          successes: responses,
          durationSec: ms / 1000,
          resources: {
            targetCpuUs: cpuUs,
            targetCpuUsPerRequest: cpuUs / responses,
            targetPeakRssKb: 0,
            selfCpuUs: 0,
            foreignCores: arm === 'B' ? foreign : 0,
            stealCores: 0,
          },
        }),
      });
    }
  }
  return { trials, slices };
}

function repeat(truth: Truth, runs: number, seed: number) {
  const random = seededRandom(seed);
  return Array.from({ length: runs }, () => {
    const { trials, slices } = syntheticRun(random, truth);
    return noisePart(trials, slices, 'A', 'B', 'throughput', random)!;
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

describe('noise parts from synthetic runs with known components', () => {
  const truth: Truth = {
    rounds: 30,
    slices: 8,
    slice: 0.06,
    round: 0.03,
    perCore: 0.2,
    foreignSd: 0.15,
  };
  // The round mean of 8 slices varies by 0.06 / √8 = 2.1%; the machine's part is
  // 0.2 × sd(|N| × 0.15) = 1.8% (half-normal: sd = 0.15 × √(1 − 2/π)).
  const expected = {
    within: truth.slice / Math.sqrt(truth.slices),
    between: truth.round,
    machine: truth.perCore * truth.foreignSd * Math.sqrt(1 - 2 / Math.PI),
  };
  const results = repeat(truth, 200, 11);

  it.each(['within', 'between', 'machine'] as const)(
    'recovers the %s part: median estimate near the truth, its interval covering it',
    (part) => {
      const estimates = results.map((r) => r[part].sd);
      expect(Math.abs(median(estimates) / expected[part] - 1)).toBeLessThan(0.15);
      const covered = results.filter(
        (r) => r[part].low <= expected[part] && expected[part] <= r[part].high,
      ).length;
      // A percentile bootstrap of 30 rounds covers a little under its 95%.
      expect(covered / results.length).toBeGreaterThan(0.85);
    },
  );

  it('shares add up to the per-round variance', () => {
    for (const r of results.slice(0, 20)) {
      expect(r.within.share + r.between.share + r.machine.share).toBeCloseTo(1, 9);
    }
  });

  it.each([
    { case: 'fresh processes dominate', over: { round: 0.06, slice: 0.03 }, advice: 'more-rounds' },
    { case: 'slices dominate', over: { round: 0.005, slice: 0.15 }, advice: 'longer-trials' },
    {
      case: 'the machine dominates',
      over: { round: 0.005, slice: 0.02, perCore: 0.6 },
      advice: 'isolation',
    },
  ])('advises what cuts it most when $case', ({ over, advice }) => {
    const runs = repeat({ ...truth, ...over }, 50, 5);
    expect(runs.filter((r) => r.advice === advice).length).toBeGreaterThanOrEqual(45);
  });

  it('slices that make up for each other over a round are not taken for its spread', () => {
    // 15% apart slice to slice, as an express app's, but the rounds' spread is their own 3%:
    // taken as independent, 40 slices would put 2.4% on a round and most of it within.
    const alternating = {
      ...truth,
      slices: 40,
      slice: 0.15,
      round: 0.03,
      perCore: 0,
      alternating: true,
    };
    const runs = repeat(alternating, 100, 23);
    expect(median(runs.map((r) => r.between.sd)) / 0.03 - 1).toBeGreaterThan(-0.15);
    // What crosses a batch's edges stays (1.3% here), against 2.4% from single pairs.
    expect(median(runs.map((r) => r.within.sd))).toBeLessThan(0.016);
    expect(runs.filter((r) => r.advice === 'more-rounds').length).toBeGreaterThanOrEqual(90);
  });

  it('does not find a machine part where the counters are unrelated to the values', () => {
    const runs = repeat({ ...truth, perCore: 0 }, 100, 17);
    expect(median(runs.map((r) => r.machine.sd))).toBeLessThan(0.005);
  });

  it('gives both metrics of every variant, and no within part for whole trials', () => {
    const { trials, slices } = syntheticRun(seededRandom(2), truth);
    const parts = noiseParts(trials, slices, ['A', 'B'], 'fresh', seededRandom(3));
    expect(parts.parts.map((p) => p.metric)).toEqual(['throughput', 'cpuPerRequest']);
    const cpu = parts.parts[1];
    expect(cpu.within.sd).toBeGreaterThan(0.5 * expected.within);
    const whole = noisePart(trials, [], 'A', 'B', 'throughput', seededRandom(3))!;
    expect(whole.within.sd).toBeNaN();
    expect(whole.slicesPerRound).toBe(1);
  });
});
