/** One row per variant, about the headline metric, with throughput or p99 beside it. Pure. */
import { baselineFailures } from '../model/trial.js';
import { pValue, signedChange } from '../model/format.js';
import { metricDefinition, metricInSentence, type Metric } from '../model/metrics.js';
import { judged, type Comparison } from '../stats/index.js';
import { OUTCOME_BADGE, summaryOf, toleranceText } from './headline.js';
import { headlineMetric, type RunResult } from './result.js';
import { aside, given, type Text, type Table } from './text.js';

/**
 * A real (significant) change inside the tolerance is shown as such, not hidden — in words a
 * reader does not take for a regression ("(significant)" was): a worsening the tolerance
 * allows, or a gain smaller than it.
 */
function outcomeText(c: Comparison): string {
  if (c.outcome === 'no-change' && c.significant)
    return c.worse
      ? `⚪ real, within the ${toleranceText(c)} allowed`
      : `⚪ real, a gain under ${toleranceText(c)}`;
  return OUTCOME_BADGE[c.outcome];
}

export function variantsTable(result: RunResult): Table {
  const headlined = headlineMetric(result);
  const metric: Metric = headlined === 'trials' ? 'throughput' : headlined;
  const beside: Metric = metric === 'throughput' ? 'p99' : 'throughput';
  const { format, label } = metricDefinition(metric);
  const short = (m: Metric) => (m === 'throughput' ? 'req/s' : metricInSentence(m));
  const rows = result.variants.map((variant): Text[] => {
    const find = (m: Metric) =>
      result.comparisons.find((c) => c.variant === variant && c.metric === m);
    const main = find(metric);
    const other = find(beside);
    const own = summaryOf(result, variant);
    const change = (c: Comparison | undefined) =>
      c && Number.isFinite(c.estimatePct) ? signedChange(c, c.estimatePct) : 'n/a';
    const ci =
      main && Number.isFinite(main.ciLowPct)
        ? ` (${signedChange(main, main.ciLowPct)} … ${signedChange(main, main.ciHighPct)})`
        : '';
    return [
      given(variant),
      own ? format(own.metrics[metric].mean) : 'n/a',
      `${change(main)}${ci}`,
      main ? pValue(main.pValue) : 'n/a',
      change(other),
      // A variant the gate does not judge (the history's previous anchor) is shown, not gated.
      // One whose trials failed failed the gate on them, whatever its comparison could tell.
      own && own.failedTrials > 0 && judged(result.conditions, variant)
        ? `❌ ${own.failedTrials} of ${own.trials} trials failed`
        : baselineFailures(result.summaries) === 'all'
          ? "— the baseline's trials failed"
          : main
            ? `${outcomeText(main)}${judged(result.conditions, variant) ? '' : ' (shown, not gated)'}`
            : 'n/a',
    ];
  });
  const base = summaryOf(result, result.baseline);
  return {
    columns: [
      { title: 'Variant', align: 'left' },
      { title: metric === 'throughput' ? 'Req/s' : label, align: 'right' },
      { title: `Δ ${short(metric)} (95% CI)`, align: 'left' },
      { title: 'p', align: 'right' },
      { title: `Δ ${beside === 'p99' ? 'p99' : short(beside)}`, align: 'right' },
      // "Throughput" over its badges, as codecov heads them; another metric's values already
      // stand under its name.
      { title: metric === 'throughput' ? label : 'Verdict', align: 'left' },
    ],
    rows: [
      [
        [given(result.baseline), ' ', aside('(baseline)')],
        base ? format(base.metrics[metric].mean) : 'n/a',
        // The baseline has no change of its own.
        ...[undefined, undefined, undefined, undefined],
      ],
      ...rows,
    ],
  };
}
