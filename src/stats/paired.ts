/**
 * The paired comparison of one variant with the baseline on one metric.
 *
 * Why this test: the unit of sampling is one trial, and trials of the same round share the
 * runner's conditions at that moment, so each round gives one difference d = ln(v / b)
 * (or v − b for rates that are often zero). Pairing cancels drift between rounds; the log
 * makes a ratio symmetric and its sampling distribution close to normal for the
 * multiplicative noise of throughput and latency. A one-sample t test on the d values gives
 * the estimate, its 95% interval and the p-value with few rounds (5–20) where a normal
 * approximation would be overconfident.
 */
import { mean, sampleStandardDeviation } from 'simple-statistics';
import { tQuantile, tTwoSidedP } from './distributions.js';
import type { Scale } from '../model/metrics.js';
import { signFlipInterval, subsetMeans } from './sign-flip.js';

export type { Scale };

export interface PairedEstimate {
  /** Number of rounds in which both trials were measured. */
  n: number;
  /** Δ as a fraction: exp(mean d) − 1 on the ratio scale, mean d on the difference scale. */
  estimate: number;
  ciLow: number;
  ciHigh: number;
  pValue: number;
  /** Smallest Δ this run would detect with 80% power at its noise (two-sided, level alpha). */
  mde: number;
  /** Standard deviation of d, for planning how many rounds would decide. */
  sd: number;
}

export const POWER = 0.8;

export function pairedDifferences(baseline: number[], variant: number[], scale: Scale): number[] {
  const d: number[] = [];
  for (let i = 0; i < baseline.length; i++) {
    const b = baseline[i];
    const v = variant[i];
    if (scale === 'difference') d.push(v - b);
    else if (b > 0 && v > 0) d.push(Math.log(v / b));
  }
  return d;
}

export function pairedTest(d: number[], scale: Scale, alpha: number): PairedEstimate {
  const n = d.length;
  const back = (x: number) => (scale === 'ratio' ? Math.expm1(x) : x);
  if (n < 2) {
    return {
      n,
      estimate: n ? back(d[0]) : NaN,
      ciLow: NaN,
      ciHigh: NaN,
      pValue: NaN,
      mde: NaN,
      sd: NaN,
    };
  }
  const m = mean(d);
  const sd = sampleStandardDeviation(d);
  const se = sd / Math.sqrt(n);
  const df = n - 1;
  const tCrit = tQuantile(1 - alpha / 2, df);
  let pValue: number;
  // Rounding leaves a tiny sd when every round gave the same difference.
  if (se <= 1e-12 * Math.abs(m) || se === 0) pValue = m === 0 ? 1 : 0;
  else pValue = tTwoSidedP(m / se, df);
  const mdeLog = (tCrit + tQuantile(POWER, df)) * se;
  return {
    n,
    estimate: back(m),
    ciLow: back(m - tCrit * se),
    ciHigh: back(m + tCrit * se),
    pValue,
    mde: back(mdeLog),
    sd,
  };
}

/** Holm's step-down adjustment: controls the family-wise false-alarm rate at alpha. */
export function holmAdjust(pValues: number[]): number[] {
  const order = pValues
    .map((p, i) => ({ p: Number.isNaN(p) ? 1 : p, i }))
    .sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(pValues.length);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (order.length - rank) * p));
    adjusted[i] = Number.isNaN(pValues[i]) ? NaN : running;
  });
  return adjusted;
}

/** Sign patterns are enumerated up to this many rounds, sampled beyond it. */
const EXACT_SIGN_FLIP_LIMIT = 16;
const SIGN_FLIP_DRAWS = 20_000;

/**
 * Two-sided sign-flip permutation test of mean(d) = 0: under no change each round's
 * difference is as likely positive as negative. Assumes only symmetry, not normality, so it
 * suits heavy-tailed metrics such as p99 latency. Exact up to 16 rounds; beyond that a
 * seeded Monte Carlo estimate (the random source is passed in).
 */
export function signFlipPValue(d: number[], random: () => number): number {
  const n = d.length;
  if (n === 0) return NaN;
  const observed = Math.abs(d.reduce((a, b) => a + b, 0));
  // Ties in floating point: count patterns within a relative hair of the observed sum.
  const atLeast = (sum: number) => Math.abs(sum) >= observed * (1 - 1e-12);
  if (n <= EXACT_SIGN_FLIP_LIMIT) {
    let count = 0;
    const patterns = 2 ** n;
    for (let mask = 0; mask < patterns; mask++) {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += mask & (1 << i) ? -d[i] : d[i];
      if (atLeast(sum)) count++;
    }
    return count / patterns;
  }
  let count = 0;
  for (let draw = 0; draw < SIGN_FLIP_DRAWS; draw++) {
    let sum = 0;
    for (const x of d) sum += random() < 0.5 ? -x : x;
    if (atLeast(sum)) count++;
  }
  return (count + 1) / (SIGN_FLIP_DRAWS + 1);
}

/**
 * The permutation variant of pairedTest: sign-flip p-value, and the interval that inverts the
 * same test (a percentile bootstrap covers only 84–89% at 5–10 rounds while labelled 95%).
 */
export function pairedPermutationTest(
  d: number[],
  scale: Scale,
  alpha: number,
  random: () => number,
): PairedEstimate {
  const t = pairedTest(d, scale, alpha);
  if (d.length < 2) return t;
  const back = (x: number) => (scale === 'ratio' ? Math.expm1(x) : x);
  const [low, high] = signFlipInterval(subsetMeans(d, random), alpha);
  return { ...t, pValue: signFlipPValue(d, random), ciLow: back(low), ciHigh: back(high) };
}

/** Share trimmed from each end by the trimmed test: Wilcox's recommended 20%. */
export const TRIM = 0.2;

/**
 * Paired trimmed-mean t test (Tukey–McLaughlin; Yuen's test on paired differences): the
 * mean of the per-round differences after dropping the lowest and highest 20%, with a
 * standard error from the winsorized variance and h − 1 degrees of freedom (h rounds kept).
 * A round in which a co-tenant hit one arm moves the plain mean and inflates the plain
 * variance; here it is one of the trimmed, so the interval stays as narrow as the quiet
 * rounds allow and its level holds. It estimates the centre of the differences, which is
 * the mean when their noise is symmetric, as it is when the arm that is hit is random.
 */
/**
 * Yuen's trimmed mean of d and its standard error (from the winsorized variance), with
 * h − 1 degrees of freedom; undefined when fewer than two rounds would be kept.
 */
export function trimmedMeanAndError(
  d: number[],
  trim = TRIM,
): { mean: number; se: number; df: number } | undefined {
  const n = d.length;
  const g = Math.floor(trim * n);
  const h = n - 2 * g;
  if (h < 2) return undefined;
  const sorted = [...d].sort((a, b) => a - b);
  const mean = sorted.slice(g, n - g).reduce((a, b) => a + b, 0) / h;
  const winsorized = sorted.map((x) => Math.min(Math.max(x, sorted[g]), sorted[n - g - 1]));
  const wMean = winsorized.reduce((a, b) => a + b, 0) / n;
  const ssw = winsorized.reduce((a, x) => a + (x - wMean) ** 2, 0);
  return { mean, se: Math.sqrt(ssw / (h * (h - 1))), df: h - 1 };
}

export function pairedTrimmedTest(
  d: number[],
  scale: Scale,
  alpha: number,
  trim = TRIM,
): PairedEstimate {
  const n = d.length;
  const trimmed = trimmedMeanAndError(d, trim);
  if (!trimmed) return pairedTest(d, scale, alpha);
  const { mean: trimmedMean, se, df } = trimmed;
  const back = (x: number) => (scale === 'ratio' ? Math.expm1(x) : x);
  const tCrit = tQuantile(1 - alpha / 2, df);
  let pValue: number;
  if (se <= 1e-12 * Math.abs(trimmedMean) || se === 0) pValue = trimmedMean === 0 ? 1 : 0;
  else pValue = tTwoSidedP(trimmedMean / se, df);
  return {
    n,
    estimate: back(trimmedMean),
    ciLow: back(trimmedMean - tCrit * se),
    ciHigh: back(trimmedMean + tCrit * se),
    pValue,
    mde: back((tCrit + tQuantile(POWER, df)) * se),
    // The spread of a plain mean with the same standard error, for planning rounds.
    sd: se * Math.sqrt(n),
  };
}
