import { describe, expect, it } from 'vitest';
import {
  midpointOf,
  nextStep,
  recordStep,
  startSearch,
  stepsAhead,
  type SearchState,
  type StepOutcome,
} from '../../src/bisect/search.js';

/**
 * Runs a search to its end against an exact oracle: commit i adds `cost[i]` (a fraction of
 * throughput lost); a step is worse when the newer commit's total cost exceeds the older's by
 * more than the tolerance, and the commits in `broken` are untestable.
 */
function search(cost: number[], options: { tolerance?: number; broken?: number[] } = {}) {
  const { tolerance = 0.1, broken = [] } = options;
  const total = (i: number) => cost.slice(0, i + 1).reduce((a, b) => a + b, 0);
  let state: SearchState = startSearch(cost.length);
  const steps: string[] = [];
  for (let step = nextStep(state); step; step = nextStep(state)) {
    const outcome: StepOutcome = broken.includes(step.newer)
      ? 'untestable'
      : total(step.newer) - total(step.older) > tolerance
        ? 'worse'
        : 'within';
    steps.push(`${step.older}→${step.newer} ${outcome}`);
    state = recordStep(state, step, outcome);
    if (steps.length > 100) throw new Error('the search did not end');
  }
  return { state, steps };
}

describe('the bisect search', () => {
  it('on the scratch history: both culprits, the broken midpoint skipped, the halves of every worse range compared', () => {
    // 0 = the tag; 2 adds the busy loop, 6 the dependency; 4 does not build.
    const { state, steps } = search([0, 0, 0.9, 0, 0, 0, 0.8, 0, 0], { broken: [4] });
    expect(steps).toEqual([
      '0→8 worse',
      '0→4 untestable',
      '0→3 worse',
      '3→8 worse',
      '0→1 within',
      '1→3 worse',
      '1→2 worse',
      '2→3 within',
      '3→5 within',
      '5→8 worse',
      '5→6 worse',
      '6→8 within',
    ]);
    expect(state.culprits).toEqual([
      { commit: 2, older: 1, orSkipped: [] },
      { commit: 6, older: 5, orSkipped: [] },
    ]);
    expect(state.skipped).toEqual([4]);
    expect(state.open).toEqual([]);
  });

  it('a culprit next to a skipped commit is named with it, as git bisect names what it could not split', () => {
    const { state } = search([0, 0, 0, 0, 0.5, 0, 0], { broken: [3] });
    expect(state.culprits).toEqual([{ commit: 4, older: 2, orSkipped: [3] }]);
  });

  it('a range not shown worse is not searched', () => {
    const { state, steps } = search([0, 0.01, 0.02, 0.01]);
    expect(steps).toEqual(['0→3 within']);
    expect(state.noRegression).toBe('within');
    expect(state.culprits).toEqual([]);
  });

  it('a slowdown spread over commits each within the tolerance is reported as spread, not as a culprit', () => {
    const { state } = search([0, 0.04, 0.04, 0.04, 0.04]);
    expect(state.culprits).toEqual([]);
    expect(state.spread).toEqual([{ older: 0, newer: 4 }]);
  });

  it('a range whose half stayed undecided is spread and undecided, not cleared', () => {
    let state = recordStep(startSearch(5), { older: 0, newer: 4 }, 'worse');
    state = recordStep(state, { older: 0, newer: 2 }, 'within');
    state = recordStep(state, { older: 2, newer: 4 }, 'inconclusive');
    expect(state.culprits).toEqual([]);
    expect(state.spread).toEqual([{ older: 0, newer: 4, undecided: true }]);
  });

  it('one commit between the ends is compared with both', () => {
    expect(search([0, 0.5, 0]).steps).toEqual(['0→2 worse', '0→1 worse', '1→2 within']);
  });

  it('the midpoint moves off a skipped commit to its nearest neighbour, the earlier one on a tie', () => {
    const state = { ...startSearch(9), skipped: [4] };
    expect(midpointOf(state, 0, 8)).toBe(3);
    expect(midpointOf({ ...state, skipped: [3, 4] }, 0, 8)).toBe(5);
    expect(midpointOf({ ...state, skipped: [1] }, 0, 2)).toBeUndefined();
  });

  it('refuses an answer to a step it did not plan', () => {
    const state = startSearch(5);
    expect(() => recordStep(state, { older: 0, newer: 2 }, 'worse')).toThrow(/not the one planned/);
  });

  it('expects about two steps per halving of what is still open', () => {
    expect(stepsAhead(startSearch(9))).toBe(1 + 2 * 3);
    let state = recordStep(startSearch(9), { older: 0, newer: 8 }, 'worse');
    expect(stepsAhead(state)).toBe(2 * 3);
    state = recordStep(state, { older: 0, newer: 4 }, 'within');
    expect(stepsAhead(state)).toBe(2 * 3 - 1);
  });
});
