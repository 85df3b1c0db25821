/** A seeded stream of uniform numbers, so that what is drawn can be replayed. Pure. */

/** mulberry32: a small, well-mixed 32-bit generator; enough to shuffle, and replayable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Odd multipliers that spread consecutive small numbers over all 32 bits (Knuth, Murmur3). */
const SPREAD = [0x9e3779b1, 0x85ebca6b, 0xc2b2ae35] as const;

/**
 * A seed for one part of a run, from the run's seed and the numbers that name the part (a
 * shard's index; a round and its attempt): each part draws its own replayable stream.
 */
export function deriveSeed(seed: number, ...parts: number[]): number {
  return (
    parts.reduce((mixed, part, i) => mixed ^ Math.imul(part, SPREAD[i % SPREAD.length]), seed) >>> 0
  );
}
