/**
 * Stats stage: Trial[] → per-variant summaries and Comparison[] (variant × metric vs the
 * baseline), each with an outcome. Pure.
 */
import { max, mean, median, min, sampleStandardDeviation } from 'simple-statistics';
import {
  byMetric,
  isGateMetric,
  METRIC_NAMES,
  metricDefinition,
  metricValue,
  type Metric,
} from '../model/metrics.js';
import type { GateSpec } from '../config/types.js';
import { countedTrials, measuredTrials, type Trial } from '../model/trial.js';
import {
  holmAdjust,
  pairedDifferences,
  pairedPermutationTest,
  pairedTest,
  pairedTrimmedTest,
  trimmedMeanAndError,
  type PairedEstimate,
  type Scale,
} from './paired.js';
import {
  changeOfWorsening,
  decide,
  detectableWorsening,
  roundsToDecide,
  signFlipToleranceTest,
  toleranceMargin,
  toleranceTest,
  worsening,
  type ToleranceOutcome,
  type ToleranceTest,
} from './tolerance-test.js';
import type { Design } from './sequential.js';

/**
 * The gate's answer for one comparison. `regression`: worse than the tolerance, shown by the
 * one-sided test against it; `no-change`: within the tolerance, shown the same way;
 * `improvement`: better than the tolerance; `inconclusive`: this run cannot tell.
 */
export type Outcome = 'regression' | 'improvement' | 'no-change' | 'inconclusive';

export interface MetricSummary {
  n: number;
  mean: number;
  median: number;
  stdev: number;
  /** Coefficient of variation: stdev / mean. */
  cv: number;
  min: number;
  max: number;
}

export interface VariantSummary {
  variant: string;
  trials: number;
  failedTrials: number;
  /** What went wrong in the first failed trial, first line only (absent when none failed). */
  firstFailure?: string;
  /** Open model: trials whose achieved rate fell short of the target. */
  saturatedTrials: number;
  metrics: Record<Metric, MetricSummary>;
}

export interface Comparison {
  variant: string;
  baseline: string;
  metric: Metric;
  scale: Scale;
  /** Part of the gate, and so of the Holm-corrected family. */
  gated: boolean;
  /** Changes smaller than this count as no change (fraction; absolute for error rate). */
  tolerance: number;
  n: number;
  estimatePct: number;
  ciLowPct: number;
  ciHighPct: number;
  pValue: number;
  /** Holm-adjusted within the gated family; equal to pValue for ungated metrics. */
  adjustedPValue: number;
  /**
   * The gate's question — worse than the tolerance? — as p-values of its one-sided tests:
   * against "no worse than the tolerance" (Holm-adjusted over the gated family; small means
   * a regression) and against "worse than it" (small means within it). Sequential p-values
   * when the rounds were sequential.
   */
  pWorse: number;
  pWithin: number;
  /**
   * Smallest worsening (in %, as a size) that this run would show as a regression with 80%
   * power, by the gate's own rule, level and direction.
   */
  mdePct: number;
  /**
   * Rounds that, at this run's noise, would tell "no change" (within the tolerance) from a
   * worsening of twice the tolerance (a regression) with 80% power, by the gate's rule.
   */
  roundsNeeded?: number;
  /**
   * This run's noise: the spread (sd) of the per-round paired log ratio, in % (points for a
   * difference such as the error rate). What the run's own rounds say, against the typical
   * spread `validate` assumes before a run (stats/resolution.ts).
   */
  spreadPct?: number;
  /**
   * Against zero, at the level of the 95% interval and the plain p-value the report shows
   * beside it (two-sided, p < 0.05): information only. The gate's own tests are Holm-adjusted.
   */
  significant: boolean;
  /** The change goes the bad way for this metric (e.g. fewer req/s, more latency). */
  worse: boolean;
  outcome: Outcome;
}

export function summarize(trials: Trial[], variants: string[]): VariantSummary[] {
  return variants.map((variant) => {
    const own = countedTrials(trials).filter((t) => t.variant === variant);
    const measured = measuredTrials(own);
    return {
      variant,
      trials: own.length,
      failedTrials: own.length - measured.length,
      firstFailure: own.find((t) => t.status === 'failed')?.error.split('\n')[0],
      saturatedTrials: measured.filter((t) => t.measurement.saturated).length,
      metrics: byMetric(METRIC_NAMES, (metric) =>
        summarizeValues(measured.map((t) => metricValue(t.measurement, metric))),
      ),
    };
  });
}

export function summarizeValues(values: number[]): MetricSummary {
  if (values.length === 0)
    return { n: 0, mean: NaN, median: NaN, stdev: NaN, cv: NaN, min: NaN, max: NaN };
  const m = mean(values);
  const stdev = values.length > 1 ? sampleStandardDeviation(values) : 0;
  return {
    n: values.length,
    mean: m,
    median: median(values),
    stdev,
    cv: m !== 0 ? stdev / m : NaN,
    min: min(values),
    max: max(values),
  };
}

/** Values of one metric per round for one variant: index = round; undefined when not measured. */
function byRound(trials: Trial[], variant: string, metric: Metric): Map<number, number> {
  const values = new Map<number, number>();
  for (const t of measuredTrials(trials)) {
    if (t.variant === variant) values.set(t.round, metricValue(t.measurement, metric));
  }
  return values;
}

/** The metrics this run measured (the objective and CPU only when set up), in report order. */
export function comparedMetrics(trials: Trial[]): Metric[] {
  const measured = measuredTrials(trials);
  return METRIC_NAMES.filter((metric) =>
    measured.some((t) => metricDefinition(metric).read(t.measurement) !== undefined),
  );
}

/**
 * `random` seeds the permutation test when the gate asks for it; the t test needs none.
 * `design` says how the rounds were run: a sequential run's looks use its calibrated
 * boundaries; by default one look after the rounds there are (a fixed design).
 */
export function compare(
  trials: Trial[],
  variants: string[],
  gate: GateSpec,
  random: () => number = () => {
    throw new Error('the permutation test needs a seeded random source');
  },
  design?: Design,
): Comparison[] {
  const [baseline, ...others] = variants;
  const alpha = gate.alpha;
  const metrics = comparedMetrics(trials);
  const tests = others.flatMap((variant) =>
    metrics.map((metric) => testMetric(trials, baseline, variant, metric, gate, random, design)),
  );

  // The family is the comparisons that decide the verdict: a variant the gate does not judge
  // (GateSpec.judged) is decided alone, as an ungated metric is, and widens no one's test.
  const gatedIndices = tests.flatMap((c, i) => (decidesVerdict(c, gate) ? [i] : []));
  const adjusted = holmAdjust(gatedIndices.map((i) => tests[i].estimate.pValue));
  const adjustedByIndex = new Map(gatedIndices.map((i, k) => [i, adjusted[k]]));
  // Regressions are Holm-corrected over the gated family; each ungated metric stands alone.
  const family = decide(
    gatedIndices.map((i) => tests[i].worse),
    alpha,
  );
  const decisionByIndex = new Map(
    gatedIndices.map((i, k) => [
      i,
      { outcome: family.outcomes[k], pWorse: family.adjustedPWorse[k] },
    ]),
  );
  const familySize = Math.max(1, gatedIndices.length);

  return tests.map((c, i): Comparison => {
    const own = decide([c.worse], alpha);
    return comparisonOf(c, baseline, alpha, adjustedByIndex.has(i) ? familySize : 1, {
      adjustedPValue: adjustedByIndex.get(i) ?? c.estimate.pValue,
      decision: decisionByIndex.get(i) ?? {
        outcome: own.outcomes[0],
        pWorse: own.adjustedPWorse[0],
      },
    });
  });
}

/** Whether a variant's comparisons decide the verdict (GateSpec.judged; absent, every variant). */
export function judged(gate: Pick<GateSpec, 'judged'>, variant: string): boolean {
  return gate.judged?.includes(variant) ?? true;
}

/**
 * Whether a comparison is one the verdict rests on: gated, of a judged variant. The Holm
 * family, the gate, the sequential stop and the report's "undecided" are all made of these.
 */
export function decidesVerdict(
  c: Pick<Comparison, 'gated' | 'variant'>,
  gate: Pick<GateSpec, 'judged'>,
): boolean {
  return c.gated && judged(gate, c.variant);
}

/** One variant's metric against the baseline, before the family of gated metrics decides. */
interface MetricTest {
  variant: string;
  metric: Metric;
  scale: Scale;
  better: 'higher' | 'lower';
  gated: boolean;
  tolerance: number;
  margin: number;
  look: Design;
  estimate: PairedEstimate;
  worse: ToleranceTest;
  improved: ToleranceTest;
}

/** The paired rounds of one metric: its estimate, and its tests against the tolerance both ways. */
function testMetric(
  trials: Trial[],
  baseline: string,
  variant: string,
  metric: Metric,
  gate: GateSpec,
  random: () => number,
  design: Design | undefined,
): MetricTest {
  const alpha = gate.alpha;
  const definition = metricDefinition(metric);
  const { scale, better } = definition;
  const base = byRound(trials, baseline, metric);
  const own = byRound(trials, variant, metric);
  const rounds = [...base.keys()].filter((r) => own.has(r)).sort((a, b) => a - b);
  const d = pairedDifferences(
    rounds.map((r) => base.get(r)!),
    rounds.map((r) => own.get(r)!),
    scale,
  );
  const estimate =
    gate.test === 'permutation'
      ? pairedPermutationTest(d, scale, alpha, random)
      : gate.test === 'trimmed'
        ? pairedTrimmedTest(d, scale, alpha)
        : pairedTest(d, scale, alpha);
  const threshold = isGateMetric(metric) ? gate.thresholds[metric] : undefined;
  // A ceiling (the error rate) bounds the variant itself (see gate/); with a baseline
  // tolerance it is also a comparison, gated only when some round differs. Rounds that
  // are all identical (no error on either side) can never show a regression: in the
  // Holm family they would only halve the other comparisons' level. Swapping the arms
  // of a round leaves that event unchanged, so leaving them out keeps the A/A
  // false-fail rate (checked by simulation in errors-gate.test.ts).
  const gated =
    threshold !== undefined &&
    (definition.gate === 'change' ||
      (definition.baselineTolerance !== undefined && d.some((x) => x !== 0)));
  const tolerance =
    threshold === undefined
      ? definition.tolerance
      : definition.gate === 'ceiling'
        ? (definition.baselineTolerance?.(threshold) ?? definition.tolerance)
        : threshold;
  const w = worsening(d, better);
  const look: Design = design ?? { kind: 'fixed', maxRounds: d.length };
  const test = (values: number[], margin: number): ToleranceTest =>
    gate.test === 'permutation'
      ? signFlipToleranceTest(values, margin, random)
      : toleranceTest(
          values,
          margin,
          look,
          gate.test === 'trimmed' ? (x) => trimmedMeanAndError(x) : undefined,
        );
  const margin = toleranceMargin(tolerance, scale, better);
  const worse = test(w, margin);
  // The mirror image, for the report: better than the tolerance by the same standard.
  const mirror = better === 'higher' ? 'lower' : 'higher';
  const improved = test(
    w.map((x) => -x),
    toleranceMargin(tolerance, scale, mirror),
  );
  return {
    variant,
    metric,
    scale,
    better,
    gated,
    tolerance,
    margin,
    look,
    estimate,
    worse,
    improved,
  };
}

/** A metric's comparison as the report reads it, once the gated family has decided. */
function comparisonOf(
  c: MetricTest,
  baseline: string,
  alpha: number,
  familySize: number,
  family: { adjustedPValue: number; decision: { outcome: ToleranceOutcome; pWorse: number } },
): Comparison {
  const e = c.estimate;
  const { adjustedPValue, decision } = family;
  // As the report shows it: the plain p beside the plain 95% interval, so that "does not
  // change" never stands beside an interval clear of zero.
  const significant = e.pValue < 0.05;
  const worse = c.better === 'higher' ? e.estimate < 0 : e.estimate > 0;
  // The advice uses the level of the gate's first Holm step, where a regression is hardest
  // (familySize 1 for a comparison outside the family).
  const level = alpha / familySize;
  const detectable = detectableWorsening(e.sd, e.n, c.margin, level, c.look);
  const improvement = c.improved.pWorse <= alpha;
  return {
    variant: c.variant,
    baseline,
    metric: c.metric,
    scale: c.scale,
    gated: c.gated,
    tolerance: c.tolerance,
    n: e.n,
    estimatePct: e.estimate * 100,
    ciLowPct: e.ciLow * 100,
    ciHighPct: e.ciHigh * 100,
    pValue: e.pValue,
    adjustedPValue,
    pWorse: decision.pWorse,
    pWithin: c.worse.pWithin,
    mdePct: Math.abs(changeOfWorsening(detectable, c.scale, c.better)) * 100,
    roundsNeeded: roundsToDecide(e.sd, c.margin, level),
    spreadPct: Number.isFinite(e.sd) ? e.sd * 100 : undefined,
    significant,
    worse,
    outcome:
      decision.outcome === 'worse'
        ? 'regression'
        : improvement
          ? 'improvement'
          : decision.outcome === 'within'
            ? 'no-change'
            : 'inconclusive',
  };
}
