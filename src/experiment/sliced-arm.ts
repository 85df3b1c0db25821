/** One variant's trial in a sliced round (sliced-round.ts): prepared once, then measured slice by slice. */
import { performance } from 'node:perf_hooks';
import type { VariantSpec } from '../config/types.js';
import { slicedAccounting } from '../load/resources.js';
import type { slicedMeasurement, SliceWindow } from '../load/trial.js';
import type { Trial } from '../model/trial.js';
import type { Target } from '../target/index.js';
import type { PlannedTrial } from './plan.js';
import { bringToWindow } from './bring-up.js';
import { trialBase, type StartedTrial } from './run-context.js';
import { trialOutcome } from './whole-trial.js';

/** Answers per connection a warm-up needs before its rate sizes a round's slices. */
const MIN_WARMUP_ANSWERS_PER_CONNECTION = 10;

export class SlicedArm {
  readonly planned: PlannedTrial;
  /** The variant's name. */
  readonly variant: string;
  readonly sequence: number;
  readonly target: Target;
  readonly load: VariantSpec['load'];
  private base: Omit<Trial, 'status'>;
  private readonly accounting: ReturnType<typeof slicedAccounting>;
  private measured: ReturnType<typeof slicedMeasurement> | undefined;
  private error: string | undefined;
  private rate: number | undefined;
  /** Whether the variant warmed up: without a warm-up its first measured slice meets it cold, as asked. */
  private hadWarmup = false;
  private sliceIndex = 0;
  private readonly pendingLatencies: number[] = [];
  // A timed window: equal slices of about sliceMs that add up to it (the config allows slices
  // only for a window of at least two of them). A request count waits for splitCount.
  private windows: SliceWindow[] = [];

  constructor(
    private readonly started: StartedTrial,
    private readonly sliceMs: number,
  ) {
    this.planned = started.planned;
    this.variant = started.variant.name;
    this.sequence = started.sequence;
    this.target = started.target;
    this.load = started.variant.load;
    this.base = trialBase(started);
    this.accounting = slicedAccounting(this.target.services.map((s) => s.pid));
    const { amount, durationMs } = this.load;
    if (amount === undefined) {
      const count = Math.max(1, Math.round(durationMs! / sliceMs));
      this.windows = Array.from({ length: count }, () => ({ durationMs: durationMs! / count }));
    }
  }

  private fail(e: unknown): void {
    this.error ??= this.target.failure()?.message ?? (e as Error).message;
  }

  /** Everything before the measured window, once (bring-up.ts). */
  async prepare(): Promise<void> {
    const { variant, onSecond, onSlice, sliceLatencies } = this.started;
    try {
      const warm = await bringToWindow(variant, this.started);
      this.hadWarmup = warm !== undefined;
      if (warm?.untilSteady) this.base = { ...this.base, warmedUp: warm.untilSteady };
      // A rate from a few answers per connection is mostly the first one's cold start
      // (`warmup: { requests: 1 }` read 50 req/s of a 2,000 req/s app, 80 tiny slices).
      if (warm && warm.responses >= MIN_WARMUP_ANSWERS_PER_CONNECTION * this.load.connections)
        this.rate = warm.responses / warm.durationSec;
      const { slicedMeasurement } = await import('../load/trial.js');
      this.measured = slicedMeasurement(
        this.load,
        onSecond,
        onSlice && sliceLatencies
          ? (latencyUs) => this.pendingLatencies.push(latencyUs)
          : undefined,
        this.started.closedSlicesEngine ?? 'kept',
      );
    } catch (e) {
      this.fail(e);
    }
  }

  /** Responses per second in the warm-up, if one ran. */
  warmupRate(): number | undefined {
    return this.rate;
  }

  /** A request count's share per slice, once the round knows how many slices it takes. */
  splitCount(slices: number): void {
    if (this.load.amount !== undefined)
      this.windows = shares(this.load.amount, slices).map((amount) => ({ amount }));
  }

  slicesLeft(): number {
    return this.error ? 0 : this.windows.length;
  }

  /**
   * The round's settling turn (sliced-round.ts): a slice of load that no trial counts, as
   * long as a measured one (a share of a request count, else `sliceMs`), resumed for it and
   * paused after it when `pausing`. None for a variant without a warm-up: `warmup: 0` asks
   * for the first requests to meet the app cold, and they do, in its first measured slice.
   */
  async settlingSlice(pausing: boolean): Promise<void> {
    const measured = this.measured;
    if (!this.hadWarmup || this.error || !measured || this.failIfDied()) return;
    const share = this.windows[0]?.amount;
    await this.resumedFor(pausing, () =>
      measured.unmeasuredSlice(
        share === undefined ? { durationMs: this.sliceMs } : { amount: share },
      ),
    );
  }

  /** The next slice, resumed for it and paused after it when `pausing`; none once the trial failed. */
  async slice(pausing: boolean): Promise<void> {
    const window = this.windows.shift();
    const measured = this.measured;
    if (this.error || !window || !measured || this.failIfDied()) return;
    // The slice's CPU is counted from before the resume to after the pause: a stopped
    // process uses none, and what the app does as it resumes (the timers that fell due
    // while it waited) or as it is paused is its own.
    this.accounting.begin();
    const responsesBefore = measured.responses();
    const times = await this.resumedFor(pausing, () => measured.slice(window));
    const cpu = this.accounting.end();
    const responses = measured.responses() - responsesBefore;
    const latenciesUs = this.started.sliceLatencies ? this.pendingLatencies.splice(0) : undefined;
    if (this.started.onSlice && !this.error) {
      const index = this.sliceIndex++;
      const record = { ...this.base, index, ...times, responses, ...cpu };
      this.started.onSlice(latenciesUs ? { ...record, latenciesUs } : record);
    }
  }

  /**
   * Fails the trial if a service died while the variant waited (paused, killed by the
   * system); true if one did.
   */
  private failIfDied(): boolean {
    const died = this.target.failure();
    if (died) this.fail(died);
    return died !== undefined;
  }

  /**
   * Runs `load` with the variant's services resumed (when `pausing`) and pauses them again
   * after it; a failure in it fails the trial. Returns when the load started and ended.
   */
  private async resumedFor(
    pausing: boolean,
    load: () => Promise<void>,
  ): Promise<{ startedAtMs: number; endedAtMs: number }> {
    let startedAtMs = 0;
    let endedAtMs = 0;
    try {
      if (pausing) await this.target.resume();
      startedAtMs = performance.now();
      await load();
      endedAtMs = performance.now();
    } catch (e) {
      this.fail(e);
    } finally {
      if (pausing) await this.target.pause();
    }
    const failure = this.target.failure();
    if (failure) this.fail(failure);
    return { startedAtMs, endedAtMs };
  }

  trial(): Trial {
    const { base, error, measured } = this;
    if (error || !measured) return { ...base, status: 'failed', error: error ?? 'not measured' };
    const measurement = measured.measurement();
    measurement.resources = this.accounting.usage(measurement.responses);
    // Whether the app died was checked after each of its slices: one that dies while the
    // other variants finish their slices had its whole window.
    return trialOutcome(base, undefined, measurement, this.load);
  }

  /** Lets go of the load engine's connections and pacer (the open model keeps them across slices). */
  async close(): Promise<void> {
    await this.measured?.close();
  }
}

/** `total` in `parts` whole shares that differ by at most one. */
function shares(total: number, parts: number): number[] {
  return Array.from(
    { length: parts },
    (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0),
  );
}
