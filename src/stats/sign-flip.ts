/**
 * The sign-flip permutation test of a shift, its one-sided tests against the tolerance and
 * the confidence interval that inverts the same test.
 *
 * Why subset means: flipping the signs of a set F of the centred differences (d − μ) leaves
 * a sum at least as large as the observed one exactly when the mean of d over F is at most
 * μ. So every p-value of the test, at any μ, counts the subset means on one side of μ, and
 * the interval (the μ the test does not reject) runs between two order statistics of the
 * subset means — the sign-flip analogue of the Walsh averages of the signed-rank test.
 * Exact over all 2ⁿ − 1 subsets up to EXACT_ROUNDS; beyond that, seeded random subsets.
 */

/** All 2ⁿ subsets up to 16 rounds (65,535 means); seeded random subsets beyond. */
export const EXACT_ROUNDS = 16;
const RANDOM_SUBSETS = 20_000;

export interface SubsetMeans {
  /** Means of d over the non-empty subsets, sorted ascending. */
  sorted: Float64Array;
  /** 2ⁿ when exact; draws + 1 when sampled (the observed pattern counts once). */
  total: number;
  exact: boolean;
}

export function subsetMeans(d: number[], random: () => number): SubsetMeans {
  const n = d.length;
  if (n <= EXACT_ROUNDS) {
    const count = 2 ** n;
    const sums = new Float64Array(count);
    const sizes = new Uint8Array(count);
    const means = new Float64Array(count - 1);
    for (let mask = 1; mask < count; mask++) {
      const low = mask & -mask;
      const rest = mask ^ low;
      sums[mask] = sums[rest] + d[31 - Math.clz32(low)];
      sizes[mask] = sizes[rest] + 1;
      means[mask - 1] = sums[mask] / sizes[mask];
    }
    return { sorted: means.sort(), total: count, exact: true };
  }
  const means: number[] = [];
  for (let draw = 0; draw < RANDOM_SUBSETS; draw++) {
    let sum = 0;
    let size = 0;
    for (const x of d) {
      if (random() < 0.5) {
        sum += x;
        size++;
      }
    }
    if (size > 0) means.push(sum / size);
  }
  return { sorted: Float64Array.from(means).sort(), total: RANDOM_SUBSETS + 1, exact: false };
}

/** Count of sorted values ≤ x (or < x when `strict`). */
function countBelow(sorted: Float64Array, x: number, strict = false): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (strict ? sorted[mid] < x : sorted[mid] <= x) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** P-value against "the shift is at most μ" (small: the shift is larger than μ). */
export function pAbove(s: SubsetMeans, mu: number): number {
  return Math.min(1, (1 + countBelow(s.sorted, mu)) / s.total);
}

/** P-value against "the shift is at least μ" (small: the shift is smaller than μ). */
export function pBelow(s: SubsetMeans, mu: number): number {
  return Math.min(1, (1 + s.sorted.length - countBelow(s.sorted, mu, true)) / s.total);
}

/**
 * The two-sided (1 − α) interval of the shift: every μ that neither one-sided test rejects
 * at α/2. Infinite on a side when the rounds are too few to ever reject there.
 */
export function signFlipInterval(s: SubsetMeans, alpha: number): [number, number] {
  const allowed = Math.floor((alpha / 2) * s.total) - 1;
  if (allowed < 0) return [-Infinity, Infinity];
  return [s.sorted[allowed], s.sorted[s.sorted.length - 1 - allowed]];
}

/** Rounds a sign-flip test needs before its smallest p-value can reach `level`. */
export function roundsToReach(level: number): number {
  return Math.ceil(Math.log2(1 / level));
}
