/**
 * One trial: drive load at a running target with autocannon and measure it ourselves.
 * autocannon's own latency histogram has millisecond resolution and its duration includes
 * up to a second of idle time after a fixed request count; a loopback trial with one
 * connection answers in ~150 µs, so responses are timed into our own HDR histogram in
 * microseconds and the window is taken from the first request to the last response.
 */
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import type { LoadSpec, RequestSpec } from '../config/types.js';
import type { Measurement, StatusClass } from '../model/measurement.js';

/** Longest latency the histogram tracks: one hour, in microseconds. */
const HIGHEST_US = 3_600_000_000;

/** A target that falls this far below the asked-for rate is saturated. */
const SATURATION_SHORTFALL = 0.05;

export interface LoadRun {
  requests: RequestSpec[];
  connections: number;
  pipelining: number;
  amount?: number;
  durationMs?: number;
  rate?: number;
  timeoutMs: number;
  objectiveMs?: number;
  /** Called with the number of responses of each second as it completes (progress lines). */
  onSecond?: (responses: number) => void;
}

/** The unmeasured warm-up at the start of a trial (closed model, whatever the load's model). */
export async function runWarmup(spec: LoadSpec): Promise<void> {
  if (!spec.warmup?.amount && !spec.warmup?.durationMs) return;
  await runLoad({
    ...spec,
    objectiveMs: undefined,
    rate: undefined,
    amount: spec.warmup.amount,
    durationMs: spec.warmup.durationMs,
  });
}

/** The ramp-up stages of an open-model load, which lead straight into the measured window. */
export async function runRamp(spec: LoadSpec): Promise<void> {
  const base = { ...spec, objectiveMs: undefined };
  let previousRate = 0;
  for (const stage of spec.stages) {
    // A stage ramps linearly from the previous rate to its own, in steps of about a second.
    const steps = Math.max(1, Math.min(10, Math.round(stage.durationMs / 1000)));
    for (let step = 1; step <= steps; step++) {
      const rate = previousRate + ((stage.rate - previousRate) * step) / steps;
      await runLoad({
        ...base,
        amount: undefined,
        rate: Math.max(1, Math.round(rate)),
        durationMs: stage.durationMs / steps,
      });
    }
    previousRate = stage.rate;
  }
}

export async function runMeasured(
  spec: LoadSpec,
  onSecond?: (responses: number) => void,
): Promise<Measurement> {
  return runLoad({ ...spec, onSecond });
}

export async function runLoad(run: LoadRun): Promise<Measurement> {
  const first = new URL(run.requests[0].url);
  const latencies = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: HIGHEST_US,
    numberOfSignificantValueDigits: 3,
  });
  const statusCodes: Record<string, number> = {};
  const perSecond: number[] = [];
  let responses = 0;
  let successes = 0;
  let bytes = 0;
  let underObjective = 0;
  const objectiveMs = run.objectiveMs ?? Infinity;
  let lastResponseAt = 0;

  const options = {
    url: first.origin,
    connections: run.amount ? Math.min(run.connections, run.amount) : run.connections,
    pipelining: run.pipelining,
    // autocannon takes seconds, and rejects keys that are present but undefined.
    ...(run.amount ? { amount: run.amount } : { duration: (run.durationMs ?? 10_000) / 1000 }),
    ...(run.rate ? { overallRate: run.rate } : {}),
    timeout: run.timeoutMs / 1000,
    requests: run.requests.map(toAutocannonRequest),
    // The run notices its end on a sample tick: tick often so a fixed count ends promptly.
    sampleInt: 100,
  } as autocannon.Options;
  // autocannon sends its first requests as it is constructed.
  const startedAt = performance.now();
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

  // A timed run stops on autocannon's next sample tick, and a rate-limited one sends the
  // next second's burst at the boundary: only responses inside the window count.
  const windowMs = run.amount ? Infinity : (run.durationMs ?? 10_000);
  instance.on(
    'response',
    (_client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => {
      const now = performance.now();
      if (now - startedAt > windowMs) return;
      lastResponseAt = now;
      responses++;
      bytes += resBytes;
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) successes++;
      if (responseTimeMs <= objectiveMs) underObjective++;
      latencies.recordValue(Math.max(1, Math.round(responseTimeMs * 1000)));
      const second = Math.floor((now - startedAt) / 1000);
      while (perSecond.length <= second) {
        if (perSecond.length > 0) run.onSecond?.(perSecond[perSecond.length - 1]);
        perSecond.push(0);
      }
      perSecond[second]++;
    },
  );

  const result = await finished;

  const durationSec =
    windowMs === Infinity
      ? Math.max((lastResponseAt || performance.now()) - startedAt, 1) / 1000
      : windowMs / 1000;
  // autocannon counts a timeout as an error too; keep the two apart.
  const timeouts = result.timeouts;
  const errors = Math.max(0, result.errors - timeouts);
  const attempts = responses + errors + timeouts;
  const statusClasses: Record<StatusClass, number> = {
    '1xx': 0,
    '2xx': 0,
    '3xx': 0,
    '4xx': 0,
    '5xx': 0,
  };
  for (const [code, count] of Object.entries(statusCodes)) {
    const cls = `${String(code)[0]}xx` as StatusClass;
    if (cls in statusClasses) statusClasses[cls] += count;
  }
  const measurement: Measurement = {
    responses,
    successes,
    durationSec,
    throughput: successes / durationSec,
    bytesPerSec: bytes / durationSec,
    latencyUs: {
      mean: responses ? latencies.mean : 0,
      stdev: responses ? latencies.stdDeviation : 0,
      min: responses ? latencies.minNonZeroValue : 0,
      p50: latencies.getValueAtPercentile(50),
      p90: latencies.getValueAtPercentile(90),
      p99: latencies.getValueAtPercentile(99),
      p999: latencies.getValueAtPercentile(99.9),
      max: latencies.maxValue,
    },
    statusClasses,
    statusCodes,
    errors,
    timeouts,
    errorRate: attempts ? (attempts - successes) / attempts : 0,
    underObjective:
      run.objectiveMs === undefined ? undefined : responses ? underObjective / attempts : 0,
    // Whole seconds only, so stability checks compare like with like.
    perSecond: perSecond.slice(0, Math.max(1, Math.floor(durationSec))),
  };
  latencies.destroy();
  if (run.rate !== undefined) {
    measurement.targetRate = run.rate;
    measurement.achievedRate = attempts / durationSec;
    measurement.saturated = measurement.achievedRate < run.rate * (1 - SATURATION_SHORTFALL);
  }
  return measurement;
}

function toAutocannonRequest(request: RequestSpec): autocannon.Request {
  const url = new URL(request.url);
  return {
    method: request.method as autocannon.Request['method'],
    path: url.pathname + url.search,
    headers: request.headers,
    body: request.body,
  };
}
