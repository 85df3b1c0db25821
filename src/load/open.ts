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
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { Agent } from 'undici';
import type { Arrival, RequestSpec } from '../config/types.js';
import type { Measurement } from '../model/measurement.js';
import { dueTimes, expectedRequests, type Segment } from './schedule.js';
import { Tally } from './tally.js';

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
}

/** How a request ended, for the one function that counts it. */
export type RequestOutcome =
  { kind: 'response'; statusCode: number; bytes: number } | { kind: 'error' } | { kind: 'timeout' };

export type Send = (request: number, done: (outcome: RequestOutcome) => void) => void;

/**
 * What the engine touches: the clock, the pacer that wakes it at due times and the client
 * that sends. `runOpen` makes the real ones; a test may pass a simulated world, so the
 * engine's bookkeeping (sent or dropped, latency from the due time) is checked exactly,
 * independent of how busy the machine is.
 */
export interface OpenWorld {
  /** Milliseconds, on the pacer's clock. */
  now(): number;
  pacer: Pacer;
  client: Client;
}

export async function runOpen(run: OpenRun, world?: OpenWorld): Promise<Measurement> {
  const tally = new Tally(run.objectiveMs, 'scheduled', run.onSecond);
  await feedOpen(run, tally, world);
  return tally.toMeasurement();
}

/** Runs one window of the open model into `tally` (which may hold earlier windows). */
export async function feedOpen(run: OpenRun, tally: Tally, world?: OpenWorld): Promise<void> {
  const { now, client, pacer } = world ?? {
    now: () => performance.now(),
    client: undiciClient(run),
    pacer: await workerPacer(),
  };
  const schedule = dueTimes(run.segment, run.arrival, run.random);
  let inFlight = 0;
  let sent = 0;
  let dropped = 0;
  let next = schedule.next();
  // A few milliseconds of lead so the first due time is not already late.
  const startedAt = now() + 5;

  const finished = new Promise<void>((resolve, reject) => {
    const settleIfDone = () => {
      if (next.done && inFlight === 0) resolve();
    };
    const fire = (dueAt: number) => {
      if (inFlight >= run.maxConnections) {
        dropped++;
        return;
      }
      inFlight++;
      client.send(sent++, (outcome) => {
        inFlight--;
        const at = now();
        if (outcome.kind === 'response')
          tally.response(outcome.statusCode, outcome.bytes, (at - dueAt) * 1000, at - startedAt);
        else if (outcome.kind === 'timeout') tally.timeout();
        else tally.error();
        settleIfDone();
      });
    };
    const pump = () => {
      try {
        // A late wake (the process was descheduled) sends every overdue request at once,
        // each timed from its own due time: the lateness is part of what it measured.
        const at = now();
        while (!next.done && startedAt + next.value <= at) {
          fire(startedAt + next.value);
          next = schedule.next();
        }
        if (next.done) settleIfDone();
        else pacer.wakeAt(startedAt + next.value, pump);
      } catch (error) {
        reject(error);
      }
    };
    pacer.wakeAt(startedAt, pump);
  });
  try {
    await finished;
  } finally {
    pacer.close();
    await client.close();
  }

  tally.endWindow({
    durationSec: run.segment.durationMs / 1000,
    dropped,
    sent,
    expected: expectedRequests(run.segment),
  });
}

export interface Client {
  send: Send;
  close(): Promise<void>;
}

/**
 * undici (the client behind Node's own fetch): its dispatch API costs less CPU per request
 * than node:http here, and hands back an abort per request for our timeout.
 */
function undiciClient(run: OpenRun): Client {
  // One pool per origin (steps may go to several services); the limit on connections is
  // enforced across them by the engine, before dispatch.
  const agent = new Agent({
    connections: run.maxConnections,
    pipelining: 1,
    // Our own timer ends a request; undici's would only add a second clock.
    headersTimeout: 0,
    bodyTimeout: 0,
  });
  const prepared = run.requests.map((r) => {
    const url = new URL(r.url);
    return {
      origin: url.origin,
      path: url.pathname + url.search,
      method: r.method as 'GET',
      headers: r.headers,
      body: r.body,
    };
  });
  return {
    send(request, done) {
      let settled = false;
      let abort: ((error?: Error) => void) | undefined;
      let statusCode = 0;
      let bytes = 0;
      const settle = (outcome: RequestOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        done(outcome);
      };
      const timer = setTimeout(() => {
        settle({ kind: 'timeout' });
        abort?.(new Error('timed out'));
      }, run.timeoutMs);
      agent.dispatch(prepared[request % prepared.length], {
        onConnect: (a) => (abort = a),
        onHeaders: (code) => {
          statusCode = code;
          return true;
        },
        onData: (chunk) => {
          bytes += chunk.length;
          return true;
        },
        onComplete: () => settle({ kind: 'response', statusCode, bytes }),
        onError: () => settle({ kind: 'error' }),
      });
    },
    async close() {
      await agent.destroy();
    },
  };
}

export interface Pacer {
  /** Calls `then` once performance.now() has reached `at`, or as soon after as it can. */
  wakeAt(at: number, then: () => void): void;
  close(): void;
}

/**
 * Node's timers wake the event loop only on whole milliseconds, so at 1,000 req/s requests
 * would leave in pairs and gaps. A worker thread sleeps to the due time with Atomics.wait
 * (microsecond resolution, no busy loop) and wakes the event loop with a message.
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
  let pending: (() => void) | undefined;
  worker.on('message', () => {
    const then = pending;
    pending = undefined;
    then?.();
  });
  return {
    wakeAt(at, then) {
      pending = then;
      worker.postMessage(performance.timeOrigin + at);
    },
    close: () => void worker.terminate(),
  };
}
