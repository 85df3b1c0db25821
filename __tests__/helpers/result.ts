/** A RunResult from trials, through the real stats, gate and result stages. */
import { DEFAULTS } from '../../src/config/defaults.js';
import type { Config, GateSpec, LoadSpec } from '../../src/config/types.js';
import type { Trial } from '../../src/model/trial.js';
import { evaluateGate } from '../../src/gate/index.js';
import { buildResult, type PullRequestInfo, type RunResult } from '../../src/report/result.js';
import { compare, summarize } from '../../src/stats/index.js';

export const load: LoadSpec = {
  requests: [{ method: 'GET', url: 'http://127.0.0.1:5000/weatherforecast', headers: {} }],
  connections: 1,
  pipelining: 1,
  amount: 100_000,
  stages: [],
  arrival: 'constant',
  timeoutMs: 10_000,
  warmup: { durationMs: 1_000 },
};

export function resultFor(
  trials: Trial[],
  variants: string[],
  options: {
    gate?: Partial<GateSpec>;
    pullRequest?: PullRequestInfo;
    title?: string;
    noise?: RunResult['noise'];
    reruns?: number;
    load?: LoadSpec;
    /** Sequential rounds: the budget and why the run stopped. */
    sequence?: RunResult['sequence'];
    /** The commit each variant ran from, as `ref:` records it. */
    refs?: RunResult['refs'];
    /** The commit checked out where perf-gate ran. */
    commit?: string;
  } = {},
): RunResult {
  const gate: GateSpec = {
    thresholds: { throughput: 0.05, errors: 0.01 },
    alpha: 0.05,
    inconclusive: 'pass',
    test: 't',
    ...options.gate,
  };
  const config: Config = {
    variants: variants.map((name) => ({
      name,
      services: [],
      load: options.load ?? load,
      setup: [],
    })),
    rounds: Math.max(...trials.map((t) => t.round)) + 1,
    sequential: false,
    warmupRounds: 0,
    reruns: options.reruns ?? 0,
    lifecycle: 'fresh',
    gate,
    report: { comment: 'always', title: options.title },
    profile: { ...DEFAULTS.profile },
  };
  const summaries = summarize(trials, variants);
  const design = options.sequence && {
    kind: 'sequential' as const,
    maxRounds: options.sequence.maxRounds,
  };
  const comparisons = compare(trials, variants, gate, undefined, design);
  return buildResult({
    config,
    reportId: 'perf',
    seed: 1234,
    startedAt: new Date('2026-11-30T10:00:00Z'),
    finishedAt: new Date('2026-11-30T10:04:12Z'),
    runner: { os: 'Linux 6.1.0', cpus: 2, cpuModel: 'Test CPU @ 2.8GHz', node: 'v20.20.2' },
    pullRequest: options.pullRequest,
    trials,
    summaries,
    comparisons,
    verdict: evaluateGate(comparisons, summaries, gate, design),
    noise: options.noise,
    sequence: options.sequence,
    refs: options.refs,
    experiment: options.commit ? { digest: 'test', commit: options.commit } : undefined,
  });
}

/** The result as if its work had been placed so (report.json `conditions.placement`). */
export function withPlacement(
  result: RunResult,
  placement: RunResult['conditions']['placement'],
): RunResult {
  return { ...result, conditions: { ...result.conditions, placement } };
}

/** What report.json says of a run placed or floating by each `placement:` mode, on CPUs 0-1. */
export const PLACEMENTS = {
  off: { mode: 'off', cpus: '0-1', floating: 'placement: off' },
  auto: { mode: 'auto', cpus: '0-1', engine: '0', services: '1' },
  mainThread: {
    mode: 'main-thread',
    cpus: '0-1',
    engine: '0',
    services: '1',
    otherThreads: '0',
    splitPrograms: ['node'],
  },
} as const satisfies Record<string, RunResult['conditions']['placement']>;
