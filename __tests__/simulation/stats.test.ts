import { describe, expect, it } from 'vitest';
import fixtures from '../fixtures/stats.json' with { type: 'json' };
import { tCdf, tQuantile, tTwoSidedP } from '../../src/stats/distributions.js';
import {
  holmAdjust,
  pairedDifferences,
  pairedTest,
  signFlipPValue,
} from '../../src/stats/paired.js';
import { flagNoisyTrials } from '../../src/stats/noise.js';
import { compare, summarize } from '../../src/stats/index.js';
import { evaluateGate } from '../../src/gate/index.js';
import type { GateSpec } from '../../src/config/types.js';
import { normal, seededRandom, syntheticRun } from '../helpers/synthetic.js';

const close = (actual: number, expected: number, rel = 1e-9) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.max(1, Math.abs(expected)));

describe('t distribution agrees with scipy', () => {
  it.each(fixtures.tCdf)('cdf and two-sided p at t=$t, df=$df', ({ t, df, cdf, twoSidedP }) => {
    close(tCdf(t, df), cdf, 1e-10);
    close(tTwoSidedP(t, df), twoSidedP, 1e-10);
  });
  it.each(fixtures.tQuantile)('quantile p=$p, df=$df', ({ p, df, q }) => {
    close(tQuantile(p, df), q, 1e-9);
  });
});

describe('paired comparison on the log scale agrees with scipy.stats.ttest_1samp', () => {
  it.each(fixtures.paired.map((f, i) => ({ ...f, i })))('case $i', (f) => {
    const d = pairedDifferences(f.baseline, f.variant, 'ratio');
    const e = pairedTest(d, 'ratio', 0.05);
    close(e.estimate, f.estimate, 1e-12);
    close(e.ciLow, f.ciLow, 1e-9);
    close(e.ciHigh, f.ciHigh, 1e-9);
    close(e.pValue, f.pValue, 1e-9);
    close(e.mde, f.mde, 1e-9);
  });

  it('reports nothing it cannot know from fewer than two rounds', () => {
    const e = pairedTest([0.1], 'ratio', 0.05);
    expect(e.n).toBe(1);
    expect(e.pValue).toBeNaN();
  });

  it('treats identical rounds as no change and a constant shift as certain', () => {
    expect(pairedTest([0, 0, 0], 'difference', 0.05).pValue).toBe(1);
    expect(pairedTest([0.1, 0.1, 0.1], 'ratio', 0.05).pValue).toBe(0);
  });
});

describe('Holm adjustment', () => {
  it.each(fixtures.holm)('$p', ({ p, adjusted }) => {
    holmAdjust(p).forEach((a, i) => close(a, adjusted[i], 1e-12));
  });
});

const gate = (throughput: number, test: GateSpec['test'] = 't'): GateSpec => ({
  thresholds: { throughput },
  alpha: 0.05,
  inconclusive: 'pass',
  test,
});

function gateFails(
  random: () => number,
  scenario: Parameters<typeof syntheticRun>[1],
  spec: GateSpec,
): boolean {
  const { trials, variants } = syntheticRun(random, scenario);
  const comparisons = compare(trials, variants, spec);
  return !evaluateGate(comparisons, summarize(trials, variants), spec).passed;
}

function failureRate(
  seed: number,
  runs: number,
  scenario: Parameters<typeof syntheticRun>[1],
  spec: GateSpec,
): number {
  const random = seededRandom(seed);
  let failures = 0;
  for (let i = 0; i < runs; i++) if (gateFails(random, scenario, spec)) failures++;
  return failures / runs;
}

/** Upper end of a one-sided 99.9% binomial band around the nominal rate. */
const upperBand = (p: number, n: number) => p + 3.1 * Math.sqrt((p * (1 - p)) / n);

describe('the decision rule on simulated runs', () => {
  const runs = 2000;

  it('A/A: the significance test alone (tolerance 0) fails at the nominal 5% rate', () => {
    const rate = failureRate(1, runs, { rounds: 10, cv: 0.05, effects: [0] }, gate(0));
    expect(rate).toBeLessThanOrEqual(upperBand(0.05, runs));
    expect(rate).toBeGreaterThan(0.02); // calibrated, not just conservative
  });

  it('A/A with outliers and three variants: Holm keeps the family-wise rate at 5%', () => {
    const rate = failureRate(
      2,
      runs,
      { rounds: 10, cv: 0.06, effects: [0, 0, 0], outlierRate: 0.03 },
      gate(0),
    );
    expect(rate).toBeLessThanOrEqual(upperBand(0.05, runs));
  });

  it('A/A with a 5% tolerance gate, noisy runner and outliers: fails less often than the test alone', () => {
    const rate = failureRate(
      3,
      runs,
      { rounds: 10, cv: 0.08, effects: [0], outlierRate: 0.02 },
      gate(0.05),
    );
    expect(rate).toBeLessThanOrEqual(upperBand(0.05, runs));
    expect(rate).toBeLessThan(
      failureRate(3, runs, { rounds: 10, cv: 0.08, effects: [0], outlierRate: 0.02 }, gate(0)),
    );
  });

  it('drift across rounds creates no false alarms: pairing cancels it', () => {
    const rate = failureRate(4, runs, { rounds: 10, cv: 0.03, effects: [0], drift: -0.3 }, gate(0));
    expect(rate).toBeLessThanOrEqual(upperBand(0.05, runs));
  });

  it('a true 10% regression at CV 3% is caught by 10 rounds in at least 95% of runs', () => {
    const rate = failureRate(5, runs, { rounds: 10, cv: 0.03, effects: [-0.1] }, gate(0.05));
    expect(rate).toBeGreaterThanOrEqual(0.95);
  });

  it('estimates the true effect without bias under drift', () => {
    const random = seededRandom(6);
    let sum = 0;
    const n = 500;
    for (let i = 0; i < n; i++) {
      const { trials, variants } = syntheticRun(random, {
        rounds: 10,
        cv: 0.05,
        effects: [-0.1],
        drift: 0.4,
      });
      sum += compare(trials, variants, gate(0.05)).find(
        (c) => c.metric === 'throughput',
      )!.estimatePct;
    }
    expect(sum / n).toBeCloseTo(-10, 0);
  });
});

describe('sign-flip permutation test agrees with scipy.stats.permutation_test', () => {
  it.each(fixtures.signFlip.map((f, i) => ({ ...f, i })))('case $i', ({ d, pValue }) => {
    close(signFlipPValue(d, seededRandom(1)), pValue, 1e-12);
  });

  it('samples beyond 16 rounds, seeded: replayable and close to the t test on normal data', () => {
    const random = seededRandom(9);
    const d = Array.from({ length: 30 }, () => 0.01 + 0.03 * normal(random));
    const a = signFlipPValue(d, seededRandom(3));
    expect(signFlipPValue(d, seededRandom(3))).toBe(a);
    expect(Math.abs(a - pairedTest(d, 'ratio', 0.05).pValue)).toBeLessThan(0.05);
  });

  it('A/A with heavy-tailed noise: the permutation gate fails at most at the nominal rate', () => {
    const runs = 400;
    const random = seededRandom(12);
    let failures = 0;
    for (let i = 0; i < runs; i++) {
      const { trials, variants } = syntheticRun(random, {
        rounds: 10,
        cv: 0.05,
        effects: [0],
        outlierRate: 0.05,
      });
      const spec = gate(0, 'permutation');
      if (
        !evaluateGate(compare(trials, variants, spec, random), summarize(trials, variants), spec)
          .passed
      )
        failures++;
    }
    expect(failures / runs).toBeLessThanOrEqual(upperBand(0.05, runs));
  });

  it('asks for a random source rather than inventing one', () => {
    // Up to 16 rounds every sign pattern is enumerated; beyond, patterns are drawn.
    const { trials, variants } = syntheticRun(seededRandom(1), {
      rounds: 20,
      cv: 0.05,
      effects: [0],
    });
    expect(() => compare(trials, variants, gate(0.05, 'permutation'))).toThrow(
      /seeded random source/,
    );
  });
});

describe('noise diagnostics', () => {
  it('flags an outlier trial, an unstable one and one beside foreign load, and keeps them all', () => {
    const { trials, variants } = syntheticRun(seededRandom(4), {
      rounds: 10,
      cv: 0.02,
      effects: [0],
    });
    const base = trials.filter((t) => t.variant === 'base');
    base[3].measurement!.throughput *= 0.5;
    base[5].measurement!.perSecond = [1000, 200, 1000, 900];
    base[7].measurement!.resources = {
      targetCpuUs: 1,
      targetCpuUsPerRequest: 1,
      targetPeakRssKb: 1,
      selfCpuUs: 1,
      foreignCores: 0.9,
    };
    const flags = flagNoisyTrials(trials, variants);
    expect(flags.map((f) => [f.sequence, f.reasons[0].split(':')[0]])).toEqual([
      [base[3].sequence, 'outlier'],
      [base[5].sequence, 'unstable'],
      [base[7].sequence, 'foreign load'],
    ]);
    expect(summarize(trials, variants)[0].metrics.throughput.n).toBe(10);
  });
});
