/**
 * Group-sequential rounds: the run looks at its data at planned points (after 3, 5, 7, 10, …
 * rounds, up to the budget) and stops as soon as the answer is clear.
 *
 * Why these boundaries: looking repeatedly at a test raises its false-alarm rate unless each
 * look uses a stricter level. The boundaries come from the Wang–Tsiatis family (Wang &
 * Tsiatis 1987; Jennison & Turnbull, "Group Sequential Methods with Applications to Clinical
 * Trials", 2000, ch. 2): a look after n of at most N rounds crosses when its normal score z
 * reaches c·(n/N)^(Δ−½). Δ = ½ is Pocock's boundary (the same level at every look: clear
 * answers stop early); smaller Δ spends less α on early looks, as O'Brien–Fleming's (Δ = 0)
 * does. Both boundaries use Δ = ¼. For *regression* it keeps early looks from failing changes
 * just inside the tolerance (0.8θ) while still stopping early on clear regressions. For
 * *within tolerance* it was Pocock's until issue 33: an A/A at a 2% tolerance mostly needs the
 * budget's last looks, where Pocock's bar stays as high as at the first (2.28 standard errors
 * over 23 rounds against 1.93 at Δ = ¼). In seeded simulation of 5-minute runs (rounds 4%
 * apart, throughput and CPU per request gated) Δ = ¼ decides 45% of A/A runs within the
 * tolerance against 29%, at the same α; a clearly unchanged app passes about two rounds later.
 *
 * perf-gate's noise is estimated from the run itself, so each look's statistic is a Student
 * t, not a normal z; we map it to the normal score with the same tail (every look's score is
 * then exactly N(0, 1)) and calibrate c by seeded simulation of the joint null distribution
 * of the scores over all looks (scripts/calibrate-boundaries.ts → boundary-table.ts). The
 * table gives, for each budget and shape, the tail probability of the largest weighted score
 * over the looks: a look's *sequential p-value*, which the decision rule compares with α
 * (Holm-corrected for regressions).
 */
import { normalCdf } from './distributions.js';
import { BOUNDARY_TABLE, BOUNDARY_TAIL_PROBABILITIES } from './boundary-table.js';

/** Rounds after which a sequential run may stop; the budget is always a look too. */
export const LOOK_POINTS = [3, 5, 7, 10, 13, 16, 20, 25, 30, 40, 50, 60];

/**
 * How a run's rounds are spent. `fixed`: one look after `maxRounds`. `sequential`: looks at
 * LOOK_POINTS below the budget and at the budget itself.
 */
export interface Design {
  kind: 'fixed' | 'sequential';
  maxRounds: number;
}

export function looksOf(design: Design): number[] {
  if (design.kind === 'fixed') return [design.maxRounds];
  return [...LOOK_POINTS.filter((n) => n < design.maxRounds), design.maxRounds];
}

/** The look that `rounds` completed rounds reach, or undefined between looks. */
export function isLook(design: Design, rounds: number): boolean {
  return looksOf(design).includes(rounds);
}

/**
 * A budget's share of the wall time its last look may plan on: the rounds' time varies a
 * little (a rerun, a slow start), and a plan that overshoots loses its last look.
 */
export const BUDGET_PLANNED_SHARE = 0.95;

/**
 * The design a run with a wall-time budget follows once it knows how long a round takes:
 * at most as many rounds as the budget reaches at that pace (within `maxRounds`), so that
 * its boundary spends α over looks it will make. Planned for the largest budget (60 rounds)
 * while 5 minutes reach 25, each look's boundary would spread α over 12 looks instead of 8,
 * and an A/A that a fixed 25 rounds would decide would stay undecided.
 * The pace is not the data the test looks at, so the plan keeps the design's error rates
 * (each budget's boundary is calibrated on its own, boundary-table.ts).
 */
export function budgetedDesign(pace: {
  /** Measured rounds so far, and the wall time since the run started, ms. */
  rounds: number;
  elapsedMs: number;
  msPerRound: number;
  budgetMs: number;
  maxRounds: number;
}): Design {
  const left = BUDGET_PLANNED_SHARE * pace.budgetMs - pace.elapsedMs;
  const reachable = pace.rounds + Math.max(0, Math.floor(left / pace.msPerRound));
  return { kind: 'sequential', maxRounds: Math.min(pace.maxRounds, reachable) };
}

/** Wang–Tsiatis Δ of each boundary (see above). */
export const BOUNDARY_SHAPES = { worse: 0.25, within: 0.25 } as const;
export type Side = keyof typeof BOUNDARY_SHAPES;

/** Weight of a look after `n` of at most `maxRounds` rounds: the boundary is c / weight. */
export function lookWeight(n: number, maxRounds: number, side: Side): number {
  return (Math.min(n, maxRounds) / maxRounds) ** (0.5 - BOUNDARY_SHAPES[side]);
}

/**
 * P(the largest weighted normal score over all looks of this design ≥ the weighted score of
 * this look) under the null: the sequential p-value of a look after `n` rounds whose score
 * is `score`. Exact for a fixed design (one look).
 */
export function sequentialPValue(score: number, n: number, design: Design, side: Side): number {
  if (Number.isNaN(score)) return NaN;
  const looks = looksOf(design);
  if (looks.length === 1) return 1 - normalCdf(score);
  const weighted = score * lookWeight(n, design.maxRounds, side);
  // Bonferroni over the looks bounds the tail from above, and is tight far out in it.
  const weights = looks.map((look) => lookWeight(look, design.maxRounds, side));
  const bonferroni = Math.min(
    1,
    weights.reduce((sum, w) => sum + 1 - normalCdf(weighted / w), 0),
  );
  const upper = 1 - normalCdf(weighted / Math.max(...weights));
  const quantiles = BOUNDARY_TABLE[BOUNDARY_SHAPES[side]]?.[design.maxRounds];
  if (!quantiles) throw new Error(`no calibrated boundary for a budget of ${design.maxRounds}`);
  const probs = BOUNDARY_TAIL_PROBABILITIES;
  // quantiles[i] is the score whose tail probability is probs[i]; probs fall, scores rise.
  if (weighted <= quantiles[0]) return Math.max(probs[0], upper);
  for (let i = 1; i < quantiles.length; i++) {
    if (weighted <= quantiles[i]) {
      // Linear in the score, logarithmic in the probability: the tail is close to exponential.
      const f = (weighted - quantiles[i - 1]) / (quantiles[i] - quantiles[i - 1]);
      const logP = Math.log(probs[i - 1]) + f * (Math.log(probs[i]) - Math.log(probs[i - 1]));
      return Math.max(upper, Math.min(bonferroni, Math.exp(logP)));
    }
  }
  return Math.max(upper, Math.min(bonferroni, probs[probs.length - 1]));
}

/**
 * Each critical score found, by its arguments: a run asks for the same few (its looks at its
 * gates' levels) for every metric at every look, and the seeded simulations millions of
 * times; each is a bisection over a hundred sequential p-values, whose boundaries are constants.
 */
const criticalScores = new Map<string, number>();

/** The score a look after `n` rounds must reach to be significant at `level`. */
export function criticalScore(level: number, n: number, design: Design, side: Side): number {
  // A fixed design's score is the same after any number of rounds (one look).
  const key =
    design.kind === 'fixed'
      ? `${level} fixed ${side}`
      : `${level} ${n} ${design.maxRounds} ${side}`;
  let score = criticalScores.get(key);
  if (score === undefined) {
    score = bisectCriticalScore(level, n, design, side);
    criticalScores.set(key, score);
  }
  return score;
}

function bisectCriticalScore(level: number, n: number, design: Design, side: Side): number {
  let low = -10;
  let high = 40;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (sequentialPValue(mid, n, design, side) > level) low = mid;
    else high = mid;
  }
  return high;
}
