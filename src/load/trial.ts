/**
 * One trial: drive load at a running target and measure it ourselves. Two engines, because
 * the two load models ask different questions:
 * - closed model (connections, no rate): autocannon keeps every connection busy and says how
 *   much the app serves; it is faster at that than anything we could write in Node.
 * - open model (`rate`): our own engine sends each request when it is due and measures its
 *   latency from then (see open.ts); autocannon's rate limiter sends each second's requests
 *   as a burst and times them from the send, which hides the queueing a stall causes.
 *
 * autocannon's own latency histogram has millisecond resolution and its duration includes
 * up to a second of idle time after a fixed request count; a loopback trial with one
 * connection answers in ~150 µs, so responses are timed into our own HDR histogram in
 * microseconds and the window is taken from the first request to the last response.
 */
import { performance } from 'node:perf_hooks';
import type autocannon from 'autocannon';
import type { Arrival, LoadSpec, RequestSpec } from '../config/types.js';
import type { Measurement } from '../model/measurement.js';
import { feedOpen, openSlices, runOpen } from './open.js';
import { Tally } from './tally.js';

export interface LoadRun {
  requests: RequestSpec[];
  /** Closed model: the connections kept busy. Open model: the most that may be opened. */
  connections: number;
  pipelining: number;
  amount?: number;
  durationMs?: number;
  /** Open model: requests per second, spaced by `arrival` (constant by default). */
  rate?: number;
  arrival?: Arrival;
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

/**
 * The ramp-up stages of an open-model load, which lead straight into the measured window.
 * Each raises the arrival rate linearly from the previous stage's rate (0 before the first)
 * to its own: one continuous ramp, not a staircase.
 */
export async function runRamp(spec: LoadSpec): Promise<void> {
  let previousRate = 0;
  for (const stage of spec.stages) {
    await runOpen({
      requests: spec.requests,
      maxConnections: spec.connections,
      segment: { durationMs: stage.durationMs, fromRate: previousRate, toRate: stage.rate },
      arrival: spec.arrival,
      timeoutMs: spec.timeoutMs,
    });
    previousRate = stage.rate;
  }
}

export async function runMeasured(
  spec: LoadSpec,
  onSecond?: (responses: number) => void,
): Promise<Measurement> {
  return runLoad({ ...spec, onSecond });
}

/**
 * The measured window of a trial in slices: a tally for it (`onSecond` gets the responses of
 * each of its seconds), then `slice(ms)` for each slice, then `measurement()` for them all.
 * The open model runs one schedule across the slices (see open.ts), so `measurement()` (or
 * `close()`, for a trial that ends early) also closes its connections and its pacer.
 */
export function slicedMeasurement(spec: LoadSpec, onSecond?: (responses: number) => void) {
  const tally = newTally(spec, onSecond);
  const open =
    spec.rate === undefined
      ? undefined
      : openSlices(
          {
            requests: spec.requests,
            maxConnections: spec.connections,
            rate: spec.rate,
            arrival: spec.arrival ?? 'constant',
            timeoutMs: spec.timeoutMs,
            objectiveMs: spec.objectiveMs,
          },
          tally,
        );
  return {
    slice: (durationMs: number) =>
      open ? open.slice(durationMs) : feedLoad({ ...spec, durationMs, amount: undefined }, tally),
    measurement: () => {
      void open?.close();
      return tally.toMeasurement();
    },
    close: async () => open?.close(),
  };
}

export async function runLoad(run: LoadRun): Promise<Measurement> {
  const tally = newTally(run, run.onSecond);
  await feedLoad(run, tally);
  return tally.toMeasurement();
}

function newTally(run: Pick<LoadRun, 'rate' | 'objectiveMs'>, onSecond?: (n: number) => void) {
  return new Tally(run.objectiveMs, run.rate === undefined ? 'sent' : 'scheduled', onSecond);
}

/** Runs one window of load into `tally`, which may hold earlier windows of the trial. */
async function feedLoad(run: LoadRun, tally: Tally): Promise<void> {
  if (run.rate === undefined) return feedClosed(run, tally);
  return feedOpen(
    {
      requests: run.requests,
      maxConnections: run.connections,
      segment: { durationMs: run.durationMs ?? 10_000, fromRate: run.rate, toRate: run.rate },
      arrival: run.arrival ?? 'constant',
      timeoutMs: run.timeoutMs,
      objectiveMs: run.objectiveMs,
    },
    tally,
  );
}

async function feedClosed(run: LoadRun, tally: Tally): Promise<void> {
  // Loaded on the first closed-model trial rather than at start-up: a run that stops on a
  // config error, or a report-only job, never needs it, and it is a large share of the
  // action's cold start.
  const { default: autocannon } = await import('autocannon');
  const first = new URL(run.requests[0].url);
  let lastResponseAt = 0;

  const options = {
    url: first.origin,
    connections: run.amount ? Math.min(run.connections, run.amount) : run.connections,
    pipelining: run.pipelining,
    // autocannon takes seconds, and rejects keys that are present but undefined.
    ...(run.amount ? { amount: run.amount } : { duration: (run.durationMs ?? 10_000) / 1000 }),
    // autocannon accepts whole seconds of at least 1 only; setupClient sets the real one.
    timeout: Math.max(1, Math.ceil(run.timeoutMs / 1000)),
    setupClient: (client: autocannon.Client) => {
      // Read after this hook, whenever the client arms its per-request timer (autocannon 8,
      // lib/httpClient.js): this gives millisecond timeouts. A test guards it.
      (client as unknown as { timeout: number }).timeout = run.timeoutMs;
    },
    requests: run.requests.map(toAutocannonRequest),
    // The run notices its end on a sample tick. Tick often, so a fixed count ends promptly
    // and a timed window ends within 10 ms of its length: the app's CPU is counted until the
    // run returns, and a 500 ms slice would otherwise carry up to 100 ms of uncounted load.
    sampleInt: 10,
  } as autocannon.Options;
  // autocannon sends its first requests as it is constructed.
  const startedAt = performance.now();
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

  // A timed run stops on autocannon's next sample tick: only responses inside the window count.
  const windowMs = run.amount ? Infinity : (run.durationMs ?? 10_000);
  instance.on(
    'response',
    (_client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => {
      const now = performance.now();
      if (now - startedAt > windowMs) return;
      lastResponseAt = now;
      tally.response(statusCode, resBytes, responseTimeMs * 1000, now - startedAt);
    },
  );

  const result = await finished;
  // autocannon counts a timeout as an error too; keep the two apart.
  for (let i = 0; i < result.timeouts; i++) tally.timeout();
  for (let i = 0; i < Math.max(0, result.errors - result.timeouts); i++) tally.error();

  tally.endWindow({
    durationSec:
      windowMs === Infinity
        ? Math.max((lastResponseAt || performance.now()) - startedAt, 1) / 1000
        : windowMs / 1000,
  });
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
