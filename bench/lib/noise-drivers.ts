/**
 * What the slices' own noise goes with (issue 33 item 3): one slice pair of an A/A (the k-th
 * slice of each arm, neighbours in the round's A B B A order) differs by ~24% in req/s at
 * 100 ms, far more than its count's noise. Each slice records the machine's steal and how
 * long the app's threads and perf-gate's waited on a run queue for a CPU (SliceRecord); here
 * the pairs' ln ratios are regressed on the differences in those, per ms of the slice, after
 * each round's own mean is taken off both sides (what holds for a whole round is not the
 * slices'). A factor that explains much of it names what a design must cancel: steal that
 * both arms would meet at the same moment (duet), or a wait for the CPU the load engine and
 * the app share (placement). Pure: from saved recordings.
 */
import type { BlockRecord, KeptSlice } from './noise-designs.js';

/** The factors, each the variant's slice minus the baseline's, in µs per ms of the slice. */
export const FACTORS = ['selfWait', 'targetWait', 'steal'] as const;
export type Factor = (typeof FACTORS)[number];

export interface PairPoint {
  rate: number;
  cpu?: number;
  x: Record<Factor, number>;
}

const perMs = (s: KeptSlice, f: Factor): number | undefined => {
  const us = f === 'selfWait' ? s.selfWaitUs : f === 'targetWait' ? s.targetWaitUs : s.stealUs;
  return us === undefined ? undefined : us / s.ms;
};

/** Every slice pair of the blocks, centred on its round's mean (ratios and factors alike). */
export function slicePairPoints(blocks: BlockRecord[]): PairPoint[] {
  const points: PairPoint[] = [];
  for (const b of blocks) {
    const byRound = new Map<number, KeptSlice[]>();
    for (const s of b.slices) byRound.set(s.round, [...(byRound.get(s.round) ?? []), s]);
    for (const slices of byRound.values()) {
      const a = new Map(slices.filter((s) => s.variant === 'A').map((s) => [s.index, s]));
      const round: PairPoint[] = [];
      for (const y of slices) {
        const x = a.get(y.index);
        if (y.variant !== 'A2' || !x || !x.responses || !y.responses) continue;
        const diffs = FACTORS.map((f) => {
          const [fx, fy] = [perMs(x, f), perMs(y, f)];
          return fx === undefined || fy === undefined ? undefined : fy - fx;
        });
        if (diffs.some((d) => d === undefined)) continue;
        round.push({
          rate: Math.log(y.responses / y.ms / (x.responses / x.ms)),
          cpu:
            x.cpuUs && y.cpuUs
              ? Math.log(y.cpuUs / y.responses / (x.cpuUs / x.responses))
              : undefined,
          x: Object.fromEntries(FACTORS.map((f, i) => [f, diffs[i]!])) as Record<Factor, number>,
        });
      }
      if (round.length < 2) continue;
      const m = (g: (p: PairPoint) => number) => round.reduce((s, p) => s + g(p), 0) / round.length;
      const rateMean = m((p) => p.rate);
      const withCpu = round.every((p) => p.cpu !== undefined);
      const cpuMean = withCpu ? m((p) => p.cpu!) : 0;
      const xMean = Object.fromEntries(FACTORS.map((f) => [f, m((p) => p.x[f])]));
      for (const p of round)
        points.push({
          rate: p.rate - rateMean,
          cpu: withCpu ? p.cpu! - cpuMean : undefined,
          x: Object.fromEntries(FACTORS.map((f) => [f, p.x[f] - xMean[f]])) as Record<
            Factor,
            number
          >,
        });
    }
  }
  return points;
}

/** Least squares without an intercept (the points are centred); a constant column is left out. */
export function leastSquares(rows: number[][], y: number[]): (number | undefined)[] {
  const k = rows[0]?.length ?? 0;
  const used = Array.from({ length: k }, (_, j) => j).filter((j) =>
    rows.some((r) => Math.abs(r[j]) > 1e-12),
  );
  const n = used.length;
  // Normal equations, solved by Gauss–Jordan with partial pivoting.
  const a = used.map((i) => [
    ...used.map((j) => rows.reduce((s, r) => s + r[i] * r[j], 0)),
    rows.reduce((s, r, t) => s + r[i] * y[t], 0),
  ]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    if (Math.abs(a[c][c]) < 1e-18) return Array(k).fill(undefined);
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let j = c; j <= n; j++) a[r][j] -= f * a[c][j];
    }
  }
  const out: (number | undefined)[] = Array(k).fill(undefined);
  used.forEach((j, i) => (out[j] = a[i][n] / a[i][i]));
  return out;
}

export interface DriverFigures {
  pairs: number;
  /** sd of the centred pair ln ratios. */
  sd: number;
  /** Per factor: its correlation with the ratio, and its sd (µs per ms). */
  factors: Record<Factor, { r: number; sd: number; slope?: number }>;
  /** Share of the variance all three explain together, and the sd left. */
  r2: number;
  residualSd: number;
}

const sdOf = (xs: number[]) => Math.sqrt(xs.reduce((s, x) => s + x * x, 0) / (xs.length - 1));

export function driverFigures(
  points: PairPoint[],
  metric: 'rate' | 'cpu',
): DriverFigures | undefined {
  const ps = points.filter((p) => p[metric] !== undefined);
  if (ps.length < 10) return undefined;
  const y = ps.map((p) => p[metric]!);
  const rows = ps.map((p) => FACTORS.map((f) => p.x[f]));
  const slopes = leastSquares(rows, y);
  const residual = y.map((v, t) => v - rows[t].reduce((s, x, j) => s + x * (slopes[j] ?? 0), 0));
  const ySd = sdOf(y);
  const factors = Object.fromEntries(
    FACTORS.map((f, j) => {
      const xs = rows.map((r) => r[j]);
      const xSd = sdOf(xs);
      const cov = xs.reduce((s, x, t) => s + x * y[t], 0) / (xs.length - 1);
      return [f, { r: xSd > 0 ? cov / (xSd * ySd) : 0, sd: xSd, slope: slopes[j] }];
    }),
  ) as DriverFigures['factors'];
  const residualSd = sdOf(residual);
  return { pairs: ps.length, sd: ySd, factors, r2: 1 - residualSd ** 2 / ySd ** 2, residualSd };
}

/** The table printStudy adds for sliced designs whose slices recorded the factors. */
export function printDrivers(
  byDesign: Map<string, BlockRecord[]>,
  print: (line?: string) => void,
): void {
  const rows: string[] = [];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  for (const [key, blocks] of byDesign) {
    const points = slicePairPoints(blocks);
    for (const metric of ['rate', 'cpu'] as const) {
      const d = driverFigures(points, metric);
      if (!d) continue;
      const cell = (f: Factor) =>
        `${d.factors[f].r >= 0 ? '+' : '−'}${Math.abs(d.factors[f].r).toFixed(2)} (${d.factors[f].sd.toFixed(0)})`;
      rows.push(
        `| ${key} | ${metric === 'rate' ? 'req/s' : 'CPU/request'} | ${d.pairs} | ${pct(d.sd)} | ${FACTORS.map(cell).join(' | ')} | ${d.r2.toFixed(2)} | ${pct(d.residualSd)} |`,
      );
    }
  }
  if (rows.length === 0) return;
  print(
    "\nWhat a slice pair's difference goes with: its ln ratio (round mean taken off) against the pair's difference in perf-gate's run-queue wait, the app's, and the machine's steal, each in µs per ms of the slice: correlation r (sd of the difference); R² of all three together, and the sd they leave.\n",
  );
  print(
    '| design | metric | pairs | pair sd | perf-gate waited | app waited | steal | R² | sd left |',
  );
  print('|:--|:--|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of rows) print(r);
}
