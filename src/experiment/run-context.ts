/**
 * What the run's parts share: the options a caller runs an experiment with, the events it
 * hears, and the context a round is run in (whole-trial.ts, sliced-round.ts, run.ts).
 */
import { join } from 'node:path';
import type { Config, VariantSpec } from '../config/types.js';
import type { ClosedEngine } from '../load/trial.js';
import type { Trial } from '../model/trial.js';
import { deriveSeed } from '../model/random.js';
import { placeProcesses, stopRequested, type Target } from '../target/index.js';
import type { PlaceProcesses } from '../target/placement.js';
import type { PlannedTrial } from './plan.js';
import type { SetupContext, StartTarget, VariantServices } from './bring-up.js';

export interface RunOptions {
  logDir: string;
  baseEnv: NodeJS.ProcessEnv;
  /** Starts a variant's services (target/index.ts startTarget; a test may pass its own). */
  startTarget: StartTarget;
  /** Called as each trial starts and ends, for the progress line. */
  onTrial?: (event: TrialEvent) => void;
  /**
   * Asked after each complete measured round with every trial so far and the number of
   * measured rounds; `true` ends the run there (sequential rounds: the plan is the longest
   * schedule, and the run stops as soon as the answer is clear).
   */
  stopAfterRound?: (trials: Trial[], rounds: number) => boolean;
  /** Called once each measured round is kept (after any re-run), with every trial so far. */
  afterRound?: (trials: Trial[], rounds: number) => void;
  /**
   * After each measured round of a run with a wall-time budget: the most measured rounds it
   * may now reach, once a round's time is known (undefined before), so that the progress
   * line's trial count and time left follow the budget rather than the longest plan.
   */
  roundsAllowed?: (rounds: number) => number | undefined;
  /**
   * The variants could not take turns after all (a service that cannot be paused): the run
   * measures whole trials from its first round on, and this says why, for the report.
   */
  onWholeTrials?: (reason: string) => void;
  /**
   * After each measured slice of a sliced round, what it alone measured (the noise benchmark
   * splits a round's spread into the slices' own and the round's); a whole trial's window
   * comes as its one slice. The product's runs ask for it, for the noise's parts
   * (stats/noise-parts.ts).
   */
  onSlice?: (slice: SliceRecord) => void;
  /** Keep each response's latency in its slice's record (SliceRecord.latenciesUs): benchmarks. */
  sliceLatencies?: boolean;
  /**
   * The closed model's engine in slices: connections kept across them (load/closed.ts, the
   * product's), or autocannon started afresh for every slice, as before — for the noise
   * benchmark's comparison of the two.
   */
  closedSlicesEngine?: ClosedEngine;
  /**
   * Whole trials' closed-model engine: autocannon (the product's), or kept connections for the
   * noise benchmark's check of what the engine alone changes in a known cost.
   */
  wholeTrialsEngine?: ClosedEngine;
  /**
   * The CPUs every variant's services and setup commands start on (target/placement.ts);
   * undefined: where perf-gate runs.
   */
  serviceCpus?: string;
  /** `placement: main-thread`: places each service's processes once it is ready. */
  placeReady?: PlaceProcesses;
  /** `placement: main-thread`: places each service's processes once its variant is warmed up. */
  placeWarm?: PlaceProcesses;
  /**
   * Whether a sliced round starts with its settling turn, a slice per variant that is not
   * measured (the product's way, sliced-round.ts); false only for the noise benchmark's
   * comparison with measuring it.
   */
  settlingTurn?: boolean;
}

/** One measured slice of a variant's trial, or a whole trial's window (RunOptions.onSlice). */
export interface SliceRecord {
  round: number;
  variant: string;
  /** The trial's place in the schedule. */
  sequence: number;
  /** The slice's place in the trial: 0, 1, … */
  index: number;
  warmup: boolean;
  /** When the slice's load started and ended (performance.now(), ms); a paused variant is resumed before. */
  startedAtMs: number;
  endedAtMs: number;
  /** Responses counted in the slice. */
  responses: number;
  /**
   * Each response's latency, µs, in the order they were counted: only when the run was asked
   * for them (RunOptions.sliceLatencies, a benchmark's), since keeping one number per
   * response until the slice ends costs every run memory and time on the load's hot path.
   */
  latenciesUs?: number[];
  /** The services' CPU time from before the resume to after the pause, µs. */
  cpuUs?: number;
  /** Over the same span (load/resources.ts SliceCpu): the machine's steal, µs of CPU. */
  stealUs?: number;
  /** How long the services' threads, and perf-gate's, waited on a run queue for a CPU, µs. */
  targetWaitUs?: number;
  selfWaitUs?: number;
}

export interface TrialEvent {
  /** `progress` comes once a second during the measured window, with `rate`. */
  phase: 'start' | 'progress' | 'end';
  index: number;
  total: number;
  planned: PlannedTrial;
  variant: string;
  trial?: Trial;
  /** Responses in the last second (progress events). */
  rate?: number;
}

/** A round's view of the run it belongs to. */
export interface RoundContext {
  config: Config;
  /** The plan's seed, from which each round's arrivals are drawn. */
  seed: number;
  options: RunOptions;
  services: VariantServices;
  /** Every trial so far; a round adds its own as they end. */
  trials: Trial[];
  /** The progress event of a planned trial at its place in the schedule. */
  event(planned: PlannedTrial, index: number): Omit<TrialEvent, 'phase'>;
}

/** A planned trial's variant, running, with what its trial needs besides. */
export interface StartedTrial extends SetupContext {
  planned: PlannedTrial;
  sequence: number;
  variant: VariantSpec;
  target: Target;
  onSecond: (responses: number) => void;
  onSlice?: (slice: SliceRecord) => void;
  sliceLatencies?: boolean;
  closedSlicesEngine?: ClosedEngine;
  wholeTrialsEngine?: ClosedEngine;
}

/**
 * A round's seed of its Poisson arrivals, from the plan's seed (apart from the order's
 * stream): every variant of the round draws the same; a re-run of a disturbed round, a new one.
 */
export function arrivalSeedOf(seed: number, planned: PlannedTrial): number {
  return deriveSeed(seed ^ ARRIVALS, planned.round + 1, planned.attempt ?? 0);
}

/** Sets the arrivals' streams apart from the trial order's, drawn from the same seed. */
const ARRIVALS = 0xa5a5a5a5;

/**
 * A profiling round's seed of its Poisson arrivals, from the run's seed: every arm of the
 * round draws the same, and a stream apart from every measured round's.
 */
export function profilingArrivalSeedOf(seed: number, round: number): number {
  return deriveSeed(seed ^ PROFILING_ARRIVALS, round + 1);
}

const PROFILING_ARRIVALS = 0x9f0f11e5;

/** The variant with its Poisson arrivals drawn from `seed`; a load of another kind as it is. */
export function withArrivalSeed(variant: VariantSpec, seed: number): VariantSpec {
  if (variant.load.arrival !== 'poisson') return variant;
  return { ...variant, load: { ...variant.load, arrivalSeed: seed } };
}

/**
 * Starts a planned trial's services. Logs are named by the trial's place in the schedule
 * and its variant: 003-traces.
 */
export async function startPlanned(
  context: RoundContext,
  planned: PlannedTrial,
  sequence: number,
): Promise<StartedTrial> {
  const signal = stopRequested();
  if (signal) throw new Error(`perf-gate received ${signal}; no further trial was started`);
  const { config, options } = context;
  const declared = config.variants[planned.variant];
  const label = `${String(sequence).padStart(3, '0')}-${declared.name}`;
  const started = await context.services.start(declared, label);
  const { target } = started;
  // Every variant of a round meets the same Poisson arrivals: its comparison is not of two draws.
  const variant = withArrivalSeed(started.variant, arrivalSeedOf(context.seed, planned));
  const onSecond = (rate: number) =>
    options.onTrial?.({ ...context.event(planned, sequence), phase: 'progress', rate });
  return {
    planned,
    sequence,
    variant,
    target,
    setupLog: join(options.logDir, `${label}.setup.log`),
    baseEnv: options.baseEnv,
    setupCpus: options.serviceCpus,
    placeWarm:
      options.placeWarm &&
      (() => {
        for (const service of target.services)
          placeProcesses(service, (pids) => options.placeWarm!(pids, declared.name));
      }),
    onSecond,
    onSlice: options.onSlice,
    sliceLatencies: options.sliceLatencies,
    closedSlicesEngine: options.closedSlicesEngine,
    wholeTrialsEngine: options.wholeTrialsEngine,
  };
}

/** The fields every trial of a planned trial carries, whatever its status. */
export function trialBase(started: Pick<StartedTrial, 'planned' | 'variant' | 'sequence'>) {
  const { planned, variant, sequence } = started;
  return { round: planned.round, variant: variant.name, sequence, warmup: planned.warmup };
}
