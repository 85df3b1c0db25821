/**
 * One trial: drive load at a running target and measure it ourselves. Two engines, because
 * the two load models ask different questions:
 * - closed model (connections, no rate): every connection kept busy, to say how much the app
 *   serves. Whole trials and warm-ups run autocannon; a trial in slices runs perf-gate's own
 *   client (closed.ts), which keeps its connections from one slice to the next.
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
import type { LoadSpec, RequestSpec } from '../config/types.js';
import type { Measurement } from '../model/measurement.js';
import { ClosedSlices, windowSeconds } from './closed.js';
import { feedOpen, openSlices, runOpen } from './open.js';
import { warmUntilSteady, WARMUP_WINDOW_MS } from './steady.js';
import { Tally } from './tally.js';
import { deriveSeed, seededRandom } from '../model/random.js';

/** One run of load: a spec's window (its arrival constant unless given), with its progress. */
export type LoadRun = Pick<
  LoadSpec,
  | 'requests'
  | 'connections'
  | 'pipelining'
  | 'amount'
  | 'durationMs'
  | 'rate'
  | 'timeoutMs'
  | 'objectiveMs'
> &
  Partial<Pick<LoadSpec, 'arrival' | 'arrivalSeed'>> & {
    /** Called with the number of responses of each second as it completes (progress lines). */
    onSecond?: (responses: number) => void;
  };

/** What a trial's warm-up did. */
export interface WarmupRun {
  /** Responses and seconds of its load (a warm-up until steady: of its last, steady second). */
  responses: number;
  durationSec: number;
  /** A warm-up until steady: how long it took, ms, and whether it was steady before its maximum. */
  untilSteady?: { durationMs: number; steady: boolean };
}

/** Whether the load's warm-up runs at all (`warmup: 0` does not). */
export function hasWarmup(spec: LoadSpec): boolean {
  return Boolean(spec.warmup?.amount || spec.warmup?.durationMs || spec.warmup?.steady);
}

/**
 * The unmeasured warm-up at the start of a trial (closed model, whatever the load's model);
 * what it measured tells how fast the app answers (sliced request counts use it).
 */
export async function runWarmup(spec: LoadSpec): Promise<WarmupRun | undefined> {
  if (!hasWarmup(spec)) return undefined;
  const closed = { ...spec, objectiveMs: undefined, rate: undefined };
  const steady = spec.warmup!.steady;
  if (!steady) {
    const { amount, durationMs } = spec.warmup!;
    return runLoad({ ...closed, amount, durationMs });
  }
  const startedAtMs = performance.now();
  const warm = await warmUntilSteady(
    () => runLoad({ ...closed, amount: undefined, durationMs: WARMUP_WINDOW_MS }),
    Math.ceil(steady.maxMs / WARMUP_WINDOW_MS),
  );
  const durationMs = Math.round(performance.now() - startedAtMs);
  return { ...warm, untilSteady: { durationMs, steady: warm.steady } };
}

/**
 * The ramp-up stages of an open-model load, which lead straight into the measured window.
 * Each raises the arrival rate linearly from the previous stage's rate (0 before the first)
 * to its own: one continuous ramp, not a staircase.
 */
export async function runRamp(spec: LoadSpec): Promise<void> {
  let previousRate = 0;
  for (const [i, stage] of spec.stages.entries()) {
    await runOpen({
      requests: spec.requests,
      maxConnections: spec.connections,
      segment: { durationMs: stage.durationMs, fromRate: previousRate, toRate: stage.rate },
      arrival: spec.arrival,
      random: arrivalRandom(spec, i + 1),
      timeoutMs: spec.timeoutMs,
    });
    previousRate = stage.rate;
  }
}

export async function runMeasured(
  spec: LoadSpec,
  onSecond?: (responses: number) => void,
  observeLatency?: (latencyUs: number) => void,
  engine: ClosedEngine = 'autocannon',
): Promise<Measurement> {
  if (engine === 'kept' && spec.rate === undefined && spec.pipelining <= 1) {
    const measured = slicedMeasurement(spec, onSecond, observeLatency, 'kept');
    await measured.slice(
      spec.amount !== undefined
        ? { amount: spec.amount }
        : { durationMs: spec.durationMs ?? 10_000 },
    );
    return measured.measurement();
  }
  return runLoad({ ...spec, onSecond }, observeLatency);
}

/** One slice of a trial's measured window: a length of time, or a share of its request count. */
export type SliceWindow =
  { durationMs: number; amount?: undefined } | { amount: number; durationMs?: undefined };

/** The closed model's engine: see slicedMeasurement (slices) and runMeasured (whole trials). */
export type ClosedEngine = 'kept' | 'autocannon';

/**
 * The measured window of a trial in slices: a tally for it (`onSecond` gets the responses of
 * each of its seconds), then `slice(window)` for each slice, then `measurement()` for them all.
 * Both models keep their connections across the slices — the open model runs one schedule
 * across them (open.ts), the closed model its lanes (closed.ts) — so `measurement()` (or
 * `close()`, for a trial that ends early) also closes them. `autocannon` instead starts
 * autocannon afresh for each closed slice, as perf-gate did before: rounds in 100 ms slices
 * on kept connections differed by 0.63 of what 250 ms slices of autocannon did at equal wall
 * time (docs/accuracy.md, "Kept connections"); the noise benchmark still compares the two.
 */
export function slicedMeasurement(
  spec: LoadSpec,
  onSecond?: (responses: number) => void,
  observeLatency?: (latencyUs: number) => void,
  closedEngine: ClosedEngine = 'kept',
) {
  const tally = newTally(spec, onSecond);
  tally.observeLatency = observeLatency;
  const closed =
    spec.rate === undefined && closedEngine === 'kept'
      ? new ClosedSlices(
          { requests: spec.requests, connections: spec.connections, timeoutMs: spec.timeoutMs },
          tally,
        )
      : undefined;
  const open =
    spec.rate === undefined
      ? undefined
      : openSlices(
          {
            requests: spec.requests,
            maxConnections: spec.connections,
            rate: spec.rate,
            arrival: spec.arrival ?? 'constant',
            random: arrivalRandom(spec),
            timeoutMs: spec.timeoutMs,
            objectiveMs: spec.objectiveMs,
          },
          tally,
        );
  // The config gives the open model timed windows only (a rate, not a count).
  const slice = (window: SliceWindow, into: Tally = tally) =>
    open
      ? open.slice(window.durationMs!, into)
      : closed
        ? closed.slice(window, into)
        : feedLoad({ ...spec, ...window }, into);
  return {
    slice: (window: SliceWindow) => slice(window),
    /**
     * A slice whose responses, latencies and seconds count nowhere: the engine (its
     * connections, its schedule) runs on as for a measured one.
     */
    unmeasuredSlice: (window: SliceWindow) => slice(window, newTally(spec)),
    /** Responses counted so far: a slice's are the difference across it. */
    responses: () => tally.responseCount,
    measurement: () => {
      void open?.close();
      void closed?.close();
      return tally.toMeasurement();
    },
    close: async () => {
      await open?.close();
      await closed?.close();
    },
  };
}

export async function runLoad(
  run: LoadRun,
  observeLatency?: (latencyUs: number) => void,
): Promise<Measurement> {
  const tally = newTally(run, run.onSecond);
  tally.observeLatency = observeLatency;
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
      random: arrivalRandom(run),
      timeoutMs: run.timeoutMs,
      objectiveMs: run.objectiveMs,
    },
    tally,
  );
}

/**
 * The gaps of Poisson arrivals: the round's stream when the experiment set one (every variant
 * of the round draws the same, each ramp stage its own), else fresh ones.
 */
function arrivalRandom(
  spec: Partial<Pick<LoadSpec, 'arrivalSeed'>>,
  stage = 0,
): (() => number) | undefined {
  if (spec.arrivalSeed === undefined) return undefined;
  return seededRandom(deriveSeed(spec.arrivalSeed, stage));
}

/**
 * One closed-model window. A timed window stops sending at its end and lets every request
 * still in flight finish and count: cutting them off would leave out the slowest (a request
 * in flight at any moment is more likely a long one), which biases latency percentiles and
 * short slices most. A fixed count ends the same way, once its last request is answered.
 * The window's duration is what its connections' own rates add up to (windowSeconds).
 */
async function feedClosed(run: LoadRun, tally: Tally): Promise<void> {
  // Loaded on the first closed-model trial rather than at start-up: a run that stops on a
  // config error, or a report-only job, never needs it, and it is a large share of the
  // action's cold start.
  const { default: autocannon } = await import('autocannon');
  const first = new URL(run.requests[0].url);
  const clients: DrainableClient[] = [];
  const perConnection = new Map<unknown, { responses: number; lastAtMs: number }>();
  const windowMs = run.amount ? undefined : (run.durationMs ?? 10_000);
  const connectionOf = (client: unknown) => {
    let connection = perConnection.get(client);
    if (!connection) perConnection.set(client, (connection = { responses: 0, lastAtMs: 0 }));
    return connection;
  };

  const options = {
    url: first.origin,
    connections: run.amount ? Math.min(run.connections, run.amount) : run.connections,
    pipelining: run.pipelining,
    // autocannon takes seconds, and rejects keys that are present but undefined. A timed
    // window is ended by the drain below; autocannon's own end is only a backstop, after
    // the last request sent could have timed out.
    ...(windowMs === undefined
      ? { amount: run.amount }
      : { duration: Math.ceil((windowMs + run.timeoutMs) / 1000) + 1 }),
    // autocannon accepts whole seconds of at least 1 only; setupClient sets the real one.
    timeout: Math.max(1, Math.ceil(run.timeoutMs / 1000)),
    setupClient: (client: autocannon.Client) => {
      // Read after this hook, whenever the client arms its per-request timer (autocannon 8,
      // lib/httpClient.js): this gives millisecond timeouts. A test guards it.
      (client as unknown as { timeout: number }).timeout = run.timeoutMs;
      clients.push(client as unknown as DrainableClient);
      // A request that timed out or failed took the connection's time too: its rate counts
      // that time, or a stalling app would look faster.
      const spent = () => (connectionOf(client).lastAtMs = performance.now() - startedAt);
      const events = client as unknown as NodeJS.EventEmitter;
      events.on('timeout', spent);
      events.on('connError', spent);
    },
    requests: run.requests.map(toAutocannonRequest),
    // The run notices that its connections are done on a sample tick: tick often, so the
    // window ends within 10 ms of its last response (the app's CPU is counted until then).
    sampleInt: 10,
  } as autocannon.Options;
  // autocannon sends its first requests as it is constructed.
  const startedAt = performance.now();
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
  const drain =
    windowMs === undefined ? undefined : setTimeout(() => clients.forEach(sendNoMore), windowMs);

  instance.on(
    'response',
    (client: unknown, statusCode: number, resBytes: number, responseTimeMs: number) => {
      const now = performance.now();
      const connection = connectionOf(client);
      connection.responses++;
      connection.lastAtMs = now - startedAt;
      tally.response(statusCode, resBytes, responseTimeMs * 1000, now - startedAt);
    },
  );

  const result = await finished.finally(() => clearTimeout(drain));
  // autocannon counts a timeout as an error too; keep the two apart.
  for (let i = 0; i < result.timeouts; i++) tally.timeout();
  for (let i = 0; i < Math.max(0, result.errors - result.timeouts); i++) tally.error();
  tally.endWindow({
    durationSec: windowSeconds(perConnection.values(), performance.now() - startedAt),
  });
}

/** The part of an autocannon 8 client (lib/httpClient.js) that the drain uses; a test guards it. */
interface DrainableClient {
  reqsMade: number;
  responseMax?: number;
  destroy(): void;
}

/**
 * The connection sends nothing more: once its request in flight is answered (or times out)
 * it closes, as it does when it reaches a fixed count.
 */
function sendNoMore(client: DrainableClient): void {
  if (client.reqsMade > 0) client.responseMax = client.reqsMade;
  else client.destroy();
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
