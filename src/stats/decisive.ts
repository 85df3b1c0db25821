/**
 * How decisive a run can be: the smallest change its budget of rounds can resolve at a
 * given noise, set against the gate's tolerance. Before a run the noise is the typical
 * spread measured on a shared runner (`npm run bench:noise`); after it, the run's own.
 * One place for the wording, so `validate`, `run` and the report say the same thing.
 */
import type { Config } from '../config/types.js';
import type { GateMetric } from '../model/metrics.js';
import { pct } from '../format.js';
import { roundsToDetect } from './paired.js';

/**
 * Spread (sd) of the per-round log ratio on a shared 2-CPU runner in rounds without foreign
 * load: 60 A/A rounds of an express app, 2 s trials, services restarted every trial (issue
 * 15's recording; bench:noise measures it again). Latency percentiles are not listed: their
 * spread depends too much on the app to assume one.
 */
export const TYPICAL_ROUND_SPREAD: Partial<Record<GateMetric, number>> = {
  throughput: 0.086,
  cpu: 0.08,
};

/** Warnings for gated metrics whose tolerance is below what `rounds` can resolve. */
export function budgetWarnings(config: Pick<Config, 'rounds' | 'gate'>): string[] {
  const warnings: string[] = [];
  for (const [metric, sd] of Object.entries(TYPICAL_ROUND_SPREAD) as [GateMetric, number][]) {
    const tolerance = config.gate.thresholds[metric];
    if (tolerance === undefined) continue;
    const needed = roundsToDetect(sd, tolerance, 'ratio', config.gate.alpha);
    if (needed !== undefined && needed <= config.rounds) continue;
    warnings.push(
      `gate.${metric}: a ${pct(tolerance)} tolerance is finer than ${config.rounds} rounds can resolve at the noise typical of a shared runner (rounds differ by about ${pct(sd)}): ${needed ? `about ${needed} rounds would` : 'no practical number of rounds would'}. Raise rounds, or the tolerance, or expect an inconclusive answer.`,
    );
  }
  return warnings;
}

/**
 * After a run: the gate passed a comparison although, at this run's own noise, its rounds
 * could only resolve changes larger than the tolerance.
 */
export function resolutionWarning(c: {
  variant: string;
  label: string;
  n: number;
  mdePct: number;
  tolerance: number;
  roundsNeeded?: number;
}): string | undefined {
  const detectable = Math.abs(c.mdePct) / 100;
  if (Number.isFinite(detectable) && detectable <= c.tolerance) return undefined;
  const what = Number.isFinite(detectable)
    ? `${c.n} rounds at this run's noise resolve only changes of about ${pct(detectable)}`
    : `${c.n} round${c.n === 1 ? '' : 's'} cannot measure the noise`;
  const more = c.roundsNeeded ? `; about ${c.roundsNeeded} rounds would resolve it` : '';
  return `${c.variant}: ${c.label} passed, but ${what}, more than its ${pct(c.tolerance)} tolerance${more} — the pass says little`;
}
