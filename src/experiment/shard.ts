/**
 * Shards: one job of a matrix runs its share of an experiment's rounds. Rounds are blocks
 * (every variant once, on one machine), so rounds measured on different runners can be
 * pooled: the runner's own speed cancels inside each pair. Pure.
 */
import { deriveSeed } from '../model/random.js';

export interface Shard {
  /** 1-based, as a matrix writes it: `2/8` is the second of eight. */
  index: number;
  total: number;
}

/** The most shards one experiment may be split into: a matrix of 256 jobs is GitHub's limit. */
export const MAX_SHARDS = 256;

/** Reads `2/8`; `field` names where it came from, for the error. */
export function parseShard(text: string, field: string): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = match ? Number(match[1]) : NaN;
  const total = match ? Number(match[2]) : NaN;
  if (!match || total < 1 || total > MAX_SHARDS || index < 1 || index > total) {
    throw new ShardError(
      `${field} must be INDEX/TOTAL with 1 ≤ INDEX ≤ TOTAL ≤ ${MAX_SHARDS} (e.g. '2/8', from \${{ matrix.shard }}/8), but got '${text}'.`,
    );
  }
  return { index, total };
}

export class ShardError extends Error {
  override name = 'ShardError';
}

/**
 * The rounds (numbered over the whole experiment) that one shard runs: every TOTAL-th,
 * starting at INDEX − 1. Interleaving rather than cutting into blocks keeps each shard's
 * share equal to within one round whatever the budget.
 */
export function shardRounds(rounds: number, shard: Shard | undefined): number[] {
  const all = Array.from({ length: rounds }, (_, r) => r);
  if (!shard) return all;
  const own = all.filter((r) => r % shard.total === shard.index - 1);
  if (own.length < 1) {
    throw new ShardError(
      `shard ${shard.index}/${shard.total} has no round to run: the experiment has ${rounds} rounds. Give it at least ${shard.total} rounds (rounds: ${shard.total}) or use fewer shards.`,
    );
  }
  return own;
}

/**
 * Each shard shuffles with its own stream, derived from the run's seed and its index, so
 * two shards of one run never replay the same order and a shard can be replayed alone.
 */
export function shardSeed(seed: number, shard: Shard | undefined): number {
  if (!shard) return seed;
  return deriveSeed(seed, shard.index);
}
