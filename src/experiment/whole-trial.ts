/**
 * A round of whole trials: each variant in turn has its services started, is brought to its
 * measured window (bring-up.ts), measured for the whole window, checked that it survived,
 * and stopped. A trial that fails is recorded as failed, never averaged in.
 */
import { performance } from 'node:perf_hooks';
import { startAccounting } from '../load/resources.js';
import type { Measurement } from '../model/measurement.js';
import type { VariantSpec } from '../config/types.js';
import {
  noSuccessfulResponse,
  type FailedTrial,
  type MeasuredTrial,
  type Trial,
} from '../model/trial.js';
import type { PlannedTrial } from './plan.js';
import { bringToWindow } from './bring-up.js';
import { startPlanned, trialBase, type RoundContext, type StartedTrial } from './run-context.js';

/** Runs the round's trials one after another; each is added to the run's trials as it ends. */
export async function runWholeRound(
  context: RoundContext,
  order: PlannedTrial[],
): Promise<Trial[]> {
  const { options, trials } = context;
  const round: Trial[] = [];
  for (const planned of order) {
    const sequence = trials.length;
    options.onTrial?.({ phase: 'start', ...context.event(planned, sequence) });
    const event = context.event(planned, sequence);
    const started = await startPlanned(context, planned, sequence);
    let trial: Trial;
    try {
      trial = await runWholeTrial(started);
    } finally {
      await context.services.release(started.target);
    }
    trials.push(trial);
    round.push(trial);
    options.onTrial?.({ phase: 'end', ...event, trial });
  }
  return round;
}

/** One trial on running services: brought to its window, then measured for all of it. */
async function runWholeTrial(started: StartedTrial): Promise<Trial> {
  const { variant, target, onSecond, onSlice, sliceLatencies } = started;
  let base: Omit<Trial, 'status'> = trialBase(started);
  let measurement: Measurement;
  try {
    const warmedUp = (await bringToWindow(variant, started))?.untilSteady;
    if (warmedUp) base = { ...base, warmedUp };
    const { runMeasured } = await import('../load/trial.js');
    const account = startAccounting(target.services.map((s) => s.pid));
    const latenciesUs: number[] | undefined = onSlice && sliceLatencies ? [] : undefined;
    const startedAtMs = performance.now();
    measurement = await runMeasured(
      variant.load,
      onSecond,
      latenciesUs && ((latencyUs) => latenciesUs.push(latencyUs)),
      started.wholeTrialsEngine,
    );
    const endedAtMs = performance.now();
    measurement.resources = account(measurement.responses);
    const cpuUs = measurement.resources?.targetCpuUs;
    const { responses } = measurement;
    const record = { ...base, index: 0, startedAtMs, endedAtMs, responses, cpuUs };
    onSlice?.(latenciesUs ? { ...record, latenciesUs } : record);
  } catch (error) {
    const message = target.failure()?.message ?? (error as Error).message;
    return { ...base, status: 'failed', error: message };
  }
  return trialOutcome(base, target.failure()?.message, measurement, variant.load);
}

/**
 * A trial whose load ran to the end: measured, unless the app died (`died`, checked when
 * its window ended) or never answered.
 */
export function trialOutcome(
  base: Omit<Trial, 'status'>,
  died: string | undefined,
  measurement: Measurement,
  load: VariantSpec['load'],
): MeasuredTrial | FailedTrial {
  if (died) return { ...base, status: 'failed', error: died, measurement };
  const unanswered = noSuccessfulResponse(
    measurement,
    load.requests.map((r) => r.url),
  );
  if (unanswered) return { ...base, status: 'failed', error: unanswered, measurement };
  return { ...base, status: 'measured', measurement };
}
