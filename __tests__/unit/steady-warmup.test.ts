/**
 * The rule that ends a warm-up once its rate is steady (src/load/steady.ts), on synthetic
 * rate series of 250 ms windows: a JIT-like rise then flat, noise only, a drift that never
 * settles. Seeded, so each case is the same every run.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfigText } from '../../src/config/index.js';
import { DEFAULTS } from '../../src/config/defaults.js';
import { isSteady, STEADY_RULE, warmUntilSteady, type WindowRate } from '../../src/load/steady.js';
import type { Trial } from '../../src/model/trial.js';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import { warmupConditionLine } from '../../src/report/warmup.js';
import { load, resultFor } from '../helpers/result.js';
import { measurement } from '../helpers/synthetic.js';

/** A seeded generator (mulberry32) and normal deviates from it (Box–Muller). */
function normals(seed: number): () => number {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** The windows a warm-up would see: `rate(i)` with multiplicative noise of sd `noise`. */
function windows(rate: (i: number) => number, noise: number, seed: number) {
  const normal = normals(seed);
  let i = 0;
  return async (): Promise<WindowRate> => {
    const r = rate(i++) * Math.exp(noise * normal());
    return { responses: r * 0.25, durationSec: 0.25 };
  };
}

const MAX_WINDOWS = 40; // 10 s

describe('a warm-up until the rate is steady', () => {
  it('waits out a JIT-like rise and ends soon after the rate is flat', async () => {
    // 2,000 req/s rising to 6,000 over the first 2 s (8 windows), then flat, 3% noise.
    const rise = (i: number) => (i < 8 ? 2_000 + 500 * i : 6_000);
    for (let seed = 1; seed <= 50; seed++) {
      const warm = await warmUntilSteady(windows(rise, 0.03, seed), MAX_WINDOWS);
      expect(warm.steady).toBe(true);
      // Not before the rise is over and both halves are past it, nor long after.
      expect(warm.rates.length).toBeGreaterThanOrEqual(8 + STEADY_RULE.half);
      expect(warm.rates.length).toBeLessThanOrEqual(8 + 2 * STEADY_RULE.half + 8);
      expect(warm.responses / warm.durationSec).toBeGreaterThan(5_400);
    }
  });

  it('ends at its shortest on noise alone, in most warm-ups', async () => {
    const lengths: number[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      const warm = await warmUntilSteady(
        windows(() => 4_000, 0.1, seed),
        MAX_WINDOWS,
      );
      expect(warm.steady).toBe(true);
      lengths.push(warm.rates.length);
    }
    const shortest = lengths.filter((n) => n === 2 * STEADY_RULE.half).length;
    expect(shortest / lengths.length).toBeGreaterThan(0.8);
    expect(Math.max(...lengths)).toBeLessThan(MAX_WINDOWS);
  });

  it('runs to its maximum, not steady, while the rate drifts and never settles', async () => {
    // +1% a window (4% a second), 0.5% noise: every pair of halves differs by ~4%.
    for (let seed = 1; seed <= 50; seed++) {
      const warm = await warmUntilSteady(
        windows((i) => 3_000 * 1.01 ** i, 0.005, seed),
        40,
      );
      expect(warm.steady).toBe(false);
      expect(warm.rates).toHaveLength(40);
    }
  });

  it('is not steady before it has two halves, nor with a window of no answers', () => {
    expect(isSteady(Array(2 * STEADY_RULE.half - 1).fill(1_000))).toBe(false);
    expect(isSteady(Array(2 * STEADY_RULE.half).fill(1_000))).toBe(true);
    expect(isSteady([...Array(2 * STEADY_RULE.half - 1).fill(1_000), 0])).toBe(false);
  });

  it('a flat series within the tolerance is steady even with no noise to measure', () => {
    const half = STEADY_RULE.half;
    expect(isSteady([...Array(half).fill(1_000), ...Array(half).fill(1_015)])).toBe(true);
    expect(isSteady([...Array(half).fill(1_000), ...Array(half).fill(1_050)])).toBe(false);
  });
});

describe('warm-up until steady in the config and the report', () => {
  const configWith = (warmup: string) =>
    parseConfigText(
      `services: [ { name: api, command: "node app.js", ready: "http://127.0.0.1:5000/" } ]
load: { url: "http://127.0.0.1:5000/", warmup: ${warmup} }
baseline: { name: a }
variants: [ { name: b } ]
`,
      'perf-gate.yml',
    );
  const problems = (warmup: string) => {
    try {
      configWith(warmup);
    } catch (error) {
      return (error as ConfigError).problems.map((p) => `${p.path}: ${p.message}`);
    }
    return [];
  };

  it('reads steady, with its maximum or the default, and leaves a fixed warm-up as it was', () => {
    expect(configWith('steady').variants[1].load.warmup).toEqual({
      steady: { maxMs: DEFAULTS.steadyWarmupMaxMs },
    });
    expect(configWith('{ until: steady, max: 5s }').variants[0].load.warmup).toEqual({
      steady: { maxMs: 5_000 },
    });
    expect(configWith('2s').variants[0].load.warmup).toEqual({ durationMs: 2_000 });
  });

  it('says which field is wrong when steady and a fixed length are mixed', () => {
    expect(problems('{ until: steady, duration: 2s }')).toEqual([
      expect.stringMatching(/^load\.warmup: .*until: steady.*remove duration/),
    ]);
    expect(problems('{ max: 5s }')).toEqual([
      expect.stringMatching(/^load\.warmup\.max: .*add until: steady/),
    ]);
  });

  it('puts how long it took and how often it got steady in the run conditions', () => {
    const steadyLoad = { ...load, warmup: { steady: { maxMs: 10_000 } } };
    const trials: Trial[] = [0, 1, 2].flatMap((round) =>
      ['a', 'b'].map((variant, i) => ({
        round,
        variant,
        sequence: round * 2 + i,
        warmup: false,
        status: 'measured' as const,
        measurement: measurement(1_000 + i),
        warmedUp: { durationMs: 2_000 + 1_000 * round, steady: round < 2 },
      })),
    );
    const result = resultFor(trials, ['a', 'b'], { load: steadyLoad });
    const line =
      '**Warm-up** until the rate was steady, the same rule for every variant: median 3s (2s–4s), steady in 4 of 6 trials (the rest ran to the 10s maximum)';
    expect(renderMarkdown(result)).toContain(`- ${line}`);
    expect(warmupConditionLine(resultFor(trials, ['a', 'b']))).toBeUndefined();
  });
});
