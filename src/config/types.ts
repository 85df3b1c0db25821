/** The normalized experiment: what every later stage reads. Durations are milliseconds. */
import type { GateMetric } from '../model/metrics.js';
import type { PlacementSpec } from './cpus.js';

export type ReadyProbe =
  | { kind: 'http'; url: string; status: number[]; timeoutMs: number; intervalMs: number }
  /** `port` is a string while it holds a `{port}` placeholder, a number once bound. */
  | { kind: 'tcp'; host: string; port: number | string; timeoutMs: number; intervalMs: number };

export interface ServiceSpec {
  name: string;
  command: string;
  cwd?: string;
  /** Merged over the runner's environment when the service starts. */
  env: Record<string, string>;
  ready?: ReadyProbe;
  /** How long SIGTERM may take before the process group is killed. */
  graceMs: number;
}

export interface RequestSpec {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Stage {
  durationMs: number;
  rate: number;
}

/**
 * How an open-model load spaces its requests: evenly, or as a Poisson process (independent
 * arrivals, exponential gaps) with the same mean rate.
 */
export type Arrival = 'constant' | 'poisson';

export interface LoadSpec {
  /** Cycled in order, one per request. */
  requests: RequestSpec[];
  /** Closed model: the connections kept busy. Open model: the most that may be opened. */
  connections: number;
  pipelining: number;
  /** Closed model with a fixed request count (exclusive with durationMs). */
  amount?: number;
  durationMs?: number;
  /** Open model: target arrival rate in requests per second. */
  rate?: number;
  /** Ramp-up before the measured window; not measured. Each ramps linearly from the previous rate. */
  stages: Stage[];
  arrival: Arrival;
  /**
   * Poisson arrivals: the seed of their gaps, set for each round by the experiment (not in
   * the config), so that every variant of a round meets the same arrivals and the round's
   * comparison is not of two draws. Absent: a fresh draw.
   */
  arrivalSeed?: number;
  timeoutMs: number;
  /** Report the share of requests answered within this latency. */
  objectiveMs?: number;
  /**
   * Unmeasured load at the start of each trial: a time, a request count, or until the rate
   * is steady (src/load/steady.ts), for at most `steady.maxMs`.
   */
  warmup?: { durationMs?: number; amount?: number; steady?: { maxMs: number } };
}

/**
 * When a setup step runs in a trial. `measure`: after the warm-up, right before the ramp and
 * the measured window, so the measured load meets the state the step made (the warm-up
 * would otherwise use it up). `warmup`: before the warm-up only. `both`: before each.
 */
export type SetupWhen = 'measure' | 'warmup' | 'both';

export type SetupStep =
  | { kind: 'request'; request: RequestSpec; timeoutMs: number; when: SetupWhen }
  | { kind: 'run'; command: string; timeoutMs: number; cwd?: string; when: SetupWhen };

export interface VariantSpec {
  name: string;
  /**
   * Run this variant from another commit: `base` (the pull request's base), a branch, a tag
   * or a SHA, checked out in its own worktree. Absent: the current checkout.
   */
  ref?: string;
  /**
   * Build or install command run before the variant's trials, where its services start: the
   * config's folder, or for a `ref` the same folder in the variant's checkout.
   */
  build?: string;
  services: ServiceSpec[];
  load: LoadSpec;
  setup: SetupStep[];
}

export interface GateSpec {
  /**
   * Largest tolerated worsening per metric, as a fraction (0.05 = 5%); for a ceiling metric
   * (the error rate) the largest value allowed. See the metric registry.
   */
  thresholds: Partial<Record<GateMetric, number>>;
  /** Significance level of the (Holm-corrected) family of gated comparisons. */
  alpha: number;
  /** What a gated comparison that could not be decided does to the verdict. */
  inconclusive: 'pass' | 'fail';
  /**
   * `t`: paired t test on the log ratios (default). `permutation`: sign-flip test with a
   * bootstrap interval, for heavy-tailed metrics; seeded by the run's seed. `trimmed`: paired
   * 20%-trimmed-mean t test, robust to rounds a co-tenant hit on one arm.
   */
  test: 't' | 'permutation' | 'trimmed';
  /**
   * The variants whose comparisons decide the verdict; absent, every variant. Not a config
   * key: the history mode measures its previous anchor for the link between two releases, and
   * a release faster than the one before would read as that arm's regression, failing main's
   * step (and stopping a sequential run) over a change nobody has to act on.
   */
  judged?: readonly string[];
}

/**
 * `fresh`: a variant's services are started for each of its trials and stopped after it
 * (for each round, when the round runs in slices), so apps with a fixed port work. `shared`: the services start once and every variant
 * loads the same running app (variants that differ only by request).
 */
export type Lifecycle = 'fresh' | 'shared';

/** When profiling rounds run: `auto` for variants that regressed or stayed undecided. */
export type ProfileWhen = 'auto' | 'always' | 'off';

/** Profiling rounds after the gate decided (see src/experiment/profile-rounds.ts). */
export interface ProfileSpec {
  when: ProfileWhen;
  /** Profiling rounds; each profiles the baseline and every chosen variant once. */
  rounds: number;
  /** Length of each profiled window, under the experiment's load. */
  windowMs: number;
  /** V8's sampling interval, µs. */
  intervalUs: number;
}

export interface Config {
  /** variants[0] is the baseline. */
  variants: VariantSpec[];
  /**
   * The config file's folder (absolute): services start and builds run there unless a
   * service names its own `cwd`, and the run's output goes there unless one is named.
   * Undefined without a file (the action's simple mode): the working directory.
   */
  folder?: string;
  /** Rounds planned: a fixed design runs them all, a sequential one at most this many. */
  rounds: number;
  /**
   * Sequential rounds (the default): the run looks at its data at planned points and stops
   * once the gate's answer is clear. False when `rounds` fixes the size.
   */
  sequential: boolean;
  /** Wall-time budget of a sequential run: no look starts that could not end within it. */
  budgetMs?: number;
  warmupRounds: number;
  /**
   * Extra rounds the run may spend re-running rounds in which a trial was disturbed
   * (foreign load, CPU steal, an unstable rate); 0: never re-run.
   */
  reruns: number;
  lifecycle: Lifecycle;
  /**
   * Within a round the variants take turns, a slice of this many milliseconds each, until
   * each has had its measured time; every variant's services run for the whole round.
   * Undefined: each trial's window runs whole (services as `lifecycle` says).
   */
  sliceMs?: number;
  /** Why each trial's window runs whole, when the variants cannot take turns (for validate and the report). */
  wholeTrialsBecause?: string;
  /** Which CPUs the load engine and the services run on (src/config/cpus.ts); absent: main-thread. */
  placement?: PlacementSpec;
  seed?: number;
  gate: GateSpec;
  report: { id?: string; title?: string; comment: 'always' | 'on-change' | 'never' };
  profile: ProfileSpec;
}
