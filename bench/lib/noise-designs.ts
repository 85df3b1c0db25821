/**
 * Where the A/A spread comes from, and which design cuts it (issue 33 items 3 and 5): trial
 * designs compared INTERLEAVED — blocks of a few rounds per design, the designs taking turns
 * block by block in one command (A B C, C B A, A B C …), so that the machine's slow change
 * (the noise level itself moves between runs by more than the factors do) falls on all of
 * them alike. Every block records its wall time, the hypervisor's steal and the foreign load
 * of its trials, and every slice's own count and CPU, so a design's spread can be told apart
 * into the rounds' own (fresh processes, anything that holds for a whole round) and the
 * slices' (the process and the machine over time).
 *
 * Figures per design: the sd of the per-round paired ln ratio (req/s, CPU per request) with
 * its uncertainty, the same scaled to equal wall time (× √(wall per round / the reference
 * design's)), and the 95% half-width a 5-minute run of it would reach; the A/A's centre with
 * its t; steal and foreign load. Pure analysis below `recordDesigns`, so saved recordings
 * (`--save`) can be pooled (`--pool`).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULTS } from '../../src/config/defaults.js';
import { parseConfigText } from '../../src/config/index.js';
import type { ClosedEngine } from '../../src/load/trial.js';
import { makePlan } from '../../src/experiment/plan.js';
import { runExperiment, type SliceRecord } from '../../src/experiment/run.js';
import { sliceVariances } from '../../src/stats/noise-parts.js';
import { startTarget } from '../../src/target/index.js';
import { blockRecord } from './noise-block.js';
import { COSTS } from './noise-offpath.js';
import { startBurstyCotenant } from './noise-real.js';
import {
  describePriority,
  placeBlock,
  placedCommand,
  prioritiseSelf,
  type Placement,
  type Priority,
} from './noise-place.js';
import { printDrivers } from './noise-drivers.js';
import { recordDuetBlock, type DuetPlacement } from './noise-duet.js';
import { sdRatioInterval } from './noise-slices.js';

/** An app the study runs: its command, where it answers, and an env that leaves it as is. */
export interface StudyApp {
  key: string;
  label: string;
  command: string;
  path: string;
  /** The env both arms get in an A/A of fresh processes (identical, so no env difference). */
  env: Record<string, string>;
  /** Added to the second arm's env: a known cost (noise-offpath.ts's), so the "A/A" is not one. */
  variantEnv?: Record<string, string>;
  connections: number;
}

const express: StudyApp = {
  key: 'express',
  label: 'express 5 JSON endpoint',
  command: 'node bench/apps/express-app.mjs',
  path: '/items',
  env: { WORK_US: '0' },
  connections: 10,
};

/** The express app with one of noise-offpath.ts's known costs in its second arm. */
const withCost = (key: string): StudyApp => {
  const cost = COSTS.find((c) => c.key === key)!;
  return {
    ...express,
    key: `express-${key}`,
    label: `express 5, its second arm with a known cost ${cost.label}`,
    variantEnv: cost.env,
  };
};

export const APPS: Record<string, StudyApp> = {
  express,
  'express-path': withCost('path'),
  'express-timer': withCost('timer'),
  'express-worker': withCost('worker'),
  dotnet: {
    key: 'dotnet',
    label: 'ASP.NET Core minimal API (examples/dotnet/instrumentation-overhead, published)',
    command:
      'dotnet examples/dotnet/instrumentation-overhead/out/WeatherForecast.dll --urls http://127.0.0.1:{port}',
    path: '/weatherforecast',
    env: { OTEL_TRACES: 'off', OTEL_METRICS: 'off', DIAGNOSTIC_LISTENER: 'off' },
    connections: 10,
  },
};

/** A trial design, and where its work runs. */
export interface Design {
  key: string;
  lifecycle: 'fresh' | 'shared';
  /** Turn length; absent: each trial's window whole (`slice: off`). */
  sliceMs?: number;
  warmupMs: number;
  /** The config's `warmup:` instead of `warmupMs` (e.g. `steady`: until the rate is steady). */
  warmup?: string;
  trialSeconds: number;
  placement: Placement;
  priority?: Priority;
  /** Rounds per block: more for shorter rounds, so the blocks take about equal time. */
  roundsPerBlock: number;
  /** The closed model's engine in slices (RunOptions.closedSlicesEngine). */
  closedEngine?: ClosedEngine;
  /** Both arms at the same moment instead of taking turns (noise-duet.ts), and where. */
  duet?: DuetPlacement;
  /** Added to both arms' env (fresh processes): a runtime setting, e.g. when .NET tiers up. */
  env?: Record<string, string>;
  /** The round's first turn measured too, as before 3 December 2026 (RunOptions.settlingTurn). */
  unsettled?: boolean;
  /** Flags before the app's script on node's command line (V8's, not allowed in NODE_OPTIONS). */
  nodeFlags?: string;
  /** A command the app's command runs under (e.g. `setarch -R`: no address randomization). */
  wrapper?: string;
}

const DOTNET_TIER_UP_DELAYED = { DOTNET_TC_CallCountingDelayMs: '100' };

// Today's product default, its placement included (`product`: main-thread since 4 December
// 2026): the keys below change one or two things of it. The older studies in docs/accuracy.md
// compared against the default of their day — `old-default` (500 ms slices, autocannon started
// afresh for each, floating), then `floating` (placement: off) — and say so in their tables' words.
const base: Omit<Design, 'key'> = {
  lifecycle: 'fresh',
  sliceMs: DEFAULTS.sliceMs,
  closedEngine: 'kept',
  warmupMs: 1000,
  trialSeconds: 4,
  placement: 'product',
  roundsPerBlock: 2,
};

/** The designs `--designs` names. `default` is today's product default (issue 33's case). */
export const DESIGNS: Record<string, Design> = Object.fromEntries(
  (
    [
      ['default', {}],
      ['floating', { placement: 'floating' }],
      [
        'old-default',
        { sliceMs: 500, closedEngine: 'autocannon', unsettled: true, placement: 'floating' },
      ],
      ['pinned', { placement: 'pinned' }],
      ['main-pinned', { placement: 'main-pinned' }],
      ['helpers-idle', { placement: 'helpers-idle' }],
      ['helpers-nice', { placement: 'helpers-nice' }],
      ['warm3', { warmupMs: 3000 }],
      ['warm5', { warmupMs: 5000 }],
      ['warm10', { warmupMs: 10000 }],
      ['pinned-warm3', { placement: 'pinned', warmupMs: 3000 }],
      ['pinned-warm5', { placement: 'pinned', warmupMs: 5000 }],
      ['pinned-warm10', { placement: 'pinned', warmupMs: 10000 }],
      ['shared', { lifecycle: 'shared' }],
      ['pinned-shared', { lifecycle: 'shared', placement: 'pinned' }],
      ['slice250', { sliceMs: 250 }],
      ['steady', { warmup: 'steady' }],
      ['slice250-steady', { sliceMs: 250, warmup: 'steady' }],
      ['pinned-slice250', { sliceMs: 250, placement: 'pinned' }],
      ['pinned-slice250-steady', { sliceMs: 250, placement: 'pinned', warmup: 'steady' }],
      ['slice500', { sliceMs: 500 }],
      ['slice2s', { sliceMs: 2000 }],
      // The closed model's slices before kept connections: autocannon afresh in each.
      ['ac250', { sliceMs: 250, closedEngine: 'autocannon' }],
      ['ac500', { sliceMs: 500, closedEngine: 'autocannon' }],
      ['pinned-ac250', { sliceMs: 250, closedEngine: 'autocannon', placement: 'pinned' }],
      ['kept250', { sliceMs: 250, closedEngine: 'kept' }],
      ['kept100', { sliceMs: 100, closedEngine: 'kept' }],
      ['kept50', { sliceMs: 50, closedEngine: 'kept' }],
      ['pinned-kept100', { sliceMs: 100, closedEngine: 'kept', placement: 'pinned' }],
      ['pinned-kept50', { sliceMs: 50, closedEngine: 'kept', placement: 'pinned' }],
      ['kept100-steady', { sliceMs: 100, closedEngine: 'kept', warmup: 'steady' }],
      ['pinned-steady', { placement: 'pinned', warmup: 'steady' }],
      // .NET's own tier-up rule, which perf-gate's services override from 3 December 2026
      // (target/service.ts runtimeDefaults): counting calls only after 100 ms without new
      // quickly-compiled methods, which under load held ASP.NET Core at tier 0 for seconds.
      ['tier-delayed', { env: DOTNET_TIER_UP_DELAYED }],
      ['pinned-tier-delayed', { placement: 'pinned', env: DOTNET_TIER_UP_DELAYED }],
      // .NET's garbage collector: ASP.NET Core runs Server GC, which since .NET 9 resizes its
      // heaps as it goes (DATAS); without DATAS, the fixed Server GC; workstation GC.
      ['gc-fixed', { env: { DOTNET_GCDynamicAdaptationMode: '0' } }],
      ['gc-workstation', { env: { DOTNET_gcServer: '0' } }],
      // Diagnostics of a .NET slice's speed: thread-pool workers that block at once instead of
      // spinning for work first; no hill climbing of the pool's thread count; Server GC's
      // threads not bound one to each CPU.
      ['spin0', { env: { DOTNET_ThreadPool_UnfairSemaphoreSpinLimit: '0' } }],
      ['hc-off', { env: { DOTNET_HillClimbing_Disable: '1' } }],
      ['gc-noaffinity', { env: { DOTNET_GCNoAffinitize: '1' } }],
      // The pool held at four workers (its floor and its ceiling): hill climbing, which moves the
      // count in a wave to measure throughput, has nowhere to move it.
      [
        'threads4',
        {
          env: {
            DOTNET_ThreadPool_ForceMinWorkerThreads: '4',
            DOTNET_ThreadPool_ForceMaxWorkerThreads: '4',
          },
        },
      ],
      ['services-nice5', { priority: 'services-5' }],
      ['services-nice19', { priority: 'services-19' }],
      ['engine-batch', { priority: 'engine-batch' }],
      ['engine-idle', { priority: 'engine-idle' }],
      ['late-pinned', { placement: 'late-pinned' }],
      ['late-pinned-warm3', { placement: 'late-pinned', warmupMs: 3000 }],
      ['late-pinned-steady', { placement: 'late-pinned', warmup: 'steady' }],
      ['warm-pinned', { placement: 'warm-pinned' }],
      ['main-pinned-warm', { placement: 'main-pinned-warm' }],
      ['helpers-float', { placement: 'helpers-float' }],
      ['engine-float', { placement: 'engine-float' }],
      ['engine-with-loop', { placement: 'engine-with-loop' }],
      // Node's garbage collector and compiler helpers (V8's platform threads, which under the
      // default wait on the load engine's CPU): one of them instead of four. A diagnostic of
      // where a turn's speed comes from (`--single-threaded-gc` is not allowed in NODE_OPTIONS).
      ['v8-pool1', { env: { NODE_OPTIONS: '--v8-pool-size=1' } }],
      // None of them (the collector on the event loop; a node flag, refused in NODE_OPTIONS): a
      // diagnostic of what their queueing adds to a slice, never a design for a user's app.
      ['single-gc', { nodeFlags: '--single-threaded-gc' }],
      // Where one process differs from another for a whole round: V8's random seeds (its
      // hash seed, its addresses) fixed, and the kernel's address randomization off too.
      ['seeded', { nodeFlags: '--random-seed=7 --hash-seed=7' }],
      ['seeded-noaslr', { nodeFlags: '--random-seed=7 --hash-seed=7', wrapper: 'setarch -R' }],
      // Every round's first turn measured, as before the settling turn (sliced-round.ts).
      ['unsettled', { unsettled: true }],
      ['warm3-unsettled', { warmupMs: 3000, unsettled: true }],
      ['pinned-warm5-unsettled', { placement: 'pinned', warmupMs: 5000, unsettled: true }],
      ['pinned-warm15', { placement: 'pinned', warmupMs: 15000, roundsPerBlock: 1 }],
      ['duet', { duet: 'floating' }],
      ['duet-split', { duet: 'split' }],
      ['duet-cores', { duet: 'cores', sliceMs: undefined }],
      ['whole', { sliceMs: undefined }],
      ['pinned-whole', { sliceMs: undefined, placement: 'pinned' }],
      ['trial2', { trialSeconds: 2, roundsPerBlock: 3 }],
      ['trial8', { trialSeconds: 8, roundsPerBlock: 1 }],
      ['warm3-trial8', { warmupMs: 3000, trialSeconds: 8, roundsPerBlock: 1 }],
      ['pinned-trial2', { trialSeconds: 2, roundsPerBlock: 3, placement: 'pinned' }],
      ['nice', { priority: 'raised' }],
      ['pinned-nice', { placement: 'pinned', priority: 'raised' }],
      ['nice-warm5', { priority: 'raised', warmupMs: 5000 }],
      ['pinned-nice-warm5', { placement: 'pinned', priority: 'raised', warmupMs: 5000 }],
      ['nice-shared', { lifecycle: 'shared', priority: 'raised' }],
    ] as [string, Partial<Design>][]
  ).map(([key, d]) => [key, { ...base, ...d, key }]),
);

export function describeDesign(d: Design): string {
  const slice =
    d.sliceMs === undefined
      ? 'whole trials'
      : `${d.sliceMs < 1000 ? `${d.sliceMs} ms` : `${d.sliceMs / 1000} s`} slices`;
  const warmup = d.warmup ? `warm-up ${d.warmup}` : `${d.warmupMs / 1000} s warm-up`;
  const engine = d.sliceMs && d.closedEngine === 'autocannon' ? ', autocannon per slice' : '';
  if (d.duet)
    return d.duet === 'cores'
      ? `duet (both arms at once), ${d.trialSeconds} s, ${warmup}, each app and its own autocannon on a CPU of its own, swapped per round`
      : `duet (both arms at once), ${d.trialSeconds} s, ${warmup}, ${d.sliceMs} ms windows, ${d.duet === 'split' ? 'a CPU per app' : 'floating'}`;
  const priority = describePriority(d.priority);
  const env = Object.entries(d.env ?? {}).map(([k, v]) => `, ${k}=${v}`);
  const settling = d.sliceMs && d.unsettled ? ', first turn measured' : '';
  const placement = d.placement === 'product' ? `placement: ${DEFAULTS.placement}` : d.placement;
  const command = `${d.nodeFlags ? `, node ${d.nodeFlags}` : ''}${d.wrapper ? `, under ${d.wrapper}` : ''}`;
  return `${d.lifecycle}, ${d.trialSeconds} s, ${warmup}, ${slice}${engine}${settling}, ${placement}${priority}${env.join('')}${command}`;
}

/** One trial as kept: what the figures need. */
interface KeptTrial {
  round: number;
  variant: string;
  throughput: number;
  cpuUsPerRequest: number;
  foreignCores: number;
  stealCores: number;
}

/** One measured slice as kept: its count and CPU, not each latency. */
export interface KeptSlice {
  round: number;
  variant: string;
  index: number;
  responses: number;
  ms: number;
  cpuUs?: number;
  /** The machine's steal, and the run-queue waits of the app's threads and of perf-gate's, µs. */
  stealUs?: number;
  targetWaitUs?: number;
  selfWaitUs?: number;
}

export interface BlockRecord {
  app: string;
  design: Design;
  cotenant: boolean;
  block: number;
  /** UTC, ISO. */
  startedAt: string;
  wallMs: number;
  rounds: number;
  trials: KeptTrial[];
  slices: KeptSlice[];
  loadAverage: number;
}

export interface StudyRecording {
  blocks: BlockRecord[];
}

function configText(app: StudyApp, d: Design, rounds: number): string {
  const envText = (e: Record<string, string>) =>
    Object.entries(e)
      .map(([k, v]) => `${k}: "${v}"`)
      .join(', ');
  const env = envText({ ...app.env, ...d.env });
  // A shared app serves both arms: one process, one env.
  const armEnv =
    d.lifecycle === 'fresh'
      ? `, env: { ${envText({ ...app.env, ...d.env, ...app.variantEnv })} }`
      : '';
  const command = `${d.wrapper ? `${d.wrapper} ` : ''}${d.nodeFlags ? app.command.replace(/^node /, `node ${d.nodeFlags} `) : app.command}`;
  return `services: [{ name: app, command: "${placedCommand(command, d.placement, d.priority)}", ready: "http://127.0.0.1:{port}/health" }]
load: { url: "http://127.0.0.1:{port}${app.path}", connections: ${app.connections}, duration: ${d.trialSeconds}s, warmup: ${d.warmup ?? `${d.warmupMs}ms`} }
rounds: ${rounds}
lifecycle: ${d.lifecycle}
slice: ${d.sliceMs ? `${d.sliceMs}ms` : 'off'}
baseline: { name: A${d.lifecycle === 'fresh' ? `, env: { ${env} }` : ''} }
variants: [{ name: A2${armEnv} }]
`;
}

/** The design's config (a paired config needs two rounds; a block plans its own). */
export const designConfig = (app: StudyApp, d: Design) =>
  parseConfigText(configText(app, d, Math.max(2, d.roundsPerBlock)), 'bench-noise-designs');

async function recordBlock(
  app: StudyApp,
  d: Design,
  block: number,
  cotenant: boolean,
  logDir: string,
): Promise<BlockRecord> {
  const config = designConfig(app, d);
  if (d.duet) return recordDuetBlock(app, { ...d, duet: d.duet }, config, block, cotenant, logDir);
  const slices: KeptSlice[] = [];
  const placed = placeBlock(d.placement);
  prioritiseSelf(d.priority ?? 'normal');
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  try {
    const rounds = Array.from({ length: d.roundsPerBlock }, (_, r) => r);
    const trials = await runExperiment(config, makePlan(config, 3300 + block, rounds), {
      logDir,
      baseEnv: process.env,
      startTarget,
      ...placed.services,
      closedSlicesEngine: d.closedEngine,
      settlingTurn: !d.unsettled,
      onSlice: (s: SliceRecord) => {
        if (s.warmup) return;
        slices.push({
          round: s.round,
          variant: s.variant,
          index: s.index,
          responses: s.responses,
          ms: s.endedAtMs - s.startedAtMs,
          cpuUs: s.cpuUs,
          stealUs: s.stealUs,
          targetWaitUs: s.targetWaitUs,
          selfWaitUs: s.selfWaitUs,
        });
      },
    });
    const kept = trials.flatMap((t): KeptTrial[] =>
      t.status === 'measured' && t.measurement.resources
        ? [
            {
              round: t.round,
              variant: t.variant,
              throughput: t.measurement.throughput,
              cpuUsPerRequest: t.measurement.resources.targetCpuUsPerRequest,
              foreignCores: t.measurement.resources.foreignCores,
              stealCores: t.measurement.resources.stealCores ?? 0,
            },
          ]
        : [],
    );
    return blockRecord(app, d, { block, cotenant, startedAt, t0 }, kept, slices);
  } finally {
    placed.restore();
    prioritiseSelf('normal');
  }
}

/**
 * Records `cycles` cycles of one block per design, the designs' order reversed every other
 * cycle so that no design always follows the same one. With `cotenant`, the bursty
 * co-tenant (noise-real.ts) runs for the whole command, started before any pinning so that
 * it may run on every CPU.
 */
export async function recordDesigns(
  app: StudyApp,
  designs: Design[],
  options: {
    cycles: number;
    cotenant: boolean;
    print: (line?: string) => void;
    /** Written after every block, so a run cut short keeps what it measured. */
    save?: string;
    /** Stop starting blocks after this many seconds (a lock's turn is bounded). */
    maxSeconds?: number;
  },
): Promise<StudyRecording> {
  const started = performance.now();
  for (const d of designs) designConfig(app, d); // a config problem before any load
  const logDir = mkdtempSync(join(tmpdir(), 'perf-gate-noise-designs-'));
  const cotenant = options.cotenant ? startBurstyCotenant(4242) : undefined;
  const blocks: BlockRecord[] = [];
  try {
    for (let cycle = 0; cycle < options.cycles; cycle++) {
      const order = cycle % 2 === 0 ? designs : [...designs].reverse();
      // Whole cycles only: a cut cycle would leave the designs at unequal wall time.
      const elapsed = (performance.now() - started) / 1000;
      if (options.maxSeconds && cycle > 0 && elapsed * (1 + 1 / cycle) > options.maxSeconds) break;
      for (const d of order) {
        const b = await recordBlock(app, d, blocks.length, options.cotenant, logDir);
        blocks.push(b);
        if (options.save) saveRecording(options.save, { blocks });
        const foreign = mean(b.trials.map((t) => t.foreignCores));
        const steal = mean(b.trials.map((t) => t.stealCores));
        options.print(
          `<!-- ${b.startedAt.slice(11, 19)} UTC ${app.key} ${d.key}: ${b.trials.length / 2} rounds in ${(b.wallMs / 1000).toFixed(0)} s, foreign ${foreign.toFixed(2)}, steal ${steal.toFixed(3)} cores -->`,
        );
      }
    }
  } finally {
    if (cotenant) process.kill(cotenant, 'SIGKILL');
  }
  // The services' logs are for a study that fails (its error names them); one that ends keeps
  // its figures, not its logs.
  rmSync(logDir, { recursive: true, force: true });
  return { blocks };
}

export function saveRecording(file: string, r: StudyRecording): void {
  writeFileSync(file, JSON.stringify(r));
}

export function loadRecordings(files: string[]): StudyRecording {
  return {
    blocks: files.flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as StudyRecording).blocks),
  };
}

// ---------------------------------------------------------------------------------------
// Analysis (pure).

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const variance = (xs: number[]) => {
  const m = mean(xs);
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
};

export interface DesignFigures {
  design: Design;
  rounds: number;
  wallPerRoundS: number;
  firstUtc: string;
  lastUtc: string;
  foreign: { mean: number; max: number };
  steal: { mean: number; max: number };
  throughput: { mean: number; sd: number; se: number };
  cpu: { mean: number; sd: number; se: number };
  /** The slices' own part (sliced designs): within-round sd of one slice pair's ln ratio. */
  slices?: {
    sdWithinCpu: number;
    sdWithinRate: number;
    /** What the round means would spread by from the slices alone (long-run variance / K). */
    fromSlicesCpu: number;
    fromSlicesRate: number;
  };
}

function pairedLogs(trials: KeptTrial[], pick: (t: KeptTrial) => number): number[] {
  const byRound = new Map<string, Map<string, number>>();
  for (const t of trials) {
    const key = String(t.round);
    byRound.set(key, (byRound.get(key) ?? new Map()).set(t.variant, pick(t)));
  }
  return [...byRound.values()]
    .filter((r) => r.get('A')! > 0 && r.get('A2')! > 0)
    .map((r) => Math.log(r.get('A2')! / r.get('A')!));
}

const stats = (xs: number[]) => {
  const sd = Math.sqrt(variance(xs));
  return { mean: mean(xs), sd, se: sd / Math.sqrt(xs.length) };
};

/**
 * Within-round spread of the slices' paired ln ratios (k-th slice of A2 against A's): one
 * pair's, and what the round's mean of its pairs varies by from the slices alone — by the
 * product's own rule (sliceVariances: batch means, since an arm's successive turns are not
 * independent).
 */
function sliceParts(blocks: BlockRecord[]): DesignFigures['slices'] {
  const rounds = { cpu: [] as number[][], rate: [] as number[][] };
  for (const b of blocks) {
    const byRound = new Map<number, KeptSlice[]>();
    for (const s of b.slices) byRound.set(s.round, [...(byRound.get(s.round) ?? []), s]);
    for (const slices of byRound.values()) {
      const a = new Map(slices.filter((s) => s.variant === 'A').map((s) => [s.index, s]));
      const pairs = slices
        .filter((s) => s.variant === 'A2' && a.has(s.index))
        .sort((x, y) => x.index - y.index)
        .map((s) => [a.get(s.index)!, s] as const);
      rounds.rate.push(pairs.map(([x, y]) => Math.log(y.responses / y.ms / (x.responses / x.ms))));
      rounds.cpu.push(
        pairs
          .filter(([x, y]) => x.cpuUs && y.cpuUs && x.responses && y.responses)
          .map(([x, y]) => Math.log(y.cpuUs! / y.responses / (x.cpuUs! / x.responses))),
      );
    }
  }
  const [rate, cpu] = [sliceVariances(rounds.rate), sliceVariances(rounds.cpu)];
  if (!rate.sliced) return undefined;
  // No CPU in the slices (a run that could not read it): NaN in its columns, not a 0.
  return {
    sdWithinCpu: cpu.sliced ? Math.sqrt(cpu.sliceVariance) : NaN,
    sdWithinRate: Math.sqrt(rate.sliceVariance),
    fromSlicesCpu: cpu.sliced ? Math.sqrt(cpu.longRunVariance / cpu.slicesPerRound) : NaN,
    fromSlicesRate: Math.sqrt(rate.longRunVariance / rate.slicesPerRound),
  };
}

/** Foreign load and steal (cores) at most which a round counts as quiet: both its trials. */
export const QUIET = { foreignCores: 0.25, stealCores: 0.1 };

export function designFigures(blocks: BlockRecord[], quietOnly = false): DesignFigures {
  // Rounds are numbered per block: make them unique across blocks.
  let trials = blocks.flatMap((b, i) => b.trials.map((t) => ({ ...t, round: i * 1000 + t.round })));
  if (quietOnly) {
    const loud = new Set(
      trials
        .filter((t) => t.foreignCores > QUIET.foreignCores || t.stealCores > QUIET.stealCores)
        .map((t) => t.round),
    );
    trials = trials.filter((t) => !loud.has(t.round));
  }
  const rounds = pairedLogs(trials, (t) => t.throughput).length;
  // Per round of the blocks as run (quiet-only keeps the design's own pace).
  const ranRounds = blocks.reduce((s, b) => s + b.trials.length / 2, 0);
  const wallPerRound = blocks.reduce((s, b) => s + b.wallMs, 0) / 1000 / ranRounds;
  const f = trials.map((t) => t.foreignCores);
  const st = trials.map((t) => t.stealCores);
  const times = blocks.map((b) => b.startedAt).sort();
  return {
    design: blocks[0].design,
    rounds,
    wallPerRoundS: wallPerRound,
    firstUtc: times[0],
    lastUtc: times.at(-1)!,
    foreign: { mean: mean(f), max: Math.max(...f) },
    steal: { mean: mean(st), max: Math.max(...st) },
    throughput: stats(pairedLogs(trials, (t) => t.throughput)),
    cpu: stats(pairedLogs(trials, (t) => t.cpuUsPerRequest)),
    slices: blocks[0].design.sliceMs ? sliceParts(blocks) : undefined,
  };
}

const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`;
const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)}%`;
/** Relative SE of a sample sd from n rounds (normal): 1/√(2(n−1)). */
const sdUncertainty = (n: number) => `±${Math.round(100 / Math.sqrt(2 * (n - 1)))}%`;

/** The 95% half-width a run of `seconds` in this design reaches (normal approximation). */
export const halfWidth = (sd: number, wallPerRoundS: number, seconds = 300) =>
  (1.96 * sd) / Math.sqrt(seconds / wallPerRoundS);

/** Prints the study's tables, one group per app and condition (quiet / co-tenant). */
export function printStudy(recording: StudyRecording, print: (line?: string) => void): void {
  const groups = new Map<string, BlockRecord[]>();
  for (const b of recording.blocks) {
    const key = `${b.app}|${b.cotenant}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  for (const [key, blocks] of groups) {
    const [app, cotenant] = key.split('|');
    const byDesign = new Map<string, BlockRecord[]>();
    for (const b of blocks) byDesign.set(b.design.key, [...(byDesign.get(b.design.key) ?? []), b]);
    const figs = [...byDesign.values()].map((b) => designFigures(b));
    const ref = figs.find((f) => f.design.key === 'default') ?? figs[0];
    print(
      `\n### ${APPS[app]?.label ?? app}, A/A, ${cotenant === 'true' ? 'beside the bursty co-tenant' : 'no co-tenant added'} (${figs[0].firstUtc.slice(11, 16)}–${blocks.at(-1)!.startedAt.slice(11, 16)} UTC)\n`,
    );
    print(
      `Designs interleaved in blocks; sd of the per-round paired ln ratio (± its own uncertainty), then scaled to equal wall time against \`${ref.design.key}\` (ratio and its 95% F interval; below 1 is better), and the 95% half-width a 5-minute run reaches.\n`,
    );
    print(
      '| design | rounds | wall/round | steal, cores (mean / max) | foreign, cores (mean / max) | sd req/s | sd CPU/req | equal wall vs ref: req/s | … CPU/req | 5-min ±95%: req/s / CPU | A/A centre req/s (t) | CPU/req (t) |',
    );
    print('|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    const rows = figs.map((f) => ({ f, label: `${f.design.key}: ${describeDesign(f.design)}` }));
    for (const designBlocks of byDesign.values()) {
      const q = designFigures(designBlocks, true);
      if (q.rounds >= 8)
        rows.push({
          f: q,
          label: `${q.design.key}, only rounds with foreign ≤ ${QUIET.foreignCores} and steal ≤ ${QUIET.stealCores} cores`,
        });
    }
    for (const { f, label } of rows) {
      const scale = Math.sqrt(f.wallPerRoundS / ref.wallPerRoundS);
      const ratio = (m: 'throughput' | 'cpu') => {
        if (f === ref) return '1';
        if (f.rounds < 3) return '–';
        const r = sdRatioInterval(
          { sd: f[m].sd, n: f.rounds },
          { sd: ref[m].sd, n: ref.rounds },
          scale,
        );
        return `${r.ratio.toFixed(2)} [${r.low.toFixed(2)}–${r.high.toFixed(2)}]`;
      };
      const t = (x: { mean: number; se: number }) =>
        `${signed(Math.expm1(x.mean))} (${(x.mean / x.se).toFixed(1)})`;
      print(
        `| ${label} | ${f.rounds} | ${f.wallPerRoundS.toFixed(1)} s | ${f.steal.mean.toFixed(3)} / ${f.steal.max.toFixed(2)} | ${f.foreign.mean.toFixed(2)} / ${f.foreign.max.toFixed(2)} | ${pct(f.throughput.sd)} ${sdUncertainty(f.rounds)} | ${pct(f.cpu.sd)} | ${ratio('throughput')} | ${ratio('cpu')} | ${pct(halfWidth(f.throughput.sd, f.wallPerRoundS))} / ${pct(halfWidth(f.cpu.sd, f.wallPerRoundS))} | ${t(f.throughput)} | ${t(f.cpu)} |`,
      );
    }
    const sliced = figs.filter((f) => f.slices);
    if (sliced.length > 0) {
      print(
        "\nWhat a sliced round's spread is made of: the slices' own (sd of one slice pair's ln ratio within its round, and what the slices alone leave on the round's mean: their long-run variance from batch means of at least four pairs, over the slices) against the rounds' measured sd; the rest is the round's own — its fresh processes, or whatever holds for a whole round.\n",
      );
      print(
        "| design | slice pair sd, req/s / CPU | from the slices alone, req/s / CPU | measured per round, req/s / CPU | round's own share of the variance, req/s / CPU |",
      );
      print('|:--|--:|--:|--:|--:|');
      for (const f of sliced) {
        const s = f.slices!;
        const share = (fromSlices: number, sd: number) =>
          pct(Math.max(0, 1 - fromSlices ** 2 / sd ** 2), 0);
        print(
          `| ${f.design.key} | ${pct(s.sdWithinRate)} / ${pct(s.sdWithinCpu)} | ${pct(s.fromSlicesRate)} / ${pct(s.fromSlicesCpu)} | ${pct(f.throughput.sd)} / ${pct(f.cpu.sd)} | ${share(s.fromSlicesRate, f.throughput.sd)} / ${share(s.fromSlicesCpu, f.cpu.sd)} |`,
        );
      }
      print(
        "\nIs the warm-up over? Median CPU per request of each arm's k-th measured slice (both arms, all rounds), µs: the first slices come right after the warm-up.\n",
      );
      const profiles = sliced.map((f) => ({
        key: f.design.key,
        profile: warmupProfile(byDesign.get(f.design.key)!),
      }));
      const most = Math.max(...profiles.map((p) => p.profile.length));
      print(`| design | ${Array.from({ length: most }, (_, k) => `slice ${k}`).join(' | ')} |`);
      print(`|:--|${'--:|'.repeat(most)}`);
      for (const p of profiles)
        print(`| ${p.key} | ${p.profile.map((x) => x.toFixed(0)).join(' | ')} |`);
      printDrivers(new Map(sliced.map((f) => [f.design.key, byDesign.get(f.design.key)!])), print);
    }
  }
}

/** Median CPU per request of the k-th measured slice of every arm, k = 0, 1, … */
export function warmupProfile(blocks: BlockRecord[]): number[] {
  const byIndex: number[][] = [];
  for (const b of blocks)
    for (const s of b.slices)
      if (s.cpuUs !== undefined && s.responses > 0)
        (byIndex[s.index] ??= []).push(s.cpuUs / s.responses);
  return byIndex.map((xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const m = sorted.length >> 1;
    return sorted.length % 2 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
  });
}
