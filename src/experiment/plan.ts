/**
 * Plan stage: which variant runs when. Randomized complete blocks: every round runs each
 * variant once, in an order shuffled per round, so slow drift of the runner hits all
 * variants alike and the comparison can be paired within rounds. Pure: the seed is given.
 */
import { deriveSeed, seededRandom } from '../model/random.js';
import type { Config } from '../config/types.js';

export interface PlannedTrial {
  round: number;
  /** Index into Config.variants (0 is the baseline). */
  variant: number;
  /** Warm-up rounds are run but not analysed. */
  warmup: boolean;
  /** How many times the round was run again before this (a disturbed round is re-run); absent: 0. */
  attempt?: number;
}

export interface Plan {
  seed: number;
  trials: PlannedTrial[];
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * `rounds` lists the round numbers to run (a shard runs a share of them, see shard.ts);
 * by default all of the config's rounds. Warm-up rounds come first and count up to -1.
 */
export function makePlan(
  config: Pick<Config, 'variants' | 'rounds' | 'warmupRounds'>,
  seed: number,
  rounds: number[] = Array.from({ length: config.rounds }, (_, r) => r),
): Plan {
  const random = seededRandom(seed);
  const indices = config.variants.map((_, i) => i);
  const trials: PlannedTrial[] = [];
  const warmups = Array.from({ length: config.warmupRounds }, (_, r) => r - config.warmupRounds);
  for (const round of [...warmups, ...rounds]) {
    const warmup = round < 0;
    for (const variant of shuffled(indices, random)) trials.push({ round, variant, warmup });
  }
  return { seed, trials };
}

/**
 * The order of a round that is run again (attempt 1, 2, …): shuffled afresh, so a co-tenant
 * that keeps time with the schedule does not hit the same variant again, and drawn from its
 * own seeded stream so the replay of a run with the same seed repeats it exactly.
 */
export function rerunOrder(
  seed: number,
  round: number,
  attempt: number,
  variantCount: number,
): number[] {
  const random = seededRandom(deriveSeed(seed, round + 1, attempt));
  return shuffled(
    Array.from({ length: variantCount }, (_, i) => i),
    random,
  );
}
