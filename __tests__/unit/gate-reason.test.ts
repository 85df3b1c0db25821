/**
 * A failed comparison's reason gives the gate's own p: against the tolerance, not against no
 * change, and so larger than the headline's. It says what that p allows for — the other gated
 * comparisons (Holm), and a sequential run's looks — so that p = 0.03 under an interval far
 * beyond the tolerance does not read as a weak result.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/experiment/analyse.js';
import type { GateSpec } from '../../src/config/types.js';
import { seededRandom, syntheticRun } from '../helpers/synthetic.js';

// 30% slower, far beyond the 5% allowed, in 10 rounds of little noise.
const { trials, variants } = syntheticRun(seededRandom(9), {
  rounds: 10,
  cv: 0.01,
  effects: [-0.3],
});
const gate = (thresholds: GateSpec['thresholds']): GateSpec => ({
  thresholds,
  alpha: 0.05,
  inconclusive: 'pass',
  test: 't',
});
const reason = (g: GateSpec, design?: Parameters<typeof analyse>[4]) =>
  analyse(trials, variants, g, 1, design).verdict.reasons.find((r) => r.includes('throughput'))!;

describe('the reason of a failed comparison', () => {
  it('one gated comparison in a fixed design: its question, nothing to allow for', () => {
    expect(reason(gate({ throughput: 0.05 }))).toMatch(
      /\(tested against 5\.0%, not against no change: p [<=] [\d.]+\)$/,
    );
  });

  it('names the gated comparisons it is adjusted for, and a sequential run’s looks', () => {
    const two = gate({ throughput: 0.05, p99: 0.1 });
    expect(reason(two)).toMatch(/p [<=] [\d.]+, allowing for 2 gated comparisons\)$/);
    expect(reason(gate({ throughput: 0.05 }), { kind: 'sequential', maxRounds: 20 })).toMatch(
      /p [<=] [\d.]+, allowing for stopping early\)$/,
    );
    expect(reason(two, { kind: 'sequential', maxRounds: 20 })).toMatch(
      /p [<=] [\d.]+, allowing for 2 gated comparisons and stopping early\)$/,
    );
    // One look only (max-rounds 3): its p is the fixed test's, with nothing early to allow for.
    expect(reason(gate({ throughput: 0.05 }), { kind: 'sequential', maxRounds: 3 })).toMatch(
      /p [<=] [\d.]+\)$/,
    );
  });
});
