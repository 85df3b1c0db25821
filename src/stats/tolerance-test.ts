/**
 * The decision rule: does a comparison show a worsening beyond its tolerance, within it, or
 * can this run not tell?
 *
 * `gate.throughput: 5%` means "up to 5% worse is fine". So the gate tests the tolerance, not
 * zero. On the log scale, with w the worsening per round and δ the tolerance in the same
 * units (−ln(1 − θ) for throughput-like metrics, ln(1 + θ) for latency-like ones):
 * - *worse than the tolerance* when a one-sided test rejects "w ≤ δ" (the minimal-effect
 *   test), Holm-corrected over every gated comparison so that more variants or metrics do not
 *   raise the false-fail rate;
 * - *within the tolerance* when a one-sided test rejects "w ≥ δ" (non-inferiority). Passing
 *   needs every gated comparison to be within, so no correction is needed there
 *   (intersection–union: Berger 1982);
 * - *undecided* otherwise.
 * With sequential rounds the p-values are the sequential ones of ./sequential.ts.
 */
import { mean, sampleStandardDeviation } from 'simple-statistics';
import { normalCdf, normalQuantile, tQuantile, tToNormalScore } from './distributions.js';
import { holmAdjust, POWER, type Scale } from './paired.js';
import { criticalScore, sequentialPValue, type Design } from './sequential.js';
import { pAbove, pBelow, subsetMeans } from './sign-flip.js';

export type Better = 'higher' | 'lower';

/** The tolerance on the scale of the per-round differences, counted in the worse direction. */
export function toleranceMargin(tolerance: number, scale: Scale, better: Better): number {
  if (scale === 'difference') return tolerance;
  if (better === 'higher') return tolerance >= 1 ? Infinity : -Math.log1p(-tolerance);
  return Math.log1p(tolerance);
}

/** Back from a worsening on the differences' scale to the metric's change as a fraction. */
export function changeOfWorsening(worsening: number, scale: Scale, better: Better): number {
  if (scale === 'difference') return better === 'higher' ? -worsening : worsening;
  return Math.expm1(better === 'higher' ? -worsening : worsening);
}

/** Per-round worsening: positive when the variant is worse than the baseline. */
export function worsening(differences: number[], better: Better): number[] {
  return better === 'higher' ? differences.map((d) => -d) : differences;
}

export interface ToleranceTest {
  n: number;
  /** Normal score of the t statistic of (mean worsening − tolerance): high means worse. */
  score: number;
  /** Sequential p-value against "no worse than the tolerance": small means a regression. */
  pWorse: number;
  /** Sequential p-value against "worse than the tolerance": small means within it. */
  pWithin: number;
}

/** Where the worsening lies, how sure, on how many degrees of freedom. */
export type Location = (w: number[]) => { mean: number; se: number; df: number } | undefined;

/** The plain mean and its standard error: the paired t test. */
export const meanAndError: Location = (w) =>
  w.length < 2
    ? undefined
    : { mean: mean(w), se: sampleStandardDeviation(w) / Math.sqrt(w.length), df: w.length - 1 };

/**
 * The one-sided t tests of the worsening `w` against the tolerance `margin`; `location` is the
 * plain mean by default, the trimmed mean for `gate.test: trimmed`.
 */
export function toleranceTest(
  w: number[],
  margin: number,
  design: Design,
  location: Location = meanAndError,
): ToleranceTest {
  const n = w.length;
  const centre = location(w) ?? meanAndError(w);
  if (!centre || !Number.isFinite(margin)) {
    const within = n >= 2 ? 0 : NaN;
    return { n, score: NaN, pWorse: n >= 2 ? 1 : NaN, pWithin: within };
  }
  const m = centre.mean - margin;
  const se = centre.se;
  // Identical rounds leave no noise to test against: the sign of the shift decides.
  const score =
    se <= 1e-12 * Math.abs(m) || se === 0
      ? m === 0
        ? 0
        : Math.sign(m) * Infinity
      : tToNormalScore(m / se, centre.df);
  return {
    n,
    score,
    pWorse: sequentialPValue(score, n, design, 'worse'),
    pWithin: sequentialPValue(-score, n, design, 'within'),
  };
}

/**
 * The same tests by sign flips (`gate.test: permutation`), for heavy-tailed metrics: they
 * assume only that the worsening is symmetric about its centre. One look only.
 */
export function signFlipToleranceTest(
  w: number[],
  margin: number,
  random: () => number,
): ToleranceTest {
  const n = w.length;
  if (n < 2 || !Number.isFinite(margin))
    return toleranceTest(w, margin, { kind: 'fixed', maxRounds: n });
  const means = subsetMeans(w, random);
  const pWorse = pAbove(means, margin);
  return { n, score: -normalQuantile(pWorse), pWorse, pWithin: pBelow(means, margin) };
}

export type ToleranceOutcome = 'worse' | 'within' | 'undecided';

export interface Decision {
  outcomes: ToleranceOutcome[];
  /** Holm-adjusted pWorse (plain when the correction is off). */
  adjustedPWorse: number[];
  /** fail: some comparison is worse than its tolerance; pass: every one is within. */
  verdict: 'fail' | 'pass' | 'undecided';
}

/**
 * Decides a family of gated comparisons at one look. `correct: false` exists only to show,
 * in the tests, what the Holm correction buys.
 */
export function decide(
  tests: ToleranceTest[],
  alpha: number,
  options: { correct?: boolean } = {},
): Decision {
  const adjustedPWorse =
    options.correct === false ? tests.map((t) => t.pWorse) : holmAdjust(tests.map((t) => t.pWorse));
  const outcomes = tests.map((t, i): ToleranceOutcome => {
    if (adjustedPWorse[i] <= alpha) return 'worse';
    if (t.pWithin <= alpha) return 'within';
    return 'undecided';
  });
  const verdict = outcomes.includes('worse')
    ? 'fail'
    : outcomes.every((o) => o === 'within')
      ? 'pass'
      : 'undecided';
  return { outcomes, adjustedPWorse, verdict };
}

/** The t value a look with `n` rounds must reach to be significant at `level` in `design`. */
export function criticalT(level: number, n: number, design: Design): number {
  return tQuantile(normalCdf(criticalScore(level, n, design, 'worse')), n - 1);
}

/**
 * Smallest true worsening that a run like this one (its rounds, noise and design) would show
 * as worse than the tolerance with 80% power, at `level` (the gate's α, Holm's first step).
 */
export function detectableWorsening(
  sd: number,
  n: number,
  margin: number,
  level: number,
  design: Design,
): number {
  if (n < 2 || !(sd >= 0)) return NaN;
  return margin + ((criticalT(level, n, design) + tQuantile(POWER, n - 1)) * sd) / Math.sqrt(n);
}

/**
 * Rounds of a fixed design that would, at the noise `sd`, show a true "no change" within the
 * tolerance and a worsening of twice the tolerance as a regression, each with 80% power:
 * both lie one tolerance away from the boundary the tests are about. Undefined beyond 1000.
 */
export function roundsToDecide(sd: number, margin: number, level: number): number | undefined {
  if (!(sd > 0) || !(margin > 0) || !Number.isFinite(margin)) return undefined;
  for (let n = 2; n <= 1000; n++) {
    const reach = ((tQuantile(1 - level, n - 1) + tQuantile(POWER, n - 1)) * sd) / Math.sqrt(n);
    if (reach <= margin) return n;
  }
  return undefined;
}
