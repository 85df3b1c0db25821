/**
 * Gate stage: comparisons and summaries → Verdict. A regression is data, not an exception:
 * the entry point writes the report first, then fails the step. Pure.
 */
import type { GateSpec } from '../config/types.js';
import { METRICS } from '../model/metrics.js';
import type { Comparison, VariantSummary } from '../stats/index.js';
import { pct } from '../format.js';
import { resolutionWarning } from '../stats/decisive.js';

export interface Verdict {
  passed: boolean;
  /** Why the gate failed, one plain sentence each. Empty when it passed. */
  reasons: string[];
  /** What the reader should know although the gate passed (undecided comparisons, noise). */
  warnings: string[];
}

/** "Throughput" → "throughput", but "CPU per request" keeps its acronym. */
function inSentence(label: string): string {
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

export function evaluateGate(
  comparisons: Comparison[],
  summaries: VariantSummary[],
  gate: GateSpec,
): Verdict {
  const reasons: string[] = [];
  const warnings: string[] = [];

  for (const summary of summaries) {
    if (summary.failedTrials > 0) {
      reasons.push(
        `${summary.variant}: ${summary.failedTrials} of ${summary.trials} trials failed (see the failed trials in the report)`,
      );
    }
  }

  for (const c of comparisons.filter((c) => c.gated)) {
    const label = inSentence(METRICS[c.metric].label);
    const change = c.estimatePct < 0 ? 'decreased' : 'increased';
    if (c.outcome === 'regression') {
      reasons.push(
        `${c.variant}: ${label} ${change} by ${pct(Math.abs(c.estimatePct) / 100)} (95% CI ${pct(c.ciLowPct / 100, { signed: true })} … ${pct(c.ciHighPct / 100, { signed: true })}), more than the ${pct(c.tolerance)} allowed`,
      );
    } else if (c.outcome === 'inconclusive') {
      const detectable = Number.isFinite(c.mdePct)
        ? `this run could only detect changes of about ${pct(Math.abs(c.mdePct) / 100)}`
        : 'too few rounds were measured';
      const more = c.roundsNeeded
        ? `; about ${c.roundsNeeded} rounds would decide a ${pct(c.tolerance)} change`
        : '';
      const sentence = `${c.variant}: ${label} could not be decided (${pct(c.estimatePct / 100, { signed: true })}, 95% CI ${pct(c.ciLowPct / 100, { signed: true })} … ${pct(c.ciHighPct / 100, { signed: true })}) — ${detectable}${more}`;
      if (gate.inconclusive === 'fail') reasons.push(sentence);
      else warnings.push(sentence);
    } else {
      const warning = resolutionWarning({ ...c, label });
      if (warning) warnings.push(warning);
    }
  }

  for (const summary of summaries) {
    if (summary.saturatedTrials > 0) {
      warnings.push(
        `${summary.variant}: ${summary.saturatedTrials} of ${summary.trials} trials dropped requests that fell due while every allowed connection was busy — the app is saturated at this rate (or raise load.connections)`,
      );
    }
  }

  const ceiling = gate.thresholds.errors;
  if (ceiling !== undefined) {
    for (const summary of summaries.slice(1)) {
      const rate = summary.metrics.errors.mean;
      if (rate > ceiling) {
        reasons.push(
          `${summary.variant}: ${pct(rate, { digits: 2 })} of requests failed, more than the ${pct(ceiling, { digits: 2 })} allowed`,
        );
      }
    }
  }

  return { passed: reasons.length === 0, reasons, warnings };
}
