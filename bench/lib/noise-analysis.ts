/**
 * The noise benchmark's figures from recorded rounds: spread of the paired log ratio, rounds
 * a 5% gate needs, A/A false fails over windows of 10 rounds, and what whole-round re-runs
 * change. Pure, so the same figures can be computed again from a saved recording.
 */
import type { GateSpec } from '../../src/config/types.js';
import type { MeasuredTrial, Trial } from '../../src/model/trial.js';
import { evaluateGate } from '../../src/gate/index.js';
import { compare, summarize } from '../../src/stats/index.js';
import { roundsToDecide, toleranceMargin } from '../../src/stats/tolerance-test.js';
import { disturbances } from '../../src/stats/noise.js';
import { seededRandom } from '../../src/model/random.js';
import { measurement } from '../../__tests__/helpers/synthetic.js';

/** One trial as the benchmark keeps it: what the analysis needs, nothing more. */
export interface RecordedTrial {
  round: number;
  variant: string;
  sequence: number;
  throughput: number;
  cpuUsPerRequest: number;
  foreignCores: number;
  interruptCores?: number;
  stealCores?: number;
  perSecond: number[];
}

export interface RecordedRound {
  baseline: RecordedTrial;
  variant: RecordedTrial;
  /** A trial of it was disturbed (foreign load, steal, unstable rate): never the metric. */
  disturbed: boolean;
}

export function recordTrial(t: Trial): RecordedTrial | undefined {
  if (t.status !== 'measured' || !t.measurement.resources) return undefined;
  const m = t.measurement;
  const resources = m.resources!;
  return {
    round: t.round,
    variant: t.variant,
    sequence: t.sequence,
    throughput: m.throughput,
    cpuUsPerRequest: resources.targetCpuUsPerRequest,
    foreignCores: resources.foreignCores,
    interruptCores: resources.interruptCores,
    stealCores: resources.stealCores,
    perSecond: m.perSecond,
  };
}

/** A recorded trial back as a measured Trial, for the product's own stats and gate. */
export function asTrial(r: RecordedTrial, round: number): MeasuredTrial {
  return {
    status: 'measured',
    round,
    variant: r.variant,
    sequence: r.sequence,
    warmup: false,
    measurement: measurement(r.throughput, {
      perSecond: r.perSecond,
      resources: {
        targetCpuUs: r.cpuUsPerRequest * r.throughput,
        targetCpuUsPerRequest: r.cpuUsPerRequest,
        targetPeakRssKb: 0,
        selfCpuUs: 0,
        foreignCores: r.foreignCores,
        interruptCores: r.interruptCores,
        stealCores: r.stealCores,
      },
    }),
  };
}

export function pairRounds(trials: RecordedTrial[], baseline: string): RecordedRound[] {
  const byRound = new Map<number, RecordedTrial[]>();
  for (const t of trials) byRound.set(t.round, [...(byRound.get(t.round) ?? []), t]);
  const rounds: RecordedRound[] = [];
  for (const [, pair] of [...byRound].sort((a, b) => a[0] - b[0])) {
    const base = pair.find((t) => t.variant === baseline);
    const other = pair.find((t) => t.variant !== baseline);
    if (!base || !other) continue;
    const disturbed = [base, other].some((t) => disturbances(asTrial(t, 0).measurement).length > 0);
    rounds.push({ baseline: base, variant: other, disturbed });
  }
  return rounds;
}

type Pick = (t: RecordedTrial) => number;
export const throughputOf: Pick = (t) => t.throughput;
export const cpuOf: Pick = (t) => t.cpuUsPerRequest;

export const logRatios = (rounds: RecordedRound[], pick: Pick) =>
  rounds.map((r) => Math.log(pick(r.variant) / pick(r.baseline)));

export function meanSd(xs: number[]): { mean: number; sd: number; se: number } {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  return { mean, sd, se: sd / Math.sqrt(xs.length) };
}

/**
 * What whole-round re-runs keep from a stream of rounds: runs of `size` planned rounds, each
 * allowed `extra` re-runs; a disturbed round is replaced by the next one while the run has
 * re-runs left. That is what the run loop does, since a re-run round is simply the next round
 * measured on the machine.
 */
export function keptByReruns(
  stream: RecordedRound[],
  start: number,
  size: number,
  extra: number,
): { kept: RecordedRound[]; next: number } | undefined {
  const kept: RecordedRound[] = [];
  let left = extra;
  let i = start;
  while (kept.length < size) {
    if (i >= stream.length) return undefined;
    const round = stream[i++];
    if (round.disturbed && left > 0) left--;
    else kept.push(round);
  }
  return { kept, next: i };
}

const gateOn = (metric: 'throughput' | 'cpu'): GateSpec => ({
  thresholds: { [metric]: 0.05 },
  alpha: 0.05,
  inconclusive: 'pass',
  test: 't',
});

/** Did the product's gate fail these rounds? */
export function gateFails(rounds: RecordedRound[], metric: 'throughput' | 'cpu'): boolean {
  const names = [rounds[0].baseline.variant, rounds[0].variant.variant];
  const trials = rounds.flatMap((r, i) => [asTrial(r.baseline, i), asTrial(r.variant, i)]);
  const gate = gateOn(metric);
  return !evaluateGate(compare(trials, names, gate), summarize(trials, names), gate).passed;
}

export interface Figures {
  rounds: number;
  disturbedShare: number;
  meanForeign: number;
  sdThroughput: number;
  sdCpu: number;
  neededThroughput?: number;
  neededCpu?: number;
  /** Δ of the paired log ratio, with its standard error, for req/s and CPU per request. */
  throughput: { mean: number; se: number };
  cpu: { mean: number; se: number };
  /** Windows of `window` rounds judged by the gate: failures / windows. */
  failsThroughput: [number, number];
  failsCpu: [number, number];
  /**
   * The same gate on windows of `window` rounds drawn at random (with replacement) from the
   * kept rounds, centred on no change and widened by √(n/(n−1)) so that their spread is the
   * recording's: failures / windows; A/A runs (`sameBuild`) only. A recording of tens of
   * rounds has too few windows of its own to show a 1% share. Drawn windows assume
   * independent rounds around no change, with no tail beyond the recorded rounds': a lower
   * bound on the share a run with a drifting offset (a slow change of the machine) would see.
   */
  drawnFailsThroughput?: [number, number];
  drawnFailsCpu?: [number, number];
}

/** Windows drawn per figure for the false-fail share: 1% of them is 20 windows. */
const DRAWN_WINDOWS = 2_000;

/** The figures of one recorded run, analysed as recorded or with whole-round re-runs. */
export function figures(
  stream: RecordedRound[],
  options: { reruns: boolean; sameBuild: boolean; window?: number; extraShare?: number },
): Figures {
  const window = options.window ?? 10;
  const extra = options.reruns ? Math.ceil((options.extraShare ?? 0.3) * window) : 0;
  // The rounds a sequence of back-to-back runs would keep, for the spread and the estimate.
  const kept: RecordedRound[] = [];
  for (let start = 0; ;) {
    const run = keptByReruns(stream, start, window, extra);
    if (!run) {
      kept.push(...stream.slice(start));
      break;
    }
    kept.push(...run.kept);
    start = run.next;
  }
  const windows: RecordedRound[][] = [];
  for (let start = 0; start < stream.length; start++) {
    const run = keptByReruns(stream, start, window, extra);
    if (run) windows.push(run.kept);
  }
  const tp = meanSd(logRatios(kept, throughputOf));
  const cpu = meanSd(logRatios(kept, cpuOf));
  const count = (metric: 'throughput' | 'cpu'): [number, number] => [
    windows.filter((w) => gateFails(w, metric)).length,
    windows.length,
  ];
  // Centred on no change: both arms of an A/A run are one build, so the recording's own mean
  // ratio is noise, and windows drawn around it would judge a change of that size instead.
  // Widened by √(n/(n−1)): deviations from a sample's own mean are narrower than the noise.
  const widen = Math.sqrt(kept.length / (kept.length - 1));
  const centredOn = (ratio: number, mean: number) => Math.exp((Math.log(ratio) - mean) * widen);
  const centred = kept.map((r) => ({
    ...r,
    variant: {
      ...r.variant,
      throughput:
        r.baseline.throughput * centredOn(r.variant.throughput / r.baseline.throughput, tp.mean),
      cpuUsPerRequest:
        r.baseline.cpuUsPerRequest *
        centredOn(r.variant.cpuUsPerRequest / r.baseline.cpuUsPerRequest, cpu.mean),
    },
  }));
  const random = seededRandom(15);
  const drawn = Array.from({ length: DRAWN_WINDOWS }, () =>
    Array.from({ length: window }, () => centred[Math.floor(random() * centred.length)]),
  );
  const countDrawn = (metric: 'throughput' | 'cpu'): [number, number] => [
    drawn.filter((w) => gateFails(w, metric)).length,
    drawn.length,
  ];
  const foreign = stream.flatMap((r) => [r.baseline.foreignCores, r.variant.foreignCores]);
  return {
    rounds: kept.length,
    disturbedShare: stream.filter((r) => r.disturbed).length / stream.length,
    meanForeign: foreign.reduce((a, b) => a + b, 0) / foreign.length,
    sdThroughput: tp.sd,
    sdCpu: cpu.sd,
    neededThroughput: roundsToDecide(tp.sd, toleranceMargin(0.05, 'ratio', 'higher'), 0.05),
    neededCpu: roundsToDecide(cpu.sd, toleranceMargin(0.05, 'ratio', 'lower'), 0.05),
    throughput: { mean: tp.mean, se: tp.se },
    cpu: { mean: cpu.mean, se: cpu.se },
    failsThroughput: count('throughput'),
    failsCpu: count('cpu'),
    ...(options.sameBuild && {
      drawnFailsThroughput: countDrawn('throughput'),
      drawnFailsCpu: countDrawn('cpu'),
    }),
  };
}
