/**
 * How much worse each variant is than the baseline, as bars, with the tolerance as a line:
 * a bar over the line is the variant to look at. The figures; ./markdown/chart.ts draws them
 * (Mermaid). Pure.
 */
import { metricDefinition, type Metric } from '../model/metrics.js';
import { gatedChanges, niceStep, tolerancePct } from './interval-plot.js';
import { headlineMetric, type RunResult } from './result.js';
import { fit } from './text.js';

export interface ChartModel {
  /** "Throughput", "Latency p99". */
  label: string;
  /** What a taller bar is: "lower" throughput, "higher" latency. */
  direction: 'lower' | 'higher';
  baseline: string;
  /** Each variant's name, fitted to the axis. */
  names: string[];
  /** Each variant's worsening in %: taller is worse. */
  bars: number[];
  /** The tolerance in %, drawn as a line across. */
  tolerance?: number;
  bottom: number;
  top: number;
}

/** The metric the chart is about: what decided the verdict when it is a change in %, else the first gated change. */
function chartMetric(result: RunResult): Metric {
  const headlined = headlineMetric(result);
  const gated = gatedChanges(result);
  return gated.find((c) => c.metric === headlined)?.metric ?? gated[0]?.metric ?? 'throughput';
}

/**
 * How much worse each variant is than the baseline, as bars, with the tolerance as a line:
 * a bar over the line is the variant to look at. Mermaid draws every bar up from the axis
 * minimum, so a signed Δ% would draw a small change as a tall bar: bars measure the
 * worsening (taller is worse), and the axis starts one step below both 0 and the lowest bar,
 * so no variant's bar has zero height. One variant gets no chart: its interval plot says more.
 */
export function chartModel(result: RunResult): ChartModel | undefined {
  const metric = chartMetric(result);
  const compared = result.comparisons.filter(
    (c) => c.metric === metric && Number.isFinite(c.estimatePct),
  );
  if (compared.length < 2) return undefined;
  const { better, label } = metricDefinition(metric);
  const worsening = compared.map((c) => (better === 'higher' ? -c.estimatePct : c.estimatePct));
  const gated = compared.find((c) => c.gated);
  const tolerance = gated ? Math.abs(tolerancePct(gated)) : undefined;
  const high = Math.max(...worsening, tolerance ?? 0, 0);
  const low = Math.min(...worsening, 0);
  const step = niceStep((high - low) / 5);
  const round = (value: number) => Number(value.toFixed(6));
  const top = round((Math.floor(high / step) + 1) * step);
  const bottom = round((Math.ceil(low / step) - 1) * step);
  return {
    label,
    direction: better === 'higher' ? 'lower' : 'higher',
    baseline: fit(result.baseline, 24),
    names: compared.map((c) => fit(c.variant, 24)),
    bars: worsening,
    tolerance,
    bottom,
    top,
  };
}
