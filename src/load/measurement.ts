import type { ResourceUsage } from './resources.js';

/** What one trial measured. Latencies are microseconds; rates are per second. */
export interface LatencySummary {
  mean: number;
  stdev: number;
  min: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
}

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';

export interface Measurement {
  /** Responses received, whatever their status. */
  responses: number;
  /** Responses with a 2xx status. */
  successes: number;
  /** Length of the measured window, from the first request to the last response. */
  durationSec: number;
  /** Successful responses per second: a variant that fails fast does not look fast. */
  throughput: number;
  bytesPerSec: number;
  latencyUs: LatencySummary;
  statusClasses: Record<StatusClass, number>;
  statusCodes: Record<string, number>;
  /** Connection errors (refused, reset), not counting timeouts. */
  errors: number;
  timeouts: number;
  /** (non-2xx + errors + timeouts) / attempts. */
  errorRate: number;
  /** Share of responses answered within the latency objective, when one is set. */
  underObjective?: number;
  /** Open model: the rate asked for and the rate achieved. */
  targetRate?: number;
  achievedRate?: number;
  /** The achieved rate fell more than 5% short of the target: the app is saturated. */
  saturated?: boolean;
  /** Responses in each whole second of the measured window. */
  perSecond: number[];
  /** CPU and memory of the target, perf-gate's CPU, foreign load (Linux only). */
  resources?: ResourceUsage;
}

/** The metrics that stats compares, and which way is better. */
export const METRICS = {
  throughput: { label: 'Throughput', unit: 'req/s', better: 'higher' },
  latency: { label: 'Latency mean', unit: 'µs', better: 'lower' },
  p50: { label: 'Latency p50', unit: 'µs', better: 'lower' },
  p90: { label: 'Latency p90', unit: 'µs', better: 'lower' },
  p99: { label: 'Latency p99', unit: 'µs', better: 'lower' },
  bytes: { label: 'Transfer', unit: 'B/s', better: 'higher' },
  errors: { label: 'Error rate', unit: '%', better: 'lower' },
  objective: { label: 'Under objective', unit: '%', better: 'higher' },
  cpu: { label: 'CPU per request', unit: 'µs', better: 'lower' },
} as const;

export type Metric = keyof typeof METRICS;

export function metricValue(m: Measurement, metric: Metric): number {
  switch (metric) {
    case 'throughput':
      return m.throughput;
    case 'latency':
      return m.latencyUs.mean;
    case 'p50':
    case 'p90':
    case 'p99':
      return m.latencyUs[metric];
    case 'bytes':
      return m.bytesPerSec;
    case 'errors':
      return m.errorRate;
    case 'objective':
      return m.underObjective ?? NaN;
    case 'cpu':
      return m.resources?.targetCpuUsPerRequest ?? NaN;
  }
}
