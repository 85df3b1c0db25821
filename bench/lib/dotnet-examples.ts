/**
 * The .NET reference experiments (examples/dotnet): each example's own perf-gate.yml, built by
 * its `build:` step and run as a user runs it, and what each found beside what its seed
 * reported. Needs the .NET SDK on PATH (and the NuGet feed for the first restore); without it
 * the section says so and measures nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readConfigFile } from '../../src/modes/config-file.js';
import { runPerfGate } from '../../src/experiment/index.js';
import type { RunResult } from '../../src/report/result.js';
import { shortened } from './quick.js';

/** What each seed reported, in its own words' units (one run per build, no interval). */
const SEED_000: Record<string, string> = {
  'traces + metrics': '−13%',
  traces: '−11%',
  metrics: '−5.5%',
  'diagnostic listener': '−5%',
};
const SEED_001: Record<string, string> = {
  http: '500–600 req/s held (2-core app services)',
  grpc: '800 req/s held (+36% over HTTP)',
};
const SEED_003: Record<string, string> = {
  simple: '63 req/s, latency 1.48 s',
  orleans: '82 req/s (+31%), latency 1.16 s',
};

// A window of 1 s at least: two of the default 500 ms slices, so that the design stays the full run's.
const QUICK = { factor: 0.05, rounds: 2, profile: { when: 'off' }, minWindowMs: 1000 } as const;

const signed = (x: number, digits = 1) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}%`;
const ms = (us: number) =>
  us >= 10_000 ? `${(us / 1000).toFixed(0)} ms` : `${(us / 1000).toFixed(2)} ms`;

function comparison(result: RunResult, variant: string, metric: string): string {
  const c = result.comparisons.find((x) => x.variant === variant && x.metric === metric);
  if (!c || !Number.isFinite(c.estimatePct)) return 'n/a';
  return `${signed(c.estimatePct)} (${signed(c.ciLowPct)} … ${signed(c.ciHighPct)})`;
}

function median(result: RunResult, variant: string, metric: string): number {
  const summary = result.summaries.find((s) => s.variant === variant);
  return summary?.metrics[metric as keyof typeof summary.metrics]?.median ?? Number.NaN;
}

function failed(result: RunResult): number {
  return result.trials.filter((t) => !t.warmup && t.status !== 'measured').length;
}

function conditions(result: RunResult, seconds: number): string {
  const verdict = result.verdict.passed ? 'passed' : 'failed';
  return `${result.conditions.rounds} rounds, ${failed(result)} failed trials, verdict ${verdict}, ${(seconds / 60).toFixed(1)} min with the build`;
}

export async function dotnetExamples(
  print: (line?: string) => void,
  options: { quick?: boolean } = {},
): Promise<void> {
  print('## The .NET reference experiments (examples/dotnet) beside what the seeds reported\n');
  if (spawnSync('dotnet', ['--version']).status !== 0) {
    print('Skipped: `dotnet` is not on PATH (install the .NET SDK 10 to run this section).\n');
    return;
  }
  const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-bench-dotnet-'));
  // --quick: each example's own experiment with a twentieth of its load per trial, two rounds
  // and no profiling rounds, to check the section end to end with rough figures.
  if (options.quick)
    print(
      `Quick: each example with ${QUICK.rounds} rounds, ${QUICK.factor * 100}% of its load per trial (its window, request count, ramp and warm-up), no profiling rounds.\n`,
    );
  const run = async (name: string) => {
    const started = performance.now();
    const file = readConfigFile(resolve('examples/dotnet', name, 'perf-gate.yml'));
    const config = options.quick ? shortened(file, QUICK) : file;
    const logs = join(logDir, name);
    mkdirSync(logs);
    const result = await runPerfGate(config, {
      logDir: logs,
      baseEnv: process.env,
      reportId: `bench-dotnet-${name}`,
      // Each example's `build:` runs in its own folder (the config's), whatever this is.
      cwd: process.cwd(),
    });
    // Every trial of the run, for a figure that needs a second look.
    writeFileSync(join(logs, 'result.json'), `${JSON.stringify(result, null, 2)}\n`);
    return { result, seconds: (performance.now() - started) / 1000 };
  };

  {
    const { result, seconds } = await run('instrumentation-overhead');
    const load = result.conditions.load;
    print(
      `Seed 000, OpenTelemetry .NET on ASP.NET Core: ${load.connections} connection, ${load.amount?.toLocaleString('en')} requests per trial (${conditions(result, seconds)}).\n`,
    );
    print('| build | Δ req/s (95% CI) | Δ CPU per request (95% CI) | seed 000 (Δ req/s) |');
    print('|:--|:--|:--|--:|');
    for (const variant of result.variants)
      print(
        `| ${variant} | ${comparison(result, variant, 'throughput')} | ${comparison(result, variant, 'cpu')} | ${SEED_000[variant] ?? ''} |`,
      );
    print();
  }
  {
    const { result, seconds } = await run('two-services');
    const load = result.conditions.load;
    print(
      `Seed 001, a main API calling a node API (100–120 ms per call) over HTTP/1.1 or gRPC: ${load.rate} req/s for ${(load.durationMs ?? 0) / 1000} s after a ramp, timeout ${(load.timeoutMs ?? 0) / 1000} s (${conditions(result, seconds)}).\n`,
    );
    print(
      '| contract | achieved req/s | dropped | under 1 s | p50 | p99 | CPU per request | seed 001 |',
    );
    print('|:--|--:|--:|--:|--:|--:|--:|:--|');
    for (const variant of [result.baseline, ...result.variants]) {
      const trials = result.trials.filter((t) => !t.warmup && t.variant === variant);
      const dropped = trials.reduce(
        (sum, t) => sum + (t.status === 'measured' ? (t.measurement.dropped ?? 0) : 0),
        0,
      );
      print(
        `| ${variant} | ${median(result, variant, 'throughput').toFixed(0)} | ${dropped} | ${(median(result, variant, 'objective') * 100).toFixed(1)}% | ${ms(median(result, variant, 'p50'))} | ${ms(median(result, variant, 'p99'))} | ${ms(median(result, variant, 'cpu'))} | ${SEED_001[variant] ?? ''} |`,
      );
    }
    print();
  }
  {
    const { result, seconds } = await run('setup-and-endpoints');
    const load = result.conditions.load;
    print(
      `Seed 003, SQLite from the handler against an Orleans grain, \`GET /setup\` before every warm-up and measured window: ${load.connections} connections, ${load.amount?.toLocaleString('en')} requests per trial (${conditions(result, seconds)}).\n`,
    );
    print('| endpoint | req/s | p50 | p99 | Δ req/s (95% CI) | seed 003 |');
    print('|:--|--:|--:|--:|:--|:--|');
    for (const variant of [result.baseline, ...result.variants])
      print(
        `| ${variant} | ${median(result, variant, 'throughput').toFixed(0)} | ${ms(median(result, variant, 'p50'))} | ${ms(median(result, variant, 'p99'))} | ${variant === result.baseline ? '' : comparison(result, variant, 'throughput')} | ${SEED_003[variant] ?? ''} |`,
      );
    print();
  }
  print(`Each run's result.json and logs: ${logDir}\n`);
}
