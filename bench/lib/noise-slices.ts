/**
 * What the rounds in slices are made of (issue 24, the quiet machine): how sure a ratio of
 * two spreads is, how much of a round's spread is the round's own (its fresh processes) and
 * how much the slices', and whether a resumed variant answers its first requests slower.
 * Pure: from the trials and the per-slice records (RunOptions.onSlice) of a recorded run.
 */
import { incompleteBeta } from '../../src/stats/distributions.js';
import type { SliceRecord } from '../../src/experiment/run.js';

/** P(X ≤ x) for Fisher's F with (d1, d2) degrees of freedom. */
export function fCdf(x: number, d1: number, d2: number): number {
  if (x <= 0) return 0;
  return incompleteBeta((d1 * x) / (d1 * x + d2), d1 / 2, d2 / 2);
}

/** The F value below which a share `p` lies (bisection on the CDF: the bench needs a few). */
export function fQuantile(p: number, d1: number, d2: number): number {
  let lo = 0;
  let hi = 1;
  while (fCdf(hi, d1, d2) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (fCdf(mid, d1, d2) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The ratio of two standard deviations, sd_a / sd_b from n_a and n_b rounds, with its 95%
 * interval: (s_a² / s_b²) / (σ_a² / σ_b²) follows F(n_a − 1, n_b − 1) for normal rounds.
 * `scale` multiplies all three (the √ of the wall-time ratio, taken as known).
 */
export function sdRatioInterval(
  a: { sd: number; n: number },
  b: { sd: number; n: number },
  scale = 1,
): { ratio: number; low: number; high: number } {
  const ratio = a.sd / b.sd;
  const [d1, d2] = [a.n - 1, b.n - 1];
  return {
    ratio: ratio * scale,
    low: (ratio / Math.sqrt(fQuantile(0.975, d1, d2))) * scale,
    high: (ratio / Math.sqrt(fQuantile(0.025, d1, d2))) * scale,
  };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
};

/** A slice's figure: CPU per request, or the median latency of its responses. */
export type SliceMetric = 'CPU/request' | 'p50' | 'req/s';
export function sliceValue(s: SliceRecord, metric: SliceMetric): number | undefined {
  const n = s.responses;
  if (n === 0) return undefined;
  if (metric === 'p50') return s.latenciesUs?.length ? median(s.latenciesUs) : undefined;
  if (metric === 'req/s') return n / ((s.endedAtMs - s.startedAtMs) / 1000);
  return s.cpuUs === undefined ? undefined : s.cpuUs / n;
}

/**
 * A round's spread split in two, from the paired ln ratio of each slice of `variant` against
 * the same slice of `baseline` (the k-th of each; in the round's A B B A order they are
 * neighbours): the slices' own variance within a round, and the between-round variance of
 * the rounds' mean ratio. Were the slices of a round independent draws around one ratio, the
 * round means would vary by within / K; what is beyond that is the round's own (one-way
 * random effects): its fresh processes, and whatever else holds for a whole round.
 */
export function roundAndSliceSpread(
  slices: SliceRecord[],
  baseline: string,
  variant: string,
  metric: SliceMetric,
): {
  rounds: number;
  slicesPerRound: number;
  /** sd of one slice's ln ratio within its round. */
  sdWithin: number;
  /** sd of the rounds' mean ln ratio, as measured. */
  sdRoundMeans: number;
  /** sd the round means would have from the slices' own spread alone: sdWithin / √K. */
  sdFromSlices: number;
  /** The round's own part of the round means' variance (0–1; 0 if below the slices' own). */
  roundShare: number;
  /** Mean correlation of neighbouring slices' ratios within a round (slow change within it). */
  lag1: number;
} {
  const byRound = new Map<number, { base: Map<number, number>; other: Map<number, number> }>();
  for (const s of slices) {
    if (s.variant !== baseline && s.variant !== variant) continue;
    const value = sliceValue(s, metric);
    if (value === undefined || !(value > 0)) continue;
    const round = byRound.get(s.round) ?? { base: new Map(), other: new Map() };
    byRound.set(s.round, round);
    (s.variant === baseline ? round.base : round.other).set(s.index, value);
  }
  const ratios = [...byRound.values()]
    .map(({ base, other }) =>
      [...other].flatMap(([k, v]) => (base.has(k) ? [Math.log(v / base.get(k)!)] : [])),
    )
    .filter((r) => r.length >= 2);
  const k = Math.min(...ratios.map((r) => r.length));
  const within = mean(ratios.map(variance));
  const roundMeans = ratios.map(mean);
  const between = variance(roundMeans);
  const lags = ratios.map((r) => {
    const m = mean(r);
    let num = 0;
    for (let i = 1; i < r.length; i++) num += (r[i] - m) * (r[i - 1] - m);
    const den = r.reduce((a, x) => a + (x - m) ** 2, 0);
    return den > 0 ? num / den : 0;
  });
  const meanK = mean(ratios.map((r) => r.length));
  return {
    rounds: ratios.length,
    slicesPerRound: k,
    sdWithin: Math.sqrt(within),
    sdRoundMeans: Math.sqrt(between),
    sdFromSlices: Math.sqrt(within / meanK),
    roundShare: Math.max(0, 1 - within / meanK / between),
    lag1: mean(lags),
  };
}

/**
 * The latency of a resumed variant's first requests: per slice, the median latency of
 * responses by their place in the slice (bands of places), over the median of the slice's
 * later responses, then the median of that over the variant's slices. A resumed pair of
 * services that answers its first requests slower (cold caches, connections, a timer that
 * fell due while it waited) shows as bands above 1 at the start.
 */
export function firstRequestsProfile(
  slices: SliceRecord[],
  variant: string,
  bands: [number, number][] = [
    [0, 5],
    [5, 10],
    [10, 20],
    [20, 50],
    [50, 100],
  ],
): { band: string; ratio: number; slices: number }[] {
  const own = slices.filter((s) => s.variant === variant);
  const restFrom = bands.at(-1)![1];
  return bands.map(([from, to]) => {
    const ratios = own.flatMap((s) => {
      const rest = s.latenciesUs?.slice(restFrom) ?? [];
      const band = s.latenciesUs?.slice(from, to) ?? [];
      return rest.length >= 20 && band.length > 0 ? [median(band) / median(rest)] : [];
    });
    return {
      band: `${from + 1}–${to}`,
      ratio: ratios.length ? median(ratios) : NaN,
      slices: ratios.length,
    };
  });
}
