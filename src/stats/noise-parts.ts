/**
 * What a run's noise is made of, from what every run already has (issue 33): the slices of
 * each variant within each round, the rounds, and the machine's counters of each trial.
 *
 * The paired per-round value is d_r = ln(variant / baseline) of round r, the one the gate
 * tests. Its variance splits in three (variance components, Kalibera & Jones, ISMM 2013):
 *
 * - within a process over time: what the round's slices alone make its mean vary by, λ / K
 *   over rounds of K slices, where λ is the slices' long-run variance about their round's
 *   mean, pooled over rounds, from batch means (below: neighbouring slices are not
 *   independent); its share of what the rounds' mean slice ratios vary by (capped at all of
 *   it) is its share of d_r's variance.
 * - from the machine: what the difference in CPU steal and foreign load between the two
 *   trials of a round explains of d_r (least squares, less what a covariate of pure noise
 *   would explain by chance).
 * - between processes: the rest, what the round's own processes bring (with `lifecycle:
 *   fresh` each round starts them afresh; with `shared`, one process's slow drift between
 *   rounds).
 *
 * Each part has a bootstrap interval over rounds (seeded: `random` is passed in). The part
 * that dominates says what would cut the noise most: more rounds (between processes), longer
 * trials or finer turns (within), isolation from the rest of the machine. Pure.
 */
import type { MeasuredTrial } from '../model/trial.js';

/** One measured slice of a trial: what RunOptions.onSlice reports, less the latencies. */
export interface SliceSample {
  /** The trial's place in the schedule (Trial.sequence). */
  sequence: number;
  /** The slice's place in the trial: 0, 1, … */
  index: number;
  durationMs: number;
  responses: number;
  /** The services' CPU in the slice, µs. */
  cpuUs?: number;
}

export type NoiseMetric = 'throughput' | 'cpuPerRequest';

/** What would cut the spread most, by the part that dominates it. */
export type NoiseAdvice = 'more-rounds' | 'longer-trials' | 'isolation';

export interface NoiseComponent {
  /** Its standard deviation in the per-round ln ratio (≈ a share of the value: 0.05 = 5%). */
  sd: number;
  /** Share of the per-round variance, 0–1. */
  share: number;
  /** 95% bootstrap interval of `sd` over rounds. */
  low: number;
  high: number;
}

export interface NoisePart {
  variant: string;
  metric: NoiseMetric;
  rounds: number;
  /**
   * Slices per round and arm that were paired (harmonic mean); 1 for whole trials, whose
   * within part cannot be told from the between part (within is then NaN and in between).
   */
  slicesPerRound: number;
  /** sd of the per-round ln ratio, as measured. */
  roundSd: number;
  /** sd of one slice's ln ratio within its round (not divided by the slices). */
  sliceSd: number;
  within: NoiseComponent;
  between: NoiseComponent;
  machine: NoiseComponent;
  /** Mean steal + foreign load of the round's two trials, cores. */
  machineCores: number;
  advice: NoiseAdvice;
}

export interface NoiseParts {
  /** What `between` is: fresh processes per round, or one shared process over time. */
  between: 'processes' | 'rounds of one process';
  parts: NoisePart[];
}

/** Fewest rounds, and slices per round, from which the parts are worth stating. */
export const MIN_ROUNDS = 5;
const MIN_SLICES = 2;

/**
 * Slice pairs per batch for the long-run variance. Neighbouring slices are not independent:
 * an arm takes two slices back to back (the turns go A, B, B, A, A…), and on express (15:20
 * UTC, 5 December 2026, 16 rounds of 40) a pair's ln ratio correlated −0.46 with the pair two
 * on — the same arm's next turn — so single pairs, taken as independent, put 3.4% / 4.5%
 * (req/s / CPU per request) on a round measured at 2.3% / 2.3%, and left nothing between
 * processes. Means of eight pairs (four turns of each arm, five batches a round) put 2.0% /
 * 2.1%; of four, 2.4% / 2.4%. A batch mean still carries what crosses its edges, so the longer
 * the batch the less of a cancelling structure it keeps (a synthetic one that cancels
 * entirely read 1.7% within with batches of four, 1.3% with eight, 2.4% with single pairs),
 * and the fewer batches the noisier the estimate: at least four pairs, five batches a round.
 * Under independence batch means are as unbiased as single slices; a round too short for two
 * batches of four uses halves of itself.
 */
const MIN_BATCH = 4;
const BATCHES = 5;
const RESAMPLES = 400;

interface PairedRound {
  /** Per-round ln ratio (the trials'). */
  d: number;
  /** The slices' paired ln ratios. */
  slices: number[];
  /** Difference in steal + foreign cores, variant − baseline. */
  machineDelta: number;
  machineLevel: number;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: readonly number[]) => {
  const m = mean(xs);
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
};

function trialValue(t: MeasuredTrial, metric: NoiseMetric): number | undefined {
  const v =
    metric === 'throughput'
      ? t.measurement.throughput
      : t.measurement.resources?.targetCpuUsPerRequest;
  return v !== undefined && v > 0 && Number.isFinite(v) ? v : undefined;
}

function sliceValue(s: SliceSample, metric: NoiseMetric): number | undefined {
  if (s.responses <= 0) return undefined;
  const v =
    metric === 'throughput'
      ? s.responses / (s.durationMs / 1000)
      : s.cpuUs === undefined
        ? undefined
        : s.cpuUs / s.responses;
  return v !== undefined && v > 0 && Number.isFinite(v) ? v : undefined;
}

const machineCores = (t: MeasuredTrial) =>
  (t.measurement.resources?.stealCores ?? 0) + (t.measurement.resources?.foreignCores ?? 0);

/** The rounds in which both arms were measured, paired slice by slice. */
export function pairRounds(
  trials: readonly MeasuredTrial[],
  slices: readonly SliceSample[],
  baseline: string,
  variant: string,
  metric: NoiseMetric,
): PairedRound[] {
  const bySequence = new Map<number, Map<number, number>>();
  for (const s of slices) {
    const v = sliceValue(s, metric);
    if (v === undefined) continue;
    const own = bySequence.get(s.sequence) ?? new Map<number, number>();
    own.set(s.index, v);
    bySequence.set(s.sequence, own);
  }
  const rounds = new Map<number, { base?: MeasuredTrial; other?: MeasuredTrial }>();
  for (const t of trials) {
    if (t.warmup || (t.variant !== baseline && t.variant !== variant)) continue;
    const round = rounds.get(t.round) ?? {};
    if (t.variant === baseline) round.base = t;
    else round.other = t;
    rounds.set(t.round, round);
  }
  const paired: PairedRound[] = [];
  for (const { base, other } of rounds.values()) {
    if (!base || !other) continue;
    const [b, o] = [trialValue(base, metric), trialValue(other, metric)];
    if (b === undefined || o === undefined) continue;
    const baseSlices = bySequence.get(base.sequence) ?? new Map<number, number>();
    const otherSlices = bySequence.get(other.sequence) ?? new Map<number, number>();
    const ratios = [...otherSlices].flatMap(([k, v]) =>
      baseSlices.has(k) ? [Math.log(v / baseSlices.get(k)!)] : [],
    );
    paired.push({
      d: Math.log(o / b),
      slices: ratios,
      machineDelta: machineCores(other) - machineCores(base),
      machineLevel: (machineCores(other) + machineCores(base)) / 2,
    });
  }
  return paired;
}

/**
 * The slices' variances about their round's mean, pooled over the rounds that have at least
 * two: of one slice pair (`sliceVariance`), and the long-run one from batch means
 * (`longRunVariance`, λ: what a round's mean of K slices varies by is λ / K; see MIN_BATCH),
 * with the harmonic mean of K. The bench's noise study reads its slices with the same rule.
 */
export function sliceVariances(rounds: readonly (readonly number[])[]): {
  sliceVariance: number;
  longRunVariance: number;
  slicesPerRound: number;
  /** Whether any round had slices to pool (whole trials have none). */
  sliced: boolean;
} {
  let squares = 0;
  let df = 0;
  // The same over batch means, each weighed by its batch's size.
  let batchSquares = 0;
  let batchDf = 0;
  let inverseK = 0;
  let sliced = 0;
  for (const slices of rounds) {
    if (slices.length < MIN_SLICES) continue;
    const m = mean(slices);
    squares += slices.reduce((a, x) => a + (x - m) ** 2, 0);
    df += slices.length - 1;
    const size = Math.min(
      Math.max(MIN_BATCH, Math.floor(slices.length / BATCHES)),
      Math.floor(slices.length / 2),
    );
    const batches = Array.from({ length: Math.floor(slices.length / size) }, (_, b) =>
      mean(slices.slice(b * size, (b + 1) * size)),
    );
    const bm = mean(batches);
    batchSquares += size * batches.reduce((a, x) => a + (x - bm) ** 2, 0);
    batchDf += batches.length - 1;
    inverseK += 1 / slices.length;
    sliced++;
  }
  return {
    sliceVariance: df > 0 ? squares / df : 0,
    longRunVariance: batchDf > 0 ? batchSquares / batchDf : 0,
    slicesPerRound: sliced > 0 ? sliced / inverseK : 1,
    sliced: sliced > 0,
  };
}

/** The three variances of the per-round ln ratio (see the module comment). */
export function components(rounds: readonly PairedRound[]): {
  total: number;
  within: number;
  between: number;
  machine: number;
  sliceVariance: number;
  slicesPerRound: number;
  /** Whether any round had slices to pool (whole trials have none: within is then in between). */
  sliced: boolean;
} {
  const d = rounds.map((r) => r.d);
  const total = variance(d);
  const { sliceVariance, longRunVariance, slicesPerRound, sliced } = sliceVariances(
    rounds.map((r) => r.slices),
  );
  // The within share is judged on the scale the slices give (the rounds' mean slice ratio, a
  // one-way analysis of variance) and applied to the trials' ratio d, whose spread the gate
  // sees: the ratio of a trial's totals weighs its slices by their responses, and spreads
  // less than the mean of its slices' ratios when they vary by tens of percent.
  const roundMeans = rounds.filter((r) => r.slices.length >= MIN_SLICES).map((r) => mean(r.slices));
  const meansVariance = roundMeans.length > 1 ? variance(roundMeans) : 0;
  const withinShare =
    meansVariance > 0 ? Math.min(1, longRunVariance / slicesPerRound / meansVariance) : 0;
  // The machine: least squares of d on the difference in machine load. What a covariate of
  // pure noise explains by chance, the residual variance over n − 1, is taken off.
  const x = rounds.map((r) => r.machineDelta);
  const n = rounds.length;
  const varX = variance(x);
  let machine = 0;
  if (n > 2 && varX > 1e-12) {
    const mx = mean(x);
    const md = mean(d);
    const slope = x.reduce((a, xi, i) => a + (xi - mx) * (d[i] - md), 0) / ((n - 1) * varX);
    const residual = d.reduce((a, di, i) => a + (di - md - slope * (x[i] - mx)) ** 2, 0) / (n - 2);
    machine = Math.max(0, slope ** 2 * varX - residual / (n - 1));
  }
  const within = withinShare * total;
  machine = Math.min(machine, total - within);
  const between = Math.max(0, total - within - machine);
  return { total, within, between, machine, sliceVariance, slicesPerRound, sliced };
}

function percentile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  return sorted[lo] + (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]) * (at - lo);
}

/** The part the spread is mostly made of, and what cuts it. */
function adviceOf(within: number, between: number, machine: number): NoiseAdvice {
  if (machine >= within && machine >= between) return 'isolation';
  return within > between ? 'longer-trials' : 'more-rounds';
}

/** One comparison's parts, or undefined with too few rounds to say. */
export function noisePart(
  trials: readonly MeasuredTrial[],
  slices: readonly SliceSample[],
  baseline: string,
  variant: string,
  metric: NoiseMetric,
  random: () => number,
): NoisePart | undefined {
  const rounds = pairRounds(trials, slices, baseline, variant, metric);
  if (rounds.length < MIN_ROUNDS) return undefined;
  const c = components(rounds);
  if (!(c.total > 0)) return undefined;
  // Bootstrap over rounds: a round keeps its slices and its counters.
  const draws = { within: [] as number[], between: [] as number[], machine: [] as number[] };
  for (let i = 0; i < RESAMPLES; i++) {
    const sample = rounds.map(() => rounds[Math.floor(random() * rounds.length)]);
    const b = components(sample);
    if (!(b.total > 0)) continue;
    draws.within.push(Math.sqrt(b.within));
    draws.between.push(Math.sqrt(b.between));
    draws.machine.push(Math.sqrt(b.machine));
  }
  const component = (v: number, sds: number[], known = true): NoiseComponent => {
    if (!known) return { sd: NaN, share: NaN, low: NaN, high: NaN };
    const sorted = [...sds].sort((a, b) => a - b);
    return {
      sd: Math.sqrt(v),
      share: v / c.total,
      low: sorted.length ? Math.min(Math.sqrt(v), percentile(sorted, 0.025)) : NaN,
      high: sorted.length ? Math.max(Math.sqrt(v), percentile(sorted, 0.975)) : NaN,
    };
  };
  return {
    variant,
    metric,
    rounds: rounds.length,
    slicesPerRound: c.slicesPerRound,
    roundSd: Math.sqrt(c.total),
    sliceSd: Math.sqrt(c.sliceVariance),
    within: component(c.within, draws.within, c.sliced),
    between: component(c.between, draws.between),
    machine: component(c.machine, draws.machine),
    machineCores: mean(rounds.map((r) => r.machineLevel)),
    advice: adviceOf(c.within, c.between, c.machine),
  };
}

/** Every comparison's parts, for req/s and CPU per request. */
export function noiseParts(
  trials: readonly MeasuredTrial[],
  slices: readonly SliceSample[],
  names: readonly string[],
  lifecycle: 'fresh' | 'shared',
  random: () => number,
): NoiseParts {
  const parts = names.slice(1).flatMap((variant) =>
    (['throughput', 'cpuPerRequest'] as const).flatMap((metric) => {
      const part = noisePart(trials, slices, names[0], variant, metric, random);
      return part ? [part] : [];
    }),
  );
  return { between: lifecycle === 'fresh' ? 'processes' : 'rounds of one process', parts };
}
