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

/**
 * A seed for one part of a run, from the run's seed and the numbers that name the part (a
 * shard's index; a round and its attempt): each part draws its own replayable stream. Each
 * number is mixed in through a full avalanche (murmur3's finalizer), so that parts do not
 * cancel: shard 1's round 2 and shard 2's round 1 draw different streams.
 */
export function deriveSeed(seed: number, ...parts: number[]): number {
  return parts.reduce(
    (mixed, part) => avalanche((mixed ^ Math.imul(part, 0x9e3779b1)) >>> 0),
    seed >>> 0,
  );
}

/** murmur3's 32-bit finalizer: every input bit moves about half of the output bits. */
function avalanche(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
