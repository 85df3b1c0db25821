/**
 * The codecov-style diff block: each metric of the headline variant against the baseline,
 * its leading sign marking better (+) or worse (−), as fixed-width lines. Pure.
 */
import { METRIC_NAMES, metricDefinition, type Metric } from '../model/metrics.js';
import type { Comparison } from '../stats/index.js';
import { summaryOf } from './headline.js';
import { headlineVariant, type RunResult } from './result.js';
import { fit } from './text.js';

function deltaText(c: Comparison | undefined): string {
  if (!c || !Number.isFinite(c.estimatePct)) return 'n/a';
  return c.scale === 'difference'
    ? `${c.estimatePct < 0 ? '-' : '+'}${Math.abs(c.estimatePct).toFixed(2)}pp`
    : `${c.estimatePct < 0 ? '-' : '+'}${Math.abs(c.estimatePct).toFixed(1)}%`;
}

/** codecov's convention: the leading sign marks better (+) or worse (−), not the direction. */
function diffSign(c: Comparison | undefined, broken: boolean, failed: boolean): string {
  if (failed) return '-';
  if (!c || !c.significant) return ' ';
  if (c.worse) return '-';
  // A variant that fails trials or errors is not faster for it: its quick failures are not an
  // improvement to celebrate.
  return broken ? ' ' : '+';
}

/** Rows of the diff block: metrics with a row of their own, and every gated one, when compared. */
function diffMetrics(result: RunResult): Metric[] {
  return METRIC_NAMES.filter(
    (metric) =>
      (metricDefinition(metric).row !== undefined ||
        result.comparisons.some((x) => x.metric === metric && x.gated)) &&
      result.comparisons.some((x) => x.metric === metric),
  );
}

/** The body of the codecov-style diff block, for the headline variant. */
export function diffBlockLines(result: RunResult): string[] {
  const variant = headlineVariant(result);
  if (variant === undefined) return [];
  const base = summaryOf(result, result.baseline);
  const own = summaryOf(result, variant);
  const head = [fit(result.baseline, 12), fit(variant, 12)];
  const failures = result.verdict.failures.filter((f) => f.variant === variant);
  const broken = failures.some(
    (f) => f.metric === 'trials' || metricDefinition(f.metric).gate === 'ceiling',
  );
  const width = 52;
  const line = (sign: string, label: string, a: string, b: string, d: string) =>
    `${sign} ${label.padEnd(13)}${a.padStart(13)}${b.padStart(13)}${d.padStart(10)}`;
  const title = ' Performance Diff ';
  const pad = Math.max(0, width - 4 - title.length);
  const rows = diffMetrics(result).map((metric) => {
    const comparison = result.comparisons.find((x) => x.variant === variant && x.metric === metric);
    const failed = failures.some((f) => f.metric === metric);
    const { format, row } = metricDefinition(metric);
    const label =
      typeof row === 'function'
        ? row(result.conditions.load)
        : (row ?? metricDefinition(metric).label);
    return line(
      diffSign(comparison, broken, failed),
      label,
      base ? format(base.metrics[metric].mean) : 'n/a',
      own ? format(own.metrics[metric].mean) : 'n/a',
      deltaText(comparison),
    );
  });
  const rule = '='.repeat(width);
  // The means above are over each arm's measured trials; every Δ pairs the rounds both arms
  // measured. When a trial failed the two differ (6750 → 6837 read +0.8% over 5 pairs), so the
  // Rounds row says over how many rounds the Δ column is.
  const baseRounds = base?.metrics.throughput.n ?? 0;
  const ownRounds = own?.metrics.throughput.n ?? 0;
  const paired = result.comparisons.find(
    (x) => x.variant === variant && x.metric === 'throughput',
  )?.n;
  const pairedText =
    paired !== undefined && (paired !== baseRounds || paired !== ownRounds)
      ? `${paired} paired`
      : '';
  return [
    `@@${' '.repeat(Math.floor(pad / 2))}${title}${' '.repeat(Math.ceil(pad / 2))}@@`,
    `##${head[0].padStart(26)}${head[1].padStart(13)}${'+/-'.padStart(7)}  ##`,
    rule,
    // Every trial failed: nothing was compared, and the block says so rather than stand empty.
    ...(rows.length > 0 ? rows : ['  nothing compared: no round measured both']),
    rule,
    line(' ', 'Rounds', String(baseRounds), String(ownRounds), pairedText),
  ];
}
