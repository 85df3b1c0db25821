/**
 * Run stage: carry out the plan, round by round. A round is run in whole trials
 * (whole-trial.ts) or, with `sliceMs`, in slices (sliced-round.ts); either way each variant
 * is started and brought to its measured window by bring-up.ts. This file is the schedule:
 * which round runs next, when a disturbed round is run again, when the run stops early.
 */
import type { Config } from '../config/types.js';
import type { Trial } from '../model/trial.js';
import { disturbances } from '../stats/noise.js';
import { rerunOrder, type Plan, type PlannedTrial } from './plan.js';
import { VariantServices } from './bring-up.js';
import type { RoundContext, RunOptions } from './run-context.js';
import { SlicedRounds, SlicesUnavailable } from './sliced-round.js';
import { runWholeRound } from './whole-trial.js';

export type { RunOptions, SliceRecord, TrialEvent } from './run-context.js';
export type { StartTarget } from './bring-up.js';

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

export async function runExperiment(
  config: Config,
  plan: Plan,
  options: RunOptions,
): Promise<Trial[]> {
  const { logDir, baseEnv, startTarget, serviceCpus, placeReady } = options;
  const services = new VariantServices({
    lifecycle: config.lifecycle,
    startTarget,
    logDir,
    baseEnv,
    sharedLabel: 'shared',
    serviceCpus,
    placeReady,
  });
  const schedule = new Schedule(config, plan, options, services);
  try {
    await schedule.run();
  } catch (error) {
    throw new IncompleteRun(schedule.trials, error);
  } finally {
    await services.stopShared();
  }
  return schedule.trials;
}

/** The plan's rounds in order, each run again (whole, in a new order) while it was disturbed. */
class Schedule {
  readonly trials: Trial[] = [];
  // Re-run rounds lengthen the schedule; the progress line counts them in as they come.
  private total: number;
  private sliced: SlicedRounds | undefined;
  private extraRoundsLeft: number;
  private readonly context: RoundContext;

  constructor(
    private readonly config: Config,
    private readonly plan: Plan,
    private readonly options: RunOptions,
    services: VariantServices,
  ) {
    this.total = plan.trials.length;
    this.extraRoundsLeft = config.reruns;
    this.sliced = config.sliceMs === undefined ? undefined : new SlicedRounds(config.sliceMs);
    this.context = {
      config,
      seed: plan.seed,
      options,
      services,
      trials: this.trials,
      event: (planned, index) => ({
        index,
        total: this.total,
        planned,
        variant: config.variants[planned.variant].name,
      }),
    };
  }

  async run(): Promise<void> {
    let measuredRounds = 0;
    for (const order of roundsOf(this.plan)) {
      const { warmup } = order[0];
      if (
        !warmup &&
        measuredRounds > 0 &&
        this.options.stopAfterRound?.(this.trials, measuredRounds)
      )
        break;
      await this.runKept(order);
      if (!warmup) {
        measuredRounds++;
        this.options.afterRound?.(this.trials, measuredRounds);
        const allowed = this.options.roundsAllowed?.(measuredRounds);
        // The rounds still to come, each of this round's size (its re-runs are counted in).
        if (allowed !== undefined)
          this.total = this.trials.length + (allowed - measuredRounds) * order.length;
      }
    }
  }

  /**
   * The round, not the trial, is what is run again: its trials are compared with each
   * other, so a round whose trials did not share the same conditions is replaced whole,
   * in a new order, and kept in the record (marked) out of the statistics.
   */
  private async runKept(order: PlannedTrial[]): Promise<void> {
    const { round, warmup } = order[0];
    for (let attempt = 1; ; attempt++) {
      const ran = await this.runRound(order);
      this.sliced?.remember(ran);
      const reasons = warmup ? [] : roundDisturbances(ran);
      if (reasons.length === 0 || this.extraRoundsLeft === 0) return;
      this.extraRoundsLeft--;
      for (const trial of ran) {
        this.trials[this.trials.indexOf(trial)] = {
          ...trial,
          status: 'replaced',
          disturbances: reasons,
        };
      }
      const variants = this.config.variants.length;
      order = rerunOrder(this.plan.seed, round, attempt, variants).map((variant) => ({
        round,
        variant,
        warmup,
        attempt,
      }));
      this.total += order.length;
    }
  }

  private async runRound(order: PlannedTrial[]): Promise<Trial[]> {
    if (this.sliced) {
      try {
        return await this.sliced.run(this.context, order);
      } catch (error) {
        if (!(error instanceof SlicesUnavailable)) throw error;
        this.sliced = undefined;
        this.options.onWholeTrials?.(
          `${error.message}, so a waiting variant's work could not be kept out of the others' slices`,
        );
      }
    }
    return runWholeRound(this.context, order);
  }
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
