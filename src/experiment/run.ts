/**
 * Run stage: carry out the plan. For each planned trial, bring up the variant's services
 * (or reuse the shared app), then: setup steps marked `warmup`, the warm-up, the setup
 * steps marked `measure` (the default), the ramp-up, the measured window; then check that
 * the app survived. Setup comes after the warm-up so the warm-up cannot use up the state
 * the measured window depends on, and before the ramp so the ramp leads into the window
 * without a pause. A trial that fails is recorded as failed, never averaged in.
 *
 * With `sliceMs` the round is run in slices instead: every variant's services come up for
 * the round and are warmed up, then the variants take turns, a slice each, in the round's
 * order and its mirror image alternately (A B B A A B …), until each has had its measured
 * time or request count. The machine drifts (another job starts, the host's neighbours get
 * busy) over seconds; a 10 s trial after another 10 s trial meets a different machine, while
 * slices half a second apart meet nearly the same one, and the paired comparison cancels it.
 *
 * A variant that waits for its turn is paused (every process of every service, SIGSTOP; see
 * target/process-group.ts), so nothing of it runs in another variant's slice: not its
 * timers, its exporter's background thread, its concurrent GC. Its clock runs on while it
 * is paused, so work due in that time is done when it resumes, in its own slice: a periodic
 * timer fires once for the pause (Node's and .NET's timers do not replay missed ticks), a
 * batch exports what its own requests queued. Either way the cost lands in the slices of
 * the variant that has it, as it does when the app runs alone (docs/configuration.md, "A
 * round in slices", gives the small bias towards more cost that remains).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Config, VariantSpec } from '../config/types.js';
import { durationText } from '../config/units.js';
import { runSetup } from '../load/setup.js';
import { slicedAccounting, startAccounting } from '../load/resources.js';
import { PauseError, startTarget, stopRequested, type Target } from '../target/index.js';
import { allocatePorts } from '../target/ports.js';
import { bindPorts, servicesNeedingPorts } from '../config/ports.js';
import { rerunOrder, type Plan, type PlannedTrial } from './plan.js';
import { disturbances } from '../stats/noise.js';
import {
  noSuccessfulResponse,
  type FailedTrial,
  type MeasuredTrial,
  type Trial,
} from '../model/trial.js';
import type { Measurement } from '../model/measurement.js';
import type { slicedMeasurement, SliceWindow } from '../load/trial.js';

export interface RunOptions {
  logDir: string;
  baseEnv: NodeJS.ProcessEnv;
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
   * The variants could not take turns after all (a service that cannot be paused): the run
   * measures whole trials from its first round on, and this says why, for the report.
   */
  onWholeTrials?: (reason: string) => void;
  /**
   * After each measured slice of a sliced round, what it alone measured (the noise benchmark
   * splits a round's spread into the slices' own and the round's); a whole trial's window
   * comes as its one slice. Asked for, each response's latency is also kept, so the
   * product's runs leave it out.
   */
  onSlice?: (slice: SliceRecord) => void;
  /** The CPUs every variant's services run on (target/placement.ts); undefined: they float. */
  serviceCpus?: string;
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
  /** Each response's latency, µs, in the order they were counted. */
  latenciesUs: number[];
  /** The services' CPU time from before the resume to after the pause, µs. */
  cpuUs?: number;
}

/** Found before the first measured slice: the run goes on in whole trials (see onWholeTrials). */
class SlicesUnavailable extends Error {
  override name = 'SlicesUnavailable';
}

/**
 * The run stopped part-way (a variant's services did not start, a stop was asked): the
 * trials measured until then, and why it stopped.
 */
export class IncompleteRun extends Error {
  override name = 'IncompleteRun';
  constructor(
    readonly trials: Trial[],
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
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

export async function runExperiment(
  config: Config,
  plan: Plan,
  options: RunOptions,
): Promise<Trial[]> {
  const trials: Trial[] = [];
  let shared: Target | undefined;
  let ports: Map<string, number> | undefined;
  // Re-run rounds lengthen the schedule; the progress line counts them in as they come.
  let total = plan.trials.length;
  try {
    const eventOf = (planned: PlannedTrial, index = trials.length) => ({
      index,
      total,
      planned,
      variant: config.variants[planned.variant].name,
    });

    // Brings up a variant's services for a trial or a round: a fresh app gets its own ports;
    // a shared one keeps the ports it started with.
    // Logs are named by the trial's place in the schedule and its variant: 003-traces.
    const bringUp = async (planned: PlannedTrial, sequence: number) => {
      const signal = stopRequested();
      if (signal) throw new Error(`perf-gate received ${signal}; no further trial was started`);
      const declared = config.variants[planned.variant];
      const label = `${String(sequence).padStart(3, '0')}-${declared.name}`;
      if (config.lifecycle !== 'shared' || !ports) {
        ports = await allocatePorts(servicesNeedingPorts(declared.services));
      }
      const variant = bindPorts(declared, ports);
      if (config.lifecycle === 'shared') {
        shared ??= await startTarget(variant.services, { ...options, label: 'shared' });
        return { variant, target: shared, label };
      }
      return { variant, target: await startTarget(variant.services, { ...options, label }), label };
    };

    // Runs one planned trial: bring up the target (or reuse the shared one), measure, stop.
    const runPlanned = async (planned: PlannedTrial): Promise<Trial> => {
      const sequence = trials.length;
      const { variant, target, label } = await bringUp(planned, sequence);
      try {
        const setupLog = join(options.logDir, `${label}.setup.log`);
        const onSecond = (rate: number) =>
          options.onTrial?.({ ...eventOf(planned), phase: 'progress', rate });
        return await runTrial(variant, target, planned, sequence, {
          setupLog,
          baseEnv: options.baseEnv,
          onSecond,
          onSlice: options.onSlice,
        });
      } finally {
        if (target !== shared) await target.stop();
      }
    };

    // The first sliced round shows that pausing silences every variant's services; until it
    // has, a service that cannot be paused turns the run to whole trials (SlicesUnavailable).
    let pauseShown = false;
    let sliceMs = config.sliceMs;
    // Each variant's responses per second in its last trial: how many slices its request
    // count takes when its round has no warm-up to tell.
    const lastRates = new Map<string, number>();

    const pauseArm = async (arm: SlicedArm) => {
      try {
        await arm.target.pause();
        const answering = pauseShown ? undefined : await arm.target.answeringWhilePaused();
        if (answering) throw new SlicesUnavailable(answering);
      } catch (error) {
        if (error instanceof PauseError && !pauseShown) throw new SlicesUnavailable(error.message);
        throw error;
      }
    };

    const runSlicedRound = async (order: PlannedTrial[], sliceMs: number): Promise<Trial[]> => {
      const first = trials.length;
      const arms: SlicedArm[] = [];
      // One shared app serves every variant: no other variant's process could run meanwhile.
      const pausing = config.lifecycle !== 'shared';
      try {
        for (const [i, planned] of order.entries()) {
          const sequence = first + i;
          const { variant, target, label } = await bringUp(planned, sequence).catch(
            (error: unknown) => {
              throw besideOthers(error, arms, sliceMs);
            },
          );
          const onSecond = (rate: number) =>
            options.onTrial?.({ ...eventOf(planned, sequence), phase: 'progress', rate });
          const setupLog = join(options.logDir, `${label}.setup.log`);
          const context = {
            setupLog,
            baseEnv: options.baseEnv,
            onSecond,
            onSlice: options.onSlice,
          };
          arms.push(slicedArm({ planned, sequence, variant, target, sliceMs, ...context }));
        }
        for (const arm of arms) {
          options.onTrial?.({ phase: 'start', ...eventOf(arm.planned, arm.sequence) });
          await arm.prepare();
          if (pausing) await pauseArm(arm);
        }
        pauseShown ||= pausing;
        splitCounts(arms, sliceMs, lastRates);
        for (let turn = 0; arms.some((arm) => arm.slicesLeft() > 0); turn++) {
          for (const arm of turn % 2 === 0 ? arms : [...arms].reverse()) {
            const signal = stopRequested();
            if (signal) throw new Error(`perf-gate received ${signal} during a round`);
            if (arm.slicesLeft() === 0) continue;
            await arm.slice(pausing);
          }
        }
        const round = arms.map((arm) => arm.trial());
        for (const [i, trial] of round.entries()) {
          trials.push(trial);
          options.onTrial?.({ phase: 'end', ...eventOf(arms[i].planned, trial.sequence), trial });
        }
        return round;
      } finally {
        for (const arm of arms) {
          await arm.close();
          if (arm.target !== shared) await arm.target.stop();
        }
      }
    };

    const runRound = async (order: PlannedTrial[]): Promise<Trial[]> => {
      if (sliceMs !== undefined) {
        try {
          return await runSlicedRound(order, sliceMs);
        } catch (error) {
          if (!(error instanceof SlicesUnavailable)) throw error;
          sliceMs = undefined;
          options.onWholeTrials?.(
            `${error.message}, so a waiting variant's work could not be kept out of the others' slices`,
          );
        }
      }
      const round: Trial[] = [];
      for (const planned of order) {
        options.onTrial?.({ phase: 'start', ...eventOf(planned) });
        const event = eventOf(planned);
        const trial = await runPlanned(planned);
        trials.push(trial);
        round.push(trial);
        options.onTrial?.({ phase: 'end', ...event, trial });
      }
      return round;
    };

    const remember = (round: Trial[]) => {
      for (const trial of round) {
        const m = trial.status === 'measured' ? trial.measurement : undefined;
        if (m && m.durationSec > 0 && m.responses > 0)
          lastRates.set(trial.variant, m.responses / m.durationSec);
      }
    };

    // The round, not the trial, is what is run again: its trials are compared with each
    // other, so a round whose trials did not share the same conditions is replaced whole,
    // in a new order, and kept in the record (marked) out of the statistics.
    let extraRoundsLeft = config.reruns;
    let measuredRounds = 0;
    for (let order of roundsOf(plan)) {
      const { round, warmup } = order[0];
      if (!warmup && measuredRounds > 0 && options.stopAfterRound?.(trials, measuredRounds)) break;
      for (let attempt = 1; ; attempt++) {
        const ran = await runRound(order);
        remember(ran);
        const reasons = warmup ? [] : roundDisturbances(ran);
        if (reasons.length === 0 || extraRoundsLeft === 0) break;
        extraRoundsLeft--;
        for (const trial of ran) {
          trials[trials.indexOf(trial)] = { ...trial, status: 'replaced', disturbances: reasons };
        }
        order = rerunOrder(plan.seed, round, attempt, config.variants.length).map((variant) => ({
          round,
          variant,
          warmup,
        }));
        total += order.length;
      }
      if (!warmup) {
        measuredRounds++;
        options.afterRound?.(trials, measuredRounds);
      }
    }
  } catch (error) {
    throw new IncompleteRun(trials, error);
  } finally {
    await shared?.stop();
  }
  return trials;
}

/**
 * A variant's services failed to start while other variants' services of the round were
 * running: say so, since variants that share something besides their {port} (a fixed
 * port, a file, a container name, a queue) cannot run side by side.
 */
function besideOthers(error: unknown, running: SlicedArm[], sliceMs: number): unknown {
  if (running.length === 0 || !(error instanceof Error)) return error;
  const names = running.map((arm) => `"${arm.variant}"`).join(', ');
  error.message += `\nThe services of ${names} were running beside it (slice: ${durationText(sliceMs)}, the variants of a round take turns): if the variants share anything besides their {port} (a fixed port, a file, a container name, a queue), set slice: off in the config.`;
  return error;
}

/** The plan's trials, one array per round, in schedule order. */
function roundsOf(plan: Plan): PlannedTrial[][] {
  const rounds: PlannedTrial[][] = [];
  for (const planned of plan.trials) {
    const last = rounds.at(-1);
    if (last && last[0].round === planned.round) last.push(planned);
    else rounds.push([planned]);
  }
  return rounds;
}

/** What disturbed a round's measured trials, each reason naming its variant. */
function roundDisturbances(round: Trial[]): string[] {
  return round.flatMap((t) =>
    t.status === 'measured' ? disturbances(t.measurement).map((r) => `${t.variant}: ${r}`) : [],
  );
}

async function runTrial(
  variant: VariantSpec,
  target: Target,
  planned: PlannedTrial,
  sequence: number,
  context: {
    setupLog: string;
    baseEnv: NodeJS.ProcessEnv;
    onSecond: (responses: number) => void;
    onSlice?: (slice: SliceRecord) => void;
  },
): Promise<Trial> {
  const { setupLog, baseEnv, onSecond, onSlice } = context;
  const base = { round: planned.round, variant: variant.name, sequence, warmup: planned.warmup };
  let measurement: Measurement;
  try {
    // The load engine (autocannon, the open engine's client, the HDR histogram) loads with the first trial:
    // a run that stops before measuring never pays for it at start-up.
    const { runMeasured, runRamp, runWarmup } = await import('../load/trial.js');
    const { load, setup } = variant;
    if (load.warmup?.amount || load.warmup?.durationMs) {
      await runSetup(setup, setupLog, 'warmup', baseEnv);
      await runWarmup(load);
      await runSetup(setup, setupLog, 'measure', baseEnv);
    } else {
      await runSetup(setup, setupLog, 'once', baseEnv);
    }
    await runRamp(load);
    const account = startAccounting(target.services.map((s) => s.pid));
    const latenciesUs: number[] = [];
    const startedAtMs = performance.now();
    measurement = await runMeasured(
      variant.load,
      onSecond,
      onSlice && ((latencyUs) => latenciesUs.push(latencyUs)),
    );
    const endedAtMs = performance.now();
    measurement.resources = account(measurement.responses);
    const cpuUs = measurement.resources?.targetCpuUs;
    onSlice?.({ ...base, index: 0, startedAtMs, endedAtMs, latenciesUs, cpuUs });
  } catch (error) {
    const message = target.failure()?.message ?? (error as Error).message;
    return { ...base, status: 'failed', error: message };
  }
  return outcome(base, target.failure()?.message, measurement);
}

/**
 * A trial whose load ran to the end: measured, unless the app died (`died`, checked when
 * its window ended) or never answered.
 */
function outcome(
  base: Omit<Trial, 'status'>,
  died: string | undefined,
  measurement: Measurement,
): MeasuredTrial | FailedTrial {
  if (died) return { ...base, status: 'failed', error: died, measurement };
  const unanswered = noSuccessfulResponse(measurement);
  if (unanswered) return { ...base, status: 'failed', error: unanswered, measurement };
  return { ...base, status: 'measured', measurement };
}

/** One variant's trial in a sliced round: prepared once, then measured slice by slice. */
interface SlicedArm {
  planned: PlannedTrial;
  /** The variant's name. */
  variant: string;
  sequence: number;
  target: Target;
  load: VariantSpec['load'];
  /** Everything before the measured window, once: setup, warm-up, ramp (as in runTrial). */
  prepare(): Promise<void>;
  /** Responses per second in the warm-up, if one ran. */
  warmupRate(): number | undefined;
  /** A request count's share per slice, once the round knows how many slices it takes. */
  splitCount(slices: number): void;
  slicesLeft(): number;
  /** The next slice, resumed for it and paused after it when `pausing`; none once the trial failed. */
  slice(pausing: boolean): Promise<void>;
  trial(): Trial;
  /** Lets go of the load engine's connections and pacer (the open model keeps them across slices). */
  close(): Promise<void>;
}

function slicedArm(arm: {
  planned: PlannedTrial;
  sequence: number;
  variant: VariantSpec;
  target: Target;
  sliceMs: number;
  setupLog: string;
  baseEnv: NodeJS.ProcessEnv;
  onSecond: (responses: number) => void;
  onSlice?: (slice: SliceRecord) => void;
}): SlicedArm {
  const { planned, sequence, variant, target, onSecond, onSlice } = arm;
  const { load } = variant;
  const base = { round: planned.round, variant: variant.name, sequence, warmup: planned.warmup };
  const accounting = slicedAccounting(target.services.map((s) => s.pid));
  let measured: ReturnType<typeof slicedMeasurement> | undefined;
  let error: string | undefined;
  let warmupRate: number | undefined;
  let sliceIndex = 0;
  const sliceLatencies: number[] = [];
  // A timed window: equal slices of about sliceMs that add up to it (the config allows slices
  // only for a window of at least two of them). A request count waits for splitCount.
  let windows: SliceWindow[] = [];
  if (load.amount === undefined) {
    const count = Math.max(1, Math.round(load.durationMs! / arm.sliceMs));
    windows = Array.from({ length: count }, () => ({ durationMs: load.durationMs! / count }));
  }
  const fail = (e: unknown) => {
    error ??= target.failure()?.message ?? (e as Error).message;
  };
  return {
    planned,
    variant: variant.name,
    sequence,
    target,
    load,
    async prepare() {
      try {
        // Loaded with the first round, as in runTrial.
        const { runRamp, runWarmup, slicedMeasurement } = await import('../load/trial.js');
        if (load.warmup?.amount || load.warmup?.durationMs) {
          await runSetup(variant.setup, arm.setupLog, 'warmup', arm.baseEnv);
          const warm = await runWarmup(load);
          // A rate from a few answers per connection is mostly the first one's cold start
          // (`warmup: { requests: 1 }` read 50 req/s of a 2,000 req/s app, 80 tiny slices).
          if (warm && warm.responses >= MIN_WARMUP_ANSWERS_PER_CONNECTION * load.connections)
            warmupRate = warm.responses / warm.durationSec;
          await runSetup(variant.setup, arm.setupLog, 'measure', arm.baseEnv);
        } else {
          await runSetup(variant.setup, arm.setupLog, 'once', arm.baseEnv);
        }
        await runRamp(load);
        measured = slicedMeasurement(
          load,
          onSecond,
          onSlice && ((latencyUs) => sliceLatencies.push(latencyUs)),
        );
      } catch (e) {
        fail(e);
      }
    },
    warmupRate: () => warmupRate,
    splitCount(slices) {
      if (load.amount !== undefined)
        windows = shares(load.amount, slices).map((amount) => ({ amount }));
    },
    slicesLeft: () => (error ? 0 : windows.length),
    async slice(pausing) {
      const window = windows.shift();
      if (error || !window || !measured) return;
      // A service that died while it waited (paused, killed by the system) fails the trial.
      const died = target.failure();
      if (died) return fail(died);
      // The slice's CPU is counted from before the resume to after the pause: a stopped
      // process uses none, and what the app does as it resumes (the timers that fell due
      // while it waited) or as it is paused is its own.
      accounting.begin();
      let startedAtMs = 0;
      let endedAtMs = 0;
      let cpuUs: number | undefined;
      try {
        if (pausing) await target.resume();
        startedAtMs = performance.now();
        await measured.slice(window);
        endedAtMs = performance.now();
      } catch (e) {
        fail(e);
      } finally {
        if (pausing) await target.pause();
        cpuUs = accounting.end();
      }
      const failure = target.failure();
      if (failure) fail(failure);
      const latenciesUs = sliceLatencies.splice(0);
      if (onSlice && !error) {
        const index = sliceIndex++;
        onSlice({ ...base, index, startedAtMs, endedAtMs, latenciesUs, cpuUs });
      }
    },
    close: async () => measured?.close(),
    trial() {
      if (error || !measured) return { ...base, status: 'failed', error: error ?? 'not measured' };
      const measurement = measured.measurement();
      measurement.resources = accounting.usage(measurement.responses);
      // Whether the app died was checked after each of its slices: one that dies while the
      // other variants finish their slices had its whole window.
      return outcome(base, undefined, measurement);
    },
  };
}

/** Answers per connection a warm-up needs before its rate sizes a round's slices. */
const MIN_WARMUP_ANSWERS_PER_CONNECTION = 10;

/**
 * How many slices the round's request counts take: as many as make a slice about `sliceMs`
 * long at the rate the variants answered (their warm-up, else their last trial), the same
 * number for every variant so that they alternate to the end; at least two. A variant's
 * slices then last as long as its app takes for its share.
 */
function splitCounts(arms: SlicedArm[], sliceMs: number, lastRates: Map<string, number>): void {
  const counted = arms.filter((arm) => arm.load.amount !== undefined);
  if (counted.length === 0) return;
  const seconds = counted.flatMap((arm) => {
    const rate = arm.warmupRate() ?? lastRates.get(arm.variant);
    return rate ? [arm.load.amount! / rate] : [];
  });
  const mean = seconds.reduce((sum, s) => sum + s, 0) / Math.max(1, seconds.length);
  // A share never smaller than the connections, which would lower the load's concurrency.
  const most = Math.min(
    ...counted.map((arm) => Math.floor(arm.load.amount! / arm.load.connections)),
  );
  const slices = Math.max(1, Math.min(most, Math.max(2, Math.round((mean * 1000) / sliceMs))));
  for (const arm of counted) arm.splitCount(slices);
}

/** `total` in `parts` whole shares that differ by at most one. */
function shares(total: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0),
  );
}
