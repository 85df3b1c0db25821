/**
 * Does taking turns hide cost? Known costs on the express app, each measured in the default
 * design (500 ms slices, a waiting variant paused) and as whole trials (`slice: off`), the
 * same rounds each, the designs alternating in blocks of two rounds: a cost on the request
 * path (the control), a timer on the event loop, a worker thread beside the server (and, when
 * `--cost` names it, the same worker doing a fixed amount of work rather than spinning for a
 * fixed time). Whole trials are the ground truth (each variant's app runs alone); slices must
 * show the same change of req/s, CPU per request and p99 (issue 24: within 3 points; p99
 * within 5), and the product's default gates (5% on req/s and on CPU per request) must fail
 * on each (exit 1).
 *
 *   npm run bench:noise -- --part offpath [--rounds N] [--cost path|timer|worker|worker-work]
 *   (about 20 minutes at 16 rounds for the three costs)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseConfigText } from '../../src/config/index.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment } from '../../src/experiment/run.js';
import { DEFAULTS } from '../../src/config/defaults.js';
import { startTarget } from '../../src/target/index.js';
import { analyse } from '../../src/experiment/analyse.js';
import type { Trial } from '../../src/model/trial.js';
import {
  placeBlock,
  placedCommand,
  prioritiseSelf,
  type Placement,
  type Priority,
} from './noise-place.js';

interface Cost {
  /** For `--cost`: path, timer, worker, worker-work. */
  key: string;
  label: string;
  /** The variant's env on the express app (bench/apps/express-app.mjs). */
  env: Record<string, string>;
  /** Run only when `--cost` names it (a check of another cost, not one of the study's own). */
  optIn?: boolean;
}

export const COSTS: Cost[] = [
  { key: 'path', label: 'on the request path: +30 µs of CPU per request', env: { WORK_US: '30' } },
  {
    key: 'timer',
    label: 'a timer on the event loop: 2 ms busy every 10 ms',
    env: { TIMER_BUSY_MS: '2', TIMER_EVERY_MS: '10' },
  },
  {
    key: 'worker',
    label: 'a worker thread beside the server: 4 ms busy every 10 ms',
    env: { WORKER_BUSY_MS: '4', WORKER_EVERY_MS: '10' },
  },
  {
    // The same thread doing a fixed amount of work: a fixed-time spin's CPU depends on how
    // often it is preempted (on the load engine's CPU under the default), this one's does not.
    key: 'worker-work',
    label: 'a worker thread beside the server: a fixed ~4 ms of work every 10 ms',
    env: { WORKER_LOOPS: '115000', WORKER_EVERY_MS: '10' },
    optIn: true,
  },
];

const app = 'bench/apps/express-app.mjs';

/** Where the work runs and how long each arm warms up: the same for both designs compared. */
export interface CostSetting {
  placement?: Placement;
  priority?: Priority;
  warmupMs?: number;
  /** Each trial's measured window (4 s unless given; `npm run bench -- --quick` cuts it). */
  trialMs?: number;
  /** The sliced design's turn length, as the config writes it (500ms unless given). */
  slice?: string;
  /** Whole trials' closed-model engine (RunOptions.wholeTrialsEngine). */
  wholeEngine?: 'kept' | 'autocannon';
}

function configText(cost: Cost, rounds: number, slice: string, setting: CostSetting = {}): string {
  const env = Object.entries(cost.env)
    .map(([k, v]) => `${k}: "${v}"`)
    .join(', ');
  const command = placedCommand(`node ${app}`, setting.placement ?? 'floating', setting.priority);
  return `services: [{ name: app, command: "${command}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/items", connections: 10, duration: ${setting.trialMs ?? 4000}ms, warmup: ${setting.warmupMs ?? 1000}ms }
rounds: ${rounds}
slice: ${slice}
baseline: { name: A, env: { WORK_US: "0" } }
variants: [{ name: B, env: { ${env} } }]
`;
}

/** The paired estimate of a metric over the rounds: Δ% = exp(mean ln ratio) − 1, and its SE. */
export function paired(trials: Trial[], pick: (t: Trial) => number | undefined) {
  const byRound = new Map<number, Map<string, number>>();
  for (const t of trials) {
    const value = t.status === 'measured' ? pick(t) : undefined;
    if (value === undefined || !(value > 0)) continue;
    byRound.set(t.round, (byRound.get(t.round) ?? new Map()).set(t.variant, value));
  }
  const logs = [...byRound.values()]
    .filter((r) => r.has('A') && r.has('B'))
    .map((r) => Math.log(r.get('B')! / r.get('A')!));
  const n = logs.length;
  const mean = logs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  return { n, mean, sd, se: sd / Math.sqrt(n) };
}

export const pct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`;
export const est = (e: { mean: number; se: number }) =>
  `${pct(Math.expm1(e.mean))} ± ${(e.se * 100).toFixed(1)}`;

/**
 * Each arm's median CPU per request, µs: a cost of fixed microseconds reads as a smaller
 * share where a design makes the baseline's requests cost more, so the absolute difference
 * tells a design's bias from its denominator.
 */
function cpuPerRequestText(trials: Trial[]): string {
  const median = (variant: string) => {
    const values = trials
      .filter((t) => t.variant === variant && t.status === 'measured')
      .flatMap((t) => t.measurement?.resources?.targetCpuUsPerRequest ?? [])
      .sort((a, b) => a - b);
    return values.length === 0 ? NaN : values[Math.floor((values.length - 1) / 2)];
  };
  const [a, b] = [median('A'), median('B')];
  return `${a.toFixed(0)} → ${b.toFixed(0)} (${b - a >= 0 ? '+' : '−'}${Math.abs(b - a).toFixed(0)})`;
}

/** Mean steal and foreign load of the measured trials, cores. */
function machine(trials: Trial[]): string {
  const r = trials.flatMap((t) =>
    t.status === 'measured' && t.measurement.resources ? [t.measurement.resources] : [],
  );
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  return `${mean(r.map((x) => x.stealCores ?? 0)).toFixed(3)} / ${mean(r.map((x) => x.foreignCores)).toFixed(2)}`;
}

export async function offPathCosts(
  print: (line?: string) => void,
  options: { rounds?: number; aa?: boolean; cost?: string } & CostSetting = {},
): Promise<void> {
  const setting: CostSetting = options;
  const placement = options.placement ?? 'floating';
  const sliceText = options.slice ?? '500ms';
  const rounds = options.rounds ?? 16;
  // `aa`: the same app as both variants, for the designs' bias (issue 24: |t| < 3 at 40 rounds).
  const costs = options.aa
    ? [{ key: 'aa', label: 'none (A/A)', env: {} }]
    : COSTS.filter((c) =>
        options.cost === undefined ? !c.optIn : options.cost.split(',').includes(c.key),
      );
  if (costs.length === 0)
    throw new Error(`--cost must be one of ${COSTS.map((c) => c.key).join(', ')}`);
  const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-offpath-'));
  const started = performance.now();
  print(
    `Part "offpath": express 5 JSON endpoint, 10 connections, ${(options.trialMs ?? 4000) / 1000} s per trial, ${(options.warmupMs ?? 1000) / 1000} s warm-up, ${placement}${placement === 'pinned' ? ' (perf-gate on CPU 0, the app on CPU 1)' : placement === 'main-pinned' ? " (perf-gate and the app's other threads on CPU 0, its main thread on CPU 1)" : placement === 'product' ? ` (the product's default, placement: ${DEFAULTS.placement})` : ''}${options.priority === 'raised' ? ', nice −10' : ''}, ${rounds} rounds per design, from ${new Date().toISOString().slice(11, 16)} UTC; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at start.\n`,
  );
  print(
    '| cost of variant B | design | rounds | Δ req/s ± SE | Δ CPU/request ± SE | Δ p99 ± SE | CPU/request µs, A → B (median) | sd of ln ratio, req/s | default gates (exit) | wall time | steal / foreign, cores (mean) |',
  );
  print('|:--|:--|--:|--:|--:|--:|--:|--:|:--|--:|--:|');
  const summary: string[] = [];
  for (const [i, cost] of costs.entries()) {
    const estimates: Record<string, ReturnType<typeof paired>[]> = {};
    const designs = [
      ['whole trials', 'off'],
      [`${sliceText} slices, paused`, sliceText],
    ] as const;
    // The designs alternate in blocks of two rounds, so that a change in the machine (how
    // busy it is decides how much a thread of its own costs a variant) falls on both.
    const recorded = new Map<string, { trials: Trial[]; wallMs: number }>(
      designs.map(([design]) => [design, { trials: [], wallMs: 0 }]),
    );
    for (let block = 0; block < Math.ceil(rounds / 2); block++) {
      for (const [design, slice] of block % 2 === 0 ? designs : [...designs].reverse()) {
        const config = parseConfigText(configText(cost, 2, slice, setting), 'bench-offpath');
        const t0 = performance.now();
        const placed = placeBlock(placement);
        prioritiseSelf(options.priority ?? 'normal');
        const trials = await runExperiment(config, makePlan(config, 2000 + 97 * i + block), {
          logDir,
          baseEnv: process.env,
          startTarget,
          ...placed.services,
          wholeTrialsEngine: setting.wholeEngine,
        }).finally(() => {
          placed.restore();
          prioritiseSelf('normal');
        });
        const into = recorded.get(design)!;
        into.wallMs += performance.now() - t0;
        into.trials.push(...trials.map((t) => ({ ...t, round: t.round + 2 * block })));
      }
    }
    for (const [design, slice] of designs) {
      const { trials, wallMs } = recorded.get(design)!;
      const throughput = paired(trials, (t) => t.measurement?.throughput);
      const cpu = paired(trials, (t) => t.measurement?.resources?.targetCpuUsPerRequest);
      const p99 = paired(trials, (t) => t.measurement?.latencyUs.p99);
      estimates[design] = [throughput, cpu, p99];
      const config = parseConfigText(configText(cost, rounds, slice, setting), 'bench-offpath');
      const names = config.variants.map((v) => v.name);
      const { verdict } = analyse(trials, names, config.gate, 2000 + i);
      const gate = verdict.passed ? 'passes (0)' : 'fails (1)';
      const t = (e: { mean: number; se: number }) =>
        options.aa ? ` (t = ${(e.mean / e.se).toFixed(2)})` : '';
      print(
        `| ${cost.label} | ${design} | ${throughput.n} | ${est(throughput)}${t(throughput)} | ${est(cpu)}${t(cpu)} | ${est(p99)}${t(p99)} | ${cpuPerRequestText(trials)} | ${(throughput.sd * 100).toFixed(1)}% | ${gate} | ${(wallMs / 1000).toFixed(0)} s | ${machine(trials)} |`,
      );
    }
    const [whole, sliced] = [estimates['whole trials'], estimates[designs[1][0]]];
    const gap = (k: number) => (Math.expm1(sliced[k].mean) - Math.expm1(whole[k].mean)) * 100;
    const gapSe = (k: number) => Math.hypot(sliced[k].se, whole[k].se) * 100;
    summary.push(
      `- ${cost.label}: slices − whole trials = ${gap(0).toFixed(1)} ± ${gapSe(0).toFixed(1)} points (req/s), ${gap(1).toFixed(1)} ± ${gapSe(1).toFixed(1)} (CPU/request), ${gap(2).toFixed(1)} ± ${gapSe(2).toFixed(1)} (p99)`,
    );
  }
  print('\nSlices against whole trials (difference of the estimates ± its SE):\n');
  for (const line of summary) print(line);
  print(
    `\nPart "offpath": ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()[0].toFixed(1)} at the end.`,
  );
  // The services' logs are kept only where the part failed (its error names them).
  rmSync(logDir, { recursive: true, force: true });
}
