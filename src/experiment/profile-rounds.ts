/**
 * Profiling rounds: after the gate decided, the baseline and the chosen variants are run
 * again under the experiment's load with a profiler on, so profiling never touches a
 * measured window. Each round profiles every arm once, in the round's order and its mirror
 * image alternately (baseline first, then last, …) so the runner's drift falls on both
 * sides; each arm's services are started with the profiler's environment (the preload for
 * Node, perf maps for .NET), warmed up and set up as in a trial, then profiled for one
 * window while its CPU is accounted. The pure profile stage turns the rounds into the table
 * and the flame graph; this file writes them, and the raw profiles, to the output folder.
 */
import { profilingArrivalSeedOf, withArrivalSeed } from './run-context.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Config, ProfileSpec, ServiceSpec, VariantSpec } from '../config/types.js';
import { startAccounting } from '../load/resources.js';
import { stopRequested, writeBeforeSignalExit, type Target } from '../target/index.js';
import { maskedCopy, maskSecrets } from '../target/secrets.js';
import { bringToWindow, VariantServices, type StartTarget } from './bring-up.js';
import {
  costTable,
  differentialFlameGraph,
  listedOnly,
  wantsMoreRounds,
} from '../profile/index.js';
import type { ArmProfile, CostTable, ProfileRound, ProfilingReport } from '../profile/index.js';
import { INTERVAL_VARIABLE, PROFILE_DIR_VARIABLE, withPreload } from '../profiler/node-preload.js';
import { PERF_MAP_ENV, perfUnavailable } from '../profiler/perf.js';
import { startWindow } from '../profiler/session.js';
import {
  createProfilerTooling,
  type NodeSampler,
  type ProfilerTooling,
} from '../profiler/tooling.js';

export interface ProfileRoundsOptions {
  /** The output folder; profiles go to its `profiles/` folder. */
  outputDir: string;
  logDir: string;
  baseEnv: NodeJS.ProcessEnv;
  /** The run's seed: the profiling rounds' Poisson arrivals are drawn from it, as the measured rounds' are. */
  seed: number;
  /**
   * The run's `budget`, when it has one: no profiling round starts that would end after
   * `deadline` (epoch ms), at `armMs` an arm (the measured rounds' pace until a profiled
   * window is timed). `text` names it as the config does.
   */
  budget?: { deadline: number; armMs: number; text: string };
  /** Starts a variant's services (target/index.ts startTarget; a test may pass its own). */
  startTarget: StartTarget;
  /** A line per profiled window, for the progress output. */
  log?: (message: string) => void;
  /** Which variants (by name), and why, from variantsToProfile. */
  chosen: { variants: string[]; reason: string };
  /** Injected for tests; by default, whether perf can run here. */
  perfUnavailable?: () => string | undefined;
}

/** The folder of the artifacts, relative to the output folder. */
export const PROFILES_FOLDER = 'profiles';

/** Runs the profiling rounds and writes their artifacts. Never throws for a profiler that cannot run. */
export async function runProfileRounds(
  config: Config,
  spec: ProfileSpec,
  options: ProfileRoundsOptions,
): Promise<ProfilingReport> {
  const started = Date.now();
  const dir = join(options.outputDir, PROFILES_FOLDER);
  mkdirSync(dir, { recursive: true });
  const rounds = new ProfileRounds(config, spec, options, dir);
  // A signal ends perf-gate without this function's finally: the preload, the perf data and
  // the services' perf maps (in the system's temporary folder) go before it exits.
  const forgetCleanup = writeBeforeSignalExit(() => rounds.tooling.remove());
  let error: string | undefined;
  try {
    error = await rounds.run();
  } catch (caught) {
    error = (caught as Error).message;
  } finally {
    try {
      await rounds.services.stopShared();
    } finally {
      forgetCleanup();
      rounds.tooling.remove();
    }
  }
  return rounds.report(started, error);
}

/**
 * The rounds asked for, and as many again at most for a variant whose CPU per request has
 * changed beyond its noise while no function is listed yet (wantsMoreRounds): those extra
 * rounds profile the baseline and only such variants, so they cost at most the wall time
 * asked for again, and only where the profile cannot yet say where the time went. A variant
 * leaves once explained and does not come back, so its rounds pair with the baseline's first.
 */
class ProfileRounds {
  readonly services: VariantServices;
  /** The baseline, then the chosen variants. */
  private readonly arms: VariantSpec[];
  private readonly perArm: ArmProfile[][];
  private readonly profiles: string[] = [];
  private readonly unprofiled = new Set<string>();
  /** The preload, the protocol's files and the services' perf maps: removed when the rounds end. */
  readonly tooling: ProfilerTooling;
  private readonly perfWhyNot: string | undefined;
  private readonly maxRounds: number;
  private windows = 0;

  constructor(
    private readonly config: Config,
    private readonly spec: ProfileSpec,
    private readonly options: ProfileRoundsOptions,
    private readonly dir: string,
  ) {
    this.perfWhyNot = (options.perfUnavailable ?? perfUnavailable)();
    this.tooling = createProfilerTooling(this.perfWhyNot ? 'v8' : 'perf');
    this.arms = [
      config.variants[0],
      ...options.chosen.variants.map((name) => config.variants.find((v) => v.name === name)!),
    ];
    this.perArm = this.arms.map(() => []);
    this.maxRounds = 2 * spec.rounds;
    const { logDir, baseEnv, startTarget } = options;
    const { lifecycle } = config;
    this.services = new VariantServices({
      lifecycle,
      startTarget,
      logDir,
      baseEnv,
      sharedLabel: 'profile-shared',
    });
  }

  /** Runs the rounds; why they stopped short of those asked for, when the budget ended them. */
  async run(): Promise<string | undefined> {
    let inPlay = this.arms.map((_, i) => i);
    const { budget } = this.options;
    // Until a profiled round is timed: a measured trial's time with its window swapped for the
    // profiled one (a 10 s window after 500 ms trials took 22 s past the budget).
    const trialWindowMs = this.config.variants[0].load.durationMs ?? 0;
    let armMs = budget
      ? Math.max(budget.armMs, budget.armMs - trialWindowMs + this.spec.windowMs)
      : 0;
    for (let round = 0; round < this.maxRounds; round++) {
      if (budget && Date.now() + inPlay.length * armMs > budget.deadline) {
        // Past the rounds asked for, a round not run is only one more look: nothing to say.
        if (round >= this.spec.rounds) return undefined;
        return round === 0
          ? `the budget (${budget.text}) had no time left for profiling after the measured rounds; a longer budget leaves room for it`
          : `the budget (${budget.text}) left room for ${round} of ${this.spec.rounds} profiling rounds`;
      }
      if (round >= this.spec.rounds) {
        inPlay = inPlay.filter((arm) => arm === 0 || this.unexplained(arm - 1, round));
        if (inPlay.length === 1) break;
        const names = inPlay.slice(1).map((arm) => this.arms[arm].name);
        this.options.log?.(
          `profiling round ${round + 1} (at most ${this.maxRounds}): the CPU per request of ${names.join(', ')} changed beyond its noise, but no function is beyond its own yet`,
        );
      }
      const order = [...inPlay];
      if (round % 2 === 1) order.reverse();
      const roundStarted = Date.now();
      for (const arm of order) await this.profileArm(arm, round);
      // From the first profiled round on, its own pace: a window plus its start and warm-up.
      armMs = Math.max(armMs, (Date.now() - roundStarted) / order.length);
    }
    return undefined;
  }

  /** Whether a variant profiled in every round so far still wants another (wantsMoreRounds). */
  private unexplained(variant: number, round: number): boolean {
    const pairs = this.paired(variant);
    return (
      pairs.length === round && comparable(pairs) && wantsMoreRounds(costTable('', pairs), pairs)
    );
  }

  /** One arm's window in a round: its services started with the profiler's environment. */
  private async profileArm(arm: number, round: number): Promise<void> {
    const signal = stopRequested();
    if (signal) throw new Error(`perf-gate received ${signal}; profiling stopped`);
    const { config, options, spec, dir } = this;
    const declared = this.arms[arm];
    const label = `profile-${round + 1}-${declared.name}`;
    const shared = config.lifecycle === 'shared';
    const startDir = this.tooling.startDir(shared ? 'shared' : label);
    const withProfiler = withProfilerEnv(declared, this.tooling, startDir, spec, options.baseEnv);
    const started = await this.services.start(withProfiler, label);
    const { target } = started;
    // Every arm of a profiling round meets the same Poisson arrivals, as in a measured round.
    const variant = withArrivalSeed(started.variant, profilingArrivalSeedOf(options.seed, round));
    this.tooling.noteServices(target.services);
    this.windows++;
    try {
      const profile = await profileWindow(variant, target, {
        dir: startDir,
        artifactBase: join(dir, fileSafe(label)),
        scratchBase: this.tooling.scratch(label),
        nodeSampler: this.tooling.nodeSampler,
        perfUnavailable: this.perfWhyNot,
        windowNumber: shared ? this.windows : 1,
        setupLog: join(options.logDir, `${label}.setup.log`),
        baseEnv: options.baseEnv,
        windowMs: spec.windowMs,
      });
      for (const line of profile.unprofiled) this.unprofiled.add(line);
      this.profiles.push(...profile.artifacts);
      this.perArm[arm].push(profile.arm);
      // Past the rounds asked (a change with no function named yet), the extended count.
      const of = round >= spec.rounds ? `of at most ${this.maxRounds}` : `of ${spec.rounds}`;
      options.log?.(`profiled ${declared.name} (round ${round + 1} ${of})`);
    } finally {
      // Processes started since (a worker, a shell's child) wrote maps too.
      this.tooling.noteServices(target.services);
      await this.services.release(target);
    }
  }

  private paired(variant: number): ProfileRound[] {
    const { perArm } = this;
    return Array.from(
      { length: Math.min(perArm[0].length, perArm[variant + 1].length) },
      (_, r) => ({ baseline: perArm[0][r], variant: perArm[variant + 1][r] }),
    );
  }

  /** The most rounds any variant was paired over (each table has its own count). */
  private roundsRun(): number {
    return Math.max(0, ...this.options.chosen.variants.map((_, i) => this.paired(i).length));
  }

  /** Writes the flame graphs and the table, and says what the rounds found. */
  report(startedAt: number, error: string | undefined): ProfilingReport {
    const { options, dir, arms } = this;
    const tables: CostTable[] = [];
    const flameGraphs: Record<string, string> = {};
    const everyRow: CostTable[] = [];
    for (const [i, name] of options.chosen.variants.entries()) {
      const pairs = this.paired(i);
      if (!comparable(pairs)) continue;
      const table = costTable(name, pairs);
      everyRow.push(table);
      tables.push(listedOnly(table));
      const svg = join(dir, `${fileSafe(name)}.diff.svg`);
      // The stacks were masked as they were read (profiler/session.ts); the names are the config's.
      const title = maskSecrets(`${name} against ${arms[0].name}: CPU per request`);
      writeFileSync(svg, differentialFlameGraph(pairs, { title }));
      flameGraphs[name] = relative(options.outputDir, svg);
    }
    const tablePath = join(dir, 'where-the-time-went.json');
    const rounds = this.roundsRun();
    const written = { baseline: arms[0].name, rounds, tables: everyRow };
    writeFileSync(tablePath, JSON.stringify(maskedCopy(written), null, 2) + '\n');
    return {
      variants: options.chosen.variants,
      reason: options.chosen.reason,
      rounds,
      windowMs: this.spec.windowMs,
      wallMs: Date.now() - startedAt,
      tables,
      unprofiled: [...this.unprofiled],
      artifacts: {
        profiles: this.profiles.map((p) => relative(options.outputDir, p)),
        flameGraphs,
        table: relative(options.outputDir, tablePath),
      },
      ...(error && { error }),
    };
  }
}

const fileSafe = (name: string) => name.replace(/[^\w.-]+/g, '_');

const profiled = (arm: ArmProfile) => arm.processes.some((p) => p.busySamples > 0);

const comparable = (rounds: ProfileRound[]) =>
  rounds.length > 0 && rounds.every((p) => profiled(p.baseline) && profiled(p.variant));

/**
 * What the report says when profiling could not even begin (its folder could not be
 * written): the verdict stands, and the line says why.
 */
export function profilingFailed(
  chosen: { variants: string[]; reason: string },
  spec: ProfileSpec,
  error: unknown,
): ProfilingReport {
  return {
    variants: chosen.variants,
    reason: chosen.reason,
    rounds: 0,
    windowMs: spec.windowMs,
    wallMs: 0,
    tables: [],
    unprofiled: [],
    artifacts: { profiles: [], flameGraphs: {}, table: '' },
    error: error instanceof Error ? error.message : String(error),
  };
}

/** The variant's services with the profiler's environment on top of their own. */
function withProfilerEnv(
  variant: VariantSpec,
  tooling: ProfilerTooling,
  dir: string,
  spec: ProfileSpec,
  baseEnv: NodeJS.ProcessEnv,
): VariantSpec {
  const services = variant.services.map((service): ServiceSpec => ({
    ...service,
    env: {
      ...PERF_MAP_ENV,
      ...service.env,
      NODE_OPTIONS: withPreload(
        service.env.NODE_OPTIONS ?? baseEnv.NODE_OPTIONS,
        tooling.preload,
        tooling.nodeSampler,
      ),
      [PROFILE_DIR_VARIABLE]: dir,
      [INTERVAL_VARIABLE]: String(spec.intervalUs),
    },
  }));
  return { ...variant, services };
}

/** One arm's profiled window: set up and warmed up as a trial, then profiled under the load. */
async function profileWindow(
  variant: VariantSpec,
  target: Target,
  context: {
    dir: string;
    artifactBase: string;
    scratchBase: string;
    nodeSampler: NodeSampler;
    perfUnavailable?: string;
    windowNumber: number;
    setupLog: string;
    baseEnv: NodeJS.ProcessEnv;
    windowMs: number;
  },
): Promise<{ arm: ArmProfile; unprofiled: string[]; artifacts: string[] }> {
  await bringToWindow(variant, context);
  const { runMeasured } = await import('../load/trial.js');
  const { load } = variant;
  const window = await startWindow(target.services, context);
  const account = startAccounting(target.services.map((s) => s.pid));
  // The profilers (perf record, the preload's sampler) stop whatever the load did: one left
  // running would sample every later window of a bisect.
  const measurement = await runMeasured({
    ...load,
    amount: undefined,
    durationMs: context.windowMs,
  }).catch(async (error: unknown) => {
    await window.stop().catch(() => undefined);
    throw error;
  });
  const usage = account(measurement.responses);
  const collected = await window.stop();
  const failure = target.failure();
  if (failure) throw failure;
  const requests = Math.max(1, measurement.responses);
  const processes = collected.processes.map((p) => ({
    source: p.source,
    stacks: p.stacks,
    busySamples: p.stacks.reduce((sum, s) => sum + s.samples, 0),
    cpuUsPerRequest: p.cpuUs / requests,
  }));
  const profiledUs = processes.reduce((sum, p) => sum + p.cpuUsPerRequest, 0);
  const totalUs = usage ? usage.targetCpuUs / requests : profiledUs;
  return {
    arm: { processes, unprofiledCpuUsPerRequest: Math.max(0, totalUs - profiledUs) },
    unprofiled: collected.unprofiled,
    artifacts: collected.processes.map((p) => p.artifact),
  };
}
