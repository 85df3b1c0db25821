/** The two common decision rules perf-gate is compared with in the benchmarks. */
import { tTwoSidedP } from '../../src/stats/distributions.js';
import { holmAdjust, pairedTest } from '../../src/stats/paired.js';

export interface Pooled {
  mean: number;
  variance: number;
  n: number;
}

/** Welch's t test, every request a sample: is b significantly slower (higher latency) than a? */
export function welchSlower(a: Pooled, b: Pooled, alpha = 0.05): boolean {
  const se2a = a.variance / a.n;
  const se2b = b.variance / b.n;
  const t = (b.mean - a.mean) / Math.sqrt(se2a + se2b);
  const df = (se2a + se2b) ** 2 / (se2a ** 2 / (a.n - 1) + se2b ** 2 / (b.n - 1));
  return t > 0 && tTwoSidedP(t, df) < alpha;
}

/** One run each: fail when the variant's req/s is more than `threshold` below the baseline's. */
export function oneRunEachFails(baseline: number, variant: number, threshold = 0.05): boolean {
  return variant / baseline < 1 - threshold;
}

/**
 * perf-gate's rule before it tested the tolerance: significant against zero (two-sided, Holm
 * over the gated family) and a point estimate beyond the threshold. `differences[k]` are the
 * per-round ln(variant / baseline) of gated comparison k, for higher-is-better metrics.
 */
export function oldRuleFails(differences: number[][], threshold: number, alpha = 0.05): boolean {
  const estimates = differences.map((d) => pairedTest(d, 'ratio', alpha));
  const adjusted = holmAdjust(estimates.map((e) => e.pValue));
  return estimates.some((e, k) => adjusted[k] < alpha && e.estimate <= -threshold);
}
