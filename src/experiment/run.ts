/**
 * Run stage: carry out the plan. For each planned trial, bring up the variant's services
 * (or reuse the shared app), warm up, run setup, ramp, measure, and check that the app
 * survived. A trial that fails is recorded as failed, never averaged in.
 */
import { join } from 'node:path';
import type { Config, VariantSpec } from '../config/types.js';
import { runMeasured, runUnmeasured } from '../load/trial.js';
import { runSetup } from '../load/setup.js';
import { startAccounting } from '../load/resources.js';
import { startTarget, type Target } from '../target/index.js';
import { allocatePorts } from '../target/ports.js';
import { bindPorts, servicesNeedingPorts } from '../config/ports.js';
import type { Plan, PlannedTrial } from './plan.js';
import { NOISE_LIMITS } from '../stats/noise.js';
import type { Trial } from './types.js';
import type { Measurement } from '../load/measurement.js';

export interface RunOptions {
  logDir: string;
  baseEnv: NodeJS.ProcessEnv;
  /** Called as each trial starts and ends, for the progress line. */
  onTrial?: (event: TrialEvent) => void;
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
  try {
    const eventOf = (planned: PlannedTrial) => ({
      index: plan.trials.indexOf(planned),
      total: plan.trials.length,
      planned,
      variant: config.variants[planned.variant].name,
    });

    // Runs one planned trial: bring up the target (or reuse the shared one), measure, stop.
    const runPlanned = async (planned: PlannedTrial): Promise<Trial> => {
      const declared = config.variants[planned.variant];
      const sequence = trials.length;
      const label = `${String(sequence).padStart(3, '0')}-${declared.name}`;
      // A shared app keeps the ports it started with; a fresh one gets new ones each time.
      if (config.lifecycle !== 'shared' || !ports) {
        ports = await allocatePorts(servicesNeedingPorts(declared.services));
      }
      const variant = bindPorts(declared, ports);
      let target: Target;
      if (config.lifecycle === 'shared') {
        shared ??= await startTarget(variant.services, { ...options, label: 'shared' });
        target = shared;
      } else {
        target = await startTarget(variant.services, { ...options, label });
      }
      try {
        const setupLog = join(options.logDir, `${label}.setup.log`);
        const onSecond = (rate: number) =>
          options.onTrial?.({ ...eventOf(planned), phase: 'progress', rate });
        return await runTrial(variant, target, planned, sequence, setupLog, onSecond);
      } finally {
        if (target !== shared) await target.stop();
      }
    };

    let rerunsLeft = config.reruns;
    for (const planned of plan.trials) {
      const event = eventOf(planned);
      options.onTrial?.({ phase: 'start', ...event });
      let trial = await runPlanned(planned);
      // A trial that shared the machine with foreign load is run again, at most `reruns`
      // times per run; the disturbed one stays in the JSON, marked, out of the statistics.
      while (rerunsLeft > 0 && disturbed(trial)) {
        rerunsLeft--;
        trials.push({ ...trial, replaced: true });
        trial = await runPlanned(planned);
      }
      trials.push(trial);
      options.onTrial?.({ phase: 'end', ...event, trial });
    }
  } finally {
    await shared?.stop();
  }
  return trials;
}

function disturbed(trial: Trial): boolean {
  const foreign = trial.measurement?.resources?.foreignCores;
  return trial.ok && foreign !== undefined && foreign > NOISE_LIMITS.foreignCores;
}

async function runTrial(
  variant: VariantSpec,
  target: Target,
  planned: PlannedTrial,
  sequence: number,
  setupLog: string,
  onSecond: (responses: number) => void,
): Promise<Trial> {
  const trial: Trial = {
    round: planned.round,
    variant: variant.name,
    sequence,
    warmup: planned.warmup,
    ok: false,
  };
  let measurement: Measurement;
  try {
    await runSetup(variant.setup, setupLog);
    await runUnmeasured(variant.load);
    const account = startAccounting(target.services.map((s) => s.pid));
    measurement = await runMeasured(variant.load, onSecond);
    measurement.resources = account(measurement.responses);
  } catch (error) {
    trial.error = target.failure()?.message ?? (error as Error).message;
    return trial;
  }
  const failure = target.failure();
  if (failure) {
    trial.error = failure.message;
    trial.measurement = measurement;
    return trial;
  }
  return { ...trial, ok: true, measurement };
}
