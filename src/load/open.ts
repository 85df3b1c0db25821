/**
 * The open model: requests are sent when they are due, whatever happened to the ones before
 * them, and each latency is measured from the time the request was due. A response that
 * stalls therefore shows as the queueing it causes behind it instead of hiding it, as a
 * closed loop does (coordinated omission). wrk2, k6's constant-arrival-rate and Vegeta work
 * this way.
 *
 * Connections are opened on demand, up to `maxConnections`. A request that falls due while
 * every allowed connection is busy is not queued (its latency would start from a send time
 * the schedule never asked for): it is counted as dropped, and the trial as saturated.
 *
 * A trial measured in slices (taking turns with the other variants of its round) runs one
 * schedule across its slices: each slice continues the due times where the previous one
 * stopped, shifted by the time the variant waited, with the same pacer and connections.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Arrival, RequestSpec } from '../config/types.js';
import type { Measurement } from '../model/measurement.js';
import { Http1Client, type Done, type RequestOutcome } from './http1.js';
import { arrivalsBy, dueTimes, type Segment } from './schedule.js';
import { Tally } from './tally.js';

export type { RequestOutcome };

export interface OpenRun {
  requests: RequestSpec[];
  /** Most connections the run may open; more are opened only when all are busy. */
  maxConnections: number;
  segment: Segment;
  arrival: Arrival;
  timeoutMs: number;
  objectiveMs?: number;
  onSecond?: (responses: number) => void;
  /** Uniform numbers in [0, 1) for Poisson gaps; Math.random unless a test seeds it. */
  random?: () => number;
  /**
   * Called as each request has been handed to its socket, with its due time and that time
   * (ms, on the pacer's clock): how late the engine itself sent, for the pacing benchmark.
   */
  onSent?: (dueAt: number, sentAt: number) => void;
}

export type Send = (request: number, done: Done) => void;

/**
 * What the engine touches: the clock, the pacer that wakes it at due times and the client
 * that sends. The engine makes the real ones; a test may pass a simulated world, so the
 * engine's bookkeeping (sent or dropped, latency from the due time) is checked exactly,
 * independent of how busy the machine is.
 */
export interface OpenWorld {
  /** Milliseconds, on the pacer's clock. */
  now(): number;
  pacer: Pacer;
  client: Client;
}

export interface Client {
  send: Send;
  close(): void | Promise<void>;
}

export interface Pacer {
  /**
   * Calls `then` once performance.now() has reached `at`, or as soon after as it can. From
   * the first call until `idle()`, the pacer holds the process open (the connections never do).
   */
  wakeAt(at: number, then: () => void): void;
  /** The slice has ended: until the next wakeAt, let the process exit if nothing else runs. */
  idle(): void;
  close(): void;
}

/** The open model's measured window of a trial, run in one or more slices. */
export interface OpenSlices {
  /**
   * Runs the next `durationMs` of the schedule into the engine's tally (or `tally`, for a
   * slice that is not measured); resolves when its last request ended.
   */
  slice(durationMs: number, tally?: Tally): Promise<void>;
  /** Closes the connections and the pacer; the trial takes no more slices. */
  close(): Promise<void>;
}

/** A few milliseconds of lead so the first due time of a slice is not already late. */
const LEAD_MS = 5;

/**
 * Waking the event loop costs ~0.1 ms of CPU here (the pacer thread's timed wait and its
 * message), more than a request. Above 1,000 req/s the engine therefore wakes at most once a
 * millisecond and sends everything that fell due since: a request leaves at most 1 ms after
 * its due time, and its latency still counts from the due time. At 1,000 req/s or less every
 * request gets its own wake, so the pacing is exact (a Poisson stream's short gaps too).
 */
const TICK_MS = 1;
const TICK_ABOVE_RATE = 1000 / TICK_MS;

export async function runOpen(run: OpenRun, world?: OpenWorld): Promise<Measurement> {
  const tally = new Tally(run.objectiveMs, 'scheduled', run.onSecond);
  await feedOpen(run, tally, world);
  return tally.toMeasurement();
}

/** Runs the whole segment as one window into `tally` (which may hold earlier windows). */
export async function feedOpen(run: OpenRun, tally: Tally, world?: OpenWorld): Promise<void> {
  const engine = new OpenEngine(run, tally, world);
  try {
    await engine.slice(run.segment.durationMs);
  } finally {
    await engine.close();
  }
}

/**
 * The measured window of an open-model trial at a constant `rate`, in slices of one schedule:
 * the due times run on across slices, counted only while the trial runs.
 */
export function openSlices(
  run: Omit<OpenRun, 'segment'> & { rate: number },
  tally: Tally,
  world?: OpenWorld,
): OpenSlices {
  const segment = { durationMs: Infinity, fromRate: run.rate, toRate: run.rate };
  return new OpenEngine({ ...run, segment }, tally, world);
}

class OpenEngine implements OpenSlices {
  private readonly schedule: Iterator<number, unknown>;
  /** The next due time, in ms of schedule time (which runs only during slices). */
  private next: number;
  /** Schedule time at which the next slice starts. */
  private cursor = 0;
  /** Requests sent so far: several requests are cycled across slices, not restarted in each. */
  private requestsSent = 0;
  private readonly tickMs: number;
  private world: Promise<OpenWorld> | undefined;
  private closed = false;

  constructor(
    private readonly run: OpenRun,
    private readonly tally: Tally,
    world?: OpenWorld,
  ) {
    this.schedule = dueTimes(run.segment, run.arrival, run.random);
    this.next = this.dueAfter();
    this.tickMs =
      Math.max(run.segment.fromRate, run.segment.toRate) > TICK_ABOVE_RATE ? TICK_MS : 0;
    if (world) this.world = Promise.resolve(world);
  }

  private dueAfter(): number {
    const next = this.schedule.next();
    return next.done ? Infinity : (next.value as number);
  }

  async slice(durationMs: number, tally: Tally = this.tally): Promise<void> {
    if (this.closed) throw new Error('open engine: slice() after close()');
    const { now, pacer, client } = await (this.world ??= realWorld(this.run));
    const { maxConnections, onSent } = this.run;
    const from = this.cursor;
    const until = from + durationMs;
    this.cursor = until;
    // Wall-clock time of schedule time `from`: the time waited since the last slice is not
    // part of the schedule, so nothing falls due for it and the slice starts unhurried.
    const startedAt = now() + LEAD_MS;
    const offset = startedAt - from;
    let inFlight = 0;
    let sent = 0;
    let dropped = 0;
    let scheduled = false;

    await new Promise<void>((resolve, reject) => {
      const settleIfDone = () => {
        if (scheduled && inFlight === 0) resolve();
      };
      const fire = (dueAt: number) => {
        if (inFlight >= maxConnections) {
          dropped++;
          return;
        }
        inFlight++;
        sent++;
        client.send(this.requestsSent++, (outcome) => {
          inFlight--;
          const at = now();
          if (outcome.kind === 'response')
            tally.response(outcome.statusCode, outcome.bytes, (at - dueAt) * 1000, at - startedAt);
          else if (outcome.kind === 'timeout') tally.timeout();
          else tally.error();
          settleIfDone();
        });
        onSent?.(dueAt, now());
      };
      const pump = () => {
        try {
          // A late wake (the process was descheduled, or the tick gathered several) sends every
          // overdue request at once, each timed from its own due time: the lateness is part of
          // what it measured.
          const at = now();
          while (this.next < until && this.next + offset <= at) {
            fire(this.next + offset);
            this.next = this.dueAfter();
          }
          if (this.next >= until) {
            scheduled = true;
            settleIfDone();
          } else pacer.wakeAt(Math.max(this.next + offset, at + this.tickMs), pump);
        } catch (error) {
          reject(error);
        }
      };
      pacer.wakeAt(startedAt, pump);
    }).finally(() => pacer.idle());

    tally.endWindow({
      durationSec: durationMs / 1000,
      dropped,
      sent,
      expected: arrivalsBy(this.run.segment, until) - arrivalsBy(this.run.segment, from),
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const world = this.world;
    this.world = undefined;
    if (!world) return;
    const { pacer, client } = await world;
    pacer.close();
    await client.close();
  }
}

/**
 * The connections opened before the schedule starts, per origin: enough to carry the peak
 * rate for 20 ms (wrk and k6 connect before their clock starts too), so a hiccup of the
 * machine up to that long finds them open. A connection opened during the window costs both
 * sides CPU at the moment the backlog of a hiccup leaves it least: against a trivial server at
 * 30,000 req/s with 600 allowed, opening all but 2 ms' worth on demand dropped 448–1,788
 * requests in 2 s with p99 27–47 ms; opening 20 ms' worth ahead dropped none, p99 3.7–6.8 ms
 * (bench/load.ts, 1 December 2026).
 */
const WARM_MS = 20;

async function realWorld(run: OpenRun): Promise<OpenWorld> {
  const client = new Http1Client(run.requests, run.timeoutMs);
  const peakRate = Math.max(run.segment.fromRate, run.segment.toRate);
  const [pacer] = await Promise.all([
    peakRate > TICK_ABOVE_RATE ? timerPacer() : workerPacer(),
    client.warm(Math.min(run.maxConnections, Math.ceil((peakRate * WARM_MS) / 1000))),
  ]);
  return {
    now: () => performance.now(),
    client: { send: (request, done) => client.send(request, done), close: () => client.close() },
    pacer,
  };
}

/**
 * Above TICK_ABOVE_RATE the engine wakes once a millisecond, which is what Node's own timers
 * resolve: the pacer thread's precision buys nothing there, and its timed wait and message
 * cost more CPU per wake than a timer on the event loop (the ceiling's CPU per request 15.6 →
 * 13.9 µs, `npm run bench:load -- --part ceiling`, 1 December 2026, two runs a minute apart).
 */
function timerPacer(): Pacer {
  let timer: NodeJS.Timeout | undefined;
  return {
    wakeAt(at, then) {
      clearTimeout(timer);
      timer = setTimeout(then, at - performance.now());
    },
    idle() {
      timer?.unref();
    },
    close() {
      clearTimeout(timer);
    },
  };
}

/**
 * Node's timers wake the event loop only on whole milliseconds, so at 1,000 req/s requests
 * would leave in pairs and gaps. A worker thread sleeps to the due time with Atomics.wait
 * (microsecond resolution, no busy loop) and wakes the event loop with a message. Between
 * slices the worker does not hold the process open.
 */
async function workerPacer(): Promise<Pacer> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const { performance } = require('node:perf_hooks');
     const sleeper = new Int32Array(new SharedArrayBuffer(4));
     parentPort.on('message', (at) => {
       const wait = at - (performance.timeOrigin + performance.now());
       if (wait > 0) Atomics.wait(sleeper, 0, 0, wait);
       parentPort.postMessage(0);
     });
     parentPort.postMessage(0);`,
    { eval: true },
  );
  await new Promise((resolve) => worker.once('message', resolve));
  worker.unref();
  let held = false;
  let pending: (() => void) | undefined;
  worker.on('message', () => {
    const then = pending;
    pending = undefined;
    then?.();
  });
  return {
    wakeAt(at, then) {
      pending = then;
      if (!held) worker.ref();
      held = true;
      worker.postMessage(performance.timeOrigin + at);
    },
    idle() {
      if (held) worker.unref();
      held = false;
    },
    close: () => void worker.terminate(),
  };
}
