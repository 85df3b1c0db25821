/**
 * The error gate compares each variant with the baseline as well as with the ceiling: a
 * variant shown (one-sided paired test over rounds, Holm with the other gated comparisons)
 * to fail more of its requests than the baseline by more than a tenth of the ceiling fails.
 * Its false-fail rate is pinned by seeded simulations of whole runs, through the same
 * summarize → compare → evaluateGate path a real run takes. errors-real.test.ts shows a real
 * variant erring 5% against a baseline erring 0% fail for that reason.
 */
import { describe, expect, it } from 'vitest';
import type { GateSpec } from '../../src/config/types.js';
import { evaluateGate } from '../../src/gate/index.js';
import type { MeasuredTrial } from '../../src/model/trial.js';
import { compare, summarize } from '../../src/stats/index.js';
import { measurement, normal, seededRandom } from '../helpers/synthetic.js';

const GATE: GateSpec = {
  thresholds: { throughput: 0.05, errors: 0.01 },
  alpha: 0.05,
  inconclusive: 'pass',
  test: 't',
};
/** The errors comparison's tolerance under the default 1% ceiling: 0.1 percentage points. */
const TOLERANCE = 0.001;
const ROUNDS = 10;

interface ErrorScenario {
  /** Requests per trial. */
  requests: number;
  /** Mean share of failing requests of the baseline and of the variant. */
  baselineErrors: number;
  variantErrors: number;
  /** Errors come in bursts (the default) rather than at a steady rate. */
  bursts?: boolean;
  /** True throughput worsening of the variant (0.05 = 5% fewer req/s). */
  throughputWorsening?: number;
}

/** Poisson draw (Knuth): the error count of a trial, whose rate is small. */
function poisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let p = random(); p > limit; p *= random()) count++;
  return count;
}

/**
 * One trial's error rate: errors come in bursts, so the rate drifts from round to round
 * (shared by both arms of a round, as a runner hiccup would be) and from trial to trial,
 * around its mean, with Poisson counts on top.
 */
function trialErrorRate(
  random: () => number,
  mean: number,
  round: number,
  requests: number,
  bursts: boolean,
) {
  if (!bursts) return poisson(random, mean * requests) / requests;
  const trial = Math.exp(0.5 * normal(random) - 0.125);
  return poisson(random, mean * round * trial * requests) / requests;
}

function simulatedRound(random: () => number, s: ErrorScenario, round: number): MeasuredTrial[] {
  const shared = Math.exp(0.7 * normal(random) - 0.245);
  const trial = (variant: string, errors: number, worsening: number): MeasuredTrial => {
    const errorRate = trialErrorRate(random, errors, shared, s.requests, s.bursts ?? true);
    return {
      round,
      variant,
      sequence: 0,
      warmup: false,
      status: 'measured',
      measurement: measurement(5000 * (1 - worsening) * Math.exp(0.03 * normal(random)), {
        errorRate,
        errors: Math.round(errorRate * s.requests),
      }),
    };
  };
  return [
    trial('base', s.baselineErrors, 0),
    trial('v1', s.variantErrors, s.throughputWorsening ?? 0),
  ];
}

/**
 * A whole run of ROUNDS fixed rounds, judged as a real run is (summaries, comparisons,
 * verdict). The errors comparison goes through the same tolerance test as every gated
 * comparison, whose sequential looks tolerance-test.test.ts calibrates.
 */
function simulatedRun(random: () => number, s: ErrorScenario) {
  const trials = Array.from({ length: ROUNDS }, (_, r) => simulatedRound(random, s, r)).flat();
  const names = ['base', 'v1'];
  const summaries = summarize(trials, names);
  const comparisons = compare(trials, names, GATE);
  return { summaries, comparisons, verdict: evaluateGate(comparisons, summaries, GATE) };
}

/**
 * Share of `runs` seeded runs that the gate's comparisons failed: the errors comparison
 * alone, or any gated comparison (the Holm family). The ceiling is left out: a burst of
 * errors above it fails a variant by design, whatever the baseline did.
 */
function failRate(seed: number, runs: number, s: ErrorScenario, of: 'errors' | 'family') {
  const random = seededRandom(seed);
  let failed = 0;
  for (let i = 0; i < runs; i++) {
    const { comparisons } = simulatedRun(random, s);
    const regression = comparisons.some(
      (c) => c.gated && c.outcome === 'regression' && (of === 'family' || c.metric === 'errors'),
    );
    if (regression) failed++;
  }
  return failed / runs;
}

/** Three standard errors of a rate p over n runs: luck alone stays inside it. */
const threeSe = (p: number, runs: number) => 3 * Math.sqrt((p * (1 - p)) / runs);

describe('errors compared with the baseline: false fails stay within α (seeded simulations)', () => {
  // At a true rate of 5%, 3 standard errors over 2,000 runs is 1.5 points: luck alone
  // crosses it once in 700 runs of the test.
  const RUNS = 2000;

  it.each([
    ['no errors at all', 2000, 0],
    ['sporadic errors (1 in 10,000)', 2000, 0.0001],
    ['errors at 0.5%, both arms', 2000, 0.005],
  ])(
    'A/A, %s: the errors comparison fails far less than α',
    (_title, requests, rate) => {
      const rateOfFails = failRate(
        17,
        RUNS,
        {
          requests,
          baselineErrors: rate,
          variantErrors: rate,
        },
        'errors',
      );
      // α is 5%: a variant that errs exactly as the baseline does is almost never failed.
      expect(rateOfFails).toBeLessThanOrEqual(0.01);
    },
    120_000,
  );

  it.each([
    ['bursts, from 0%', true, 0],
    ['bursts, from 0.3%', true, 0.003],
    ['steady, from 0%', false, 0],
    ['steady, from 0.3%', false, 0.003],
  ])(
    'at the tolerance (variant errs 0.1 pp more), %s: fails at most α',
    (_title, bursts, base) => {
      const rate = failRate(
        29,
        RUNS,
        { requests: 20_000, baselineErrors: base, variantErrors: base + TOLERANCE, bursts },
        'errors',
      );
      expect(rate).toBeLessThanOrEqual(0.05 + threeSe(0.05, RUNS));
      // Steady errors are near normal, so the test is close to exact, not merely safe: with
      // throughput in the Holm family, the first step tests at α/2, and that is the rate.
      // (Bursts skew the differences to the right, which makes the one-sided test cautious.)
      if (!bursts) expect(rate).toBeGreaterThanOrEqual(0.025 - threeSe(0.025, RUNS));
    },
    120_000,
  );

  it('with throughput at its own tolerance too: the whole gate fails at most α (Holm)', () => {
    const rate = failRate(
      41,
      RUNS,
      {
        requests: 20_000,
        baselineErrors: 0.003,
        variantErrors: 0.003 + TOLERANCE,
        throughputWorsening: 0.05,
      },
      'family',
    );
    expect(rate).toBeLessThanOrEqual(0.05 + threeSe(0.05, RUNS));
  }, 120_000);
});

describe('errors compared with the baseline: power and mechanics', () => {
  it('fails a variant erring 0.5% against a baseline erring 0%, under the 1% ceiling', () => {
    const random = seededRandom(5);
    for (let i = 0; i < 100; i++) {
      const { verdict, summaries } = simulatedRun(random, {
        requests: 2000,
        baselineErrors: 0,
        variantErrors: 0.005,
        bursts: false,
      });
      expect(summaries[1].metrics.errors.mean).toBeLessThan(0.01);
      expect(verdict.failures).toEqual([{ variant: 'v1', metric: 'errors' }]);
      expect(verdict.reasons[0]).toMatch(
        /^v1: error rate increased by \d\.\d\d pp over the baseline's \(95% CI \+\d\.\d\d pp … \+\d\.\d\d pp\), more than the 0\.10 pp allowed \(tested against 0\.10 pp, not against no change: p [<=] [\d.]+, allowing for 2 gated comparisons\)$/,
      );
    }
  });

  it('stays out of the Holm family when no round differs, so throughput keeps its level', () => {
    const random = seededRandom(3);
    const { comparisons } = simulatedRun(random, {
      requests: 2000,
      baselineErrors: 0,
      variantErrors: 0,
    });
    const errors = comparisons.find((c) => c.metric === 'errors')!;
    const throughput = comparisons.find((c) => c.metric === 'throughput')!;
    expect(errors).toMatchObject({ gated: false, tolerance: TOLERANCE, outcome: 'no-change' });
    // Alone in the family, throughput's Holm adjustment is the identity.
    expect(throughput.gated).toBe(true);
    expect(throughput.adjustedPValue).toBe(throughput.pValue);
  });

  it('joins the family once any round differs', () => {
    const random = seededRandom(3);
    const { comparisons } = simulatedRun(random, {
      requests: 2000,
      baselineErrors: 0.001,
      variantErrors: 0.001,
    });
    const errors = comparisons.find((c) => c.metric === 'errors')!;
    const throughput = comparisons.find((c) => c.metric === 'throughput')!;
    expect(errors.gated).toBe(true);
    expect(throughput.adjustedPValue).toBeGreaterThan(throughput.pValue);
  });

  it('is off with errors: off, like the ceiling', () => {
    const random = seededRandom(5);
    const trials = Array.from({ length: ROUNDS }, (_, r) =>
      simulatedRound(random, { requests: 2000, baselineErrors: 0, variantErrors: 0.005 }, r),
    ).flat();
    const gate = { ...GATE, thresholds: { throughput: 0.05 } };
    const comparisons = compare(trials, ['base', 'v1'], gate);
    const verdict = evaluateGate(comparisons, summarize(trials, ['base', 'v1']), gate);
    expect(comparisons.find((c) => c.metric === 'errors')!.gated).toBe(false);
    expect(verdict.failures.filter((f) => f.metric === 'errors')).toEqual([]);
  });
});
