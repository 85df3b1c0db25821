/**
 * The result file (report.json) as the report job reads it. In the fork-safe pair the file
 * was written by a job that ran the pull request's code, so nothing in it is taken on
 * trust: every field the renderers read is checked for type and bounds before use, and a
 * file that does not match is refused with the field named. Pure.
 */
import { z } from 'zod';
import { REPORT_ID_PATTERN, REPORT_ID_RULE } from '../config/report-id.js';
import { PLACEMENT_MODES } from '../config/cpus.js';
import { METRIC_NAMES, type Metric } from '../model/metrics.js';

/** The mark a result carries near its start, in `schema`. */
export const RESULT_SCHEMA = 'perf-gate/result@1';

/** Far above any real run (a 1,000-round, 20-variant run with per-second counts is ~20 MB). */
export const RESULT_FILE_LIMIT_BYTES = 64 * 1024 * 1024;

const LIMITS = {
  name: 200,
  text: 2_000,
  variants: 64,
  trials: 100_000,
  perSecond: 100_000,
  list: 1_000,
} as const;

/** JSON has no NaN: an undefined statistic is written as null and read back as NaN. */
const num = z.union([z.number(), z.null().transform(() => Number.NaN)], {
  error: 'must be a number (or null for an undefined statistic)',
});
const count = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const name = z.string().min(1).max(LIMITS.name);
const text = z.string().max(LIMITS.text);
const sha = z.string().regex(/^[0-9a-f]{7,64}$/, { error: 'must be a commit SHA (hex)' });
const metric = z.enum(METRIC_NAMES as [Metric, ...Metric[]]);
const fraction = z.number().min(0).max(100);

const latency = z.object({
  mean: num,
  stdev: num,
  min: num,
  p50: num,
  p75: num,
  p90: num,
  p99: num,
  p999: num,
  max: num,
});

const statusClasses = z.object({
  '1xx': count,
  '2xx': count,
  '3xx': count,
  '4xx': count,
  '5xx': count,
});

const measurement = z.object({
  responses: count,
  successes: count,
  durationSec: num,
  throughput: num,
  bytesPerSec: num,
  latencyUs: latency,
  statusClasses,
  statusCodes: z.record(z.string().regex(/^\d{3}$/), count),
  errors: count,
  timeouts: count,
  errorRate: num,
  underObjective: num.optional(),
  targetRate: num.optional(),
  achievedRate: num.optional(),
  dropped: count.optional(),
  saturated: z.boolean().optional(),
  latencyFrom: z.enum(['scheduled', 'sent']).optional(),
  perSecond: z.array(num).max(LIMITS.perSecond),
  resources: z
    .object({
      targetCpuUs: num,
      targetCpuUsPerRequest: num,
      targetPeakRssKb: num,
      selfCpuUs: num,
      foreignCores: num,
      interruptCores: num.optional(),
      stealCores: num.optional(),
      foreignProcesses: z
        .array(z.object({ pid: count, command: z.string().max(LIMITS.name), cores: num }))
        .max(LIMITS.list)
        .optional(),
    })
    .optional(),
});

const trialBase = {
  round: z.number().int(),
  variant: name,
  shard: count.optional(),
  sequence: count,
  warmup: z.boolean(),
  /** A warm-up until the rate is steady: how long it ran, and whether it was steady before its maximum. */
  warmedUp: z.object({ durationMs: count, steady: z.boolean() }).optional(),
};

const trial = z.discriminatedUnion('status', [
  z.object({ ...trialBase, status: z.literal('measured'), measurement }),
  z.object({
    ...trialBase,
    status: z.literal('failed'),
    error: text,
    measurement: measurement.optional(),
  }),
  z.object({
    ...trialBase,
    status: z.literal('replaced'),
    disturbances: z.array(text).max(LIMITS.list),
    error: text.optional(),
    measurement: measurement.optional(),
  }),
]);

const metricSummary = z.object({
  n: count,
  mean: num,
  median: num,
  stdev: num,
  cv: num,
  min: num,
  max: num,
});

const summary = z.object({
  variant: name,
  trials: count,
  failedTrials: count,
  saturatedTrials: count,
  firstFailure: text.optional(),
  metrics: z.record(metric, metricSummary),
});

const comparison = z.object({
  variant: name,
  baseline: name,
  metric,
  scale: z.enum(['ratio', 'difference']),
  gated: z.boolean(),
  tolerance: z.number().min(0).max(100),
  n: count,
  estimatePct: num,
  ciLowPct: num,
  ciHighPct: num,
  pValue: num,
  adjustedPValue: num,
  pWorse: num,
  pWithin: num,
  mdePct: num,
  roundsNeeded: count.optional(),
  spreadPct: num.optional(),
  significant: z.boolean(),
  worse: z.boolean(),
  outcome: z.enum(['regression', 'improvement', 'no-change', 'inconclusive']),
});

const request = z.object({
  method: z.string().regex(/^[A-Z]{1,16}$/),
  url: z.string().max(LIMITS.text),
  headers: z.record(z.string().max(LIMITS.name), z.string().max(LIMITS.text)),
  body: z.string().optional(),
});

const load = z.object({
  requests: z.array(request).max(LIMITS.list),
  connections: count,
  pipelining: count,
  amount: count.optional(),
  durationMs: count.optional(),
  rate: z.number().min(0).optional(),
  stages: z.array(z.object({ durationMs: count, rate: z.number().min(0) })).max(LIMITS.list),
  arrival: z.enum(['constant', 'poisson']),
  timeoutMs: count,
  objectiveMs: count.optional(),
  warmup: z
    .object({
      durationMs: count.optional(),
      amount: count.optional(),
      steady: z.object({ maxMs: count }).optional(),
    })
    .optional(),
});

const runner = z.object({
  os: name,
  cpus: count,
  cpuModel: z.string().max(LIMITS.name),
  node: name,
});

const pullRequest = z.object({
  number: z.number().int().positive(),
  headSha: sha,
  baseSha: z.union([sha, z.literal('')]),
  baseRef: z.string().max(LIMITS.name),
});

const rerunRound = z.object({
  round: z.number().int(),
  /** `sequence` of the replaced trials. */
  trials: z.array(count).max(LIMITS.variants + 1),
  reasons: z.array(text).max(LIMITS.list),
});

/** How a sequential run spent its rounds. */
const sequence = z.object({
  /** Rounds measured when the run stopped. */
  rounds: count,
  /** The most rounds the design's looks were planned for: fewer than `max-rounds` when a budget could reach no more. */
  maxRounds: count,
  /** `max-rounds` as configured, when the budget planned fewer (at the first look, from the time a round took). */
  configuredMaxRounds: count.optional(),
  /** The answer was clear at a look, the wall-time budget ran out, or the rounds did. */
  stoppedBy: z.enum(['decision', 'budget', 'max-rounds']),
  budgetMs: count.optional(),
  /** The time a round took, ms (from the first round's end to the last's): the run's pace. */
  roundMs: count.optional(),
});

const experimentIdentity = z.object({
  /** SHA-256 of the normalized config: shards of one experiment have the same. */
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  /** The commit checked out where perf-gate ran. */
  commit: sha.optional(),
});

/** Gated comparisons whose shards disagree beyond chance, and how each shard saw it. */
const shardAgreement = z.object({
  variant: name,
  metric,
  perShard: z.array(z.object({ index: count, n: count, estimatePct: num })).max(LIMITS.list),
  /** One-way ANOVA of the per-round differences by shard, Holm-adjusted over the gated family. */
  pValue: num,
  disagree: z.boolean(),
});

const shardsReport = z.object({
  total: count,
  ran: z
    .array(
      z.object({
        index: count,
        runner,
        /** The shard's own order's seed, derived from the run's seed and its index. */
        seed: count,
        /** The run's seed the shard was given (`--seed`, `seed:`), which replays it. */
        runSeed: count.optional(),
        rounds: count,
        /**
         * Present when its budget ended it before its share of the experiment's rounds: that
         * share. Absent when it ran its share (or failed part-way, or an older perf-gate).
         */
        share: count.optional(),
      }),
    )
    .max(LIMITS.list),
  /** Shards whose result did not arrive. */
  missing: z.array(count).max(LIMITS.list),
  agreement: z.array(shardAgreement).max(LIMITS.list),
});

/** One row of "where the time went": a function or a package, per request. */
const costRow = z.object({
  name: text,
  package: text.optional(),
  baselineUs: num,
  variantUs: num,
  deltaUs: num,
  noiseUs: num,
  beyondNoise: z.boolean(),
  shareOfChange: num.optional(),
});

/** The profiling rounds after the gate, and what they found (src/profile/types.ts). */
const profiling = z.object({
  variants: z.array(name).max(LIMITS.variants),
  reason: text,
  rounds: count,
  windowMs: count,
  wallMs: count,
  tables: z
    .array(
      z.object({
        variant: name,
        rounds: count,
        baselineCpuUs: num,
        variantCpuUs: num,
        functions: z.array(costRow).max(LIMITS.list),
        rest: costRow.optional(),
        packages: z.array(costRow).max(LIMITS.list),
        compared: count,
      }),
    )
    .max(LIMITS.variants),
  unprofiled: z.array(text).max(LIMITS.list),
  artifacts: z.object({
    profiles: z.array(text).max(LIMITS.trials),
    flameGraphs: z.record(name, text),
    table: text,
  }),
  error: text.optional(),
});

/** One part of the per-round spread (src/stats/noise-parts.ts): its sd, share and interval. */
const noiseComponent = z.object({ sd: num, share: num, low: num, high: num });

/** What the noise of each comparison is made of, and what would cut it most. */
const noiseParts = z.object({
  between: z.enum(['processes', 'rounds of one process']),
  parts: z
    .array(
      z.object({
        variant: name,
        metric: z.enum(['throughput', 'cpuPerRequest']),
        rounds: count,
        slicesPerRound: num,
        roundSd: num,
        sliceSd: num,
        within: noiseComponent,
        between: noiseComponent,
        machine: noiseComponent,
        machineCores: num,
        advice: z.enum(['more-rounds', 'longer-trials', 'isolation']),
      }),
    )
    .max(LIMITS.variants * 2),
});

/**
 * Where the work ran on the CPUs, as src/target/placement.ts records it (report.json
 * `conditions.placement`): CPU lists, or why it floated.
 */
const placementOfRun = z.object({
  mode: z.enum([...PLACEMENT_MODES, 'explicit']),
  /** The CPUs perf-gate could use. */
  cpus: text,
  engine: text.optional(),
  services: text.optional(),
  /** `main-thread`: the CPUs of each split process's threads other than its first. */
  otherThreads: text.optional(),
  /** `main-thread`: the programs whose processes it split (`node`, …). */
  splitPrograms: z.array(text).max(16).optional(),
  /** `main-thread`: the programs whose processes it moved whole to `services` once warmed up (.NET). */
  wholePrograms: z.array(text).max(16).optional(),
  /**
   * `main-thread`: variants none of whose services had a process to place, while another
   * variant's were placed: they floated beside the pinned load engine.
   */
  floatingVariants: z.array(name).max(LIMITS.variants).optional(),
  /** Why the work floated, when it did. */
  floating: text.optional(),
});

/**
 * Merged shards placed differently (one runner without taskset, another with more CPUs): the
 * shards this placement is of, and every other placement with its shards (src/merge).
 */
const placement = placementOfRun.extend({
  shards: z.array(count).max(LIMITS.list).optional(),
  otherShards: z
    .array(
      z.object({
        shards: z.array(count).max(LIMITS.list),
        /** Absent: those shards recorded none (an older perf-gate). */
        placement: placementOfRun.optional(),
      }),
    )
    .max(LIMITS.list)
    .optional(),
});

export const resultSchema = z.object({
  schema: z.literal(RESULT_SCHEMA),
  reportId: z.string().regex(new RegExp(REPORT_ID_PATTERN), { error: REPORT_ID_RULE }),
  title: text.optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 32),
  startedAt: z.iso.datetime(),
  durationMs: count,
  runner,
  pullRequest: pullRequest.optional(),
  baseline: name,
  variants: z.array(name).max(LIMITS.variants),
  conditions: z.object({
    rounds: count,
    warmupRounds: count,
    lifecycle: z.enum(['fresh', 'shared']),
    /** The variants of a round took turns in slices of this length (absent: whole trials). */
    sliceMs: z.number().positive().max(3_600_000).optional(),
    wholeTrialsBecause: z.string().max(2_000).optional(),
    load,
    /** The baseline's setup steps and when in each trial they ran (absent in older files). */
    setup: z
      .array(z.object({ step: text, when: z.enum(['measure', 'warmup', 'both']) }))
      .max(LIMITS.list)
      .optional(),
    alpha: z.number().gt(0).lt(1),
    thresholds: z.partialRecord(metric, fraction),
    inconclusive: z.enum(['pass', 'fail']),
    test: z.enum(['t', 'permutation', 'trimmed']),
    /** The variants whose comparisons decided the verdict (absent: every variant; GateSpec.judged). */
    judged: z.array(text).max(LIMITS.variants).optional(),
    /** Extra rounds the run could spend re-running disturbed rounds. */
    reruns: count,
    /** Which CPUs the load engine and the services ran on (absent in older files). */
    placement: placement.optional(),
  }),
  /** Rounds that were run again, with what disturbed them; their trials stay in `trials`. */
  rerunRounds: z.array(rerunRound).max(LIMITS.trials),
  /** How a sequential run spent its rounds (absent when `rounds` fixed the size). */
  sequence: sequence.optional(),
  summaries: z.array(summary).max(LIMITS.variants + 1),
  comparisons: z.array(comparison).max(LIMITS.variants * METRIC_NAMES.length),
  verdict: z.object({
    passed: z.boolean(),
    reasons: z.array(text).max(LIMITS.list),
    failures: z
      .array(z.object({ variant: name, metric: z.union([metric, z.literal('trials')]) }))
      .max(LIMITS.list),
    warnings: z.array(text).max(LIMITS.list),
  }),
  /** Trials that look disturbed (outliers, unstable rate, foreign load): reported, kept. */
  noise: z
    .array(
      z.object({
        sequence: count,
        variant: name,
        round: z.number().int(),
        reasons: z.array(text).max(16),
      }),
    )
    .max(LIMITS.trials),
  /** The commit each variant ran from, when a variant names a ref. */
  refs: z.record(name, z.object({ ref: z.string().max(LIMITS.name), sha })).optional(),
  trials: z.array(trial).max(LIMITS.trials),
  /** Where the services' logs were written. */
  logDir: z.string().max(LIMITS.text).optional(),
  /**
   * Why the run stopped part-way (e.g. a variant's services did not start): the result
   * holds only the trials measured before, and the run exits 3.
   */
  incomplete: text.optional(),
  /** What identifies the experiment across jobs: the shards of one run share it. */
  experiment: experimentIdentity.optional(),
  /** This result is one shard of a job matrix: it measured a share of the rounds. */
  shard: z.object({ index: count, total: count, seed: count }).optional(),
  /** This result pools the rounds of shards measured on several runners. */
  shards: shardsReport.optional(),
  /** Where the time went: the profiling rounds after the gate decided (absent when none ran). */
  profiling: profiling.optional(),
  /** What the per-round spread is made of (absent in older files and pooled shards). */
  noiseParts: noiseParts.optional(),
});

/** The run's result as data: what report.json holds and what every renderer reads. */
export type RunResult = z.output<typeof resultSchema>;
export type Runner = z.output<typeof runner>;
export type PullRequestInfo = z.output<typeof pullRequest>;
export type RerunRound = z.output<typeof rerunRound>;
export type Sequence = z.output<typeof sequence>;
export type ExperimentIdentity = z.output<typeof experimentIdentity>;
export type ShardsReport = z.output<typeof shardsReport>;
export type ShardAgreement = z.output<typeof shardAgreement>;
/** One run's placement, as src/target/placement.ts records it. */
export type PlacementOfRun = z.output<typeof placementOfRun>;
/** A run's placement, or merged shards' placements. */
export type PlacementReport = z.output<typeof placement>;
export type NoisePartsReport = z.output<typeof noiseParts>;

export class ResultFileError extends Error {}

/** "trials[3].measurement.throughput" from zod's path. */
function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key),
    '',
  );
}

/** The result, checked; throws a ResultFileError naming the first fields that do not match. */
export function parseResult(value: unknown): RunResult {
  const parsed = resultSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${fieldPath(issue.path) || '(top level)'}: ${issue.message}`);
  const more = parsed.error.issues.length - problems.length;
  throw new ResultFileError(
    `${problems.join('; ')}${more > 0 ? `; and ${more} more problem${more === 1 ? '' : 's'}` : ''}`,
  );
}
