/**
 * The run's result as data: what the JSON file holds and what every renderer reads.
 * Pure: the runner facts and the clock readings are passed in.
 */
import type { ProfilingReport } from '../profile/index.js';
import type { Config, LoadSpec, SetupWhen } from '../config/types.js';
import type { Trial } from '../model/trial.js';
import type { Verdict } from '../gate/index.js';
import type { Comparison, VariantSummary } from '../stats/index.js';
import type { Metric } from '../model/metrics.js';
import type { TrialFlag } from '../stats/noise.js';

export interface Runner {
  os: string;
  cpus: number;
  cpuModel: string;
  node: string;
}

export interface PullRequestInfo {
  number: number;
  headSha: string;
  baseSha: string;
  baseRef: string;
}

export interface RunResult {
  schema: 'perf-gate/result@1';
  reportId: string;
  title?: string;
  seed: number;
  startedAt: string;
  durationMs: number;
  runner: Runner;
  pullRequest?: PullRequestInfo;
  baseline: string;
  variants: string[];
  conditions: {
    rounds: number;
    warmupRounds: number;
    lifecycle: Config['lifecycle'];
    /** The variants of a round took turns in slices of this length (absent: whole trials). */
    sliceMs?: number;
    load: LoadSpec;
    /** The baseline's setup steps and when in each trial they ran (absent in older files). */
    setup?: { step: string; when: SetupWhen }[];
    alpha: number;
    thresholds: Config['gate']['thresholds'];
    inconclusive: Config['gate']['inconclusive'];
    test: Config['gate']['test'];
    /** Extra rounds the run could spend re-running disturbed rounds. */
    reruns: number;
  };
  /** Rounds that were run again, with what disturbed them; their trials stay in `trials`. */
  rerunRounds: RerunRound[];
  /** How a sequential run spent its rounds (absent when `rounds` fixed the size). */
  sequence?: Sequence;
  summaries: VariantSummary[];
  comparisons: Comparison[];
  verdict: Verdict;
  /** Trials that look disturbed (outliers, unstable rate, foreign load): reported, kept. */
  noise: TrialFlag[];
  /** The commit each variant ran from, when a variant names a ref. */
  refs?: Record<string, { ref: string; sha: string }>;
  trials: Trial[];
  /** Where the services' logs were written. */
  logDir?: string;
  /**
   * Why the run stopped part-way (e.g. a variant's services did not start): the result
   * holds only the trials measured before, and the run exits 3.
   */
  incomplete?: string;
  /** What identifies the experiment across jobs: the shards of one run share it. */
  experiment?: ExperimentIdentity;
  /** This result is one shard of a job matrix: it measured a share of the rounds. */
  shard?: { index: number; total: number; seed: number };
  /** This result pools the rounds of shards measured on several runners. */
  shards?: ShardsReport;
  /** Where the time went: the profiling rounds after the gate decided (absent when none ran). */
  profiling?: ProfilingReport;
}

export interface Sequence {
  /** Rounds measured when the run stopped. */
  rounds: number;
  maxRounds: number;
  /** The answer was clear at a look, the wall-time budget ran out, or the rounds did. */
  stoppedBy: 'decision' | 'budget' | 'max-rounds';
  budgetMs?: number;
}

export interface ExperimentIdentity {
  /** SHA-256 of the normalized config: shards of one experiment have the same. */
  digest: string;
  /** The commit checked out where perf-gate ran. */
  commit?: string;
}

export interface ShardsReport {
  total: number;
  ran: Array<{ index: number; runner: Runner; seed: number; rounds: number }>;
  /** Shards whose result did not arrive. */
  missing: number[];
  /** Gated comparisons whose shards disagree beyond chance, and how each shard saw it. */
  agreement: ShardAgreement[];
}

export interface ShardAgreement {
  variant: string;
  metric: Comparison['metric'];
  perShard: Array<{ index: number; n: number; estimatePct: number }>;
  /** One-way ANOVA of the per-round differences by shard, Holm-adjusted over the gated family. */
  pValue: number;
  disagree: boolean;
}

export interface RerunRound {
  round: number;
  /** `sequence` of the replaced trials. */
  trials: number[];
  reasons: string[];
}

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
}

export function buildResult(inputs: ResultInputs): RunResult {
  const { config } = inputs;
  const names = config.variants.map((v) => v.name);
  return {
    schema: 'perf-gate/result@1',
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
      sliceMs: config.sliceMs,
      load: config.variants[0].load,
      setup: config.variants[0].setup.map((step) => ({
        step: step.kind === 'request' ? `${step.request.method} ${step.request.url}` : step.command,
        when: step.when,
      })),
      alpha: config.gate.alpha,
      thresholds: config.gate.thresholds,
      inconclusive: config.gate.inconclusive,
      test: config.gate.test,
      reruns: config.reruns,
    },
    rerunRounds: rerunRounds(inputs.trials),
    sequence: inputs.sequence,
    summaries: inputs.summaries,
    comparisons: inputs.comparisons,
    verdict: inputs.verdict,
    noise: inputs.noise ?? [],
    refs: inputs.refs,
    trials: inputs.trials,
    logDir: inputs.logDir,
    ...(inputs.incomplete ? { incomplete: inputs.incomplete } : {}),
    experiment: inputs.experiment,
    shard: inputs.shard,
    shards: inputs.shards,
    ...(inputs.profiling && { profiling: inputs.profiling }),
  };
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
  const candidates = result.comparisons.filter(
    (c) => c.metric === metric && (failed.size === 0 || failed.has(c.variant)),
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
