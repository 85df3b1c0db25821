/**
 * What profiling costs: how much slower a Node service runs in a profiling round (started with
 * the preload, its profiler sampling) than started plainly, and the wall
 * time the profiling rounds add to a run of the quick-start app. Used by `npm run
 * bench:profile` (bench/profile.ts); bench/index.ts may call `profilingBench` as well.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseConfigText } from '../../src/config/index.js';
import { DEFAULTS } from '../../src/config/defaults.js';
import { runProfileRounds } from '../../src/experiment/profile-rounds.js';
import { startAccounting } from '../../src/load/resources.js';
import { runLoad } from '../../src/load/trial.js';
import { startWindow } from '../../src/profiler/session.js';
import {
  INTERVAL_VARIABLE,
  PROFILE_DIR_VARIABLE,
  withPreload,
  writeNodePreload,
} from '../../src/profiler/node-preload.js';
import { startTarget } from '../../src/target/index.js';
import { freePort } from '../../src/target/ports.js';
import { median } from './measure.js';

const app = resolve('examples/quickstart/server.mjs');

export interface ProfilingBenchOptions {
  /** Windows with the profiler on (as many off), taking turns. */
  pairs: number;
  windowMs: number;
  connections: number;
  /** The profiling rounds timed, and their windows (absent: the defaults). */
  rounds?: number;
  roundWindowMs?: number;
}

export async function profilingBench(options: ProfilingBenchOptions): Promise<string[]> {
  const lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-bench-profile-'));
  // A finer interval than the default, and the default: the overhead falls with the rate of
  // samples, the sampling noise grows only as its square root (docs/profiling.md).
  for (const intervalUs of [250, DEFAULTS.profile.intervalUs]) {
    lines.push(await overheadAt(intervalUs, dir, options));
  }
  // The wall time the default profiling rounds add to the quick-start run (one variant).
  const config = parseConfigText(
    `
services: [ { name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: ${options.connections}, duration: 2s, warmup: 500ms }
${options.rounds ? `profile: { rounds: ${options.rounds}, window: ${options.roundWindowMs ?? DEFAULTS.profile.windowMs}ms }` : ''}
baseline: { name: main, env: { WORK_US: "0" } }
variants: [ { name: slower build, env: { WORK_US: "20" } } ]
`,
    'bench.yml',
  );
  const report = await runProfileRounds(config, config.profile, {
    outputDir: dir,
    logDir: dir,
    baseEnv: process.env,
    seed: 1,
    startTarget,
    chosen: { variants: ['slower build'], reason: 'bench' },
  });
  const [table] = report.tables;
  const top = table?.functions[0];
  const change = table ? table.variantCpuUs - table.baselineCpuUs : 0;
  const listed = table
    ? top
      ? ` · top: ${top.name} ${top.deltaUs >= 0 ? '+' : ''}${top.deltaUs.toFixed(1)} µs/request of the +${change.toFixed(1)} µs change (${((top.shareOfChange ?? 0) * 100).toFixed(0)}%)`
      : ` · no function listed (CPU per request ${table.baselineCpuUs.toFixed(1)} → ${table.variantCpuUs.toFixed(1)} µs)`
    : '';
  lines.push(
    `| Profiling rounds added (${options.rounds ? '' : 'defaults: '}${config.profile.rounds} rounds × 2 arms × ${config.profile.windowMs / 1000} s windows, quick-start app, WORK_US 0 → 20) | ${(report.wallMs / 1000).toFixed(1)} s of wall time${listed}${report.error ? ` · error: ${report.error}` : ''} |`,
  );
  return lines;
}

/**
 * One row: a service started for profiling rounds (the preload, so no inlining, and the
 * profiler sampling) against the same app started plainly, both running, their windows
 * taking turns (ABBA) so the runner's drift falls on both.
 */
async function overheadAt(
  intervalUs: number,
  dir: string,
  options: ProfilingBenchOptions,
): Promise<string> {
  const preload = writeNodePreload(dir);
  const startDir = join(dir, `start-${intervalUs}`);
  mkdirSync(startDir);
  const start = async (profiled: boolean) => {
    const port = await freePort();
    const target = await startTarget(
      [
        {
          name: 'app',
          command: `node ${app}`,
          env: {
            PORT: String(port),
            ...(profiled && {
              NODE_OPTIONS: withPreload(process.env.NODE_OPTIONS, preload),
              [PROFILE_DIR_VARIABLE]: startDir,
              [INTERVAL_VARIABLE]: String(intervalUs),
            }),
          },
          ready: {
            kind: 'http',
            url: `http://127.0.0.1:${port}/health`,
            status: [200],
            timeoutMs: 10_000,
            intervalMs: 50,
          },
          graceMs: 2_000,
        },
      ],
      { logDir: dir, baseEnv: process.env, label: `bench-profile-${intervalUs}-${profiled}` },
    );
    const load = {
      requests: [{ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {} }],
      connections: options.connections,
      pipelining: 1,
      durationMs: options.windowMs,
      timeoutMs: 10_000,
    };
    return { target, load };
  };
  const plain = await start(false);
  const profiled = await start(true);
  const ratios = { rate: [] as number[], cpu: [] as number[] };
  try {
    // Warm-up: a window's length, at least 500 ms (1 s at most).
    const warmupMs = Math.min(1_000, Math.max(500, options.windowMs));
    for (const arm of [plain, profiled]) await runLoad({ ...arm.load, durationMs: warmupMs });
    for (let pair = 0; pair < options.pairs; pair++) {
      const measure = async (arm: typeof plain) => {
        const window =
          arm === profiled
            ? await startWindow(arm.target.services, {
                dir: startDir,
                artifactBase: join(dir, `w${intervalUs}-${pair}`),
                windowNumber: pair + 1,
              })
            : undefined;
        const account = startAccounting(arm.target.services.map((s) => s.pid));
        const m = await runLoad(arm.load);
        const usage = account(m.responses);
        await window?.stop();
        return { rate: m.throughput, cpu: usage?.targetCpuUsPerRequest ?? Number.NaN };
      };
      // ABBA: the profiled window comes first in every other pair.
      const [off, on] =
        pair % 2 === 0
          ? [await measure(plain), await measure(profiled)]
          : [await measure(profiled), await measure(plain)].reverse();
      ratios.rate.push(on.rate / off.rate);
      ratios.cpu.push(on.cpu / off.cpu);
    }
  } finally {
    await profiled.target.stop();
    await plain.target.stop();
  }
  const pct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`;
  return `| A service in a profiling round (no inlining, V8's profiler every ${intervalUs} µs) against it started plainly, ${options.pairs} pairs of ${options.windowMs / 1000} s windows, ${options.connections} connections | req/s ${pct(median(ratios.rate) - 1)} · CPU per request ${pct(median(ratios.cpu) - 1)} (medians of the pairs) |`;
}
