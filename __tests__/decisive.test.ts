/** How decisive a run can be: warnings before a run (the budget) and after it (the noise). */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/report/markdown.js';
import { budgetWarnings } from '../src/stats/decisive.js';
import { resultFor } from './helpers/result.js';
import { measurement } from './helpers/synthetic.js';
import type { Trial } from '../src/model/trial.js';

const gate = (thresholds: Record<string, number>) => ({
  thresholds,
  alpha: 0.05,
  inconclusive: 'pass' as const,
  test: 't' as const,
});

describe('before a run: the budget against the tolerance', () => {
  it('warns when the rounds cannot resolve the tolerance at a shared runner’s noise', () => {
    const [warning] = budgetWarnings({ rounds: 2, gate: gate({ throughput: 0.05 }) });
    expect(warning).toMatch(/^gate\.throughput: a 5(\.0)?% tolerance is finer than 2 rounds/);
    expect(warning).toMatch(/about \d+ rounds would/);
    expect(budgetWarnings({ rounds: 200, gate: gate({ throughput: 0.05 }) })).toEqual([]);
    expect(budgetWarnings({ rounds: 3, gate: gate({ throughput: 0.5 }) })).toEqual([]);
    expect(budgetWarnings({ rounds: 2, gate: gate({ p99: 0.05 }) })).toEqual([]);
    expect(budgetWarnings({ rounds: 2, gate: gate({ throughput: 0.05, cpu: 0.05 }) })).toHaveLength(
      2,
    );
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
    expect(markdown).toContain('✅ **Passed**');
    const warnings = markdown.split('\n').filter((l) => l.startsWith('> ⚠️'));
    expect(warnings.some((w) => /detect|resolve/.test(w) && /throughput/i.test(w))).toBe(true);
  });
});
