/**
 * What one trial measured: the value the load stage produces and every pure stage reads.
 * Latencies are microseconds; rates are per second.
 */

export interface LatencySummary {
  mean: number;
  stdev: number;
  min: number;
  p50: number;
  p75: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
}

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';

/** Another process that used the CPU during a trial. */
export interface ForeignProcess {
  pid: number;
  command: string;
  cores: number;
}

/** CPU and memory of the target during one trial, and what else the machine was doing. */
export interface ResourceUsage {
  /** CPU time of the target's processes during the measured window. */
  targetCpuUs: number;
  targetCpuUsPerRequest: number;
  /** Sum over the target's processes of their peak resident memory. */
  targetPeakRssKb: number;
  /** CPU time of perf-gate's own process tree (the load generator), outside the target. */
  selfCpuUs: number;
  /** CPU used by everything else, in cores (1 = one core busy the whole window). */
  foreignCores: number;
  /** Interrupt and softirq work (most of it the trial's own network traffic), in cores. */
  interruptCores?: number;
  /** CPU the hypervisor gave to other guests (steal), in cores, where the kernel reports it. */
  stealCores?: number;
  /** The busiest other processes seen in the window (≥ 0.05 cores), for the report. */
  foreignProcesses?: ForeignProcess[];
}

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
  /**
   * Open model: requests that fell due while every allowed connection was busy, so they
   * were never sent.
   */
  dropped?: number;
  /** Open model: requests were dropped, so the app could not keep up with the rate. */
  saturated?: boolean;
  /**
   * Where latencies start: `scheduled` (open model: the time the request was due, so
   * queueing behind a stall counts) or `sent` (closed model).
   */
  latencyFrom?: 'scheduled' | 'sent';
  /** Responses in each whole second of the measured window. */
  perSecond: number[];
  /** CPU and memory of the target, perf-gate's CPU, foreign load (Linux only). */
  resources?: ResourceUsage;
}
