/**
 * The metric registry: everything perf-gate knows about a metric, in one entry. The config
 * schema's gate keys, normalization, statistics, the gate and the report all derive from
 * it, so adding a metric is one entry here plus its extraction in the load stage.
 */
import { bytesRate, micros, pct, rate, seconds } from './format.js';
import type { Measurement } from './measurement.js';

/**
 * Rates and latencies change by a factor (compared as log ratios, shown in %); shares such
 * as the error rate change by an amount (compared as differences, shown in points).
 */
export type Scale = 'ratio' | 'difference';

export interface MetricDefinition {
  /** As a table heading; lowered in sentences ("Throughput" → "throughput"). */
  label: string;
  unit: string;
  better: 'higher' | 'lower';
  scale: Scale;
  /** The metric's value in one trial; undefined when this run does not measure it. */
  read: (m: Measurement) => number | undefined;
  /**
   * What `gate: { name: N% }` means. `change`: fail when the variant is worse than the
   * baseline by more than N (the tolerance). `ceiling`: fail when the variant's mean is
   * above N. `false`: informational only, not a gate key.
   */
  gate: 'change' | 'ceiling' | false;
  /**
   * A ceiling metric with this is also compared with the baseline: a variant shown (by the
   * one-sided paired test, Holm-corrected with the other gated comparisons) to be worse than
   * the baseline by more than this tolerance, derived from the ceiling, fails too.
   */
  baselineTolerance?: (ceiling: number) => number;
  /** Gated in every config unless switched off by name (`name: off`). */
  gatedByDefault?: number;
  /**
   * When the config names this metric's tolerance but not this one's, this one takes it
   * instead of its `gatedByDefault`: one number for what the user tolerates a change to cost.
   */
  defaultToleranceOf?: 'throughput';
  /** Tolerance when the gate does not name the metric: changes smaller are "no change". */
  tolerance: number;
  format: (value: number) => string;
  /**
   * Its row in the report's diff block; without one the metric gets a row only when gated.
   * A function when the label depends on the load (the objective's latency).
   */
  row?: string | ((load: { objectiveMs?: number }) => string);
}

const share = (value: number) => pct(value, { digits: 2 });

/** In report order. */
export const METRICS = {
  throughput: {
    label: 'Throughput',
    unit: 'req/s',
    better: 'higher',
    scale: 'ratio',
    read: (m) => m.throughput,
    gate: 'change',
    gatedByDefault: 0.05,
    tolerance: 0.05,
    format: rate,
    row: 'Req/s',
  },
  latency: {
    label: 'Latency mean',
    unit: 'µs',
    better: 'lower',
    scale: 'ratio',
    read: (m) => m.latencyUs.mean,
    gate: 'change',
    tolerance: 0.05,
    format: micros,
  },
  p50: {
    label: 'Latency p50',
    unit: 'µs',
    better: 'lower',
    scale: 'ratio',
    read: (m) => m.latencyUs.p50,
    gate: 'change',
    tolerance: 0.05,
    format: micros,
    row: 'Latency p50',
  },
  p75: {
    label: 'Latency p75',
    unit: 'µs',
    better: 'lower',
    scale: 'ratio',
    read: (m) => m.latencyUs.p75,
    gate: 'change',
    tolerance: 0.05,
    format: micros,
  },
  p90: {
    label: 'Latency p90',
    unit: 'µs',
    better: 'lower',
    scale: 'ratio',
    read: (m) => m.latencyUs.p90,
    gate: 'change',
    tolerance: 0.05,
    format: micros,
    row: 'Latency p90',
  },
  p99: {
    label: 'Latency p99',
    unit: 'µs',
    better: 'lower',
    scale: 'ratio',
    read: (m) => m.latencyUs.p99,
    gate: 'change',
    tolerance: 0.05,
    format: micros,
    row: 'Latency p99',
  },
  p999: {
    label: 'Latency p99.9',
    unit: 'µs',
    better: 'lower',
    scale: 'ratio',
    read: (m) => m.latencyUs.p999,
    gate: 'change',
    tolerance: 0.05,
    format: micros,
  },
  errors: {
    label: 'Error rate',
    unit: '%',
    better: 'lower',
    scale: 'difference',
    read: (m) => m.errorRate,
    gate: 'ceiling',
    // A tenth of the ceiling: under the default 1%, a change that makes one request in a
    // thousand fail is caught; one in ten thousand is shown as information. A tolerance is
    // needed at all so that a run without errors can show "no change" and stop.
    baselineTolerance: (ceiling) => ceiling / 10,
    gatedByDefault: 0.01,
    tolerance: 0.01,
    format: share,
    row: 'Error rate',
  },
  bytes: {
    label: 'Transfer',
    unit: 'B/s',
    better: 'higher',
    scale: 'ratio',
    read: (m) => m.bytesPerSec,
    gate: false,
    tolerance: 0.05,
    format: bytesRate,
    row: 'Transfer',
  },
  objective: {
    label: 'Under objective',
    unit: '%',
    better: 'higher',
    scale: 'difference',
    read: (m) => m.underObjective,
    gate: false,
    tolerance: 0.01,
    format: (value) => pct(value),
    row: (load) =>
      load.objectiveMs === undefined ? 'Under objective' : `Under ${seconds(load.objectiveMs)}`,
  },
  cpu: {
    label: 'CPU per request',
    unit: 'µs',
    better: 'lower',
    scale: 'ratio',
    read: (m) => m.resources?.targetCpuUsPerRequest,
    gate: 'change',
    // Gated by default beside throughput, at its tolerance: a cost off the request path (a
    // worker thread, a background exporter) shows in req/s only where it takes a CPU the
    // server or its load needed, so in slices on 2 CPUs a spinning worker read +0.1% req/s
    // but +34% CPU per request (docs/accuracy.md). For a CPU-bound server the two move
    // together (−10% req/s ≈ +11% CPU per request), so one tolerance serves both. Measured
    // only where the services' CPU time can be read.
    gatedByDefault: 0.05,
    defaultToleranceOf: 'throughput',
    tolerance: 0.05,
    format: micros,
    row: 'CPU/request',
  },
} as const satisfies Record<string, MetricDefinition>;

export type Metric = keyof typeof METRICS;

/** The metrics a config's `gate:` section can name. */
export type GateMetric = {
  [K in Metric]: (typeof METRICS)[K]['gate'] extends false ? never : K;
}[Metric];

export const METRIC_NAMES = Object.keys(METRICS) as Metric[];

export function isGateMetric(metric: Metric): metric is GateMetric {
  return METRICS[metric].gate !== false;
}

export const GATE_METRICS: GateMetric[] = METRIC_NAMES.filter(isGateMetric);

/** The definition with the registry's common shape, for code that reads any metric. */
export function metricDefinition(metric: Metric): MetricDefinition {
  return METRICS[metric];
}

/** The label inside a sentence: "Throughput" → "throughput"; "CPU per request" keeps its acronym. */
export function metricInSentence(metric: Metric): string {
  const { label } = metricDefinition(metric);
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** A metric named in stored JSON (a bisect step's), in a sentence; an unknown name as it is. */
export function metricNameInSentence(name: string): string {
  return Object.hasOwn(METRICS, name) ? metricInSentence(name as Metric) : name;
}

/** The metric's value in one trial; NaN when this run does not measure it. */
export function metricValue(m: Measurement, metric: Metric): number {
  return metricDefinition(metric).read(m) ?? NaN;
}

/** One value per metric of the list, keyed by metric. */
export function byMetric<K extends Metric, V>(
  metrics: readonly K[],
  value: (metric: K) => V,
): Record<K, V> {
  return Object.fromEntries(metrics.map((metric) => [metric, value(metric)])) as Record<K, V>;
}

/** The gate every config has unless it switches a metric off by name. */
export const DEFAULT_GATE: Partial<Record<GateMetric, number>> = Object.fromEntries(
  GATE_METRICS.flatMap((metric) => {
    const value = metricDefinition(metric).gatedByDefault;
    return value === undefined ? [] : [[metric, value]];
  }),
);
