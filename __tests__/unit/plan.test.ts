import { describe, expect, it } from 'vitest';
import { makePlan } from '../../src/experiment/plan.js';
import { seededRandom } from '../../src/model/random.js';

const config = (variants: number, rounds: number, warmupRounds = 0) => ({
  variants: Array.from({ length: variants }, (_, i) => ({ name: `v${i}` }) as never),
  rounds,
  warmupRounds,
});

describe('plan: randomized complete blocks', () => {
  it('runs every variant exactly once per round, warm-up rounds first', () => {
    const plan = makePlan(config(5, 10, 2), 42);
    expect(plan.trials).toHaveLength(60);
    for (let round = -2; round < 10; round++) {
      const inRound = plan.trials.filter((t) => t.round === round);
      expect(inRound.map((t) => t.variant).sort()).toEqual([0, 1, 2, 3, 4]);
      expect(inRound.every((t) => t.warmup === round < 0)).toBe(true);
    }
    expect(plan.trials.slice(0, 10).every((t) => t.warmup)).toBe(true);
  });

  it('replays the same order from the same seed, and another order from another seed', () => {
    expect(makePlan(config(3, 8), 7)).toEqual(makePlan(config(3, 8), 7));
    expect(makePlan(config(3, 8), 7).trials).not.toEqual(makePlan(config(3, 8), 8).trials);
  });

  it('shuffles without favouring a position: each variant goes first about equally often', () => {
    const firsts = [0, 0, 0];
    const plan = makePlan(config(3, 3000), 1);
    for (let r = 0; r < 3000; r++) firsts[plan.trials[r * 3].variant]++;
    for (const count of firsts) expect(Math.abs(count - 1000)).toBeLessThan(100);
  });

  it('has a seeded generator in [0, 1)', () => {
    const random = seededRandom(123);
    const values = Array.from({ length: 1000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(seededRandom(123)()).toBe(values[0]);
  });
});
