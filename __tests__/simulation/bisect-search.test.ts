/**
 * The bisect's step choice and stopping, over whole simulated searches: a range of commits
 * with known costs, each step a simulated paired sequential run decided by the gate's own
 * rule (helpers/rule-simulation.ts) at a known noise. How often the search names a commit
 * that is not a culprit, misses one that is, and how many steps and rounds it takes.
 */
import { describe, expect, it } from 'vitest';
import {
  nextStep,
  recordStep,
  startSearch,
  type SearchState,
  type StepOutcome,
} from '../../src/bisect/search.js';
import type { Design } from '../../src/stats/sequential.js';
import { applyRule, simulateRounds, type RuleScenario } from '../helpers/rule-simulation.js';
import { normal, seededRandom } from '../helpers/synthetic.js';

const TOLERANCE = 0.05;
const design: Design = { kind: 'sequential', maxRounds: 20 };

interface History {
  /** Log-throughput lost by each commit (index 0 is the good end, costs nothing). */
  cost: number[];
  culprits: number[];
}

/** `commits` after the good end; culprits at random places, every other commit a small change. */
function history(random: () => number, commits: number, culprits: number[]): History {
  const cost = Array.from({ length: commits + 1 }, (_, i) =>
    i === 0 ? 0 : 0.003 * normal(random),
  );
  const places = new Set<number>();
  while (places.size < culprits.length) places.add(1 + Math.floor(random() * commits));
  const at = [...places].sort((a, b) => a - b);
  at.forEach((place, k) => (cost[place] += culprits[k]));
  return { cost, culprits: at };
}

interface Outcome {
  named: number[];
  steps: number;
  rounds: number;
}

function bisect(random: () => number, h: History, cv: number): Outcome {
  const level = (i: number) => h.cost.slice(0, i + 1).reduce((a, b) => a + b, 0);
  let state: SearchState = startSearch(h.cost.length);
  let steps = 0;
  let rounds = 0;
  for (let step = nextStep(state); step; step = nextStep(state)) {
    const worsening = 1 - Math.exp(-(level(step.newer) - level(step.older)));
    const scenario: RuleScenario = {
      cv,
      worsening: [worsening],
      tolerance: TOLERANCE,
      alpha: 0.05,
      design,
    };
    const rule = applyRule(simulateRounds(random, scenario, design.maxRounds), scenario);
    const outcome: StepOutcome =
      rule.verdict === 'fail' ? 'worse' : rule.verdict === 'pass' ? 'within' : 'inconclusive';
    state = recordStep(state, step, outcome);
    steps++;
    rounds += rule.rounds;
  }
  return { named: state.culprits.map((c) => c.commit), steps, rounds };
}

interface Rates {
  wrong: number;
  missed: number;
  meanSteps: number;
  maxSteps: number;
  meanRounds: number;
}

function simulate(
  seed: number,
  runs: number,
  commits: number,
  culprits: number[],
  cv: number,
): Rates {
  const random = seededRandom(seed);
  let wrong = 0;
  let missed = 0;
  let steps = 0;
  let maxSteps = 0;
  let rounds = 0;
  for (let run = 0; run < runs; run++) {
    const h = history(random, commits, culprits);
    const outcome = bisect(random, h, cv);
    if (outcome.named.some((c) => !h.culprits.includes(c))) wrong++;
    if (h.culprits.some((c) => !outcome.named.includes(c))) missed++;
    steps += outcome.steps;
    rounds += outcome.rounds;
    maxSteps = Math.max(maxSteps, outcome.steps);
  }
  return {
    wrong: wrong / runs,
    missed: missed / runs,
    meanSteps: steps / runs,
    maxSteps,
    meanRounds: rounds / runs,
  };
}

const RUNS = 400;
const line = (label: string, r: Rates) =>
  `${label}: wrong ${(r.wrong * 100).toFixed(1)}%, missed ${(r.missed * 100).toFixed(1)}%, steps ${r.meanSteps.toFixed(1)} (max ${r.maxSteps}), rounds ${r.meanRounds.toFixed(0)}`;

describe('the bisect search over simulated histories (5% tolerance, 5% noise per trial)', () => {
  it('one culprit of 3× the tolerance in 16 commits: named in nearly every search, in about 2 steps per halving', () => {
    const r = simulate(1, RUNS, 16, [0.15], 0.05);
    console.log(line('1 culprit of 15% in 16', r));
    expect(r.wrong).toBeLessThanOrEqual(0.02);
    expect(r.missed).toBeLessThanOrEqual(0.02);
    // The confirming step, then two per halving: 1 + 2·log2(16).
    expect(r.meanSteps).toBeLessThanOrEqual(1 + 2 * 4 + 0.5);
  });

  it('two culprits in 8 commits (the done-when history): both named', () => {
    const r = simulate(2, RUNS, 8, [0.15, 0.15], 0.05);
    console.log(line('2 culprits of 15% in 8', r));
    expect(r.wrong).toBeLessThanOrEqual(0.02);
    expect(r.missed).toBeLessThanOrEqual(0.03);
    expect(r.maxSteps).toBeLessThanOrEqual(1 + 2 * 2 * 3);
  });

  it('steps grow with the log of the range, not with its length', () => {
    const r32 = simulate(3, RUNS, 32, [0.15], 0.05);
    const r8 = simulate(4, RUNS, 8, [0.15], 0.05);
    console.log(line('1 culprit of 15% in 32', r32));
    console.log(line('1 culprit of 15% in 8', r8));
    expect(r32.meanSteps - r8.meanSteps).toBeGreaterThan(2);
    expect(r32.meanSteps - r8.meanSteps).toBeLessThanOrEqual(2 * 2 + 0.5);
    expect(r32.missed).toBeLessThanOrEqual(0.03);
  });

  it('a culprit near the tolerance is missed more often, but a wrong commit is still rarely named', () => {
    const r = simulate(5, RUNS, 16, [0.08], 0.05);
    console.log(line('1 culprit of 8% in 16', r));
    expect(r.wrong).toBeLessThanOrEqual(0.05);
    expect(r.missed).toBeGreaterThan(0);
  });

  it('a slowdown spread over four commits each within the tolerance names no culprit', () => {
    const r = simulate(6, RUNS, 16, [0.025, 0.025, 0.025, 0.025], 0.05);
    console.log(line('4 commits of 2.5% in 16', r));
    // Each named commit would be a false culprit: none of them is worse than the tolerance.
    expect(r.missed).toBe(1);
    const named = 1 - r.wrong;
    expect(named).toBeGreaterThanOrEqual(0.95);
  });
});
