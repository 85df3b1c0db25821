/** Synthetic trials with realistic noise, for statistics tests and golden reports. */
import type { MeasuredTrial } from '../../src/model/trial.js';
import type { Measurement } from '../../src/model/measurement.js';
import { shuffled } from '../../src/experiment/plan.js';
import { seededRandom } from '../../src/model/random.js';

export function measurement(throughput: number, overrides: Partial<Measurement> = {}): Measurement {
  const latency = 1e6 / throughput; // one connection: latency is the inverse of the rate
  return {
    responses: Math.round(throughput * 10),
    successes: Math.round(throughput * 10),
    durationSec: 10,
    throughput,
    bytesPerSec: throughput * 600,
    latencyUs: {
      mean: latency,
      stdev: latency * 0.3,
      min: latency * 0.5,
      p50: latency * 0.95,
      p75: latency * 1.1,
      p90: latency * 1.3,
      p99: latency * 2.1,
      p999: latency * 4,
      max: latency * 30,
    },
    statusClasses: { '1xx': 0, '2xx': Math.round(throughput * 10), '3xx': 0, '4xx': 0, '5xx': 0 },
    statusCodes: { '200': Math.round(throughput * 10) },
    errors: 0,
    timeouts: 0,
    errorRate: 0,
    perSecond: Array.from({ length: 10 }, () => Math.round(throughput)),
    ...overrides,
  };
}

/** Box–Muller on the seeded source. */
export function normal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export interface Scenario {
  rounds: number;
  /** Per-trial coefficient of variation of throughput. */
  cv: number;
  /** True change of every variant's throughput, e.g. -0.1 for 10% slower. */
  effects: number[];
  /** Total relative drift of the runner from the first round to the last. */
  drift?: number;
  /** Share of trials hit by a disturbance that halves their throughput. */
  outlierRate?: number;
  baseRate?: number;
}

/** Trials of one run: baseline "base" and variants "v1", "v2", … in a shuffled order per round. */
export function syntheticRun(
  random: () => number,
  s: Scenario,
): { trials: MeasuredTrial[]; variants: string[] } {
  const variants = ['base', ...s.effects.map((_, i) => `v${i + 1}`)];
  const trials: MeasuredTrial[] = [];
  let sequence = 0;
  for (let round = 0; round < s.rounds; round++) {
    const order = shuffled(
      variants.map((_, i) => i),
      random,
    );
    for (const [slot, v] of order.entries()) {
      const progress = (round * variants.length + slot) / (s.rounds * variants.length);
      const drift = 1 + (s.drift ?? 0) * progress;
      const effect = v === 0 ? 0 : s.effects[v - 1];
      let rate = (s.baseRate ?? 5000) * (1 + effect) * drift * Math.exp(s.cv * normal(random));
      if (s.outlierRate && random() < s.outlierRate) rate *= 0.5;
      trials.push({
        round,
        variant: variants[v],
        sequence: sequence++,
        warmup: false,
        status: 'measured',
        measurement: measurement(rate),
      });
    }
  }
  return { trials, variants };
}

export { seededRandom };
