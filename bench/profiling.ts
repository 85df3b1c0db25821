/**
 * What profiling costs: the overhead of V8's profiler on a running Node service (the same
 * process, windows with and without it taking turns, so drift falls on both), and the wall
 * time the profiling rounds add to a run of the quick-start app. Used by `npm run
 * bench:profile` (bench/profile.ts); bench/index.ts may call `profilingBench` as well.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseConfigText } from '../src/config/index.js';
import { DEFAULTS } from '../src/config/defaults.js';
import { runProfileRounds } from '../src/experiment/profile-rounds.js';
import { startAccounting } from '../src/load/resources.js';
import { runLoad } from '../src/load/trial.js';
import { startWindow } from '../src/profiler/session.js';
import {
  INTERVAL_VARIABLE,
  PROFILE_DIR_VARIABLE,
  withPreload,
  writeNodePreload,
} from '../src/profiler/node-preload.js';
import { startTarget } from '../src/target/index.js';
import { freePort } from '../src/target/ports.js';
import { median } from './measure.js';

const app = resolve('examples/quickstart/server.mjs');

export interface ProfilingBenchOptions {
  /** Windows with the profiler on (as many off), taking turns. */
  pairs: number;
  windowMs: number;
  connections: number;
}

export async function profilingBench(options: ProfilingBenchOptions): Promise<string[]> {
  const lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'perf-gate-bench-profile-'));
  const startDir = join(dir, 'start');
  mkdirSync(startDir);
  const preload = writeNodePreload(dir);
  const port = await freePort();
  const target = await startTarget(
    [
      {
        name: 'app',
        command: `node ${app}`,
        env: {
          PORT: String(port),
          NODE_OPTIONS: withPreload(process.env.NODE_OPTIONS, preload),
          [PROFILE_DIR_VARIABLE]: startDir,
          [INTERVAL_VARIABLE]: String(DEFAULTS.profile.intervalUs),
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
    { logDir: dir, baseEnv: process.env, label: 'bench-profile' },
  );
  const load = {
    requests: [{ method: 'GET', url: `http://127.0.0.1:${port}/`, headers: {} }],
    connections: options.connections,
    pipelining: 1,
    durationMs: options.windowMs,
    timeoutMs: 10_000,
  };
  const ratios = { rate: [] as number[], cpu: [] as number[] };
  try {
    await runLoad({ ...load, durationMs: 1_000 }); // warm-up
    for (let pair = 0; pair < options.pairs; pair++) {
      const measure = async (profiled: boolean) => {
        const window = profiled
          ? await startWindow(target.services, {
              dir: startDir,
              artifactBase: join(dir, `w${pair}`),
              windowNumber: pair + 1,
            })
          : undefined;
        const account = startAccounting(target.services.map((s) => s.pid));
        const m = await runLoad(load);
        const usage = account(m.responses);
        await window?.stop();
        return { rate: m.throughput, cpu: usage?.targetCpuUsPerRequest ?? Number.NaN };
      };
      // ABBA: the profiled window comes first in every other pair.
      const [a, b] =
        pair % 2 === 0
          ? [await measure(false), await measure(true)]
          : [await measure(true), await measure(false)].reverse();
      ratios.rate.push(b.rate / a.rate);
      ratios.cpu.push(b.cpu / a.cpu);
    }
  } finally {
    await target.stop();
  }
  const pct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`;
  lines.push(
    `| V8 profiler on (every ${DEFAULTS.profile.intervalUs} µs), against off, same process, ${options.pairs} pairs of ${options.windowMs / 1000} s windows, ${options.connections} connections | req/s ${pct(median(ratios.rate) - 1)} · CPU per request ${pct(median(ratios.cpu) - 1)} (medians of the pairs) |`,
  );

  // The wall time the default profiling rounds add to the quick-start run (one variant).
  const config = parseConfigText(
    `
services: [ { name: app, command: "node ${app}", ready: "http://127.0.0.1:{port}/health" } ]
load: { url: "http://127.0.0.1:{port}/", connections: ${options.connections}, duration: 2s, warmup: 500ms }
baseline: { name: main, env: { WORK_US: "0" } }
variants: [ { name: slower build, env: { WORK_US: "20" } } ]
`,
    'bench.yml',
  );
  const report = await runProfileRounds(config, config.profile, {
    outputDir: dir,
    logDir: dir,
    baseEnv: process.env,
    chosen: { variants: ['slower build'], reason: 'bench' },
  });
  const [table] = report.tables;
  const top = table?.functions[0];
  lines.push(
    `| Profiling rounds added (defaults: ${config.profile.rounds} rounds × 2 arms × ${config.profile.windowMs / 1000} s windows, quick-start app) | ${(report.wallMs / 1000).toFixed(1)} s of wall time${top ? ` · top: ${top.name} ${top.deltaUs >= 0 ? '+' : ''}${top.deltaUs.toFixed(1)} µs/request` : ''}${report.error ? ` · error: ${report.error}` : ''} |`,
  );
  return lines;
}
