/**
 * The closed model's measured window in slices, on connections kept open across them.
 *
 * A sliced trial takes turns with the other variants of its round (experiment/sliced-round.ts)
 * in slices of a tenth of a second. Starting autocannon afresh for every slice opened
 * its connections again each time: the app accepted them, built their parsers and sockets,
 * and the first requests of every slice ran on a cold connection, inside the measured window
 * and its CPU. The open model already keeps its connections across slices (open.ts); this
 * does the same for the closed model, on the same HTTP/1.1 client: `connections` lanes, each
 * sending its next request as soon as its last one is answered, paused with the variant
 * (its sockets simply wait, as a client's would) and resumed in its next slice.
 *
 * A timed slice stops sending at its end and lets every request in flight finish and count;
 * a counted slice sends its share. The slice's duration is what its lanes' own rates add up
 * to, as for autocannon's windows (trial.ts): windowSeconds below.
 */
import { performance } from 'node:perf_hooks';
import type { RequestSpec } from '../config/types.js';
import { Http1Client, type RequestOutcome } from './http1.js';
import type { Tally } from './tally.js';

export interface ClosedRun {
  requests: RequestSpec[];
  connections: number;
  timeoutMs: number;
}

/** One slice: a length of time, or a number of requests. */
export type ClosedWindow =
  { durationMs: number; amount?: undefined } | { amount: number; durationMs?: undefined };

interface Lane {
  responses: number;
  /** When its last request ended, ms after the slice started (a failed one took its time too). */
  lastAtMs: number;
}

export class ClosedSlices {
  private client: Http1Client | undefined;
  /**
   * Requests each lane has sent so far: a lane goes through the request kinds in order (a
   * login before the page it opens, as autocannon's connections do), across slices.
   */
  private readonly sentByLane: number[];
  /** Ends the slice under way, if one is: no more requests, and none counted after close(). */
  private stopSlice: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly run: ClosedRun,
    private readonly tally: Tally,
  ) {
    this.sentByLane = Array.from({ length: run.connections }, () => 0);
  }

  /**
   * Runs one slice into the engine's tally (or `tally`, for a slice that is not measured);
   * resolves when its last request has ended.
   */
  async slice(window: ClosedWindow, tally: Tally = this.tally): Promise<void> {
    if (this.closed) throw new Error('closed engine: slice() after close()');
    const { connections: most, timeoutMs, requests } = this.run;
    const connections = window.amount === undefined ? most : Math.min(most, window.amount);
    if (connections <= 0) return tally.endWindow({ durationSec: 0 });
    if (!this.client) {
      this.client = new Http1Client(requests, timeoutMs);
      // Opened once, in the first slice (the variant is running then) and before its clock
      // starts; the app's share of it, a few accepts, is in that slice's CPU, which in a
      // sliced round is the settling turn's, not measured (experiment/sliced-round.ts).
      await this.client.warm(most);
    }
    const client = this.client;
    const kinds = requests.length;
    let unsent = window.amount ?? Infinity;
    let stopping = false;
    const lanes: Lane[] = Array.from({ length: connections }, () => ({
      responses: 0,
      lastAtMs: 0,
    }));
    const startedAt = performance.now();

    await new Promise<void>((resolve) => {
      let running = connections;
      const timer =
        window.durationMs === undefined
          ? undefined
          : setTimeout(() => (stopping = true), window.durationMs);
      // The connections do not hold the process open (http1.ts); the slice does, to its last answer.
      const hold = setInterval(() => {}, 60_000);
      this.stopSlice = () => {
        stopping = true;
        clearTimeout(timer);
        clearInterval(hold);
        resolve();
      };
      const next = (lane: number) => {
        if (this.closed) return;
        if (stopping || unsent <= 0) {
          if (--running === 0) this.stopSlice?.();
          return;
        }
        unsent--;
        const sentAt = performance.now();
        const kind = this.sentByLane[lane]++ % kinds;
        client.send(kind, (outcome: RequestOutcome) => {
          if (this.closed) return;
          const at = performance.now();
          const own = lanes[lane];
          own.lastAtMs = at - startedAt;
          if (outcome.kind === 'response') {
            own.responses++;
            tally.response(outcome.statusCode, outcome.bytes, (at - sentAt) * 1000, at - startedAt);
            next(lane);
            return;
          }
          if (outcome.kind === 'timeout') tally.timeout();
          else tally.error();
          // A refused connection can fail at once: the next attempt waits a turn of the event
          // loop, so the slice's timer can end a slice against an app that is gone.
          setImmediate(() => next(lane));
        });
      };
      for (let lane = 0; lane < connections; lane++) next(lane);
    });
    this.stopSlice = undefined;
    if (!this.closed)
      tally.endWindow({ durationSec: windowSeconds(lanes, performance.now() - startedAt) });
  }

  /** Closes the connections; a slice under way ends at once, and nothing more is counted. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopSlice?.();
    this.client?.close();
    this.client = undefined;
  }
}

/**
 * A closed window's duration: each connection sends back to back, so its responses over the
 * time to its last one is its rate, exactly, however long its last request took; the window
 * is the time those rates need for all the responses (the elapsed time if none answered).
 */
export function windowSeconds(
  connections: Iterable<{ responses: number; lastAtMs: number }>,
  elapsedMs: number,
): number {
  let responses = 0;
  let perMs = 0;
  for (const c of connections) {
    if (c.responses === 0 || c.lastAtMs <= 0) continue;
    responses += c.responses;
    perMs += c.responses / c.lastAtMs;
  }
  return (perMs > 0 ? responses / perMs : Math.max(elapsedMs, 1)) / 1000;
}
