/**
 * Gate stage: comparisons and summaries → Verdict. A regression is data, not an exception:
 * the entry point writes the report first, then fails the step. Pure.
 */
import type { GateSpec } from '../config/types.js';
import { GATE_METRICS, metricDefinition, metricInSentence, type Metric } from '../model/metrics.js';
import { decidesVerdict, judged, type Comparison, type VariantSummary } from '../stats/index.js';
import { pct, pEquals, pointsText, signedChange } from '../model/format.js';
import { looksOf, type Design } from '../stats/sequential.js';
import { baselineFailures } from '../model/trial.js';

/** What failed the gate: a variant, and the metric that failed or `trials` when trials did. */
export interface GateFailure {
  variant: string;
  metric: Metric | 'trials';
}

export interface Verdict {
  passed: boolean;
  /** Why the gate failed, one plain sentence each. Empty when it passed. */
  reasons: string[];
  /** One per reason, in the same order: what the headline and the diff block are about. */
  failures: GateFailure[];
  /** What the reader should know although the gate passed (undecided comparisons, noise). */
  warnings: string[];
}

/**
 * The question the gate answers, in words: "throughput more than 5% lower or latency p99 more
 * than 10% higher". The verdict answers exactly this, not "did anything change?". Given the
 * metrics a run compared (none yet: every gated one), a gate on one it could not measure (CPU
 * where it cannot be read) is not asked.
 */
export function gateQuestion(
  thresholds: GateSpec['thresholds'],
  compared: ReadonlySet<Metric> = new Set(),
): string {
  return GATE_METRICS.filter(
    (metric) =>
      thresholds[metric] !== undefined &&
      metricDefinition(metric).gate === 'change' &&
      (compared.size === 0 || compared.has(metric)),
  )
    .map((metric) => {
      const direction = metricDefinition(metric).better === 'higher' ? 'lower' : 'higher';
      return `${metricInSentence(metric)} more than ${pct(thresholds[metric]!)} ${direction}`;
    })
    .join(' or ');
}

/**
 * The ceilings in words, for the report's question beside gateQuestion's: "do more than
 * 1.00% of requests fail (or 0.10 pp more than in the baseline)". A variant above one fails
 * whatever the comparisons say, and a ceiling with a baseline tolerance is also compared with
 * the baseline (stats/index.ts), so the question a reader sees must name both (a bisect
 * searches the change metrics only).
 */
export function ceilingQuestion(thresholds: GateSpec['thresholds']): string {
  return GATE_METRICS.flatMap((metric) => {
    const ceiling = thresholds[metric];
    const definition = metricDefinition(metric);
    if (ceiling === undefined || definition.gate !== 'ceiling') return [];
    const { format } = definition;
    const above =
      metric === 'errors'
        ? `do more than ${format(ceiling)} of requests fail`
        : `is ${metricInSentence(metric)} above ${format(ceiling)}`;
    const overBaseline = definition.baselineTolerance?.(ceiling);
    return [
      overBaseline === undefined
        ? above
        : `${above} (or ${pointsText(overBaseline)} more than in the baseline)`,
    ];
  }).join(' or ');
}

/**
 * Whether a sequential run can stop at this look: `fail` once a gated comparison is a
 * regression or a trial failed (more rounds cannot undo either), `pass` once every gated
 * comparison is within its tolerance, else `continue`.
 */
export function lookDecision(
  comparisons: Comparison[],
  summaries: VariantSummary[],
  gate: Pick<GateSpec, 'judged'>,
): 'fail' | 'pass' | 'continue' {
  const gated = comparisons.filter((c) => decidesVerdict(c, gate));
  if (summaries.some((s) => s.failedTrials > 0)) return 'fail';
  if (gated.some((c) => c.outcome === 'regression')) return 'fail';
  if (gated.every((c) => c.outcome === 'no-change' || c.outcome === 'improvement')) return 'pass';
  return 'continue';
}

/**
 * `design`: how the rounds were run; a sequential run's p-values allow for stopping at any of
 * its looks, which the reason of a failed comparison says.
 */
export function evaluateGate(
  comparisons: Comparison[],
  summaries: VariantSummary[],
  gate: GateSpec,
  design?: Design,
): Verdict {
  const reasons: string[] = [];
  const failures: GateFailure[] = [];
  const warnings: string[] = [];
  const fail = (variant: string, metric: GateFailure['metric'], reason: string) => {
    failures.push({ variant, metric });
    reasons.push(reason);
  };

  // A failed trial (the app died, setup failed, not one successful response) has nothing to
  // compare; it always counts against its variant, whatever the gate names.
  // Where the baseline's own trials failed, the app or the run is what to look at first.
  const baselineFailedTrials = baselineFailures(summaries);
  const advice = (summary: VariantSummary) =>
    summary === summaries[0]
      ? "the baseline's own trials failed, so look at the app and the run (its logs) first"
      : baselineFailedTrials !== 'none'
        ? "the baseline's trials failed too, so look at the app and the run (its logs) before this change"
        : 'a failed trial fails the gate whatever caused it, so re-run the job if this change did not';
  for (const summary of summaries) {
    if (summary.failedTrials > 0) {
      fail(
        summary.variant,
        'trials',
        `${summary.variant}: ${summary.failedTrials} of ${summary.trials} trials failed${summary.firstFailure ? ` — ${summary.firstFailure}` : ''} (listed under failed trials in the report; ${advice(summary)})`,
      );
    }
  }

  // Ceilings bound each variant's own mean (the error rate), before any comparison: a variant
  // that fails fast must not be judged on the latency of its failures.
  for (const metric of GATE_METRICS) {
    const ceiling = gate.thresholds[metric];
    if (ceiling === undefined || metricDefinition(metric).gate !== 'ceiling') continue;
    for (const summary of summaries.slice(1)) {
      if (!judged(gate, summary.variant)) continue;
      const value = summary.metrics[metric].mean;
      if (value > ceiling) {
        const { format } = metricDefinition(metric);
        fail(
          summary.variant,
          metric,
          metric === 'errors'
            ? `${summary.variant}: ${format(value)} of requests failed, more than the ${format(ceiling)} allowed`
            : `${summary.variant}: ${metricInSentence(metric)} ${format(value)}, above the ${format(ceiling)} allowed`,
        );
      }
    }
  }

  const decisive = comparisons.filter((c) => decidesVerdict(c, gate));
  // What the gate's p allows for, beside its question: a reader who sees p = 0.03 under an
  // interval far beyond the tolerance should learn why it is not smaller (0.027 for a −48%
  // change at a sequential run's first look, against 5%, over two gated comparisons).
  const allowances = [
    ...(decisive.length > 1 ? [`${decisive.length} gated comparisons`] : []),
    // A sequential design of one look (max-rounds 3) tests as a fixed one.
    ...(design && looksOf(design).length > 1 ? ['stopping early'] : []),
  ];
  const allowing = allowances.length > 0 ? `, allowing for ${allowances.join(' and ')}` : '';
  for (const c of decisive) {
    // Above its ceiling already says more plainly that this variant fails on this metric.
    if (failures.some((f) => f.variant === c.variant && f.metric === c.metric)) continue;
    const label = metricInSentence(c.metric);
    const change = c.estimatePct < 0 ? 'decreased' : 'increased';
    const interval = `95% CI ${signedChange(c, c.ciLowPct)} … ${signedChange(c, c.ciHighPct)}`;
    if (c.outcome === 'regression') {
      // Beside the headline's p (against no change) this p is the gate's own: against the
      // tolerance, Holm-adjusted, sequential when the rounds were, so often much larger. Naming
      // its question and what it allows for keeps a reader from taking the two for two answers
      // to one question.
      fail(
        c.variant,
        c.metric,
        c.scale === 'difference'
          ? `${c.variant}: ${label} ${change} by ${pointsText(Math.abs(c.estimatePct) / 100)} over the baseline's (${interval}), more than the ${pointsText(c.tolerance)} allowed (tested against ${pointsText(c.tolerance)}, not against no change: ${pEquals(c.pWorse)}${allowing})`
          : `${c.variant}: ${label} ${change} by ${pct(Math.abs(c.estimatePct) / 100)} (${interval}), worse than the ${pct(c.tolerance)} allowed (tested against ${pct(c.tolerance)}, not against no change: ${pEquals(c.pWorse)}${allowing})`,
      );
    } else if (c.outcome === 'inconclusive' && baselineFailedTrials !== 'all') {
      // A pass needs the run to show the metric within its tolerance, so only an undecided
      // comparison needs words about what the run could resolve. With no baseline trial
      // measured nothing was compared: more rounds are not what it needs.
      const detectable = Number.isFinite(c.mdePct)
        ? `this run could only detect a worsening of ${c.scale === 'difference' ? pointsText(c.mdePct / 100) : pct(c.mdePct / 100)} or more`
        : 'too few rounds were measured';
      const more = c.roundsNeeded ? `; about ${c.roundsNeeded} rounds would decide` : '';
      const allowed = c.scale === 'difference' ? pointsText(c.tolerance) : pct(c.tolerance);
      const sentence = `${c.variant}: could not tell whether ${label} is worse than the ${allowed} allowed (${signedChange(c, c.estimatePct)}, ${interval}) — ${detectable}${more}`;
      if (gate.inconclusive === 'fail') fail(c.variant, c.metric, sentence);
      else warnings.push(sentence);
    }
  }

  for (const summary of summaries) {
    if (summary.saturatedTrials > 0) {
      warnings.push(
        `${summary.variant}: ${summary.saturatedTrials} of ${summary.trials} trials dropped requests that fell due while every allowed connection was busy — the app could not keep up at this rate: it is saturated, or was still cold as the window began (a warm-up, load.warmup, takes that out); or raise load.connections`,
      );
    }
  }

  return { passed: reasons.length === 0, reasons, failures, warnings };
}
