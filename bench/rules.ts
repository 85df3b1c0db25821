/**
 * perf-gate's decision rule side by side with two common ones, on the same simulated
 * trials (seeded): false alarms on A/A data and detection of true slowdowns.
 *   npm run bench:rules [-- --quick]
 *
 * - perf-gate: 10 rounds, paired log ratios, significant and beyond the 5% threshold.
 * - one run each: the first trial of each, fail if the ratio drops more than 5%.
 * - Welch per request: every request's latency a sample (one connection, so latency is
 *   1/throughput per trial, with a within-trial spread), fail when significantly slower.
 */
import { evaluateGate } from '../src/gate/index.js';
import { compare, summarize } from '../src/stats/index.js';
import { oneRunEachFails, welchSlower } from './naive-rules.js';
import type { GateSpec } from '../src/config/types.js';
import type { Trial } from '../src/model/trial.js';
import { seededRandom, syntheticRun, type Scenario } from '../__tests__/helpers/synthetic.js';

const quick = process.argv.includes('--quick');
const RUNS = quick ? 300 : 2000;
const REQUESTS_PER_TRIAL = 20_000;
/** Spread of single request latencies around the trial's mean, as a share of it. */
const WITHIN_TRIAL_CV = 0.5;

const gate: GateSpec = {
  thresholds: { throughput: 0.05 },
  alpha: 0.05,
  inconclusive: 'pass',
  test: 't',
};

type Rule = (trials: Trial[], variants: string[]) => boolean;

const perfGate: Rule = (trials, variants) =>
  !evaluateGate(compare(trials, variants, gate), summarize(trials, variants), gate).passed;

const oneRunEach: Rule = (trials) => {
  const first = (v: string) =>
    trials.find((t) => t.variant === v && t.round === 0)!.measurement!.throughput;
  return oneRunEachFails(first('base'), first('v1'));
};

const welchPerRequest: Rule = (trials) => {
  const pooled = (v: string) => {
    const means = trials.filter((t) => t.variant === v).map((t) => 1e6 / t.measurement!.throughput);
    const grand = means.reduce((a, b) => a + b, 0) / means.length;
    // Law of total variance over trials: within-trial spread plus the spread of trial means.
    const within = means.reduce((a, m) => a + (WITHIN_TRIAL_CV * m) ** 2, 0) / means.length;
    const between = means.reduce((a, m) => a + (m - grand) ** 2, 0) / means.length;
    return { mean: grand, variance: within + between, n: means.length * REQUESTS_PER_TRIAL };
  };
  return welchSlower(pooled('base'), pooled('v1'));
};

const rules: [string, Rule][] = [
  ['perf-gate (10 rounds, paired, 5% threshold)', perfGate],
  ['one run each, fail if −5% or worse', oneRunEach],
  ['Welch t, every request a sample', welchPerRequest],
];

const scenarios: [string, Scenario][] = [
  ['A/A, CV 5%', { rounds: 10, cv: 0.05, effects: [0] }],
  [
    'A/A, CV 5%, drift 20%, outliers',
    { rounds: 10, cv: 0.05, effects: [0], drift: 0.2, outlierRate: 0.03 },
  ],
  ['−2%, CV 3%', { rounds: 10, cv: 0.03, effects: [-0.02] }],
  ['−5%, CV 3%', { rounds: 10, cv: 0.03, effects: [-0.05] }],
  ['−10%, CV 3%', { rounds: 10, cv: 0.03, effects: [-0.1] }],
  ['−10%, CV 8%', { rounds: 10, cv: 0.08, effects: [-0.1] }],
];

console.log(`# Decision rules on simulated runs (${RUNS} runs per cell, seeded)\n`);
console.log(`| scenario | ${rules.map(([name]) => name).join(' | ')} |`);
console.log(`|:--|${rules.map(() => '--:').join('|')}|`);
for (const [label, scenario] of scenarios) {
  const failures = rules.map(() => 0);
  const random = seededRandom(label.length * 7919);
  for (let run = 0; run < RUNS; run++) {
    const { trials, variants } = syntheticRun(random, scenario);
    rules.forEach(([, rule], i) => (failures[i] += rule(trials, variants) ? 1 : 0));
  }
  const kind = scenario.effects[0] === 0 ? 'false alarms' : 'caught';
  console.log(
    `| ${label} (${kind}) | ${failures.map((f) => `${((f / RUNS) * 100).toFixed(1)}%`).join(' | ')} |`,
  );
}
console.log(
  '\nA/A rows: how often an unchanged app fails the build. Other rows: how often a real slowdown is caught.',
);
