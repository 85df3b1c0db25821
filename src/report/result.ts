/**
 * The run's result as data: what the JSON file holds and what every renderer reads.
 * Pure: the runner facts and the clock readings are passed in.
 */
import type { Config } from '../config/types.js';
import type { Trial } from '../model/trial.js';
import type { ProfilingReport } from '../profile/index.js';
import type { Verdict } from '../gate/index.js';
import { judged, type Comparison, type VariantSummary } from '../stats/index.js';
import type { Metric } from '../model/metrics.js';
import type { TrialFlag } from '../stats/noise.js';
import { placementWarning } from './placement.js';
import type {
  ExperimentIdentity,
  NoisePartsReport,
  PlacementReport,
  PullRequestInfo,
  RerunRound,
  Runner,
  RunResult,
  Sequence,
  ShardsReport,
} from './result-schema.js';

import { RESULT_SCHEMA } from './result-schema.js';

/**
 * The RunResult and its parts are the types of its schema (./result-schema.ts), so the file
 * a report job reads and the value a run builds cannot drift apart.
 */
export type {
  ExperimentIdentity,
  NoisePartsReport,
  PlacementReport,
  PullRequestInfo,
  RerunRound,
  Runner,
  RunResult,
  Sequence,
  ShardAgreement,
  ShardsReport,
} from './result-schema.js';

/** Each run of replaced trials of one round is one re-run. */
export function rerunRounds(trials: Trial[]): RerunRound[] {
  const out: RerunRound[] = [];
  let previous: Trial | undefined;
  for (const t of trials) {
    if (t.status === 'replaced') {
      const last = out.at(-1);
      if (last && previous?.status === 'replaced' && previous.round === t.round)
        last.trials.push(t.sequence);
      else out.push({ round: t.round, trials: [t.sequence], reasons: t.disturbances });
    }
    previous = t;
  }
  return out;
}

export interface ResultInputs {
  config: Config;
  /** Why the run measured whole trials though `config` has slices (a service that could not be paused). */
  wholeTrialsBecause?: string;
  reportId: string;
  seed: number;
  startedAt: Date;
  finishedAt: Date;
  runner: Runner;
  pullRequest?: PullRequestInfo;
  trials: Trial[];
  summaries: VariantSummary[];
  comparisons: Comparison[];
  verdict: Verdict;
  noise?: TrialFlag[];
  sequence?: Sequence;
  refs?: RunResult['refs'];
  logDir?: string;
  incomplete?: string;
  experiment?: ExperimentIdentity;
  shard?: RunResult['shard'];
  shards?: ShardsReport;
  profiling?: ProfilingReport;
  placement?: PlacementReport;
  noiseParts?: NoisePartsReport;
}

export function buildResult(inputs: ResultInputs): RunResult {
  const { config } = inputs;
  const names = config.variants.map((v) => v.name);
  return {
    schema: RESULT_SCHEMA,
    reportId: inputs.reportId,
    title: config.report.title,
    seed: inputs.seed,
    startedAt: inputs.startedAt.toISOString(),
    durationMs: inputs.finishedAt.getTime() - inputs.startedAt.getTime(),
    runner: inputs.runner,
    pullRequest: inputs.pullRequest,
    baseline: names[0],
    variants: names.slice(1),
    conditions: {
      rounds: config.rounds,
      warmupRounds: config.warmupRounds,
      lifecycle: config.lifecycle,
      sliceMs: inputs.wholeTrialsBecause ? undefined : config.sliceMs,
      wholeTrialsBecause: inputs.wholeTrialsBecause ?? config.wholeTrialsBecause,
      load: config.variants[0].load,
      setup: config.variants[0].setup.map((step) => ({
        step: step.kind === 'request' ? `${step.request.method} ${step.request.url}` : step.command,
        when: step.when,
      })),
      alpha: config.gate.alpha,
      thresholds: config.gate.thresholds,
      inconclusive: config.gate.inconclusive,
      test: config.gate.test,
      ...(config.gate.judged && { judged: [...config.gate.judged] }),
      reruns: config.reruns,
      ...(inputs.placement && { placement: inputs.placement }),
    },
    rerunRounds: rerunRounds(inputs.trials),
    sequence: inputs.sequence,
    summaries: inputs.summaries,
    comparisons: inputs.comparisons,
    verdict: withPlacementWarning(inputs.verdict, inputs.placement),
    noise: inputs.noise ?? [],
    refs: inputs.refs,
    trials: inputs.trials,
    logDir: inputs.logDir,
    ...(inputs.incomplete ? { incomplete: inputs.incomplete } : {}),
    experiment: inputs.experiment,
    shard: inputs.shard,
    shards: inputs.shards,
    ...(inputs.profiling && { profiling: inputs.profiling }),
    ...(inputs.noiseParts &&
      inputs.noiseParts.parts.length > 0 && { noiseParts: inputs.noiseParts }),
  };
}

/**
 * The rounds the run measured (warm-up rounds not counted) and the most it could take: a
 * sequential run stops once the answer is clear, a run that failed part-way stops early, and
 * a shard measures its share of the experiment's rounds.
 */
export function roundsSpent(result: RunResult): { measured: number; most: number } {
  const s = result.sequence;
  if (s) return { measured: s.rounds, most: s.maxRounds };
  const measured = new Set(
    result.trials.filter((t) => !t.warmup && t.status !== 'replaced').map((t) => t.round),
  ).size;
  return { measured, most: result.conditions.rounds };
}

/**
 * The metric the first line, the diff block and the table are about: the one that failed
 * the gate first (the error rate, a gated latency…), else the first gated one, else
 * throughput. `trials` when the gate failed first on failed trials: nothing to compare.
 */
export function headlineMetric(result: RunResult): Metric | 'trials' {
  const first = result.verdict.failures[0];
  if (first) return first.metric;
  const gated = result.comparisons.find((c) => c.gated);
  return gated?.metric ?? 'throughput';
}

/** The variant the first line is about: the one that failed first, else the worst one. */
export function headlineVariant(result: RunResult): string | undefined {
  // The baseline is the other column of every comparison: its own failures name no variant.
  const first = result.verdict.failures.find((f) => f.variant !== result.baseline);
  if (first?.metric === 'trials') return first.variant;
  return headlineComparison(result)?.variant ?? first?.variant ?? result.variants[0];
}

/** The comparison the first line is about: of the headline metric, the worst variant's. */
export function headlineComparison(result: RunResult): Comparison | undefined {
  const metric = headlineMetric(result);
  // When the gate failed on this metric, the worst of the variants that failed on it.
  const failed = new Set(
    result.verdict.failures.filter((f) => f.metric === metric).map((f) => f.variant),
  );
  // Only a judged variant's (GateSpec.judged): a history run is about HEAD, not the link.
  const candidates = result.comparisons.filter(
    (c) =>
      c.metric === metric &&
      (failed.size === 0 || failed.has(c.variant)) &&
      judged(result.conditions, c.variant),
  );
  const rank = (c: Comparison) =>
    ({ regression: 0, inconclusive: 1, improvement: 2, 'no-change': 3 })[c.outcome];
  // Worse first: the sign that means worse depends on the metric.
  const badness = (c: Comparison) =>
    Number.isFinite(c.estimatePct) ? (c.worse ? 1 : -1) * Math.abs(c.estimatePct) : 0;
  return [...candidates].sort((a, b) => rank(a) - rank(b) || badness(b) - badness(a))[0];
}

/** The headline as step outputs: what the first line is about, and by how much it changed. */
export function headlineOutputs(result: RunResult): {
  metric: string;
  delta: string;
  throughputDelta: string;
} {
  const metric = headlineMetric(result);
  const variant = headlineVariant(result);
  const change = (m: Metric) => {
    const c = result.comparisons.find((x) => x.variant === variant && x.metric === m);
    return c && Number.isFinite(c.estimatePct) ? c.estimatePct.toFixed(2) : '';
  };
  return {
    metric,
    delta: metric === 'trials' ? '' : change(metric),
    throughputDelta: change('throughput'),
  };
}

/** The verdict with a warning when the variants were not placed alike (`placementWarning`). */
function withPlacementWarning(verdict: Verdict, placement?: PlacementReport): Verdict {
  const warning = placementWarning(placement);
  return warning ? { ...verdict, warnings: [...verdict.warnings, warning] } : verdict;
}
