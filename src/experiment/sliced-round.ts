/**
 * A round in slices: every variant's services come up for the round and are brought to
 * their measured window (bring-up.ts), then the variants take turns, a slice each, in the
 * round's order and its mirror image alternately (A B B A A B …), until each has had its
 * measured time or request count. The machine drifts (another job starts, the host's
 * neighbours get busy) over seconds; a 10 s trial after another 10 s trial meets a different
 * machine, while slices half a second apart meet nearly the same one, and the paired
 * comparison cancels it.
 *
 * The round's first turn is not measured (the settling turn): each variant that warmed up
 * has a slice of load in the round's order, then the measured turns begin. Until then every
 * variant but the last waited through the others' start-up and warm-up, paused for seconds;
 * its first slice after that long pause opened the load's connections and ran slower
 * (ASP.NET Core's CPU per request after a 3 s warm-up, 52 µs against 34–37 in its later
 * slices; pinned to one CPU, 197 against ~50), in whichever variant's window it fell. After
 * the settling turn a variant waits for its first measured slice only while the others take
 * their slices, as it does between its later ones.
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
import { durationText } from '../config/units.js';
import type { Trial } from '../model/trial.js';
import { PauseError, stopRequested } from '../target/index.js';
import type { PlannedTrial } from './plan.js';
import { SlicedArm } from './sliced-arm.js';
import { startPlanned, type RoundContext } from './run-context.js';

/** Found before the first measured slice: the run goes on in whole trials (RunOptions.onWholeTrials). */
export class SlicesUnavailable extends Error {
  override name = 'SlicesUnavailable';
}

/** The sliced rounds of one run, and what they learn from each other. */
export class SlicedRounds {
  // The first sliced round shows that pausing silences every variant's services; until it
  // has, a service that cannot be paused turns the run to whole trials (SlicesUnavailable).
  private pauseShown = false;
  // Each variant's responses per second in its last trial: how many slices its request
  // count takes when its round has no warm-up to tell.
  private readonly lastRates = new Map<string, number>();

  constructor(readonly sliceMs: number) {}

  /** Notes each variant's rate in a round that ran (whole or sliced), for the next split. */
  remember(round: Trial[]): void {
    for (const trial of round) {
      const m = trial.status === 'measured' ? trial.measurement : undefined;
      if (m && m.durationSec > 0 && m.responses > 0)
        this.lastRates.set(trial.variant, m.responses / m.durationSec);
    }
  }

  async run(context: RoundContext, order: PlannedTrial[]): Promise<Trial[]> {
    const arms: SlicedArm[] = [];
    // One shared app serves every variant: no other variant's process could run meanwhile.
    const pausing = context.config.lifecycle !== 'shared';
    let round: Trial[];
    try {
      await this.startArms(context, order, arms);
      for (const arm of arms) {
        context.options.onTrial?.({ phase: 'start', ...context.event(arm.planned, arm.sequence) });
        await arm.prepare();
        if (pausing) await this.pause(arm);
      }
      this.pauseShown ||= pausing;
      splitCounts(arms, this.sliceMs, this.lastRates);
      if (context.options.settlingTurn !== false) await settlingTurn(arms, pausing);
      await takeTurns(arms, pausing);
      round = endRound(context, arms);
    } catch (error) {
      // What went wrong in the round says more than a stop that failed after it (and
      // SlicesUnavailable must reach the run, which goes on in whole trials).
      await stopArms(context, arms).catch(() => undefined);
      throw error;
    }
    await stopArms(context, arms);
    return round;
  }

  /** Starts each variant's services, in the round's order, into `arms` (which the round stops). */
  private async startArms(context: RoundContext, order: PlannedTrial[], arms: SlicedArm[]) {
    const first = context.trials.length;
    for (const [i, planned] of order.entries()) {
      const started = await startPlanned(context, planned, first + i).catch((error: unknown) => {
        throw besideOthers(error, arms, this.sliceMs);
      });
      arms.push(new SlicedArm(started, this.sliceMs));
    }
  }

  private async pause(arm: SlicedArm): Promise<void> {
    try {
      await arm.target.pause();
      const answering = this.pauseShown ? undefined : await arm.target.answeringWhilePaused();
      if (answering) throw new SlicesUnavailable(answering);
    } catch (error) {
      if (error instanceof PauseError && !this.pauseShown)
        throw new SlicesUnavailable(error.message);
      throw error;
    }
  }
}

/**
 * Lets go of every arm's load and stops its services, one after another (services stopping
 * at once could meet in what they write as they exit); an arm whose load or services fail to
 * stop does not keep the next running. Throws the first failure.
 */
async function stopArms(context: RoundContext, arms: SlicedArm[]): Promise<void> {
  let failure: unknown;
  for (const arm of arms) {
    try {
      await arm.close();
    } catch (error) {
      failure ??= error;
    }
    try {
      await context.services.release(arm.target);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}

/** A slice of each arm, in the round's order, that is not measured (see the top of this file). */
async function settlingTurn(arms: SlicedArm[], pausing: boolean): Promise<void> {
  for (const arm of arms) {
    throwIfStopRequested();
    await arm.settlingSlice(pausing);
  }
}

/** The arms' slices, in the round's order and its mirror image alternately. */
async function takeTurns(arms: SlicedArm[], pausing: boolean): Promise<void> {
  for (let turn = 0; arms.some((arm) => arm.slicesLeft() > 0); turn++) {
    for (const arm of turn % 2 === 0 ? arms : [...arms].reverse()) {
      throwIfStopRequested();
      if (arm.slicesLeft() === 0) continue;
      await arm.slice(pausing);
    }
  }
}

/** A signal to perf-gate ends the round between two slices. */
function throwIfStopRequested(): void {
  const signal = stopRequested();
  if (signal) throw new Error(`perf-gate received ${signal} during a round`);
}

/** The round's trials, added to the run's as they are announced. */
function endRound(context: RoundContext, arms: SlicedArm[]): Trial[] {
  const round = arms.map((arm) => arm.trial());
  for (const [i, trial] of round.entries()) {
    context.trials.push(trial);
    context.options.onTrial?.({
      phase: 'end',
      ...context.event(arms[i].planned, trial.sequence),
      trial,
    });
  }
  return round;
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
