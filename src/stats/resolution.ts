/**
 * How decisive a run can be: the smallest change its budget of rounds can resolve at a
 * given noise, set against the gate's tolerance. Before a run the noise is the typical
 * spread measured on a shared runner (`npm run bench:noise`); during and after it, the
 * run's own. One place for the wording, so `validate`, `run`, the progress line and the
 * report say the same thing.
 */
import type { Config } from '../config/types.js';
import type { GateMetric } from '../model/metrics.js';
import { pct } from '../model/format.js';
import { metricDefinition, metricInSentence } from '../model/metrics.js';
import type { Comparison } from './index.js';
import { roundsToDecide, toleranceMargin } from './tolerance-test.js';

/**
 * Spread (sd) of the per-round log ratio on a shared 2-CPU runner, by design, from
 * `npm run bench:noise -- --part headline` (an express app, 10 s per variant; docs/accuracy.md):
 * in 500 ms slices rounds differed by 4.6–5.3% (req/s) and 3.8–4.7% (CPU per request), quiet
 * or beside a bursty co-tenant; as whole trials (`slice: off`) by 11–13% and 10–12%. The
 * default 100 ms slices on kept connections read 3.6% / 3.3% on a morning when 250 ms slices
 * read 5.7% / 5.1% (those read 4.1% / 3.5% on a quieter night, 5.3% / 4.6% beside the
 * co-tenant), within these. The upper figures, so that
 * no design is promised more than it did. Latency
 * percentiles are not listed: their spread depends too much on the app to assume one.
 */
export const TYPICAL_ROUND_SPREAD: Record<
  'sliced' | 'whole',
  Partial<Record<GateMetric, number>>
> = {
  sliced: { throughput: 0.053, cpu: 0.047 },
  whole: { throughput: 0.13, cpu: 0.124 },
};

/**
 * Warnings for gated metrics whose tolerance not even the most rounds the run may take
 * (`rounds`, or `max-rounds` for sequential rounds) could resolve at the typical spread of the
 * run's design, by the gate's own rule: rounds that would show no change within the tolerance
 * and a worsening of twice the tolerance as a regression, at α over the gated comparisons
 * (Holm's first step). The spread is an assumption about a shared runner, not a measurement
 * of this app, so the warning says so and points to the run's own figure (`resolvableSoFar`).
 * At a fixed arrival rate (`load.rate` in every variant) throughput is the rate the engine
 * holds, not a figure that varies with the machine: no warning for it.
 */
export function budgetWarnings(
  config: Pick<Config, 'rounds' | 'gate' | 'sequential' | 'sliceMs'> & {
    variants?: readonly { load: { rate?: number } }[];
  },
): string[] {
  const warnings: string[] = [];
  const gated = Object.keys(config.gate.thresholds).filter(
    (metric) => metricDefinition(metric as GateMetric).gate === 'change',
  ).length;
  const level = config.gate.alpha / Math.max(1, gated);
  const most = config.sequential
    ? `even ${config.rounds} rounds (max-rounds)`
    : `${config.rounds} rounds`;
  const typical = TYPICAL_ROUND_SPREAD[config.sliceMs ? 'sliced' : 'whole'];
  const rateHeld =
    config.variants !== undefined &&
    config.variants.length > 0 &&
    config.variants.every((v) => v.load.rate !== undefined);
  for (const [metric, sd] of Object.entries(typical) as [GateMetric, number][]) {
    const tolerance = config.gate.thresholds[metric];
    if (tolerance === undefined || (metric === 'throughput' && rateHeld)) continue;
    const margin = toleranceMargin(tolerance, 'ratio', metricDefinition(metric).better);
    const needed = roundsToDecide(sd, margin, level);
    if (needed !== undefined && needed <= config.rounds) continue;
    warnings.push(
      `gate.${metric}: ${most} cannot resolve a ${pct(tolerance)} tolerance if this app is as noisy as a typical shared runner (${config.sliceMs ? 'in slices, ' : 'as whole trials, '}rounds differ by about ${pct(sd)}); ${needed ? `about ${needed} rounds would` : 'no practical number of rounds would'}. The run measures its own noise and says what it can detect; to be sure of an answer, raise ${config.sequential ? 'max-rounds' : 'rounds'} or the tolerance.`,
    );
  }
  return warnings;
}

/**
 * What the run can resolve so far at its own noise, for the progress line after each round
 * (from the 3rd): of the gated comparisons not yet decided, the one furthest from resolving
 * its tolerance, e.g.
 * "detects ≥ 9.1% so far (gate 5%, rounds differ by 7.2%); about 24 rounds would decide,
 * 30 allowed". `allowedRounds`: the most rounds the run may still reach (max-rounds, or
 * fewer when a wall-time budget ends it sooner); `nextLook`: between a sequential run's looks,
 * the next. Undefined when nothing is gated by a change.
 */
export function resolvableSoFar(
  comparisons: Comparison[],
  rounds: number,
  allowedRounds: number,
  nextLook?: number,
): string | undefined {
  const candidates = comparisons.filter(
    (c) => c.gated && metricDefinition(c.metric).gate === 'change' && Number.isFinite(c.mdePct),
  );
  if (rounds < 3 || candidates.length === 0) return undefined;
  // A comparison already decided (a regression far beyond its tolerance, say) needs no more
  // rounds, whatever its detectable change: only the undecided ones say what is left.
  // Between looks a sequential run goes on whatever it reads (its error rates rest on stopping
  // only at looks): say where it can stop.
  if (comparisons.every((x) => !x.gated || x.outcome !== 'inconclusive'))
    return `every gated comparison decided so far${nextLook ? `; the run can stop at its next look, round ${nextLook}` : ''}`;
  const undecided = candidates.filter((x) => x.outcome === 'inconclusive');
  if (undecided.length === 0) return undefined;
  // The comparison whose detectable change is largest against its tolerance decides last.
  const c = undecided.reduce((worst, x) =>
    x.mdePct / x.tolerance > worst.mdePct / worst.tolerance ? x : worst,
  );
  const variants = new Set(comparisons.map((x) => x.variant)).size;
  const who = [
    variants > 1 ? c.variant : '',
    c.metric === 'throughput' ? '' : metricInSentence(c.metric),
  ]
    .filter(Boolean)
    .join(' ');
  const spread =
    c.spreadPct !== undefined ? `, rounds differ by ${readablePct(c.spreadPct / 100)}` : '';
  const needed = c.roundsNeeded;
  const rest =
    needed === undefined
      ? c.spreadPct
        ? `; no practical number of rounds would decide`
        : ''
      : needed <= rounds
        ? ''
        : needed <= allowedRounds
          ? `; about ${needed} rounds would decide, ${allowedRounds} allowed`
          : `; about ${needed} rounds would decide, only ${allowedRounds} allowed`;
  // A few rounds of a noisy metric (a p99) can only detect a change many times its size:
  // before the run could detect even a doubling, a figure says nothing (once it was
  // "≥ 63462305667.1%"), so the line says in words that it cannot tell yet.
  const figure =
    c.mdePct < UNREADABLE_PCT
      ? `detects ≥ ${pct(c.mdePct / 100)} so far`
      : `${who ? '— ' : ''}too few rounds to tell yet`;
  return `${who ? `${who} ` : ''}${figure} (gate ${pct(c.tolerance)}${spread})${rest}`;
}

/** A detectable change at or above this (in %, a doubling) is not worth a figure yet. */
const UNREADABLE_PCT = 100;

/** A spread in %, or "more than tenfold" past what a percentage still says to a reader. */
function readablePct(fraction: number): string {
  return fraction < 10 ? pct(fraction) : 'more than tenfold';
}
