import { describe, expect, it } from 'vitest';
import {
  APPS,
  DESIGNS,
  designConfig,
  designFigures,
  halfWidth,
  warmupProfile,
  type BlockRecord,
} from '../lib/noise-designs.js';
import { seededRandom } from '../../src/model/random.js';

/** Blocks of A/A rounds whose A2/A ratio is exp(noise) and whose slices share a round offset. */
function blocks(
  options: { rounds: number; sdRound: number; sdSlice: number; slices: number },
  seed = 1,
): BlockRecord[] {
  const random = seededRandom(seed);
  const normal = () => {
    const u = Math.max(random(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  return Array.from({ length: options.rounds }, (_, block): BlockRecord => {
    const offset = options.sdRound * normal();
    const slices = Array.from({ length: options.slices }, (_, index) => {
      const ratio = Math.exp(offset + options.sdSlice * normal());
      return [
        { round: 0, variant: 'A', index, responses: 1000, ms: 500, cpuUs: 100_000 },
        { round: 0, variant: 'A2', index, responses: 1000, ms: 500, cpuUs: 100_000 * ratio },
      ];
    }).flat();
    const cpu = (v: string) =>
      slices.filter((s) => s.variant === v).reduce((a, s) => a + s.cpuUs, 0) /
      (1000 * options.slices);
    const trial = (variant: string) => ({
      round: 0,
      variant,
      throughput: 2000,
      cpuUsPerRequest: cpu(variant),
      foreignCores: block % 2 ? 1 : 0,
      stealCores: 0,
    });
    return {
      app: 'express',
      design: DESIGNS.default,
      cotenant: false,
      block,
      startedAt: new Date(Date.UTC(2026, 11, 1, 22, 0, block)).toISOString(),
      wallMs: 12_000,
      rounds: 1,
      trials: [trial('A'), trial('A2')],
      slices,
      loadAverage: 0,
    };
  });
}

describe("the noise study's figures", () => {
  it("splits a round's spread into the slices' own and the round's", () => {
    // Round offsets of 4% and slice noise of 8% over 8 slices (8/√8 = 2.8% on a round's mean):
    // the round's own part is 4² / (4² + 2.8²) ≈ 0.67 of the round means' variance.
    const f = designFigures(blocks({ rounds: 400, sdRound: 0.04, sdSlice: 0.08, slices: 8 }));
    expect(f.rounds).toBe(400);
    expect(f.cpu.sd).toBeCloseTo(Math.hypot(0.04, 0.08 / Math.sqrt(8)), 2);
    expect(f.slices!.sdWithinCpu).toBeCloseTo(0.08, 2);
    expect(f.slices!.fromSlicesCpu).toBeCloseTo(0.08 / Math.sqrt(8), 2);
    expect(f.wallPerRoundS).toBe(12);
    expect(f.foreign.mean).toBeCloseTo(0.5, 12);
  });

  it('keeps only the quiet rounds when asked, at the pace the design ran', () => {
    const all = blocks({ rounds: 40, sdRound: 0.04, sdSlice: 0.08, slices: 8 });
    const quiet = designFigures(all, true);
    expect(quiet.rounds).toBe(20);
    expect(quiet.foreign.max).toBe(0);
    expect(quiet.wallPerRoundS).toBe(12);
  });

  it('a 5-minute half-width shrinks with the square root of the rounds it buys', () => {
    expect(halfWidth(0.1, 12)).toBeCloseTo((1.96 * 0.1) / Math.sqrt(25), 12);
    expect(halfWidth(0.1, 3) / halfWidth(0.1, 12)).toBeCloseTo(0.5, 12);
  });

  it("profiles CPU per request by a slice's place in its trial", () => {
    const b = blocks({ rounds: 3, sdRound: 0, sdSlice: 0, slices: 4 });
    b[0].slices[0].cpuUs = 300_000; // one slow first slice of 6 does not move the median
    expect(warmupProfile(b)).toEqual([100, 100, 100, 100]);
  });

  it("puts a design's V8 flags on node's command line, under its wrapper", () => {
    const [service] = designConfig(APPS.express, DESIGNS['seeded-noaslr']).variants[0].services;
    expect(service.command).toBe(
      'setarch -R node --random-seed=7 --hash-seed=7 bench/apps/express-app.mjs',
    );
    const [plain] = designConfig(APPS.express, DESIGNS.default).variants[0].services;
    expect(plain.command).toBe('node bench/apps/express-app.mjs');
  });

  it('starts the services under the normal policy when perf-gate changes its own', () => {
    // A child inherits its parent's scheduling policy: without this the app would run under
    // the engine's SCHED_IDLE.
    for (const key of ['engine-batch', 'engine-idle']) {
      const [service] = designConfig(APPS.express, DESIGNS[key]).variants[0].services;
      expect(service.command).toBe('chrt --other 0 node bench/apps/express-app.mjs');
    }
  });
});
