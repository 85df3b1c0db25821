/**
 * perf-gate's decision rule side by side with its old rule and two common ones, on the same
 * simulated runs (seeded): how often each fails the build at true worsenings from none to
 * three times the tolerance, and how many rounds the sequential rule needs for its verdict.
 * - new rule: one-sided tests against the tolerance, Holm over the gated family, sequential
 *   looks within a budget of 30 rounds (src/stats/decision.ts, src/stats/sequential.ts);
 *   also the same rule with a single look at 30 rounds (the fixed design of that budget).
 * - old rule: 10 rounds, significant against zero (two-sided, Holm) and the estimate beyond
 *   the threshold.
 * - one run each: the first trial of each, fail if the ratio drops more than the threshold.
 * - Welch per request: every request's latency a sample (one connection, so latency is
 *   1/throughput per trial, with a within-trial spread), 10 rounds, fail when significantly
 *   slower.
 */
import { oldRuleFails, oneRunEachFails, welchSlower, type Pooled } from '../lib/naive-rules.js';
import type { Design } from '../../src/stats/sequential.js';
import type { Print, Study } from '../lib/study.js';
import { seededRandom } from '../../__tests__/helpers/synthetic.js';
import {
  applyRule,
  simulateRounds,
  standardError,
  type RuleScenario,
  type SimulatedRounds,
} from '../../__tests__/helpers/rule-simulation.js';

// Set by `run`: every helper below reads them.
let RUNS = 20_000;
let print: Print = () => undefined;
const THETA = 0.05;
const ALPHA = 0.05;
const BUDGET = 30;
const OLD_ROUNDS = 10;
const REQUESTS_PER_TRIAL = 20_000;
/** Spread of single request latencies around the trial's mean, as a share of it. */
const WITHIN_TRIAL_CV = 0.5;

const sequential: Design = { kind: 'sequential', maxRounds: BUDGET };
const fixed: Design = { kind: 'fixed', maxRounds: BUDGET };

function welchFails(data: SimulatedRounds, k: number): boolean {
  const pooled = (values: number[]): Pooled => {
    const means = values.map((rate) => 1e6 / rate);
    const grand = means.reduce((a, b) => a + b, 0) / means.length;
    // Law of total variance over trials: within-trial spread plus the spread of trial means.
    const within = means.reduce((a, m) => a + (WITHIN_TRIAL_CV * m) ** 2, 0) / means.length;
    const between = means.reduce((a, m) => a + (m - grand) ** 2, 0) / means.length;
    return { mean: grand, variance: within + between, n: means.length * REQUESTS_PER_TRIAL };
  };
  const first = (rows: number[][]) => rows.slice(0, OLD_ROUNDS).map((row) => row[k]);
  return welchSlower(pooled(first(data.baseline)), pooled(first(data.variant)), ALPHA);
}

interface Row {
  fails: number[];
  passes: number;
  rounds: number[];
}

const RULES = ['new', 'new, fixed 30', 'old', 'one run each', 'Welch'] as const;

function measure(cv: number, worsening: number[], seed: number): Row {
  const random = seededRandom(seed);
  const scenario: RuleScenario = {
    cv,
    worsening,
    tolerance: THETA,
    alpha: ALPHA,
    design: sequential,
  };
  const row: Row = { fails: RULES.map(() => 0), passes: 0, rounds: [] };
  for (let run = 0; run < RUNS; run++) {
    const data = simulateRounds(random, scenario, BUDGET);
    const outcome = applyRule(data, scenario);
    row.rounds.push(outcome.rounds);
    if (outcome.verdict === 'pass') row.passes++;
    const differences = worsening.map((_, k) =>
      data.baseline.slice(0, OLD_ROUNDS).map((b, r) => Math.log(data.variant[r][k] / b[k])),
    );
    const verdicts = [
      outcome.verdict === 'fail',
      applyRule(data, { ...scenario, design: fixed }).verdict === 'fail',
      oldRuleFails(differences, THETA, ALPHA),
      worsening.some((_, k) => oneRunEachFails(data.baseline[0][k], data.variant[0][k], THETA)),
      worsening.some((_, k) => welchFails(data, k)),
    ];
    verdicts.forEach((failed, i) => (row.fails[i] += failed ? 1 : 0));
  }
  row.rounds.sort((a, b) => a - b);
  return row;
}

const percent = (count: number) => `${((count / RUNS) * 100).toFixed(1)}%`;
const withError = (count: number) => {
  const rate = count / RUNS;
  return `${(rate * 100).toFixed(1)}% ± ${(standardError(rate, RUNS) * 100).toFixed(1)}`;
};

function table(title: string, metrics: number, multiples: [string, number][]): void {
  print(`\n#### ${title}\n`);
  print(
    '| CV | true worsening | new rule: failed (± 1 SE) | new rule: passed | rounds to a verdict: mean / p90 | new rule, fixed 30 rounds | old rule, 10 rounds | one run each | Welch, every request a sample |',
  );
  print('|--:|:--|--:|--:|--:|--:|--:|--:|--:|');
  let seed = metrics * 1000;
  for (const cv of [0.03, 0.05, 0.08]) {
    for (const [label, multiple] of multiples) {
      const row = measure(
        cv,
        Array.from({ length: metrics }, () => multiple * THETA),
        ++seed,
      );
      const mean = row.rounds.reduce((a, b) => a + b, 0) / RUNS;
      const p90 = row.rounds[Math.ceil(0.9 * RUNS) - 1];
      print(
        `| ${cv * 100}% | ${label} | ${withError(row.fails[0])} | ${percent(row.passes)} | ${mean.toFixed(1)} / ${p90} | ${row.fails
          .slice(1)
          .map(percent)
          .join(' | ')} |`,
      );
    }
  }
}

export const rules: Study = {
  about: 'the decision rule against the old one and two common ones, on seeded simulated runs',
  headline: false,
  async run(run) {
    print = run.print;
    RUNS = run.quick ? 2_000 : 20_000;
    const started = Date.now();
    print(`### Decision rules on simulated runs (${RUNS} runs per row, seeded)\n`);
    print(
      `Tolerance θ = ${THETA * 100}% of throughput, α = ${ALPHA}; the new rule looks after 3, 5, 7, 10, 13, 16, 20, 25 and 30 rounds. ` +
        `The fixed designs spend 30 (new rule), 10 (old rule, Welch) and 1 (one run each) rounds on every run.`,
    );
    table('One gated metric', 1, [
      ['none (A/A)', 0],
      ['θ/2', 0.5],
      ['0.8θ', 0.8],
      ['θ', 1],
      ['2θ', 2],
      ['3θ', 3],
    ]);
    table('Three gated metrics, independent, each with the same true worsening', 3, [
      ['none (A/A)', 0],
      ['0.8θ each', 0.8],
      ['θ each', 1],
    ]);
    print(
      '\nA row fails the build when the rule says so. At θ and below a failure is a false alarm; at 2θ and 3θ it is a catch. ' +
        `Rounds: how many the sequential rule ran before its verdict (at most ${BUDGET}). (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  },
};
