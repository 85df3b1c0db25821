/**
 * What `--quick` does to a config a study reads from a file (an example's, the bisect's
 * scratch history): the same experiment, shorter. Each variant's trial load is cut by
 * `factor` (its window, its request count, its ramp and its warm-up), the rounds and the
 * profiling rounds are as given. Every figure is still measured, on less load: rougher.
 */
import type { Config, LoadSpec, ProfileSpec } from '../../src/config/types.js';

export interface Shortening {
  factor: number;
  rounds?: number;
  profile?: Partial<ProfileSpec>;
  /** The shortest measured window a cut trial keeps (250 ms; 1 s holds two 500 ms slices). */
  minWindowMs?: number;
}

/** The shortest window and request count a cut trial keeps: below it a trial measures little. */
const FLOOR = { ms: 250, requests: 100 };

const cut = (value: number, factor: number, floor: number) =>
  Math.max(Math.min(value, floor), Math.round(value * factor));

function shortenedLoad(load: LoadSpec, factor: number, minWindowMs: number): LoadSpec {
  const { warmup } = load;
  return {
    ...load,
    ...(load.amount !== undefined && { amount: cut(load.amount, factor, FLOOR.requests) }),
    ...(load.durationMs !== undefined && { durationMs: cut(load.durationMs, factor, minWindowMs) }),
    stages: load.stages.map((s) => ({ ...s, durationMs: cut(s.durationMs, factor, FLOOR.ms) })),
    ...(warmup && {
      warmup: {
        ...warmup,
        ...(warmup.durationMs !== undefined && { durationMs: cut(warmup.durationMs, factor, 0) }),
        ...(warmup.amount !== undefined && { amount: cut(warmup.amount, factor, 0) }),
      },
    }),
  };
}

export function shortened(config: Config, how: Shortening): Config {
  return {
    ...config,
    rounds: how.rounds ?? config.rounds,
    variants: config.variants.map((v) => ({
      ...v,
      load: shortenedLoad(v.load, how.factor, how.minWindowMs ?? FLOOR.ms),
    })),
    profile: { ...config.profile, ...how.profile },
  };
}
