/**
 * How decisive a run can be: the smallest change its budget of rounds can resolve at a
 * given noise, set against the gate's tolerance. Before a run the noise is the typical
 * spread measured on a shared runner (`npm run bench:noise`); after it, the run's own.
 * One place for the wording, so `validate`, `run` and the report say the same thing.
 */
import type { Config } from '../config/types.js';
import type { GateMetric } from '../model/metrics.js';
import { pct } from '../format.js';
import { metricDefinition } from '../model/metrics.js';
import { roundsToDecide, toleranceMargin } from './decision.js';

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

/**
 * Warnings for gated metrics whose tolerance is below what `rounds` can resolve, by the
 * gate's own rule: rounds that would show no change within the tolerance and a worsening of
 * twice the tolerance as a regression, at α over the gated comparisons (Holm's first step).
 */
export function budgetWarnings(config: Pick<Config, 'rounds' | 'gate'>): string[] {
  const warnings: string[] = [];
  const gated = Object.keys(config.gate.thresholds).filter(
    (metric) => metricDefinition(metric as GateMetric).gate === 'change',
  ).length;
  const level = config.gate.alpha / Math.max(1, gated);
  for (const [metric, sd] of Object.entries(TYPICAL_ROUND_SPREAD) as [GateMetric, number][]) {
    const tolerance = config.gate.thresholds[metric];
    if (tolerance === undefined) continue;
    const margin = toleranceMargin(tolerance, 'ratio', metricDefinition(metric).better);
    const needed = roundsToDecide(sd, margin, level);
    if (needed !== undefined && needed <= config.rounds) continue;
    warnings.push(
      `gate.${metric}: a ${pct(tolerance)} tolerance is finer than ${config.rounds} rounds can resolve at the noise typical of a shared runner (rounds differ by about ${pct(sd)}): ${needed ? `about ${needed} rounds would` : 'no practical number of rounds would'}. Raise rounds, or the tolerance, or expect an inconclusive answer.`,
    );
  }
  return warnings;
}
