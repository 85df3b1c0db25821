import { describe, expect, it } from 'vitest';
import {
  changeOfWorsening,
  decide,
  toleranceMargin,
  toleranceTest,
  worsening,
} from '../../src/stats/tolerance-test.js';
import { tUpperTail } from '../../src/stats/distributions.js';
import {
  criticalScore,
  looksOf,
  sequentialPValue,
  type Design,
} from '../../src/stats/sequential.js';
import { seededRandom } from '../helpers/synthetic.js';
import {
  failRate,
  simulateRule,
  standardError,
  type RuleScenario,
} from '../helpers/rule-simulation.js';

const THETA = 0.05;
const sequential: Design = { kind: 'sequential', maxRounds: 30 };
const RUNS = 20_000;

const scenario = (cv: number, ...worseningOf: number[]): RuleScenario => ({
  cv,
  worsening: worseningOf,
  tolerance: THETA,
  alpha: 0.05,
  design: sequential,
});

describe('the tolerance on the scale of the differences', () => {
  it('is ln(1 − θ) for throughput-like metrics and ln(1 + θ) for latency-like ones', () => {
    expect(toleranceMargin(0.05, 'ratio', 'higher')).toBeCloseTo(-Math.log(0.95), 12);
    expect(toleranceMargin(0.1, 'ratio', 'lower')).toBeCloseTo(Math.log(1.1), 12);
    expect(toleranceMargin(0.01, 'difference', 'lower')).toBe(0.01);
    expect(changeOfWorsening(-Math.log(0.95), 'ratio', 'higher')).toBeCloseTo(-0.05, 12);
    expect(changeOfWorsening(Math.log(1.1), 'ratio', 'lower')).toBeCloseTo(0.1, 12);
  });

  it('counts a drop of throughput and a rise of latency as worse', () => {
    expect(worsening([-0.1, 0.2], 'higher')).toEqual([0.1, -0.2]);
    expect(worsening([-0.1, 0.2], 'lower')).toEqual([-0.1, 0.2]);
  });
});

describe('one-sided tests against the tolerance', () => {
  it('at a single look are the plain one-sided t tests', () => {
    const w = [0.08, 0.06, 0.1, 0.07, 0.09, 0.05];
    const margin = 0.05;
    const test = toleranceTest(w, margin, { kind: 'fixed', maxRounds: w.length });
    const m = w.reduce((a, b) => a + b, 0) / w.length;
    const sd = Math.sqrt(w.reduce((a, x) => a + (x - m) ** 2, 0) / (w.length - 1));
    const t = (m - margin) / (sd / Math.sqrt(w.length));
    expect(test.pWorse).toBeCloseTo(tUpperTail(t, w.length - 1), 9);
    expect(test.pWithin).toBeCloseTo(tUpperTail(-t, w.length - 1), 9);
  });

  it('a sequential look asks for more than a single one: the same score weighs less', () => {
    const fixed = sequentialPValue(2.2, 30, { kind: 'fixed', maxRounds: 30 }, 'worse');
    for (const side of ['worse', 'within'] as const) {
      expect(sequentialPValue(2.2, 30, sequential, side)).toBeGreaterThan(fixed);
      const critical = criticalScore(0.05, 10, sequential, side);
      expect(sequentialPValue(critical, 10, sequential, side)).toBeCloseTo(0.05, 6);
    }
    // The regression boundary spends little α early: an early look must clear a higher bar.
    expect(criticalScore(0.05, 5, sequential, 'worse')).toBeGreaterThan(
      criticalScore(0.05, 5, sequential, 'within'),
    );
  });

  it('looks at the planned points and at the budget', () => {
    expect(looksOf(sequential)).toEqual([3, 5, 7, 10, 13, 16, 20, 25, 30]);
    expect(looksOf({ kind: 'sequential', maxRounds: 12 })).toEqual([3, 5, 7, 10, 12]);
    expect(looksOf({ kind: 'fixed', maxRounds: 12 })).toEqual([12]);
  });

  it('needs every comparison within to pass, and one beyond (after Holm) to fail', () => {
    const within = { n: 10, score: -4, pWorse: 0.99, pWithin: 0.001 };
    const open = { n: 10, score: 0, pWorse: 0.5, pWithin: 0.5 };
    const worse = { n: 10, score: 3, pWorse: 0.02, pWithin: 0.98 };
    expect(decide([within, within], 0.05).verdict).toBe('pass');
    expect(decide([within, open], 0.05).verdict).toBe('undecided');
    expect(decide([within, worse], 0.05).verdict).toBe('fail');
    // Three at 0.02: Holm asks the smallest to be below 0.05 / 3.
    expect(
      decide(
        [worse, worse, worse].map((t, i) => ({ ...t, pWorse: 0.02 + i * 1e-3 })),
        0.05,
      ).verdict,
    ).toBe('undecided');
  });
});

/**
 * Error rates of the whole rule over all looks, 20,000 seeded runs each; the bounds are the
 * targets ± 3 binomial standard errors, so luck cannot decide them.
 */
describe('the sequential rule on simulated runs (budget 30 rounds)', () => {
  const rate = (s: RuleScenario, seed: number) => simulateRule(seededRandom(seed), s, RUNS);
  const se = (p: number) => standardError(p, RUNS);

  it.each([
    { cv: 0.03, label: '3%' },
    { cv: 0.05, label: '5%' },
    { cv: 0.08, label: '8%' },
  ])('fails at most 5% of runs whose worsening is exactly the tolerance (CV $label)', ({ cv }) => {
    const fail = failRate(rate(scenario(cv, THETA), 101 + cv * 1000));
    expect(fail).toBeLessThanOrEqual(0.05 + 3 * se(0.05));
    // Calibrated, not merely conservative: the boundary spends the α it is given.
    expect(fail).toBeGreaterThanOrEqual(0.05 - 3 * se(0.05) - 0.01);
  });

  it('fails at most 2% of runs whose worsening is 0.8 × the tolerance (CV 5%)', () => {
    expect(failRate(rate(scenario(0.05, 0.8 * THETA), 202))).toBeLessThanOrEqual(
      0.02 + 3 * se(0.02),
    );
  });

  it('catches at least 95% of worsenings of twice the tolerance at CV 3%, in few rounds', () => {
    const r = rate(scenario(0.03, 2 * THETA), 303);
    expect(failRate(r)).toBeGreaterThanOrEqual(0.95 - 3 * se(0.95));
    expect(r.meanRounds).toBeLessThanOrEqual(15);
  });

  it('passes A/A runs in at most half the budget at CV 5%', () => {
    const r = rate(scenario(0.05, 0), 404);
    expect(failRate(r)).toBeLessThanOrEqual(0.02);
    expect(r.meanRounds).toBeLessThanOrEqual(15);
  });

  it('three gated metrics, each exactly at its tolerance: at most 5% of runs fail', () => {
    const fail = failRate(rate(scenario(0.05, THETA, THETA, THETA), 505));
    expect(fail).toBeLessThanOrEqual(0.05 + 3 * se(0.05));
  });

  it('without the Holm correction the same runs fail beyond that bound', () => {
    const uncorrected = { ...scenario(0.05, THETA, THETA, THETA), correct: false };
    expect(failRate(rate(uncorrected, 505))).toBeGreaterThan(0.05 + 3 * se(0.05));
  });
});
