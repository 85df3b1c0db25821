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

export type Scale = 'ratio' | 'difference';

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

/**
 * Rounds needed to detect a change of `effect` with 80% power at the noise `sd` of d,
 * or undefined when even 1000 rounds would not.
 */
export function roundsToDetect(
  sd: number,
  effect: number,
  scale: Scale,
  alpha: number,
): number | undefined {
  const target = scale === 'ratio' ? Math.log1p(effect) : effect;
  if (!(sd > 0) || !(target > 0)) return undefined;
  for (let n = 2; n <= 1000; n++) {
    const df = n - 1;
    const detectable = ((tQuantile(1 - alpha / 2, df) + tQuantile(POWER, df)) * sd) / Math.sqrt(n);
    if (detectable <= target) return n;
  }
  return undefined;
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
