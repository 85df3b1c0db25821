/** How decisive a run can be: warnings before a run (the budget) and after it (the noise). */
import { describe, expect, it } from 'vitest';
import { pct } from '../../src/model/format.js';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import { budgetWarnings, resolvableSoFar } from '../../src/stats/resolution.js';
import type { Comparison } from '../../src/stats/index.js';
import { resultFor } from '../helpers/result.js';
import { measurement } from '../helpers/synthetic.js';
import type { Trial } from '../../src/model/trial.js';

const gate = (thresholds: Record<string, number>) => ({
  thresholds,
  alpha: 0.05,
  inconclusive: 'pass' as const,
  test: 't' as const,
});

describe('before a run: the budget against the tolerance', () => {
  // The default design: 500 ms slices.
  const budget = (rounds: number, thresholds: Record<string, number>, sequential = false) =>
    budgetWarnings({ rounds, sequential, gate: gate(thresholds), sliceMs: 500 });

  it('warns when not even the most rounds could resolve the tolerance at a shared runner’s noise', () => {
    const [warning] = budget(2, { throughput: 0.05 });
    expect(warning).toMatch(/^gate\.throughput: 2 rounds cannot resolve a 5(\.0)?% tolerance/);
    expect(warning).toContain('if this app is as noisy as a typical shared runner');
    expect(warning).toMatch(/about \d+ rounds would/);
    // It is an assumption about the runner: the run's own noise has the last word.
    expect(warning).toContain('The run measures its own noise');
    expect(warning).toMatch(/raise rounds or the tolerance\.$/);
    expect(budget(200, { throughput: 0.05 })).toEqual([]);
    expect(budget(3, { throughput: 0.5 })).toEqual([]);
    expect(budget(2, { p99: 0.05 })).toEqual([]);
    expect(budget(2, { throughput: 0.05, cpu: 0.05 })).toHaveLength(2);
  });

  it('sequential rounds: judged by max-rounds, so the default budget is silent', () => {
    // The default: at most 30 rounds, a 5% throughput gate. Not a word before the run.
    expect(budget(30, { throughput: 0.05, errors: 0.01 }, true)).toEqual([]);
    const [warning] = budget(8, { throughput: 0.05 }, true);
    expect(warning).toMatch(/^gate\.throughput: even 8 rounds \(max-rounds\) cannot resolve/);
    expect(warning).toMatch(/raise max-rounds or the tolerance\.$/);
  });

  it('assumes the spread of the run’s design: whole trials need more rounds than slices', () => {
    const config = { rounds: 12, sequential: false, gate: gate({ throughput: 0.05 }) };
    expect(budgetWarnings({ ...config, sliceMs: 500 })).toEqual([]);
    const [whole] = budgetWarnings(config);
    expect(whole).toContain('(as whole trials, rounds differ by about 13.0%)');
    expect(budgetWarnings({ ...config, rounds: 4, sliceMs: 500 })[0]).toContain(
      '(in slices, rounds differ by about 5.3%)',
    );
  });

  it('no throughput warning at a fixed arrival rate: the rate holds it', () => {
    const config = { rounds: 2, sequential: false, gate: gate({ throughput: 0.05, cpu: 0.05 }) };
    const open = { load: { rate: 400 } };
    const warnings = budgetWarnings({ ...config, sliceMs: 500, variants: [open, open] });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^gate\.cpu: /);
    // A closed variant among them: throughput varies again.
    expect(budgetWarnings({ ...config, variants: [open, { load: {} }] })).toHaveLength(2);
  });
});

describe('during a run: what the rounds so far can detect', () => {
  const comparison = (overrides: Partial<Comparison>): Comparison => ({
    variant: 'this PR',
    baseline: 'main',
    metric: 'throughput',
    scale: 'ratio',
    gated: true,
    tolerance: 0.05,
    n: 6,
    estimatePct: -1,
    ciLowPct: -8,
    ciHighPct: 6,
    pValue: 0.7,
    adjustedPValue: 0.7,
    pWorse: 0.4,
    pWithin: 0.2,
    mdePct: 9.14,
    roundsNeeded: 24,
    spreadPct: 7.2,
    significant: false,
    worse: true,
    outcome: 'inconclusive',
    ...overrides,
  });

  it('says the detectable change, the gate, the spread, and the rounds against the budget', () => {
    expect(resolvableSoFar([comparison({})], 6, 30)).toBe(
      'detects ≥ 9.1% so far (gate 5.0%, rounds differ by 7.2%); about 24 rounds would decide, 30 allowed',
    );
    expect(resolvableSoFar([comparison({ roundsNeeded: 111, spreadPct: 18.1 })], 6, 30)).toBe(
      'detects ≥ 9.1% so far (gate 5.0%, rounds differ by 18.1%); about 111 rounds would decide, only 30 allowed',
    );
    expect(resolvableSoFar([comparison({ roundsNeeded: 5 })], 6, 30)).toBe(
      'detects ≥ 9.1% so far (gate 5.0%, rounds differ by 7.2%)',
    );
    expect(
      resolvableSoFar([comparison({ roundsNeeded: undefined, spreadPct: 60 })], 6, 30),
    ).toMatch(/; no practical number of rounds would decide$/);
  });

  it('names the comparison furthest from deciding, by its metric and, with several, its variant', () => {
    const line = resolvableSoFar(
      [
        comparison({}),
        comparison({ metric: 'cpu', mdePct: 30, tolerance: 0.1, roundsNeeded: 40 }),
        comparison({ variant: 'other', mdePct: 12 }),
      ],
      6,
      30,
    );
    expect(line).toBe(
      'this PR CPU per request detects ≥ 30.0% so far (gate 10.0%, rounds differ by 7.2%); about 40 rounds would decide, only 30 allowed',
    );
  });

  it('leaves out what is decided already, and says so when everything is', () => {
    // The demo at its 5th round: CPU per request decided as a regression (+101%) while its
    // detectable change was still 48% against a 5% gate; throughput, undecided, is what is left.
    const cpuDecided = comparison({
      metric: 'cpu',
      mdePct: 48.2,
      roundsNeeded: 32,
      outcome: 'regression',
    });
    expect(resolvableSoFar([comparison({}), cpuDecided], 5, 20)).toBe(
      'detects ≥ 9.1% so far (gate 5.0%, rounds differ by 7.2%); about 24 rounds would decide, only 20 allowed',
    );
    expect(resolvableSoFar([comparison({ outcome: 'no-change' }), cpuDecided], 5, 20)).toBe(
      'every gated comparison decided so far',
    );
    // Between a sequential run's looks it goes on to the next, and says so.
    expect(resolvableSoFar([comparison({ outcome: 'no-change' }), cpuDecided], 4, 20, 5)).toBe(
      'every gated comparison decided so far; the run can stop at its next look, round 5',
    );
    // Not while a gated comparison without a figure (its spread not finite) is undecided.
    expect(
      resolvableSoFar(
        [comparison({ outcome: 'no-change' }), comparison({ metric: 'p99', mdePct: NaN })],
        5,
        20,
      ),
    ).toBeUndefined();
  });

  it('says in words when the rounds so far cannot detect even a doubling, never an unreadable figure', () => {
    // A PR-against-base run once said "latency p99 detects ≥ 63462305667.1% so far" at round 3.
    const line = resolvableSoFar(
      [comparison({ metric: 'p99', mdePct: 634623056671, spreadPct: 2500, roundsNeeded: 45 })],
      3,
      60,
    );
    expect(line).toBe(
      'latency p99 — too few rounds to tell yet (gate 5.0%, rounds differ by more than tenfold); about 45 rounds would decide, 60 allowed',
    );
    expect(resolvableSoFar([comparison({ mdePct: 100 })], 3, 30)).toMatch(
      /^too few rounds to tell yet \(gate 5\.0%/,
    );
    expect(resolvableSoFar([comparison({ mdePct: 99.4 })], 3, 30)).toMatch(
      /^detects ≥ 99\.4% so far/,
    );
  });

  it('stays silent before the 3rd round and without a gated change', () => {
    expect(resolvableSoFar([comparison({})], 2, 30)).toBeUndefined();
    expect(resolvableSoFar([comparison({ gated: false })], 6, 30)).toBeUndefined();
    expect(resolvableSoFar([comparison({ mdePct: NaN })], 6, 30)).toBeUndefined();
  });
});

describe('after a run: a pass the rounds could not back', () => {
  const trial = (round: number, variant: string, throughput: number): Trial => ({
    status: 'measured',
    round,
    variant,
    sequence: round * 2 + (variant === 'main' ? 0 : 1),
    warmup: false,
    measurement: measurement(throughput),
  });

  it('a 2-round run that passed a −30% change never prints ✅ Passed without a warning', () => {
    // Round to round the app moved a lot, so two rounds cannot tell −30% from nothing.
    const trials = [
      trial(0, 'main', 5000),
      trial(0, 'this PR', 2000),
      trial(1, 'main', 5000),
      trial(1, 'this PR', 5200),
    ];
    const result = resultFor(trials, ['main', 'this PR']);
    expect(result.verdict.passed).toBe(true);
    const markdown = renderMarkdown(result);
    // …and says on its own line that it passed undecided, by `gate.inconclusive: pass`.
    expect(markdown).toContain('✅ **Passed, undecided**');
    expect(markdown).toContain('`gate.inconclusive: pass` lets an undecided run pass');
    const warnings = markdown.split('\n').filter((l) => l.startsWith('> ⚠️'));
    expect(warnings.some((w) => /detect|resolve/.test(w) && /throughput/i.test(w))).toBe(true);
    // The run's own noise, not the typical one, is what the report states.
    const spread = result.comparisons.find((c) => c.metric === 'throughput')!.spreadPct!;
    expect(markdown).toContain(
      `would catch 4 times in 5** (by the gate's rule): ${pct(result.comparisons[0].mdePct / 100)} (its rounds differed by ${pct(spread / 100)})`,
    );
  });
});
