/**
 * GateSpec.judged: the history mode measures the previous release beside HEAD for the link
 * between two releases; only HEAD decides the step. A release faster than the one before reads
 * as the previous anchor's "regression" against it, and must not fail main's step, stop a
 * sequential run, or take the report's first line.
 */
import { describe, expect, it } from 'vitest';
import { lookDecision } from '../../src/gate/index.js';
import { renderMarkdown } from '../../src/report/markdown/index.js';
import { statusDescription } from '../../src/report/headline.js';
import { headlineVariant } from '../../src/report/result.js';
import { resultFor } from '../helpers/result.js';
import { seededRandom, syntheticRun } from '../helpers/synthetic.js';

const names = { base: 'anchor', v1: 'HEAD', v2: 'previous anchor' } as Record<string, string>;
// HEAD 1% slower than the release (within the 5% allowed); the previous release 20% slower.
const { trials } = syntheticRun(seededRandom(3), { rounds: 12, cv: 0.01, effects: [-0.01, -0.2] });
const renamed = trials.map((t) => ({ ...t, variant: names[t.variant] }));
const arms = ['anchor', 'HEAD', 'previous anchor'];

describe('gate.judged', () => {
  it('every variant decides when absent: the previous anchor fails the gate', () => {
    const result = resultFor(renamed, arms);
    expect(result.verdict.passed).toBe(false);
    expect(result.verdict.failures.map((f) => f.variant)).toEqual(['previous anchor']);
  });

  it('only the judged variants decide, and the first line is about them', () => {
    const result = resultFor(renamed, arms, { gate: { judged: ['HEAD'] } });
    // Measured and shown all the same: the link needs the previous anchor's comparison.
    const link = result.comparisons.find(
      (c) => c.variant === 'previous anchor' && c.metric === 'throughput',
    )!;
    expect(link.outcome).toBe('regression');
    expect(result.verdict).toMatchObject({ passed: true, failures: [] });
    expect(lookDecision(result.comparisons, result.summaries, result.conditions)).toBe('pass');
    expect(lookDecision(result.comparisons, result.summaries, {})).toBe('fail');
    expect(headlineVariant(result)).toBe('HEAD');
    expect(result.conditions.judged).toEqual(['HEAD']);
    const markdown = renderMarkdown(result);
    expect(markdown).toMatch(/\| previous anchor \|.*🔴 regression \(shown, not gated\) \|/);
    // The first line is about HEAD, not "the worst" of two variants.
    expect(markdown).toMatch(/^“HEAD” compared with “anchor” /m);
    expect(markdown).not.toContain('the worst');
  });

  it("an unjudged variant widens no one's test: HEAD reads as in a run without it", () => {
    const alone = resultFor(
      renamed.filter((t) => t.variant !== 'previous anchor'),
      ['anchor', 'HEAD'],
    );
    const beside = resultFor(renamed, arms, { gate: { judged: ['HEAD'] } });
    const head = (r: typeof alone) =>
      r.comparisons
        .filter((c) => c.variant === 'HEAD')
        .map(({ adjustedPValue, pWorse, outcome, mdePct, ciLowPct, ciHighPct }) => ({
          adjustedPValue,
          pWorse,
          outcome,
          mdePct,
          ciLowPct,
          ciHighPct,
        }));
    expect(head(beside)).toEqual(head(alone));
  });

  it('an unjudged variant left undecided does not make a pass read undecided', () => {
    // The previous release 5% slower: at the 5% tolerance, undecided; HEAD as the release.
    const { trials: near } = syntheticRun(seededRandom(5), {
      rounds: 8,
      cv: 0.01,
      effects: [0, -0.05],
    });
    const result = resultFor(
      near.map((t) => ({ ...t, variant: names[t.variant] })),
      arms,
      { gate: { judged: ['HEAD'] } },
    );
    expect(
      result.comparisons.find((c) => c.variant === 'previous anchor' && c.metric === 'throughput')!
        .outcome,
    ).toBe('inconclusive');
    expect(statusDescription(result)).toBe('No gated metric got worse beyond its tolerance');
    expect(result.verdict.warnings).toEqual([]);
    const markdown = renderMarkdown(result);
    expect(markdown).not.toContain('Passed, undecided');
    expect(markdown).not.toMatch(/too noisy/);
  });
});
