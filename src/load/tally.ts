/**
 * Counts one trial's outcomes as they happen and turns them into a Measurement. Both load
 * engines feed it, so a closed and an open trial are summarized the same way. Latencies go
 * into an HDR histogram in microseconds: a loopback response takes ~150 µs, so millisecond
 * resolution would flatten every difference.
 *
 * A trial's measured time may come in several windows (slices that take turns with the
 * other variants of its round, see experiment/run.ts): each engine run feeds one window and
 * closes it with `endWindow`; the measurement covers them all, as one window laid end to end.
 */
import * as hdr from 'hdr-histogram-js';
import type { Measurement, StatusClass } from '../model/measurement.js';

/** Longest latency the histogram tracks: one hour, in microseconds. */
const HIGHEST_US = 3_600_000_000;

/** What an engine knows of a window it fed, besides the responses. */
export interface Window {
  durationSec: number;
  /** Open model: requests that fell due but were never sent, those sent, those due. */
  dropped?: number;
  sent?: number;
  expected?: number;
}

export class Tally {
  private readonly latencies = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: HIGHEST_US,
    numberOfSignificantValueDigits: 3,
  });
  private readonly statusCodes: Record<string, number> = {};
  private readonly perSecond: number[] = [];
  private responses = 0;
  private successes = 0;
  private bytes = 0;
  private underObjective = 0;
  private errors = 0;
  private timeouts = 0;
  /** The windows closed so far, summed. */
  private readonly closed: Required<Window> = { durationSec: 0, dropped: 0, sent: 0, expected: 0 };
  /** Sees each response's latency as it is counted (the noise benchmark's per-slice record). */
  observeLatency?: (latencyUs: number) => void;

  /**
   * @param objectiveMs the latency objective whose share is reported, if any
   * @param latencyFrom where the engine starts each latency: `sent` (closed model) or
   *   `scheduled` (open model, which also reports its rates and drops)
   * @param onSecond called with the responses of each second once the next one starts
   */
  constructor(
    private readonly objectiveMs: number | undefined,
    private readonly latencyFrom: 'sent' | 'scheduled',
    private readonly onSecond?: (responses: number) => void,
  ) {}

  /** Responses counted so far, in every window of the trial. */
  get responseCount(): number {
    return this.responses;
  }

  /** A response, `latencyUs` after its start, arriving `elapsedMs` into the current window. */
  response(statusCode: number, bytes: number, latencyUs: number, elapsedMs: number): void {
    this.responses++;
    this.bytes += bytes;
    this.statusCodes[statusCode] = (this.statusCodes[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) this.successes++;
    if (this.objectiveMs !== undefined && latencyUs <= this.objectiveMs * 1000)
      this.underObjective++;
    this.latencies.recordValue(Math.min(HIGHEST_US, Math.max(1, Math.round(latencyUs))));
    this.observeLatency?.(latencyUs);
    const second = Math.floor((this.closed.durationSec * 1000 + elapsedMs) / 1000);
    while (this.perSecond.length <= second) {
      if (this.perSecond.length > 0) this.onSecond?.(this.perSecond[this.perSecond.length - 1]);
      this.perSecond.push(0);
    }
    this.perSecond[second]++;
  }

  /** A connection error (refused, reset), not a timeout. */
  error(): void {
    this.errors++;
  }

  timeout(): void {
    this.timeouts++;
  }

  get attempts(): number {
    return this.responses + this.errors + this.timeouts;
  }

  /** The engine's window has ended: the next responses fall into the next one. */
  endWindow(window: Window): void {
    this.closed.durationSec += window.durationSec;
    this.closed.dropped += window.dropped ?? 0;
    this.closed.sent += window.sent ?? 0;
    this.closed.expected += window.expected ?? 0;
  }

  /**
   * The summary of the windows closed so far; frees the histogram. Dropped requests (open
   * model) were due but never sent: they were not answered within the objective either.
   */
  toMeasurement(): Measurement {
    const { latencies, responses, successes, attempts } = this;
    const { durationSec, dropped, sent, expected } = this.closed;
    const due = attempts + dropped;
    const statusClasses: Record<StatusClass, number> = {
      '1xx': 0,
      '2xx': 0,
      '3xx': 0,
      '4xx': 0,
      '5xx': 0,
    };
    for (const [code, count] of Object.entries(this.statusCodes)) {
      const cls = `${String(code)[0]}xx` as StatusClass;
      if (cls in statusClasses) statusClasses[cls] += count;
    }
    const measurement: Measurement = {
      responses,
      successes,
      durationSec,
      throughput: successes / durationSec,
      bytesPerSec: this.bytes / durationSec,
      latencyUs: {
        mean: responses ? latencies.mean : 0,
        stdev: responses ? latencies.stdDeviation : 0,
        min: responses ? latencies.minNonZeroValue : 0,
        p50: latencies.getValueAtPercentile(50),
        p75: latencies.getValueAtPercentile(75),
        p90: latencies.getValueAtPercentile(90),
        p99: latencies.getValueAtPercentile(99),
        p999: latencies.getValueAtPercentile(99.9),
        max: latencies.maxValue,
      },
      statusClasses,
      statusCodes: this.statusCodes,
      errors: this.errors,
      timeouts: this.timeouts,
      errorRate: attempts ? (attempts - successes) / attempts : 0,
      // A request that timed out or failed was not answered within the objective either.
      underObjective:
        this.objectiveMs === undefined ? undefined : due ? this.underObjective / due : 0,
      // Whole seconds only, so stability checks compare like with like.
      perSecond: this.perSecond.slice(0, Math.max(1, Math.floor(durationSec))),
      latencyFrom: this.latencyFrom,
    };
    if (this.latencyFrom === 'scheduled') {
      measurement.targetRate = expected / durationSec;
      measurement.achievedRate = sent / durationSec;
      measurement.dropped = dropped;
      // Only a drop makes the achieved rate fall short; Poisson counts vary by chance alone.
      measurement.saturated = dropped > 0;
    }
    latencies.destroy();
    return measurement;
  }
}
