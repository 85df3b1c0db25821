/**
 * Whole runs of the decision rule, simulated in process: per round, a baseline and a
 * variant trial of each gated metric with log-normal noise. Shared by the unit tests that pin
 * the rule's error rates and by `npm run bench:rules`. Everything is seeded.
 */
import {
  decide,
  toleranceMargin,
  toleranceTest,
  worsening,
} from '../../src/stats/tolerance-test.js';
import { looksOf, type Design } from '../../src/stats/sequential.js';
import { normal } from './synthetic.js';

export interface RuleScenario {
  /** Per-trial coefficient of variation (log-scale standard deviation) of every metric. */
  cv: number;
  /**
   * True worsening of each gated metric (throughput-like: 0.05 = 5% fewer req/s); one entry
   * per gated comparison, independent of each other (the hardest case for the family).
   */
  worsening: number[];
  tolerance: number;
  alpha: number;
  design: Design;
  /** The look at which a wall-time budget ends the run, when it cannot reach the design's last. */
  lastLook?: number;
  /** Holm over the gated family (default); false only to show what it buys. */
  correct?: boolean;
}

/** Per-trial values of one simulated run, rounds × comparisons, up to the budget. */
export interface SimulatedRounds {
  baseline: number[][];
  variant: number[][];
}

export function simulateRounds(
  random: () => number,
  s: Pick<RuleScenario, 'cv' | 'worsening'>,
  rounds: number,
): SimulatedRounds {
  const baseline: number[][] = [];
  const variant: number[][] = [];
  for (let r = 0; r < rounds; r++) {
    baseline.push(s.worsening.map(() => 5000 * Math.exp(s.cv * normal(random))));
    variant.push(s.worsening.map((w) => 5000 * (1 - w) * Math.exp(s.cv * normal(random))));
  }
  return { baseline, variant };
}

export interface RuleOutcome {
  verdict: 'fail' | 'pass' | 'undecided';
  /** Rounds run before the verdict (the budget when undecided). */
  rounds: number;
}

/** The gate's rule over the looks of the design, on throughput-like metrics. */
export function applyRule(data: SimulatedRounds, s: RuleScenario): RuleOutcome {
  const margin = toleranceMargin(s.tolerance, 'ratio', 'higher');
  const looks = looksOf(s.design).filter((n) => n <= (s.lastLook ?? Infinity));
  for (const n of looks) {
    const tests = s.worsening.map((_, k) => {
      const d = data.baseline.slice(0, n).map((b, r) => Math.log(data.variant[r][k] / b[k]));
      return toleranceTest(worsening(d, 'higher'), margin, s.design);
    });
    const { verdict } = decide(tests, s.alpha, { correct: s.correct });
    if (verdict !== 'undecided' || n === looks[looks.length - 1]) return { verdict, rounds: n };
  }
  throw new Error('a design has at least one look');
}

export interface RuleRates {
  runs: number;
  failed: number;
  passed: number;
  meanRounds: number;
  p90Rounds: number;
}

export function failRate(r: RuleRates): number {
  return r.failed / r.runs;
}

/** Binomial standard error of a rate measured over `runs` runs. */
export function standardError(rate: number, runs: number): number {
  return Math.sqrt((Math.max(rate, 1 / runs) * (1 - rate)) / runs);
}

export function simulateRule(seededRandom: () => number, s: RuleScenario, runs: number): RuleRates {
  let failed = 0;
  let passed = 0;
  const rounds: number[] = [];
  for (let run = 0; run < runs; run++) {
    const measured = Math.min(s.design.maxRounds, s.lastLook ?? Infinity);
    const outcome = applyRule(simulateRounds(seededRandom, s, measured), s);
    if (outcome.verdict === 'fail') failed++;
    if (outcome.verdict === 'pass') passed++;
    rounds.push(outcome.rounds);
  }
  rounds.sort((a, b) => a - b);
  return {
    runs,
    failed,
    passed,
    meanRounds: rounds.reduce((a, b) => a + b, 0) / runs,
    p90Rounds: rounds[Math.ceil(0.9 * runs) - 1],
  };
}
