/**
 * Does taking turns hide cost? Known costs on the express app, each measured in the default
 * design (500 ms slices, a waiting variant paused) and as whole trials (`slice: off`), the
 * same rounds each, one design after the other: a cost on the request path (the control),
 * a timer on the event loop, a worker thread beside the server. Whole trials are the ground
 * truth (each variant's app runs alone); slices must show the same change of req/s, CPU per
 * request and p99 (issue 24: within 3 points; p99 within 5), and the product's gate at 5%
 * must fail on each (exit 1).
 *
 *   npm run bench:noise -- --part offpath [--rounds N]     (about 20 minutes at 16 rounds)
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseConfigText } from '../src/config/index.js';
import { makePlan } from '../src/experiment/plan.js';
import { runExperiment } from '../src/experiment/run.js';
import { analyse } from '../src/experiment/analyse.js';
import type { Trial } from '../src/model/trial.js';

interface Cost {
  label: string;
  /** The variant's env on the express app (bench/apps/express-app.mjs). */
  env: Record<string, string>;
}

export const COSTS: Cost[] = [
  { label: 'on the request path: +30 µs of CPU per request', env: { WORK_US: '30' } },
  {
    label: 'a timer on the event loop: 2 ms busy every 10 ms',
    env: { TIMER_BUSY_MS: '2', TIMER_EVERY_MS: '10' },
  },
  {
    label: 'a worker thread beside the server: 4 ms busy every 10 ms',
    env: { WORKER_BUSY_MS: '4', WORKER_EVERY_MS: '10' },
  },
];

const app = 'bench/apps/express-app.mjs';

function configText(cost: Cost, rounds: number, slice: string): string {
  const env = Object.entries(cost.env)
    .map(([k, v]) => `${k}: "${v}"`)
    .join(', ');
  return `services: [{ name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/items", connections: 10, duration: 4s }
rounds: ${rounds}
slice: ${slice}
baseline: { name: A, env: { WORK_US: "0" } }
variants: [{ name: B, env: { ${env} } }]
gate: { throughput: 5% }
`;
}

/** The paired estimate of a metric over the rounds: Δ% = exp(mean ln ratio) − 1, and its SE. */
function paired(trials: Trial[], pick: (t: Trial) => number | undefined) {
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

const pct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`;
const est = (e: { mean: number; se: number }) =>
  `${pct(Math.expm1(e.mean))} ± ${(e.se * 100).toFixed(1)}`;

export async function offPathCosts(
  print: (line?: string) => void,
  options: { rounds?: number } = {},
): Promise<void> {
  const rounds = options.rounds ?? 16;
  const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-offpath-'));
  const started = performance.now();
  print(
    `Part "offpath": express 5 JSON endpoint, 10 connections, 4 s per trial, ${rounds} rounds per design; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at start.\n`,
  );
  print(
    '| cost of variant B | design | rounds | Δ req/s ± SE | Δ CPU/request ± SE | Δ p99 ± SE | sd of ln ratio, req/s | gate 5% (exit) | wall time |',
  );
  print('|:--|:--|--:|--:|--:|--:|--:|:--|--:|');
  const summary: string[] = [];
  for (const [i, cost] of COSTS.entries()) {
    const estimates: Record<string, ReturnType<typeof paired>[]> = {};
    for (const [design, slice] of [
      ['whole trials', 'off'],
      ['500 ms slices, paused', '500ms'],
    ] as const) {
      const config = parseConfigText(configText(cost, rounds, slice), 'bench-offpath');
      const t0 = performance.now();
      const trials = await runExperiment(config, makePlan(config, 2000 + i), {
        logDir,
        baseEnv: process.env,
      });
      const wall = (performance.now() - t0) / 1000;
      const throughput = paired(trials, (t) => t.measurement?.throughput);
      const cpu = paired(trials, (t) => t.measurement?.resources?.targetCpuUsPerRequest);
      const p99 = paired(trials, (t) => t.measurement?.latencyUs.p99);
      estimates[design] = [throughput, cpu, p99];
      const names = config.variants.map((v) => v.name);
      const { verdict } = analyse(trials, names, config.gate, 2000 + i);
      const gate = verdict.passed ? 'passes (0)' : 'fails (1)';
      print(
        `| ${cost.label} | ${design} | ${throughput.n} | ${est(throughput)} | ${est(cpu)} | ${est(p99)} | ${(throughput.sd * 100).toFixed(1)}% | ${gate} | ${wall.toFixed(0)} s |`,
      );
    }
    const [whole, sliced] = [estimates['whole trials'], estimates['500 ms slices, paused']];
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
}

/**
 * The examples users copy, in the default design and as whole trials (`slice: off`), the
 * same rounds each: the spread of the per-round paired ln ratio of each variant against the
 * baseline (req/s, CPU per request) and the wall time. Issue 24: in slices at most 0.6 of
 * whole trials at equal wall time.
 *
 *   npm run bench:noise -- --part examples [--rounds N]
 */
export async function examplesInBothDesigns(
  print: (line?: string) => void,
  options: { rounds?: number } = {},
): Promise<void> {
  const { readFileSync } = await import('node:fs');
  const { dirname, resolve } = await import('node:path');
  const rounds = options.rounds ?? 8;
  const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-examples-'));
  const started = performance.now();
  print(
    `Part "examples": ${rounds} rounds per design; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)} at start.\n`,
  );
  print(
    '| example | design | variant | sd of ln ratio, req/s | … CPU/request | Δ req/s ± SE | Δ CPU/request ± SE | wall time |',
  );
  print('|:--|:--|:--|--:|--:|--:|--:|--:|');
  for (const example of ['quickstart', 'instrumentation-overhead', 'two-services']) {
    const file = resolve('examples', example, 'perf-gate.yml');
    for (const slice of ['default', 'off']) {
      let text = readFileSync(file, 'utf8')
        .replace(/^(max-)?rounds:.*$/m, `rounds: ${rounds}`)
        .replace(/^slice:.*$/m, '');
      if (slice === 'off') text += '\nslice: off\n';
      const config = parseConfigText(text, file);
      // Services start in the example's folder, as perf-gate run --config does.
      for (const v of config.variants) for (const s of v.services) s.cwd ??= dirname(file);
      const design = config.sliceMs ? `${config.sliceMs} ms slices, paused` : 'whole trials';
      const t0 = performance.now();
      const trials = await runExperiment(config, makePlan(config, 3000), {
        logDir,
        baseEnv: process.env,
      });
      const wall = (performance.now() - t0) / 1000;
      const [baseline, ...variants] = config.variants.map((v) => v.name);
      for (const variant of variants) {
        const pair = trials
          .filter((t) => t.variant === baseline || t.variant === variant)
          .map((t) => ({ ...t, variant: t.variant === baseline ? 'A' : 'B' }));
        const throughput = paired(pair, (t) => t.measurement?.throughput);
        const cpu = paired(pair, (t) => t.measurement?.resources?.targetCpuUsPerRequest);
        print(
          `| ${example} | ${design} | ${variant} | ${(throughput.sd * 100).toFixed(1)}% | ${(cpu.sd * 100).toFixed(1)}% | ${est(throughput)} | ${est(cpu)} | ${wall.toFixed(0)} s |`,
        );
      }
    }
  }
  print(
    `\nPart "examples": ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()[0].toFixed(1)} at the end.`,
  );
}
