/**
 * The trimmed-mean test: against scipy, and its level and power on heavy-tailed rounds
 * (a co-tenant hitting one arm) in a seeded simulation with enough runs that luck cannot
 * decide the result.
 */
import { describe, expect, it } from 'vitest';
import fixtures from '../fixtures/trimmed.json' with { type: 'json' };
import { seededRandom } from '../../src/model/random.js';
import { pairedTest, pairedTrimmedTest } from '../../src/stats/paired.js';
import { compare } from '../../src/stats/index.js';
import { normal, syntheticRun } from '../helpers/synthetic.js';

describe('paired 20%-trimmed t test against scipy', () => {
  it.each(fixtures.trimmed.map((f, i) => ({ ...f, i })))('case $i', (f) => {
    const e = pairedTrimmedTest(f.d, 'ratio', 0.05);
    expect(e.estimate).toBeCloseTo(f.estimate, 10);
    expect(e.ciLow).toBeCloseTo(f.ciLow, 8);
    expect(e.ciHigh).toBeCloseTo(f.ciHigh, 8);
    expect(e.pValue).toBeCloseTo(f.pValue, 8);
    expect(e.mde).toBeCloseTo(f.mde, 8);
  });

  it('falls back to the plain t test when too few rounds are left after trimming', () => {
    expect(pairedTrimmedTest([0.01, -0.02, 0.03], 'ratio', 0.05)).toEqual(
      pairedTest([0.01, -0.02, 0.03], 'ratio', 0.05),
    );
  });

  it('is what gate.test: trimmed uses', () => {
    const { trials, variants } = syntheticRun(seededRandom(3), {
      rounds: 10,
      cv: 0.04,
      effects: [-0.1],
    });
    const gate = {
      thresholds: { throughput: 0.05 },
      alpha: 0.05,
      inconclusive: 'pass' as const,
      test: 'trimmed' as const,
    };
    const c = compare(trials, variants, gate).find((x) => x.metric === 'throughput')!;
    const base = trials.filter((t) => t.variant === 'base');
    const d = base.map((b) => {
      const v = trials.find((t) => t.variant === 'v1' && t.round === b.round)!;
      return Math.log(v.measurement!.throughput / b.measurement!.throughput);
    });
    expect(c.estimatePct / 100).toBeCloseTo(pairedTrimmedTest(d, 'ratio', 0.05).estimate, 12);
  });
});

describe('on heavy-tailed rounds (seeded simulation, 4000 runs of 10 rounds)', () => {
  const RUNS = 4000;
  // Quiet rounds differ by 4%; in 10% of rounds a co-tenant hits one arm, at random, by
  // about 30% — the pattern recorded on this shared runner.
  const round = (random: () => number) => {
    const base = 0.04 * normal(random);
    if (random() >= 0.1) return base;
    return base + (random() < 0.5 ? -1 : 1) * Math.abs(0.3 * normal(random));
  };
  const simulate = (test: typeof pairedTest, shift: number, seed: number) => {
    const random = seededRandom(seed);
    let alarms = 0;
    let beyondTolerance = 0;
    for (let run = 0; run < RUNS; run++) {
      const d = Array.from({ length: 10 }, () => round(random) + shift);
      const e = test(d, 'ratio', 0.05);
      if (e.pValue < 0.05) alarms++;
      // The whole interval is worse than −5%: a regression beyond the tolerance.
      if (e.ciHigh < -0.05) beyondTolerance++;
    }
    return { alarms: alarms / RUNS, beyondTolerance: beyondTolerance / RUNS };
  };
  // Three standard errors above the nominal rate, at 4000 runs.
  const ceiling = (p: number) => p + 3 * Math.sqrt((p * (1 - p)) / RUNS);

  it('holds its level: false alarms at no change and false fails at the tolerance', () => {
    expect(simulate(pairedTrimmedTest, 0, 11).alarms).toBeLessThan(ceiling(0.05));
    expect(simulate(pairedTrimmedTest, Math.log(0.95), 12).beyondTolerance).toBeLessThan(
      ceiling(0.025),
    );
  });

  it('catches a 15% regression far more often than the t test, which the tail blinds', () => {
    const shift = Math.log(0.85);
    const trimmed = simulate(pairedTrimmedTest, shift, 13).beyondTolerance;
    const plain = simulate(pairedTest, shift, 13).beyondTolerance;
    expect(trimmed).toBeGreaterThan(0.95);
    expect(trimmed - plain).toBeGreaterThan(0.08);
  });
});

describe('on recorded real rounds (fixtures/recorded-rounds.json, signs drawn at random)', () => {
  // The simulated tails above favour the trimmed test; this recorded one does not: resampled
  // with random signs it false-alarms in about 7.5% of runs, the t test in about 4.5%. That is
  // why the t test stays the default. This checks the default holds on the real tail.
  it('the t test (the default) holds its level on the real tail of CPU per request and req/s', async () => {
    const { rounds } = (
      await import('../fixtures/recorded-rounds.json', { with: { type: 'json' } })
    ).default;
    for (const pick of ['cpu', 'throughput'] as const) {
      // ln(A2/A) per round, centred and drawn with a random sign: the real tail, no effect.
      const d = rounds.map((r) => Math.log(r[pick][1] / r[pick][0]));
      const centre = d.reduce((a, b) => a + b, 0) / d.length;
      const random = seededRandom(pick.length * 31);
      const RUNS = 4000;
      let alarms = 0;
      for (let run = 0; run < RUNS; run++) {
        const sample = Array.from(
          { length: 10 },
          () => (random() < 0.5 ? -1 : 1) * (d[Math.floor(random() * d.length)] - centre),
        );
        if (pairedTest(sample, 'ratio', 0.05).pValue < 0.05) alarms++;
      }
      expect(alarms / RUNS).toBeLessThan(0.05 + 3 * Math.sqrt((0.05 * 0.95) / RUNS));
    }
  });
});
