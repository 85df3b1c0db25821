/**
 * Noise diagnostics: trials that look disturbed. They are reported, never dropped — a
 * dropped trial would break the pairing and could hide a real effect.
 */
import { median } from 'simple-statistics';
import type { ForeignProcess, Measurement } from '../model/measurement.js';
import { measuredTrials, type Trial } from '../model/trial.js';

export interface TrialFlag {
  sequence: number;
  variant: string;
  round: number;
  reasons: string[];
}

export const NOISE_LIMITS = {
  /** Modified z-score (Iglewicz & Hoaglin) beyond which a trial's req/s is an outlier. */
  outlierZ: 3.5,
  /** Coefficient of variation of the per-second rate above which a trial was unstable. */
  unstableCv: 0.15,
  /** Cores of foreign CPU use above which the trial shared the machine. */
  foreignCores: 0.25,
  /** Cores the hypervisor gave to other guests (steal) above which the trial lost CPU. */
  stealCores: 0.1,
};

/** Coefficient of variation of the per-second rate, when there are enough seconds to tell. */
export function perSecondCv(perSecond: number[]): number | undefined {
  if (perSecond.length < 3) return undefined;
  const mean = perSecond.reduce((a, b) => a + b, 0) / perSecond.length;
  if (!(mean > 0)) return undefined;
  const sd = Math.sqrt(perSecond.reduce((a, b) => a + (b - mean) ** 2, 0) / (perSecond.length - 1));
  return sd / mean;
}

/**
 * Why a trial's conditions were disturbed, from what happened around it — foreign load,
 * CPU steal, a rate that jumped within the trial — and never from the level of the metric
 * it measured: re-running on the outcome would select the results and bias the estimate.
 */
export function disturbances(m: Measurement): string[] {
  const reasons: string[] = [];
  const cv = perSecondCv(m.perSecond);
  if (cv !== undefined && cv > NOISE_LIMITS.unstableCv)
    reasons.push(`unstable: per-second rate varied by ${(cv * 100).toFixed(0)}%`);
  const foreign = m.resources?.foreignCores;
  if (foreign !== undefined && foreign > NOISE_LIMITS.foreignCores)
    reasons.push(
      `foreign load: other processes used ${foreign.toFixed(2)} cores${busiest(m.resources?.foreignProcesses)}`,
    );
  const steal = m.resources?.stealCores;
  if (steal !== undefined && steal > NOISE_LIMITS.stealCores)
    reasons.push(`steal: the hypervisor took ${steal.toFixed(2)} cores`);
  return reasons;
}

/** The co-tenant that used most, to tell the reader what it was. */
function busiest(processes: ForeignProcess[] | undefined): string {
  const top = processes?.[0];
  return top ? ` (most: ${top.command} ${top.cores.toFixed(2)})` : '';
}

export function flagNoisyTrials(trials: Trial[], variants: string[]): TrialFlag[] {
  const flags = new Map<number, TrialFlag>();
  const flag = (t: Trial, reason: string) => {
    const entry = flags.get(t.sequence) ?? {
      sequence: t.sequence,
      variant: t.variant,
      round: t.round,
      reasons: [],
    };
    entry.reasons.push(reason);
    flags.set(t.sequence, entry);
  };
  const measured = measuredTrials(trials);

  for (const variant of variants) {
    const own = measured.filter((t) => t.variant === variant);
    if (own.length < 4) continue;
    const rates = own.map((t) => t.measurement.throughput);
    const center = median(rates);
    const mad = median(rates.map((r) => Math.abs(r - center)));
    if (mad === 0) continue;
    for (const t of own) {
      const z = (0.6745 * (t.measurement.throughput - center)) / mad;
      if (Math.abs(z) > NOISE_LIMITS.outlierZ) {
        flag(
          t,
          `outlier: ${t.measurement.throughput.toFixed(0)} req/s against a median of ${center.toFixed(0)}`,
        );
      }
    }
  }

  for (const t of measured) for (const reason of disturbances(t.measurement)) flag(t, reason);
  return [...flags.values()].sort((a, b) => a.sequence - b.sequence);
}
