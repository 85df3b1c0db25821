/**
 * perf-gate's own figures on a real app, measured side by side on this machine: load
 * efficiency, verdict quality, sequential against fixed rounds, one job against shards, and
 * overhead. Five studies; run together (`npm run bench`), the overhead's share of wall time
 * outside measured load counts the verdict runs of the studies before it.
 */
import { spawnSync } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseConfigText } from '../../src/config/index.js';
import type { GateSpec } from '../../src/config/types.js';
import { runPerfGate } from '../../src/experiment/index.js';
import { measuredTrials, type Trial } from '../../src/model/trial.js';
import { evaluateGate } from '../../src/gate/index.js';
import { startAccounting } from '../../src/load/resources.js';
import { runLoad } from '../../src/load/trial.js';
import { compare, summarize } from '../../src/stats/index.js';
import { startTarget } from '../../src/target/index.js';
import { freePort } from '../../src/target/ports.js';
import {
  autocannonRate,
  median,
  peakMemoryMb,
  perfGateRate,
  wrkInstalled,
  wrkRate,
} from '../lib/measure.js';
import { coldStart, coldStartTable } from '../lib/cold-start.js';
import { startTrivialServer } from '../lib/server.js';
import { oneRunEachFails, welchSlower } from '../lib/naive-rules.js';
import { shardsVsOneJob } from '../lib/shards.js';
import { profilingBench } from '../lib/profiling.js';
import type { Print, Study } from '../lib/study.js';

// Set by each study's `run` (every section below reads them).
let quick = false;
let settings = settingsFor(false);
let print: Print = () => undefined;
/**
 * Quick: one run per row, few short rounds, no profiling rounds after a verdict (`profile:
 * off`), so that every section prints its figures within `npm run bench -- --quick`'s 5 minutes.
 */
function settingsFor(quick: boolean) {
  return quick
    ? {
        loadSeconds: 1,
        loadReps: 1,
        runs: 1,
        rounds: 3,
        trialMs: 300,
        warmupMs: 200,
        sequential: { runs: 1, trialMs: 250, maxRounds: 5, fixedRounds: 3 },
        coldRuns: 5,
        memoryRequests: 30_000,
        profiling: { pairs: 2, windowMs: 500, rounds: 2, roundWindowMs: 500 },
      }
    : {
        loadSeconds: 4,
        loadReps: 3,
        runs: 4,
        rounds: 8,
        trialMs: 800,
        warmupMs: 300,
        sequential: { runs: 2, trialMs: 600, maxRounds: 30, fixedRounds: 10 },
        coldRuns: 21,
        memoryRequests: 1_000_000,
        profiling: { pairs: 6, windowMs: 2_000 },
      };
}
const app = resolve('examples/quickstart/server.mjs');
/** The services' logs, made when a study first starts one (not when the bench loads this file). */
let logs: string | undefined;
const logDir = () => (logs ??= mkdtempSync(join(tmpdir(), 'perf-gate-bench-')));
const cores = cpus().length;
const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

/** Pins this process (perf-gate's load generator) to one CPU, or frees it again. */
function pinSelf(cpu: number | undefined): void {
  spawnSync('taskset', [
    '-p',
    '-c',
    cpu === undefined ? `0-${cores - 1}` : String(cpu),
    String(process.pid),
  ]);
}

async function loadEfficiency(): Promise<void> {
  print('## Load efficiency: req/s against the same trivial server, as a ratio to the fastest\n');
  const tools = ['perf-gate trial', 'autocannon CLI', ...(wrkInstalled ? ['wrk'] : [])];
  print(`| pinning | connections | ${tools.join(' | ')} |`);
  print(`|:--|--:|${tools.map(() => '--:').join('|')}|`);
  for (const pinned of cores >= 2 ? [false, true] : [false]) {
    // Pinned: the server on CPU 1, the load generator on CPU 0.
    const server = await startTrivialServer(pinned ? 1 : undefined);
    if (pinned) pinSelf(0);
    try {
      for (const connections of [1, 100]) {
        const rates: number[][] = tools.map(() => []);
        for (let i = 0; i < settings.loadReps; i++) {
          rates[0].push(await perfGateRate(server.url, connections, settings.loadSeconds));
          rates[1].push(
            autocannonRate(server.url, connections, settings.loadSeconds, pinned ? 0 : undefined),
          );
          if (wrkInstalled)
            rates[2].push(
              wrkRate(server.url, connections, settings.loadSeconds, pinned ? 0 : undefined),
            );
        }
        const medians = rates.map(median);
        const fastest = Math.max(...medians);
        print(
          `| ${pinned ? 'server CPU 1, load CPU 0' : 'none'} | ${connections} | ${medians.map((m) => `${m.toFixed(0)} (${(m / fastest).toFixed(2)})`).join(' | ')} |`,
        );
      }
    } finally {
      if (pinned) pinSelf(undefined);
      server.stop();
    }
  }
  if (!wrkInstalled)
    print('\nwrk is not installed (apt-get install wrk), so its column is left out.');
}

async function baselineCpuPerRequest(): Promise<number> {
  const port = await freePort();
  const target = await startTarget(
    [
      {
        name: 'app',
        command: `node ${app}`,
        env: { PORT: String(port), WORK_US: '0' },
        ready: { kind: 'tcp', host: '127.0.0.1', port, timeoutMs: 5_000, intervalMs: 50 },
        graceMs: 1_000,
      },
    ],
    { logDir: logDir(), baseEnv: process.env, label: 'calibrate' },
  );
  try {
    await runLoad({
      requests: [{ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {} }],
      connections: 4,
      pipelining: 1,
      durationMs: quick ? 500 : 1_000,
      timeoutMs: 5_000,
    });
    const account = startAccounting([target.services[0].pid]);
    const m = await runLoad({
      requests: [{ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {} }],
      connections: 4,
      pipelining: 1,
      durationMs: quick ? 1_000 : 2_000,
      timeoutMs: 5_000,
    });
    return account(m.responses)?.targetCpuUsPerRequest ?? 15;
  } finally {
    await target.stop();
  }
}

const gateOn = (metric: 'throughput' | 'cpu'): GateSpec => ({
  thresholds: { [metric]: 0.05 },
  alpha: 0.05,
  inconclusive: 'pass',
  test: 't',
});

function fails(trials: Trial[], spec: GateSpec): boolean {
  const names = ['main', 'variant'];
  return !evaluateGate(compare(trials, names, spec), summarize(trials, names), spec).passed;
}

function oneRunEach(trials: Trial[]): boolean {
  const first = (v: string) =>
    measuredTrials(trials).find((t) => t.variant === v && t.round === 0)!.measurement.throughput;
  return oneRunEachFails(first('main'), first('variant'));
}

/** Welch's t test with every request a sample: per-trial mean, stdev and count, pooled. */
function welchPerRequest(trials: Trial[]): boolean {
  const pooled = (v: string) => {
    const own = measuredTrials(trials)
      .filter((t) => t.variant === v)
      .map((t) => t.measurement);
    const n = own.reduce((a, m) => a + m.responses, 0);
    const mean = own.reduce((a, m) => a + m.latencyUs.mean * m.responses, 0) / n;
    const variance =
      own.reduce(
        (a, m) => a + m.responses * (m.latencyUs.stdev ** 2 + (m.latencyUs.mean - mean) ** 2),
        0,
      ) / n;
    return { n, mean, variance };
  };
  return welchSlower(pooled('main'), pooled('variant'));
}

/**
 * The quick-start app as baseline `main` against `variant`, which does `workUs` more CPU work
 * per request; `size` holds the config's rounds (and any gate).
 */
function quickstartAB(trialMs: number, workUs: number, size: string) {
  return parseConfigText(
    `services: [{ name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}/", connections: 4, duration: ${trialMs}ms, warmup: ${settings.warmupMs}ms }
${size}${quick ? '\nprofile: off' : ''}
baseline: { name: main, env: { WORK_US: "0" } }
variants: [{ name: variant, env: { WORK_US: "${workUs.toFixed(2)}" } }]
`,
    'bench',
  );
}

/** One whole perf-gate run on this machine, and its wall time in seconds. */
async function timedRun(config: ReturnType<typeof parseConfigText>) {
  const started = performance.now();
  const result = await runPerfGate(config, {
    logDir: logDir(),
    baseEnv: process.env,
    reportId: 'bench',
    cwd: process.cwd(),
  });
  return { result, seconds: (performance.now() - started) / 1000 };
}

let loadSeconds = 0;
let wallSeconds = 0;

async function verdictQuality(): Promise<void> {
  const cpuUs = await baselineCpuPerRequest();
  print(
    `\n## Verdict quality on a real app (the quick-start server; ${settings.runs} runs per row, ${settings.rounds} rounds of ${settings.trialMs} ms${quick ? ', no profiling rounds' : ''})\n`,
  );
  print(
    `The app costs ${cpuUs.toFixed(1)} µs of CPU per request here; a slowdown of x adds x × that much work per request.\n`,
  );
  print(
    'Each cell: runs that failed the build. A/A failures are false alarms; a slowdown below the 5% threshold should pass.\n',
  );
  print(
    '| true slowdown | perf-gate, req/s gate 5% | perf-gate, CPU/request gate 5% | one run each, −5% | Welch, every request a sample | time per run |',
  );
  print('|:--|--:|--:|--:|--:|--:|');
  for (const slowdown of [0, 0.02, 0.05, 0.1]) {
    const config = quickstartAB(settings.trialMs, slowdown * cpuUs, `rounds: ${settings.rounds}`);
    const failures = [0, 0, 0, 0];
    let seconds = 0;
    for (let run = 0; run < settings.runs; run++) {
      const { result, seconds: took } = await timedRun(config);
      seconds += took;
      wallSeconds += took;
      loadSeconds += result.trials.reduce((a, t) => a + (t.measurement?.durationSec ?? 0), 0);
      const trials = result.trials;
      [
        fails(trials, gateOn('throughput')),
        fails(trials, gateOn('cpu')),
        oneRunEach(trials),
        welchPerRequest(trials),
      ].forEach((failed, i) => (failures[i] += failed ? 1 : 0));
    }
    const label = slowdown === 0 ? 'none (A/A)' : `${pct(slowdown)} slower`;
    print(
      `| ${label} | ${failures.map((f) => `${f}/${settings.runs}`).join(' | ')} | ${(seconds / settings.runs).toFixed(1)} s |`,
    );
  }
}

/**
 * Sequential rounds against the fixed 10-round design on the same real app: the quick-start
 * server with extra CPU work so that it is 0×, 0.8× and 2× the 5% tolerance slower. For each,
 * the share of runs that failed and the mean wall time to a verdict.
 */
async function sequentialVsFixed(): Promise<void> {
  const cpuUs = await baselineCpuPerRequest();
  const { runs, trialMs, maxRounds, fixedRounds } = settings.sequential;
  print(
    `\n## Sequential rounds against a fixed ${fixedRounds} rounds on a real app (the quick-start server; ${runs} runs per row, trials of ${trialMs} ms, gate.throughput 5%${quick ? ', no profiling rounds' : ''})\n`,
  );
  print(
    `The app costs ${cpuUs.toFixed(1)} µs of CPU per request here; a slowdown of x adds x × that much work per request, which lowers req/s by less than x where the load generator shares the cores. Each cell: runs failed · inconclusive · mean Δ req/s.\n`,
  );
  print(
    `| added work | sequential (at most ${maxRounds} rounds) | mean rounds | mean wall time | fixed ${fixedRounds} rounds | mean wall time |`,
  );
  print('|:--|--:|--:|--:|--:|--:|');
  for (const multiple of [0, 0.8, 2]) {
    const cells: string[] = [];
    for (const size of [`max-rounds: ${maxRounds}`, `rounds: ${fixedRounds}`]) {
      const config = quickstartAB(
        trialMs,
        multiple * 0.05 * cpuUs,
        `${size}\ngate: { throughput: 5% }`,
      );
      let failed = 0;
      let inconclusive = 0;
      let estimate = 0;
      let seconds = 0;
      let rounds = 0;
      for (let run = 0; run < runs; run++) {
        const { result, seconds: took } = await timedRun(config);
        seconds += took;
        rounds += result.sequence?.rounds ?? config.rounds;
        if (!result.verdict.passed) failed++;
        const throughput = result.comparisons.find((c) => c.metric === 'throughput');
        if (throughput?.outcome === 'inconclusive') inconclusive++;
        estimate += (throughput?.estimatePct ?? NaN) / runs;
      }
      cells.push(`${failed}/${runs} · ${inconclusive}/${runs} · ${estimate.toFixed(1)}%`);
      if (size.startsWith('max')) cells.push((rounds / runs).toFixed(1));
      cells.push(`${(seconds / runs).toFixed(1)} s`);
    }
    const label =
      multiple === 0
        ? 'none (A/A)'
        : `${multiple}× the tolerance (${pct(multiple * 0.05)} more CPU)`;
    print(`| ${label} | ${cells.join(' | ')} |`);
  }
}

async function overheadSection(): Promise<void> {
  print('\n## Overhead\n');
  const runs = settings.coldRuns;
  print(`Cold start: median of ${runs} interleaved runs of each.\n`);
  for (const line of coldStartTable(coldStart(runs))) print(line);
  print('');
  print('| what | figure |');
  print('|:--|--:|');
  if (wallSeconds > 0)
    print(
      `| wall time of the verdict runs outside measured load (start-up, readiness, warm-up, reporting) | ${pct(1 - loadSeconds / wallSeconds)} of ${wallSeconds.toFixed(0)} s |`,
    );
  print(
    `| peak RSS of the perf-gate process over a ${settings.memoryRequests.toLocaleString('en')}-request trial | ${(await peakMemoryMb(settings.memoryRequests)).toFixed(0)} MB |`,
  );
  await profilingOverhead();
}

/** How much slower a profiled service runs, and the wall time the profiling rounds add (issue 25). */
async function profilingOverhead(): Promise<void> {
  print('\n### Profiling (where the time went)\n');
  print('| what | figure |');
  print('|:--|--:|');
  for (const line of await profilingBench({ ...settings.profiling, connections: 4 })) print(line);
}

/** A study of this file: `section` with the settings of the run it is part of. */
function study(about: string, section: () => Promise<void>): Study {
  return {
    about,
    headline: true,
    async run(run) {
      quick = run.quick;
      settings = settingsFor(quick);
      print = run.print;
      await section();
    },
  };
}

export const efficiency = study(
  "req/s against one trivial server: perf-gate's trial, the autocannon CLI, wrk",
  loadEfficiency,
);
export const quality = study(
  'how often a run fails the build at no change and at known slowdowns, against naive rules',
  verdictQuality,
);
export const sequential = study(
  'sequential rounds against a fixed 10 on a real app: failures and wall time',
  sequentialVsFixed,
);
export const shards = study('one job against the same rounds in shards, pooled', () =>
  shardsVsOneJob(print, { rounds: settings.rounds, trialMs: settings.trialMs, logDir: logDir() }),
);
export const overhead = study(
  'cold start, wall time outside measured load, peak memory, what profiling costs',
  overheadSection,
);
