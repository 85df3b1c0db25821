/**
 * The .NET examples (examples/dotnet: seeds 000, 001 and 003 as real ASP.NET Core, gRPC and
 * Orleans apps) run with the CLI built from src/, each from its own `build:` step and published
 * output, and their JSON shows the mechanics each seed needs. Nothing noisy is asserted: on a
 * busy 2-core machine these runs are far too short to decide the seeds' effects.
 *
 * Needs the .NET SDK on PATH and a NuGet feed for the restore; without `dotnet` the suite is
 * skipped and its name says why.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { cliEntry } from '../helpers/entries.js';
import type { RunResult } from '../../src/report/result.js';
import { allowedCpus, tasksetAvailable } from '../../src/target/placement.js';

const dotnet = spawnSync('dotnet', ['--version'], { encoding: 'utf8' });
/** Whether this machine lets perf-gate place work: Linux, taskset, at least two CPUs. */
const placeable = process.platform === 'linux' && allowedCpus().length >= 2 && tasksetAvailable();
const skipped =
  dotnet.status === 0
    ? undefined
    : 'skipped: `dotnet` is not on PATH; install the .NET SDK 10 to run the .NET examples';

/** Build output of a copied example is rebuilt in the copy, never carried over from the checkout. */
const isBuildOutput = (path: string) => ['bin', 'obj', 'out'].includes(basename(path));

describe.skipIf(skipped)(`examples/dotnet${skipped ? ` (${skipped})` : ''}`, () => {
  // Each example's `build:` runs in its own folder of the copy (where its services start),
  // while perf-gate runs from the copy's root.
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'perf-gate-dotnet-'));
    cpSync(resolve('examples/dotnet'), join(root, 'examples/dotnet'), {
      recursive: true,
      filter: (source) => !isBuildOutput(source),
    });
    // All three apps with one restore and one parallel build; each example's own `build:` step
    // then finds its output up to date and only checks it.
    const publish = spawnSync(
      'dotnet',
      ['publish', 'examples/dotnet/dotnet-examples.slnx', '-c', 'Release', '--nologo'],
      { cwd: root, encoding: 'utf8', timeout: 540_000 },
    );
    expect(publish.status, `${publish.stdout}\n${publish.stderr}`).toBe(0);
  }, 600_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /**
   * Runs the copy of `examples/dotnet/NAME` with the config keys in `resize` (dotted paths)
   * replaced: the test bounds its own time and load, the example keeps what users copy.
   */
  function runExample(name: string, resize: Record<string, unknown>) {
    const config = join(root, 'examples/dotnet', name, 'perf-gate.yml');
    const doc = parseDocument(readFileSync(config, 'utf8'));
    // No profiling rounds after an undecided gate (what these short runs end in): they would
    // start each app five more times per arm; cli.test.ts holds that they follow a regression.
    for (const [path, value] of Object.entries({ profile: 'off', ...resize }))
      doc.setIn(path.split('.'), value);
    writeFileSync(config, doc.toString());
    const output = join(root, `run-${name}`);
    const json = join(output, 'result.json');
    const run = spawnSync(
      process.execPath,
      [cliEntry(), 'run', '--config', config, '--json', json, '--output-dir', output],
      // A busy machine makes the runs slower: the bound is for a hung run, not a slow one.
      // Without dynamic PGO (the services inherit perf-gate's environment): its instrumented
      // first tier was about a third of each start's CPU (2.0 against 2.9 s for the weather
      // API, 5 December 2026), and these runs assert mechanics, not the apps' speed.
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 300_000,
        env: { ...process.env, DOTNET_TieredPGO: '0' },
      },
    );
    // 0 or 1: a verdict either way (2 and above are errors).
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBeLessThanOrEqual(1);
    const result: RunResult = JSON.parse(readFileSync(json, 'utf8'));
    const log = (file: string) => readFileSync(join(output, 'logs', file), 'utf8');
    return { result, log };
  }

  const measured = (result: RunResult) => result.trials.filter((t) => !t.warmup);
  const find = (result: RunResult, variant: string, metric: string) =>
    result.comparisons.find((c) => c.variant === variant && c.metric === metric);
  /** A trial's log name, as perf-gate writes it: `003-traces_metrics`. */
  const logLabel = (sequence: number, variant: string) =>
    `${String(sequence).padStart(3, '0')}-${variant.replace(/[^\w.-]+/g, '_')}`;

  it('instrumentation-overhead (seed 000): the four overheads, each with an interval', () => {
    // Two rounds (the fewest that give an interval) of 1,000 requests after 200: each arm's
    // start-up and window cost about 2 s of CPU, and nothing here is decided.
    const rounds = 2;
    const { result } = runExample('instrumentation-overhead', {
      rounds,
      'load.requests': 1000,
      'load.warmup': { requests: 200 },
    });
    expect(result.variants).toEqual([
      'traces + metrics',
      'traces',
      'metrics',
      'diagnostic listener',
    ]);
    const trials = measured(result);
    expect(trials).toHaveLength(rounds * 5);
    for (const t of trials)
      expect(t.status === 'measured' && t.measurement.statusCodes, `${t.variant}`).toEqual({
        200: 1000,
      });
    for (const variant of result.variants) {
      const throughput = find(result, variant, 'throughput');
      expect(throughput, variant).toBeDefined();
      expect(Number.isFinite(throughput!.estimatePct), variant).toBe(true);
      expect(throughput!.ciLowPct, variant).toBeLessThan(throughput!.ciHighPct);
    }
    expect(result.verdict).toBeDefined();
    // The default placement found each arm's .NET process (by its runtime, not its name) and,
    // once warmed up, moved it whole beside the pinned load engine.
    if (placeable)
      expect(result.conditions.placement).toMatchObject({
        mode: 'main-thread',
        wholePrograms: ['dotnet'],
      });
  }, 320_000);

  it('two-services (seed 001): both services per trial, the rate held with no request dropped, the share under 1 s', () => {
    const rate = 50;
    const duration = 3;
    const { result } = runExample('two-services', {
      rounds: 2,
      'load.rate': rate,
      'load.stages': [{ duration: '1s', rate }],
      'load.duration': `${duration}s`,
      'load.connections': rate,
    });
    const trials = measured(result);
    expect(trials).toHaveLength(4);
    for (const t of trials) {
      expect(t.status, t.status === 'failed' ? t.error : '').toBe('measured');
      if (t.status !== 'measured') continue;
      const m = t.measurement;
      expect(m.latencyFrom).toBe('scheduled');
      // 50 req/s with ~110 ms per call keeps about 6 of the 50 connections busy: a dropped
      // request would mean a stall of most of a second, not noise.
      expect(m.dropped).toBe(0);
      expect(Math.round(m.achievedRate! * m.durationSec)).toBe(rate * duration);
      expect(m.underObjective).toBeGreaterThanOrEqual(0);
      expect(m.underObjective).toBeLessThanOrEqual(1);
    }
    expect(find(result, 'grpc', 'objective'), 'the share under 1 s is compared').toBeDefined();
    expect(result.conditions.load.objectiveMs).toBe(1000);
  }, 320_000);

  it('setup-and-endpoints (seed 003): /setup before every warm-up and every measured window', () => {
    const requests = 300;
    const { result, log } = runExample('setup-and-endpoints', {
      rounds: 2,
      'load.requests': requests,
      'load.warmup': { requests: 100 },
    });
    const trials = measured(result);
    expect(trials).toHaveLength(4);
    for (const t of trials) {
      // The app starts without its table (each trial, lifecycle fresh): every measured request
      // succeeding means the setup ran in this trial before the load.
      expect(t.measurement?.statusCodes, t.status === 'failed' ? t.error : t.variant).toEqual({
        200: requests,
      });
      const label = logLabel(t.sequence, t.variant);
      // perf-gate's record of the step: after the warm-up, right before the measured window…
      const setup = log(`${label}.setup.log`);
      expect(setup).toMatch(/setup\[0\] \(GET \S+\/setup\) before the warm-up/);
      expect(setup).toMatch(
        /setup\[0\] \(GET \S+\/setup\) after the warm-up, right before the measured window\n.*answered 200/,
      );
      // …and the app's: the second setup found the warm-up's writes and started over from 0.
      const app = log(`${label}.app.log`);
      expect(app).toMatch(/setup: table created\n/);
      expect(app).toMatch(/setup: table created again \(the counter was at [1-9]\d*\)/);
    }
  }, 320_000);
});
