/**
 * Do shards agree? Rounds from different runners are pooled on the assumption that a
 * change costs the same everywhere; a change that is 10% slower on one CPU model and free
 * on another breaks it, and is worth seeing. One-way analysis of variance of the per-round
 * paired differences grouped by shard: the F statistic compares the spread between shard
 * means with the spread within shards. Pure.
 */
import { incompleteBeta } from './distributions.js';

export interface GroupTest {
  f: number;
  dfBetween: number;
  dfWithin: number;
  /** P(F ≥ f) under "every group has the same mean"; NaN when it cannot be computed. */
  pValue: number;
}

export function oneWayAnova(groups: number[][]): GroupTest {
  const used = groups.filter((g) => g.length > 0);
  const n = used.reduce((a, g) => a + g.length, 0);
  const k = used.length;
  const dfBetween = k - 1;
  const dfWithin = n - k;
  if (dfBetween < 1 || dfWithin < 1) return { f: NaN, dfBetween, dfWithin, pValue: NaN };
  const grand = used.flat().reduce((a, b) => a + b, 0) / n;
  let between = 0;
  let within = 0;
  for (const g of used) {
    const m = g.reduce((a, b) => a + b, 0) / g.length;
    between += g.length * (m - grand) ** 2;
    for (const x of g) within += (x - m) ** 2;
  }
  if (within === 0) {
    return { f: between === 0 ? 0 : Infinity, dfBetween, dfWithin, pValue: between === 0 ? 1 : 0 };
  }
  const f = between / dfBetween / (within / dfWithin);
  return { f, dfBetween, dfWithin, pValue: fUpperTail(f, dfBetween, dfWithin) };
}

/** P(F ≥ f) for Fisher's F with (d1, d2) degrees of freedom. */
export function fUpperTail(f: number, d1: number, d2: number): number {
  if (!(f > 0)) return 1;
  if (!Number.isFinite(f)) return 0;
  return incompleteBeta(d2 / (d2 + d1 * f), d2 / 2, d1 / 2);
}
